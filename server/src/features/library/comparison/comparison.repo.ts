// SQL of the stored comparisons as readers read them (compare-task.ts writes them).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { readableBy, type ReaderView } from '../access/reader-access.ts';
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
