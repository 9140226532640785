// A reader's bookmarks and folders, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import type { Library } from '../library/library.feature.ts';
import { registerBookmarkRoutes } from './bookmarks.routes.ts';
import { createBookmarkService } from './bookmarks.service.ts';

export function registerBookmarks(app: App, { db, readers, documents }: FeatureDeps & Library): void {
  registerBookmarkRoutes(app, { bookmarks: createBookmarkService({ db, readers, documents }) });
}
