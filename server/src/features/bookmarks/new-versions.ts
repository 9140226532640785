// Bookmarks' side of the library's change ports (library/changes.ts), wired in app.ts: when a version becomes the
// final distributed one of its document, the transaction that distributed it queues a notice, which tells the readers
// who follow the document what changed in its text. The library compares a version with the one readers had in a job
// after its text is read (comparison/compare-task.ts), so the comparison may not be there yet: the notice waits for it.
// (The flag in My Library and on /main needs no message: the bookmark list compares what each bookmark last saw with
// the edition there is now.)
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { READING_ACTIONS } from '../../platform/access-events.ts';
import { holdsMenuSql } from '../../platform/auth/sessions.repo.ts';
import type { Db } from '../../platform/db/database.ts';
import { defineTask, enqueue, type TaskDefinition } from '../../platform/jobs/job-queue.ts';
import { ExpectedError } from '../../platform/log/expected.ts';
import type { ListLine, Mailer } from '../../platform/mail/mailer.ts';
import type { DocumentChanges } from '../library/changes.ts';
import { LIBRARY_MANAGER_MENU } from '../library/access/reader-access.ts';
import { newVersionNotices } from './bookmarks.tables.ts';
import type { PageChange, TopicChange } from '../library/comparison/page-comparison.ts';
import { documentForUser, languageOfVersion, versionChangesToTell } from '../library/library-views.ts';

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

/** What counts as having read a document (library/reading/view-accounting.ts). */
const READINGS = sql`(${sql.join(READING_ACTIONS.map((action) => sql`${action}`), sql`, `)})`;

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

type VersionToTell = {
  document_id: number; title: string; version_label: string; language: string; publish_type: 'PDF' | 'WEBHELP';
  current: boolean; text: 'reading' | 'read' | 'unread'; previous_id: number | null; previous_label: string | null;
  compared: boolean; identical: boolean | null; changes: PageChange[] | TopicChange[] | null;
};

async function tellReaders({ db, mailer, clock }: { db: Db; mailer: Mailer; clock: () => Date }, versionId: number, lastAttempt: boolean): Promise<void> {
  const { rows: [version] } = await db.execute<VersionToTell>(sql`SELECT c.* FROM ${versionChangesToTell(sql`${versionId}`)} c`);
  // Taken back, or its document out of use, while the notice waited: there is nothing to tell.
  if (!version?.current) return;
  // A first version has nothing to be compared with; any other waits while its text (or OCR of its scans) is read,
  // for the comparison that follows, unless it cannot be read at all.
  const waiting = version.previous_id !== null && (version.text === 'reading' || (version.text === 'read' && !version.compared));
  if (waiting && !lastAttempt) throw new ExpectedError(`version ${versionId}: its text is being read or compared; its readers are told what changed once it is`);
  if (version.compared && version.identical) return;

  const recipients = await readersOf(db, version, versionId, clock);
  const link = `/document/view/${version.document_id}?version=${versionId}`;
  await db.transaction(async (tx) => {
    if (recipients.length) await tx.insert(newVersionNotices).values(recipients.map((reader) => ({ versionId, userId: reader.user_id }))).onConflictDoNothing();
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

type Reader = { user_id: number; address: string; name: string; language: string | null; pages: number[]; topics: string[] };

/**
 * Who is told: those who asked for news of new versions in My info — the one consent, whether they follow the
 * document by a bookmark or by having read it — and may read the document, enabled and approved, following it in the
 * version's language by a bookmark or, when the message says what changed, by having opened one of its versions in
 * the last 90 days. Whoever knows this version already is not told: a bookmark kept on it or that knew
 * it (a version distributed again), having opened it, or having been told of it (new_version_notices). With each, the pages and topics they keep bookmarks of in
 * the version they had (or in none), which the changes are told against.
 */
async function readersOf(db: Db, version: VersionToTell, versionId: number, clock: () => Date): Promise<Reader[]> {
  const documentId = version.document_id;
  const since = new Date(clock().getTime() - OPENED_WITHIN_DAYS * 86_400_000);
  const openersToo = version.compared;
  const { rows } = await db.execute<Reader>(sql`
    WITH followed AS (
      SELECT b.user_id, b.version_id, b.page, b.topic_path FROM bookmarks b
      WHERE b.document_id = ${documentId} AND coalesce(${languageOfVersion(sql`b.version_id`)}, ${version.language}) = ${version.language}
    ), openers AS (
      SELECT DISTINCT e.user_id FROM access_events e
      WHERE ${openersToo} AND e.action IN ${READINGS} AND e.occurred_at >= ${since.toISOString()} AND e.user_id IS NOT NULL
        AND e.details->>'documentId' = ${String(documentId)}
        AND ${languageOfVersion(sql`(e.details->>'versionId')::int`)} = ${version.language}
    )
    SELECT u.id AS user_id, u.login_id AS address, u.name, u.language,
      ARRAY(SELECT DISTINCT f.page FROM followed f WHERE f.user_id = u.id AND f.page IS NOT NULL
            AND (f.version_id IS NULL OR f.version_id = ${version.previous_id})) AS pages,
      ARRAY(SELECT DISTINCT f.topic_path FROM followed f WHERE f.user_id = u.id AND f.topic_path IS NOT NULL
            AND (f.version_id IS NULL OR f.version_id = ${version.previous_id})) AS topics
    FROM users u
    LEFT JOIN LATERAL ${documentForUser(sql`u.id`, sql`${documentId}`)} doc ON true
    WHERE u.notify_new_versions AND u.enabled AND u.approval_status = 'APPROVED' AND u.login_id LIKE '%@%'
      AND (EXISTS (SELECT 1 FROM followed f WHERE f.user_id = u.id) OR u.id IN (SELECT o.user_id FROM openers o))
      AND NOT EXISTS (SELECT 1 FROM bookmarks b WHERE b.user_id = u.id AND b.document_id = ${documentId}
                      AND (b.version_id = ${versionId} OR b.known_final_version_id = ${versionId}))
      AND NOT EXISTS (SELECT 1 FROM access_events e WHERE e.user_id = u.id AND e.action IN ${READINGS}
                      AND e.details->>'versionId' = ${String(versionId)})
      AND NOT EXISTS (SELECT 1 FROM new_version_notices n WHERE n.version_id = ${versionId} AND n.user_id = u.id)
      AND (doc.authorised OR ${holdsMenuSql(sql`u.id`, LIBRARY_MANAGER_MENU)})
    ORDER BY u.id`);
  return rows;
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
