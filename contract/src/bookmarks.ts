// Bookmarks: a reader's folders, each bookmark a document, optionally a version and a page or web-help topic.
import { z } from 'zod';
import { DbId as id } from './ids.ts';
import { DeletedResponse, DoneResponse, IdBody, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { name } from './fields.ts';
import { PublishType } from './vocabulary.ts';

// ── Bookmarks ───────────────────────────────────────────────────────────────────────────────────

export const BookmarkFolder = z.object({ id, name: z.string(), sortOrder: z.number().int(), bookmarkCount: z.number().int() });
export type BookmarkFolder = z.infer<typeof BookmarkFolder>;
export const FolderSave = z.object({ id: id.optional(), name: name(60) });
export const FolderOrder = z.object({ folderIds: z.array(id).min(1).max(500) });
export const Bookmark = z.object({
  id, folderId: id, documentId: id, title: z.string(), versionId: id.nullable(), versionLabel: z.string().nullable(),
  publishType: PublishType.nullable(), page: z.number().int().nullable(), topicPath: z.string().nullable(), topicTitle: z.string().nullable(),
  authorised: z.boolean(), createdAt: z.string(),
  /**
   * A final version of the document distributed since the reader last saw it (in the bookmarked version's language),
   * unless its text is the same as the one they knew: how many pages (web help: topics) changed, were added or removed
   * against the version before it (null until compared, or when it is the first), and whether the bookmarked one did.
   */
  newVersion: z.object({
    versionId: id, versionLabel: z.string(), distributedOn: z.string().nullable(), changed: z.number().int().nullable(), bookmarkChanged: z.boolean(),
  }).nullable(),
  /**
   * Where the bookmarked page or topic is in the document's final version, when that replaced the bookmarked version
   * (was compared with it): its new page or topic (null when removed) and whether its words changed.
   */
  inFinalVersion: z.object({
    versionId: id, versionLabel: z.string(), page: z.number().int().nullable(), topicPath: z.string().nullable(),
    removed: z.boolean(), changed: z.boolean(),
  }).nullable(),
});
export type Bookmark = z.infer<typeof Bookmark>;
export const BookmarkAdd = z
  .object({
    folderId: id.optional(),
    /** Creates the folder on the way, when the reader typed a new name in the reader's dialog. */
    newFolderName: name(60).optional(),
    documentId: id,
    versionId: id.optional(),
    page: z.number().int().min(1).max(100_000).optional(),
    topicPath: z.string().max(500).optional(),
  })
  .refine((b) => (b.folderId === undefined) !== (b.newFolderName === undefined), { message: 'folderId or newFolderName', path: ['folderId'] });
export type BookmarkAdd = z.input<typeof BookmarkAdd>;
export const BookmarkList = z.object({ folders: z.array(BookmarkFolder), bookmarks: z.array(Bookmark) });
export type BookmarkList = z.infer<typeof BookmarkList>;
export const BookmarkMove = z.object({ id, folderId: id });

// ── Endpoints: the caller's own bookmarks (/service/bookmark/**) ──────────────────────────────────

const own = { access: 'login', area: 'bookmarks' } as const;
export const bookmarksApi = {
  list: endpoint({ ...own, method: 'POST', path: '/service/bookmark/list', summary: "The caller's bookmark folders and bookmarks", response: BookmarkList }),
  add: endpoint({ ...own, method: 'POST', path: '/service/bookmark/add', summary: 'Keeps a document (a page or topic of one version) in a folder', body: BookmarkAdd, response: SavedResponse }),
  remove: endpoint({ ...own, method: 'POST', path: '/service/bookmark/delete', summary: 'Removes a bookmark', body: IdBody, response: DeletedResponse }),
  seen: endpoint({ ...own, method: 'POST', path: '/service/bookmark/seen', summary: "Notes that the reader has seen the bookmarked document's new final version", body: IdBody, response: DoneResponse }),
  move: endpoint({ ...own, method: 'POST', path: '/service/bookmark/move', summary: 'Moves a bookmark to another folder', body: BookmarkMove, response: DoneResponse }),
  saveFolder: endpoint({ ...own, method: 'POST', path: '/service/bookmark/folder/save', summary: 'Creates (no id) or renames a folder', body: FolderSave, response: SavedResponse }),
  removeFolder: endpoint({ ...own, method: 'POST', path: '/service/bookmark/folder/delete', summary: 'Deletes a folder and the bookmarks in it', body: IdBody, response: DeletedResponse }),
  orderFolders: endpoint({ ...own, method: 'POST', path: '/service/bookmark/folder/order', summary: "Puts all of the caller's folders in the given order", body: FolderOrder, response: DoneResponse }),
};
