// Bookmarks' side of the library's change ports (library/changes.ts), wired in app.ts: when a version becomes the
// final distributed one of its document, the transaction that distributed it queues a notice, which tells the readers
// who follow the document what changed in its text. The library compares a version with the one readers had in a job
// after its text is read (comparison/compare-task.ts), so the comparison may not be there yet: the notice waits for it.
// (The flag in My Library and on /main needs no message: the bookmark list compares what each bookmark last saw with
// the edition there is now.)
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { defineTask, enqueue, type TaskDefinition } from '../../platform/jobs/job-queue.ts';
import { ExpectedError } from '../../platform/log/expected.ts';
import type { ListLine, Mailer } from '../../platform/mail/mailer.ts';
import type { DocumentChanges } from '../library/changes.ts';
import type { PageChange, TopicChange } from '../library/comparison/page-comparison.ts';
import { readersToTell, recordNotices, versionToTell } from './new-versions.repo.ts';

/** A reader who opened the document this recently follows it as a bookmark does. */
const OPENED_WITHIN_DAYS = 90;
/** Changed pages listed besides the reader's bookmarked ones; the rest are counted ("and 12 more"). */
const LISTED = 10;
/**
 * How long a notice waits for the comparison: attempts 5 s, 10 s, 20 s … apart, then every 5 minutes, about 4½ hours
 * in all, enough for OCR of a long scan; the last one tells what it can (that the version is there, to bookmark holders).
 * Waiting is a failed attempt the queue retries (one line in the log each), rather than a new job planned later: the
 * job keeps its key, so distributing the version again while its notice waits is still one notice, and the attempts
 * bound the wait.
 */
const WAIT_ATTEMPTS = 60;
const waitSeconds = (attempt: number) => Math.min(300, 5 * 2 ** (attempt - 1));

export const newVersionNoticeTask = defineTask({
  name: 'notify-new-version',
  payload: z.object({ versionId: z.number().int() }),
  jobKey: ({ versionId }) => `notify-new-version:${versionId}`,
  work: (deps: { db: Db; mailer: Mailer; clock: () => Date }): TaskDefinition<{ versionId: number }> => ({
    maxAttempts: WAIT_ATTEMPTS,
    retryDelaySeconds: waitSeconds,
    async run({ versionId }, { attempt }) {
      await tellReaders(deps, versionId, attempt >= WAIT_ATTEMPTS);
    },
  }),
});

export function createNewVersionNotices(): Pick<DocumentChanges, 'finalVersionDistributed'> {
  return {
    async finalVersionDistributed(tx, version) {
      await enqueue(tx, newVersionNoticeTask, { versionId: version.versionId }, { maxAttempts: WAIT_ATTEMPTS });
    },
  };
}

async function tellReaders({ db, mailer, clock }: { db: Db; mailer: Mailer; clock: () => Date }, versionId: number, lastAttempt: boolean): Promise<void> {
  const version = await versionToTell(db, versionId);
  // Taken back, or its document out of use, while the notice waited: there is nothing to tell.
  if (!version?.current) return;
  // A first version has nothing to be compared with; any other waits while its text (or OCR of its scans) is read,
  // for the comparison that follows, unless it cannot be read at all.
  const waiting = version.previous_id !== null && (version.text === 'reading' || (version.text === 'read' && !version.compared));
  if (waiting && !lastAttempt) throw new ExpectedError(`version ${versionId}: its text is being read or compared; its readers are told what changed once it is`);
  if (version.compared && version.identical) return;

  const recipients = await readersToTell(db, version, versionId, new Date(clock().getTime() - OPENED_WITHIN_DAYS * 86_400_000));
  const link = `/document/view/${version.document_id}?version=${versionId}`;
  await db.transaction(async (tx) => {
    await recordNotices(tx, versionId, recipients.map((reader) => reader.user_id));
    for (const reader of recipients) {
      const to = { address: reader.address, name: reader.name, language: reader.language };
      const params = { title: version.title, version: version.version_label };
      if (version.compared && version.changes) {
        const lines = version.publish_type === 'PDF'
          ? pageLines(version.changes as PageChange[], new Set(reader.pages), link)
          : topicLines(version.changes as TopicChange[], new Set(reader.topics), link);
        await mailer.queue(tx, 'NEW_VERSION_CHANGES', to, { ...params, previous: version.previous_label ?? '' }, link, lines);
      } else {
        // Nothing to say what changed against (a first version, a text that could not be read or compared): that it is there.
        await mailer.queue(tx, 'NEW_FINAL_VERSION', to, params, link);
      }
    }
  });
}

/** The rest of a list after its first LISTED lines, counted. */
const upTo = (lines: ListLine[]): ListLine[] =>
  lines.length > LISTED ? [...lines.slice(0, LISTED), { item: 'more', params: { count: String(lines.length - LISTED) } }] : lines;

/** The pages that changed: those the reader bookmarked in the version they had first, then the others, in page order. */
function pageLines(changes: PageChange[], bookmarked: Set<number>, link: string): ListLine[] {
  const at = (page: number | undefined) => (page === undefined ? undefined : `${link}&page=${page}`);
  const theirs = changes.filter((c) => c.previousPage !== undefined && bookmarked.has(c.previousPage));
  const mine = theirs.map((c): ListLine => {
    if (c.page === undefined) return { item: 'bookmarkRemoved', params: { previous: String(c.previousPage) } };
    if (c.page === c.previousPage) return { item: 'bookmark', params: { page: String(c.page) }, path: at(c.page) };
    return { item: 'bookmarkMoved', params: { page: String(c.page), previous: String(c.previousPage) }, path: at(c.page) };
  });
  const others = changes.filter((c) => !theirs.includes(c)).map((c): ListLine => {
    if (c.kind === 'removed') return { item: 'pageRemoved', params: { previous: String(c.previousPage) } };
    if (c.kind === 'added') return { item: 'pageAdded', params: { page: String(c.page) }, path: at(c.page) };
    if (c.kind === 'moved') return { item: 'pageMoved', params: { page: String(c.page), previous: String(c.previousPage) }, path: at(c.page) };
    return { item: 'page', params: { page: String(c.page) }, path: at(c.page) };
  });
  return [...mine, ...upTo(others)];
}

/** The topics that changed, by title: those the reader bookmarked in the version they had first, then the others. */
function topicLines(changes: TopicChange[], bookmarked: Set<string>, link: string): ListLine[] {
  const at = (path: string | undefined) => (path === undefined ? undefined : `${link}&topic=${encodeURIComponent(path)}`);
  const theirs = changes.filter((c) => c.previousPath !== undefined && bookmarked.has(c.previousPath));
  const mine = theirs.map((c): ListLine => (c.path === undefined
    ? { item: 'topicBookmarkRemoved', params: { topic: c.title } }
    : { item: 'topicBookmark', params: { topic: c.title }, path: at(c.path) }));
  const others = changes.filter((c) => !theirs.includes(c)).map((c): ListLine => {
    if (c.kind === 'removed') return { item: 'topicRemoved', params: { topic: c.title } };
    return { item: c.kind === 'added' ? 'topicAdded' : 'topic', params: { topic: c.title }, path: at(c.path) };
  });
  return [...mine, ...upTo(others)];
}
