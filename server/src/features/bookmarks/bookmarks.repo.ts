// SQL of bookmarks and their folders; every statement is scoped to the owner in its WHERE clause.
import type { Bookmark, BookmarkFolder } from '@gsis/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { bookmarkFolders, bookmarks } from './bookmarks.tables.ts';
import type { Reader } from '../library/access/reader-access.ts';
import { changesAt, currentFinalVersion, languageOfVersion, placeInComparedVersion, placeInLibrary, storedComparison } from '../library/library-views.ts';
import { isoUtc } from '../../platform/db/sql-text.ts';

export async function listFolders(db: DbOrTx, userId: number): Promise<BookmarkFolder[]> {
  const { rows } = await db.execute<BookmarkFolder>(sql`
    SELECT f.id, f.name, f.sort_order AS "sortOrder", (SELECT count(*)::int FROM bookmarks b WHERE b.folder_id = f.id) AS "bookmarkCount"
    FROM bookmark_folders f WHERE f.user_id = ${userId} ORDER BY f.sort_order, f.id`);
  return rows;
}

/** The edition a bookmark (alias `b`) follows: the final version in its version's language, or in any. */
const finalOf = (b: SQL) => currentFinalVersion(sql`${b}.document_id`, languageOfVersion(sql`${b}.version_id`));

/** The reader's bookmarks, each with its place's titles and labelled by the library's authority rule. */
export async function listBookmarks(db: DbOrTx, reader: Reader): Promise<Bookmark[]> {
  const { userId } = reader;
  const place = placeInLibrary(reader, { documentId: sql`b.document_id`, versionId: sql`b.version_id`, topicPath: sql`b.topic_path` });
  const { rows } = await db.execute<Bookmark>(sql`
    SELECT b.id, b.folder_id AS "folderId", b.document_id AS "documentId", p.title, b.version_id AS "versionId", p.version_label AS "versionLabel",
      p.publish_type AS "publishType", b.page, b.topic_path AS "topicPath", p.topic_title AS "topicTitle",
      p.authorised, ${isoUtc('b.created_at')} AS "createdAt",
      CASE WHEN f.id IS NOT NULL AND f.id IS DISTINCT FROM b.known_final_version_id AND f.id IS DISTINCT FROM b.version_id
          -- A final version whose text is the same as the one the bookmark knew is no news.
          AND c.identical IS NOT TRUE
        THEN json_build_object('versionId', f.id, 'versionLabel', f.version_label, 'distributedOn', f.distributed_on,
          'changed', (c.counts->>'changed')::int + (c.counts->>'added')::int + (c.counts->>'removed')::int,
          -- Its page or topic as kept (in the version compared against, or in none) changed or went.
          'bookmarkChanged', coalesce(coalesce(b.version_id, c.previous_version_id) = c.previous_version_id
            AND ${changesAt(sql`c.changes`, { page: sql`b.page`, topicPath: sql`b.topic_path` }, ['changed', 'removed'])}, false)) END AS "newVersion",
      -- Kept whether or not the reader has seen the new edition: the bookmark still points at the old page.
      CASE WHEN n.removed IS NOT NULL AND p.authorised AND (b.page IS NOT NULL OR b.topic_path IS NOT NULL)
        THEN json_build_object('versionId', f.id, 'versionLabel', f.version_label, 'page', n.page, 'topicPath', n.topic_path,
          'removed', n.removed, 'changed', n.changed) END AS "inFinalVersion"
    FROM bookmarks b
    JOIN LATERAL ${place} p ON true
    LEFT JOIN LATERAL ${finalOf(sql`b`)} f ON true
    -- What changed, only when compared with the version the bookmark knew: against an earlier one it says nothing of what is new to them.
    LEFT JOIN LATERAL ${storedComparison(sql`f.id`)} c ON c.previous_version_id = coalesce(b.known_final_version_id, b.version_id)
    LEFT JOIN LATERAL ${placeInComparedVersion(sql`f.id`, sql`b.version_id`, { page: sql`b.page`, topicPath: sql`b.topic_path` })} n ON true
    WHERE b.user_id = ${userId}
    ORDER BY b.created_at DESC, b.id DESC`);
  return rows;
}

export async function insertFolder(tx: DbOrTx, userId: number, name: string): Promise<number> {
  const [row] = await tx.insert(bookmarkFolders).values({
    userId, name, sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM bookmark_folders WHERE user_id = ${userId})`,
  }).returning({ id: bookmarkFolders.id });
  return row!.id;
}

export async function renameFolder(tx: DbOrTx, userId: number, id: number, name: string): Promise<boolean> {
  const rows = await tx.update(bookmarkFolders).set({ name }).where(and(eq(bookmarkFolders.id, id), eq(bookmarkFolders.userId, userId))).returning({ id: bookmarkFolders.id });
  return rows.length > 0;
}

export async function deleteFolder(tx: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await tx.delete(bookmarkFolders).where(and(eq(bookmarkFolders.id, id), eq(bookmarkFolders.userId, userId))).returning({ id: bookmarkFolders.id });
  return rows.length > 0;
}

/** Sets the order of the given folders; all must be the user's, and all of the user's must be named. */
export async function orderFolders(tx: DbOrTx, userId: number, folderIds: number[]): Promise<boolean> {
  const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookmark_folders WHERE user_id = ${userId}`);
  if (rows[0]!.n !== folderIds.length) return false;
  const updated = await tx.execute(sql`
    UPDATE bookmark_folders f SET sort_order = o.position
    FROM unnest(ARRAY[${sql.join(folderIds.map((id) => sql`${id}`), sql`, `)}]::int[]) WITH ORDINALITY AS o(id, position)
    WHERE f.id = o.id AND f.user_id = ${userId}`);
  return updated.rowCount === folderIds.length;
}

export async function folderIsOwned(db: DbOrTx, userId: number, folderId: number): Promise<boolean> {
  const [row] = await db.select({ id: bookmarkFolders.id }).from(bookmarkFolders).where(and(eq(bookmarkFolders.id, folderId), eq(bookmarkFolders.userId, userId)));
  return Boolean(row);
}

/** A new bookmark knows the edition there is now: only a later one is news. */
export async function insertBookmark(tx: DbOrTx, values: { userId: number; folderId: number; documentId: number; versionId: number | null; page: number | null; topicPath: string | null }): Promise<number> {
  const [row] = await tx.insert(bookmarks).values(values).returning({ id: bookmarks.id });
  await tx.execute(sql`UPDATE bookmarks b SET known_final_version_id = (SELECT f.id FROM ${finalOf(sql`b`)} f) WHERE b.id = ${row!.id}`);
  return row!.id;
}

/**
 * The reader has seen the edition the bookmark follows now — and so that of every bookmark they keep of the
 * same document: one new edition is one piece of news, however many places of it were kept.
 */
export async function markSeen(tx: DbOrTx, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await tx.execute(sql`
    UPDATE bookmarks b SET known_final_version_id = (SELECT f.id FROM ${finalOf(sql`b`)} f)
    WHERE b.user_id = ${userId} AND b.document_id = (SELECT o.document_id FROM bookmarks o WHERE o.id = ${id} AND o.user_id = ${userId})`);
  return (rowCount ?? 0) > 0;
}

export async function deleteBookmark(tx: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await tx.delete(bookmarks).where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId))).returning({ id: bookmarks.id });
  return rows.length > 0;
}

export async function moveBookmark(tx: DbOrTx, userId: number, id: number, folderId: number): Promise<boolean> {
  const rows = await tx.update(bookmarks).set({ folderId }).where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId))).returning({ id: bookmarks.id });
  return rows.length > 0;
}

/** The same place kept twice in one folder is one bookmark. */
export async function findSameBookmark(db: DbOrTx, values: { userId: number; folderId: number; documentId: number; versionId: number | null; page: number | null; topicPath: string | null }): Promise<number | undefined> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM bookmarks WHERE user_id = ${values.userId} AND folder_id = ${values.folderId} AND document_id = ${values.documentId}
      AND version_id IS NOT DISTINCT FROM ${values.versionId} AND page IS NOT DISTINCT FROM ${values.page} AND topic_path IS NOT DISTINCT FROM ${values.topicPath}`);
  return rows[0]?.id;
}
