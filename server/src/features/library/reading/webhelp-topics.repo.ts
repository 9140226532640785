// The topics of a web-help version as the indexing job read them out of its bundle (webhelp_topics), for the viewer.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';

/** The topics in the bundle's order; none until the indexing job has read them. */
export async function topicsOf(db: DbOrTx, versionId: number, limit?: number): Promise<{ path: string; title: string }[]> {
  const { rows } = await db.execute<{ path: string; title: string }>(
    sql`SELECT path, title FROM webhelp_topics WHERE version_id = ${versionId} ORDER BY sort_order ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`,
  );
  return rows;
}

/** Whether the version waits for its indexing job, or is being indexed. */
export async function indexingPending(db: DbOrTx, versionId: number): Promise<boolean> {
  const { rows: [state] } = await db.execute<{ preparing: boolean }>(
    sql`SELECT index_status IN ('WAITING', 'INDEXING') AS preparing FROM document_versions WHERE id = ${versionId}`,
  );
  return state?.preparing ?? false;
}
