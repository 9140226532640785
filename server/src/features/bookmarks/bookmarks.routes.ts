// The caller's own bookmarks and folders (/service/bookmark/**).
import { bookmarksApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { BookmarkService } from './bookmarks.service.ts';

export function registerBookmarkRoutes(app: App, { bookmarks }: { bookmarks: BookmarkService }): void {
  serve(app, bookmarksApi.list, ({ session }) => bookmarks.list(session.userId));
  serve(app, bookmarksApi.add, async ({ session, body }) => ({ id: await bookmarks.add(session.userId, body) }));
  serve(app, bookmarksApi.remove, ({ session, body }) => bookmarks.remove(session.userId, body.id));
  serve(app, bookmarksApi.seen, ({ session, body }) => bookmarks.seen(session.userId, body.id));
  serve(app, bookmarksApi.move, ({ session, body }) => bookmarks.move(session.userId, body.id, body.folderId));
  serve(app, bookmarksApi.saveFolder, async ({ session, body }) => ({ id: await bookmarks.saveFolder(session.userId, body) }));
  serve(app, bookmarksApi.removeFolder, ({ session, body }) => bookmarks.removeFolder(session.userId, body.id));
  serve(app, bookmarksApi.orderFolders, ({ session, body }) => bookmarks.orderFolders(session.userId, body.folderIds));
}
