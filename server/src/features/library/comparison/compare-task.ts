// Compares a version, once its text is read, with the version readers had before it: the latest earlier version of
// the same document and language that was distributed. Queued by indexing in the transaction that commits the text
// (and again by OCR when it has read a scan's words), so the comparison always follows the text it is made from;
// shown to administrators on the version before and after it is distributed (documents.repo.ts listVersions).
import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import { defineTask, type TaskDefinition } from '../../../platform/jobs/job-queue.ts';
import { pageTextsOf } from '../documents/documents.repo.ts';
import { comparedPair, forgetComparison, storeComparison, topicTextsOf, type Compared } from './comparison.repo.ts';
import { compareTopics, compareVersions } from './page-comparison.ts';

const COMPARE_TASK = 'compare-version';

const pageTexts = async (db: Db, versionId: number) => (await pageTextsOf(db, versionId)).map((page) => page.text);

/** The comparison as stored. A PDF that replaced a web help (or the other way round) has nothing to match: all of it is new. */
async function comparisonOf(db: Db, version: Compared, previous: Compared) {
  if (version.publishType === 'PDF') {
    const result = compareVersions(previous.publishType === 'PDF' ? await pageTexts(db, previous.id) : [], await pageTexts(db, version.id));
    return { identical: result.identical, counts: result.counts, changes: result.pages, placeMap: result.pageMap };
  }
  const result = compareTopics(previous.publishType === 'WEBHELP' ? await topicTextsOf(db, previous.id) : [], await topicTextsOf(db, version.id));
  return { identical: result.identical, counts: result.counts, changes: result.topics, placeMap: result.topicMap };
}

export const compareTask = defineTask({
  name: COMPARE_TASK,
  payload: z.object({ versionId: z.number().int() }),
  jobKey: ({ versionId }) => `${COMPARE_TASK}:${versionId}`,
  work: ({ db }: { db: Db }): TaskDefinition<{ versionId: number }> => ({
    maxAttempts: 3,
    async run({ versionId }) {
      const pair = await comparedPair(db, versionId);
      if (!pair) {
        // The first version, or one whose earlier versions readers never had: nothing to say what changed against.
        await forgetComparison(db, versionId);
        return;
      }
      const { version, previous } = pair;
      const compared = await comparisonOf(db, version, previous);
      await storeComparison(db, { versionId, previousVersionId: previous.id, ...compared, comparedAt: new Date() });
    },
  }),
});
