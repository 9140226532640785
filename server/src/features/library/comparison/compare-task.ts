// Compares a version, once its text is read, with the version readers had before it: the latest earlier version of
// the same document and language that was distributed. Queued by indexing in the transaction that commits the text
// (and again by OCR when it has read a scan's words), so the comparison always follows the text it is made from;
// shown to administrators on the version before and after it is distributed (documents.repo.ts listVersions).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import { defineTask, type TaskDefinition } from '../../../platform/jobs/job-queue.ts';
import { pageTextsOf } from '../documents/documents.repo.ts';
import { versionBefore } from '../library-views.ts';
import { versionComparisons } from './comparison.tables.ts';
import { compareTopics, compareVersions } from './page-comparison.ts';

const COMPARE_TASK = 'compare-version';

interface Compared { id: number; publishType: 'PDF' | 'WEBHELP' }

/** The version and the one readers had before it, if both have text. */
async function pairOf(db: Db, versionId: number): Promise<{ version: Compared; previous: Compared } | undefined> {
  const { rows } = await db.execute<{ id: number; publish_type: 'PDF' | 'WEBHELP'; previous_id: number | null; previous_type: 'PDF' | 'WEBHELP' | null }>(sql`
    SELECT v.id, v.publish_type, p.id AS previous_id, p.publish_type AS previous_type
    FROM document_versions v
    LEFT JOIN LATERAL ${versionBefore(sql`v`)} p ON true
    WHERE v.id = ${versionId} AND v.index_status = 'INDEXED'`);
  const row = rows[0];
  if (!row?.previous_id || !row.previous_type) return undefined;
  return { version: { id: row.id, publishType: row.publish_type }, previous: { id: row.previous_id, publishType: row.previous_type } };
}

const pageTexts = async (db: Db, versionId: number) => (await pageTextsOf(db, versionId)).map((page) => page.text);

const topicsOf = async (db: Db, versionId: number) =>
  (await db.execute<{ path: string; title: string; text: string }>(sql`
    SELECT path, title, text FROM webhelp_topics WHERE version_id = ${versionId} ORDER BY sort_order`)).rows;

/** The comparison as stored. A PDF that replaced a web help (or the other way round) has nothing to match: all of it is new. */
async function comparisonOf(db: Db, version: Compared, previous: Compared) {
  if (version.publishType === 'PDF') {
    const result = compareVersions(previous.publishType === 'PDF' ? await pageTexts(db, previous.id) : [], await pageTexts(db, version.id));
    return { identical: result.identical, counts: result.counts, changes: result.pages, placeMap: result.pageMap };
  }
  const result = compareTopics(previous.publishType === 'WEBHELP' ? await topicsOf(db, previous.id) : [], await topicsOf(db, version.id));
  return { identical: result.identical, counts: result.counts, changes: result.topics, placeMap: result.topicMap };
}

export const compareTask = defineTask({
  name: COMPARE_TASK,
  payload: z.object({ versionId: z.number().int() }),
  jobKey: ({ versionId }) => `${COMPARE_TASK}:${versionId}`,
  work: ({ db }: { db: Db }): TaskDefinition<{ versionId: number }> => ({
    maxAttempts: 3,
    async run({ versionId }) {
      const pair = await pairOf(db, versionId);
      if (!pair) {
        // The first version, or one whose earlier versions readers never had: nothing to say what changed against.
        await db.delete(versionComparisons).where(sql`${versionComparisons.versionId} = ${versionId}`);
        return;
      }
      const { version, previous } = pair;
      const compared = await comparisonOf(db, version, previous);
      const row = { versionId, previousVersionId: previous.id, ...compared, comparedAt: new Date() };
      await db.insert(versionComparisons).values(row).onConflictDoUpdate({ target: versionComparisons.versionId, set: row });
    },
  }),
});
