// SQL of the comparisons: what compare-task.ts compares and stores, and the stored ones as readers read them.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { readableBy, type ReaderView } from '../access/reader-access.ts';
import { versionBefore } from '../library-views.ts';
import { versionComparisons } from './comparison.tables.ts';
import type { ChangeCounts, PageChange, TopicChange } from './page-comparison.ts';

export type StoredComparison = {
  documentId: number;
  title: string;
  publishType: 'PDF' | 'WEBHELP';
  version: { id: number; versionLabel: string };
  previousVersion: { id: number; versionLabel: string };
  identical: boolean;
  counts: ChangeCounts;
  changes: PageChange[] | TopicChange[];
  authorised: boolean;
};

/**
 * The comparison stored for a version `view` may reach (for readers: distributed, with a file, of a document in
 * use), with whether they may read its document; undefined when there is none.
 */
export async function findStoredComparison(db: DbOrTx, versionId: number, view: ReaderView): Promise<StoredComparison | undefined> {
  const readerOnly = view.distributedOnly ? sql`AND v.distribution_status = 'DISTRIBUTED' AND v.file_id IS NOT NULL AND d.use_yn = 'Y'` : sql``;
  const { rows } = await db.execute<StoredComparison>(sql`
    SELECT d.id AS "documentId", d.title, v.publish_type AS "publishType",
      json_build_object('id', v.id, 'versionLabel', v.version_label) AS version,
      json_build_object('id', pv.id, 'versionLabel', pv.version_label) AS "previousVersion",
      c.identical, c.counts, c.changes, ${readableBy(view)} AS authorised
    FROM version_comparisons c
    JOIN document_versions v ON v.id = c.version_id
    JOIN document_versions pv ON pv.id = c.previous_version_id
    JOIN documents d ON d.id = v.document_id
    WHERE c.version_id = ${versionId} ${readerOnly}`);
  return rows[0];
}

export interface Compared { id: number; publishType: 'PDF' | 'WEBHELP' }

/** The version and the one readers had before it, if both have text. */
export async function comparedPair(db: DbOrTx, versionId: number): Promise<{ version: Compared; previous: Compared } | undefined> {
  const { rows } = await db.execute<{ id: number; publish_type: 'PDF' | 'WEBHELP'; previous_id: number | null; previous_type: 'PDF' | 'WEBHELP' | null }>(sql`
    SELECT v.id, v.publish_type, p.id AS previous_id, p.publish_type AS previous_type
    FROM document_versions v
    LEFT JOIN LATERAL ${versionBefore(sql`v`)} p ON true
    WHERE v.id = ${versionId} AND v.index_status = 'INDEXED'`);
  const row = rows[0];
  if (!row?.previous_id || !row.previous_type) return undefined;
  return { version: { id: row.id, publishType: row.publish_type }, previous: { id: row.previous_id, publishType: row.previous_type } };
}

/** A web-help version's topics with their text, in the bundle's order. */
export const topicTextsOf = async (db: DbOrTx, versionId: number) =>
  (await db.execute<{ path: string; title: string; text: string }>(sql`
    SELECT path, title, text FROM webhelp_topics WHERE version_id = ${versionId} ORDER BY sort_order`)).rows;

export async function forgetComparison(db: DbOrTx, versionId: number): Promise<void> {
  await db.delete(versionComparisons).where(sql`${versionComparisons.versionId} = ${versionId}`);
}

export async function storeComparison(db: DbOrTx, row: typeof versionComparisons.$inferInsert): Promise<void> {
  await db.insert(versionComparisons).values(row).onConflictDoUpdate({ target: versionComparisons.versionId, set: row });
}
