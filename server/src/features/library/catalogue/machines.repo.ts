// SQL of machines as a search word names them: a model by its code, one of its suffixes, a full serial number,
// or the start of a code; and the cascade of product lines and models under a product type. Search asks these
// of the library's `machines` (library.feature.ts).
import type { LanguageCode, ResolvedModel } from '@gsis/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { startingWith, textArray } from '../../../platform/db/sql-text.ts';
import { compactMachineCode, machineCodeKey } from './catalogue.tables.ts';

/**
 * What a search word names: a model by its code, one of its suffixes, or a full serial number (a suffix
 * followed by the machine's number, inside the suffix's serial range); failing those, the models whose
 * code starts with it (DX225 → DX225LCA, DX225NLCA).
 */
export async function resolveModels(db: DbOrTx, searchWord: string, language: LanguageCode): Promise<ResolvedModel[]> {
  const compact = compactMachineCode(searchWord);
  const [code, suffix] = [machineCodeKey(sql`m.code`), machineCodeKey(sql`s.suffix`)];
  if (!compact || compact.length > 40) return [];
  const columns = sql`m.id AS "modelId", m.code AS model, p.name AS product, ${labelIn('pt', language)} AS "productType"`;
  const joins = sql`JOIN products p ON p.id = m.product_id JOIN product_types pt ON pt.id = p.product_type_id`;
  // A serial number starts with its suffix: the word's prefixes are the suffixes it can start with.
  const heads = [...compact].map((_, i) => compact.slice(0, i + 1)).filter((h) => h.length < compact.length);
  const { rows } = await db.execute<ResolvedModel>(sql`
    SELECT ${columns}, NULL AS suffix, NULL::int AS "serialNumber" FROM models m ${joins} WHERE ${code} = ${compact}
    UNION ALL
    SELECT ${columns}, s.suffix, NULL FROM model_suffixes s JOIN models m ON m.id = s.model_id ${joins} WHERE ${suffix} = ${compact}
    UNION ALL
    SELECT ${columns}, s.suffix, serial.n FROM model_suffixes s JOIN models m ON m.id = s.model_id ${joins}
    CROSS JOIN LATERAL (SELECT substring(${compact} FROM length(${suffix}) + 1) AS digits) rest
    CROSS JOIN LATERAL (SELECT CASE WHEN rest.digits ~ '^[0-9]{1,9}$' THEN rest.digits::int END AS n) serial
    WHERE ${suffix} = ANY(${textArray(heads)}) AND serial.n IS NOT NULL
      AND (s.serial_from IS NULL OR serial.n >= s.serial_from) AND (s.serial_to IS NULL OR serial.n <= s.serial_to)`);
  if (rows.length) return rows;
  if (compact.length < 2) return [];
  const { rows: prefixed } = await db.execute<ResolvedModel>(sql`
    SELECT ${columns}, NULL AS suffix, NULL::int AS "serialNumber" FROM models m ${joins}
    WHERE ${code} LIKE ${startingWith(compact)} ORDER BY upper(m.code) LIMIT 20`);
  return prefixed;
}


/** The product lines and models of a product type, for the search page's cascading filters. */
export async function productClass(db: DbOrTx, productTypeId: number): Promise<{ products: { id: number; label: string }[]; models: { id: number; label: string; productId: number }[] }> {
  const [products, models] = await Promise.all([
    db.execute<{ id: number; label: string }>(sql`SELECT id, name AS label FROM products WHERE product_type_id = ${productTypeId} ORDER BY sort_order, name`),
    db.execute<{ id: number; label: string; productId: number }>(sql`
      SELECT m.id, m.code AS label, m.product_id AS "productId" FROM models m JOIN products p ON p.id = m.product_id
      WHERE p.product_type_id = ${productTypeId} ORDER BY m.code`),
  ]);
  return { products: products.rows, models: models.rows };
}

