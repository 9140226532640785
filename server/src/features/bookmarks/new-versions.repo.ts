// The SQL of the new-version notices (new-versions.ts): the version as its notice tells it, who is told, and who was.
import { sql } from 'drizzle-orm';
import { READING_ACTIONS } from '../../platform/access-events.ts';
import { holdsMenuSql } from '../../platform/auth/sessions.repo.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { LIBRARY_MANAGER_MENU } from '../library/access/reader-access.ts';
import type { PageChange, TopicChange } from '../library/comparison/page-comparison.ts';
import { documentForUser, languageOfVersion, versionChangesToTell } from '../library/library-views.ts';
import { newVersionNotices } from './bookmarks.tables.ts';

/** What counts as having read a document (library/reading/view-accounting.ts). */
const READINGS = sql`(${sql.join(READING_ACTIONS.map((action) => sql`${action}`), sql`, `)})`;

export type VersionToTell = {
  document_id: number; title: string; version_label: string; language: string; publish_type: 'PDF' | 'WEBHELP';
  current: boolean; text: 'reading' | 'read' | 'unread'; previous_id: number | null; previous_label: string | null;
  compared: boolean; identical: boolean | null; changes: PageChange[] | TopicChange[] | null;
};

export async function versionToTell(db: DbOrTx, versionId: number): Promise<VersionToTell | undefined> {
  const { rows: [version] } = await db.execute<VersionToTell>(sql`SELECT c.* FROM ${versionChangesToTell(sql`${versionId}`)} c`);
  return version;
}

export type Reader = { user_id: number; address: string; name: string; language: string | null; pages: number[]; topics: string[] };

/**
 * Who is told: those who asked for news of new versions in My info — the one consent, whether they follow the
 * document by a bookmark or by having read it — and may read the document, enabled and approved, following it in the
 * version's language by a bookmark or, when the message says what changed, by having opened one of its versions in
 * the last 90 days. Whoever knows this version already is not told: a bookmark kept on it or that knew
 * it (a version distributed again), having opened it, or having been told of it (new_version_notices). With each, the pages and topics they keep bookmarks of in
 * the version they had (or in none), which the changes are told against.
 */
export async function readersToTell(db: DbOrTx, version: VersionToTell, versionId: number, since: Date): Promise<Reader[]> {
  const documentId = version.document_id;
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

/** Who was told of the version, so no one is told twice. */
export async function recordNotices(tx: DbOrTx, versionId: number, userIds: number[]): Promise<void> {
  if (userIds.length) await tx.insert(newVersionNotices).values(userIds.map((userId) => ({ versionId, userId }))).onConflictDoNothing();
}
