// Bookmarks' side of the library's change ports (library/changes.ts), wired in app.ts: when a version becomes
// the final distributed one of its document, everyone who keeps the document in their bookmarks — following
// that language, or any — and asked for it in My info is e-mailed in their language, in the transaction that
// distributed it, if they may read it. (The flag in My Library and on /main needs no message: the bookmark
// list compares what each bookmark last saw with the edition there is now.)
import { sql } from 'drizzle-orm';
import { holdsMenuSql } from '../../platform/auth/sessions.repo.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { DocumentChanges } from '../library/changes.ts';
import { LIBRARY_MANAGER_MENU } from '../library/access/reader-access.ts';
import { documentForUser, languageOfVersion } from '../library/library-views.ts';

export function createNewVersionNotices({ mailer }: { mailer: Mailer }): Pick<DocumentChanges, 'finalVersionDistributed'> {
  return {
    async finalVersionDistributed(tx, version) {
      const { rows } = await tx.execute<{ address: string; name: string; language: string | null }>(sql`
        SELECT u.login_id AS address, u.name, u.language FROM users u
        LEFT JOIN LATERAL ${documentForUser(sql`u.id`, sql`${version.documentId}`)} doc ON true
        WHERE u.notify_new_versions AND u.enabled AND u.approval_status = 'APPROVED' AND u.login_id LIKE '%@%'
          AND EXISTS (SELECT 1 FROM bookmarks b WHERE b.user_id = u.id AND b.document_id = ${version.documentId}
                      AND coalesce(${languageOfVersion(sql`b.version_id`)}, ${version.language}) = ${version.language}
                      -- News only to a bookmark that neither keeps this version nor knew it already (distributed again).
                      AND b.version_id IS DISTINCT FROM ${version.versionId} AND b.known_final_version_id IS DISTINCT FROM ${version.versionId})
          AND (doc.authorised OR ${holdsMenuSql(sql`u.id`, LIBRARY_MANAGER_MENU)})`);
      for (const reader of rows) {
        await mailer.queue(tx, 'NEW_FINAL_VERSION', reader, { title: version.title, version: version.versionLabel },
          `/document/view/${version.documentId}?version=${version.versionId}`);
      }
    },
  };
}
