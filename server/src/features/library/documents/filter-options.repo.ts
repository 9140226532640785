// The choices of the document-list filters, labelled in the reader's language, in one round trip.
import type { DocumentFilterOptions, LanguageCode } from '@gsis/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { labelIn } from '../../../platform/db/labels.ts';

export async function filterOptions(db: DbOrTx, language: LanguageCode): Promise<DocumentFilterOptions> {
  const label = (alias: string) => labelIn(alias, language);
  const { rows } = await db.execute<DocumentFilterOptions>(sql`
    SELECT
      coalesce((SELECT json_agg(json_build_object('id', t.id, 'label', ${label('t')}) ORDER BY t.sort_order, t.id) FROM document_types t), '[]') AS "documentTypes",
      coalesce((SELECT json_agg(json_build_object('id', t.id, 'label', ${label('t')}) ORDER BY t.sort_order, t.id) FROM product_types t), '[]') AS "productTypes",
      coalesce((SELECT json_agg(json_build_object('id', p.id, 'label', p.name, 'productTypeId', p.product_type_id) ORDER BY p.sort_order, p.id) FROM products p), '[]') AS products,
      coalesce((SELECT json_agg(json_build_object('id', c.id, 'label', c.name) ORDER BY c.sort_order, c.id) FROM exhaust_certifications c), '[]') AS "exhaustCertifications",
      coalesce((SELECT json_agg(json_build_object('id', r.id, 'label', ${label('r')}) ORDER BY r.sort_order, r.id) FROM regions r), '[]') AS regions,
      coalesce((SELECT json_agg(json_build_object('id', m.id, 'label', m.code, 'productId', m.product_id) ORDER BY m.code) FROM models m), '[]') AS models,
      coalesce((SELECT json_agg(DISTINCT v.language) FROM document_versions v WHERE v.distribution_status = 'DISTRIBUTED'), '[]') AS languages`);
  return rows[0]!;
}
