import { BookmarkAdd, BookmarkList, BookmarkMove, DeletedResponse, DoneResponse, FolderOrder, FolderSave, IdBody, SavedResponse } from '@gsis/contract';
import type { App } from '../../platform/http.ts';
import type { BookmarkService } from './bookmarks.service.ts';


export function registerBookmarkRoutes(app: App, { bookmarks }: { bookmarks: BookmarkService }): void {
  const login = { access: 'login' as const };
  const userId = (request: { auth: { session: { userId: number } } | null }) => request.auth!.session.userId;

  app.post('/service/bookmark/list', {
    config: login, schema: { tags: ['bookmarks'], summary: "The caller's bookmark folders and bookmarks", response: { 200: BookmarkList } },
  }, async (request) => bookmarks.list(userId(request)));

  app.post('/service/bookmark/add', {
    config: login, schema: { tags: ['bookmarks'], summary: 'Keeps a document (a page or topic of one version) in a folder', body: BookmarkAdd, response: { 200: SavedResponse } },
  }, async (request) => ({ id: await bookmarks.add(userId(request), request.body) }));

  app.post('/service/bookmark/delete', {
    config: login, schema: { tags: ['bookmarks'], summary: 'Removes a bookmark', body: IdBody, response: { 200: DeletedResponse } },
  }, async (request) => {
    await bookmarks.remove(userId(request), request.body.id);
    return { deleted: true as const };
  });

  app.post('/service/bookmark/move', {
    config: login, schema: { tags: ['bookmarks'], summary: 'Moves a bookmark to another folder', body: BookmarkMove, response: { 200: DoneResponse } },
  }, async (request) => {
    await bookmarks.move(userId(request), request.body.id, request.body.folderId);
    return { done: true as const };
  });

  app.post('/service/bookmark/folder/save', {
    config: login, schema: { tags: ['bookmarks'], summary: 'Creates (no id) or renames a folder', body: FolderSave, response: { 200: SavedResponse } },
  }, async (request) => ({ id: await bookmarks.saveFolder(userId(request), request.body) }));

  app.post('/service/bookmark/folder/delete', {
    config: login, schema: { tags: ['bookmarks'], summary: 'Deletes a folder and the bookmarks in it', body: IdBody, response: { 200: DeletedResponse } },
  }, async (request) => {
    await bookmarks.removeFolder(userId(request), request.body.id);
    return { deleted: true as const };
  });

  app.post('/service/bookmark/folder/order', {
    config: login, schema: { tags: ['bookmarks'], summary: 'Puts all of the caller\'s folders in the given order', body: FolderOrder, response: { 200: DoneResponse } },
  }, async (request) => {
    await bookmarks.orderFolders(userId(request), request.body.folderIds);
    return { done: true as const };
  });
}
