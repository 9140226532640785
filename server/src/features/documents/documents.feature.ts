// The document library: documents, versions and their files, who may read them, and reading them, as the app
// registers it. Bookmarks and search are given what it returns.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { createContent } from './content.ts';
import { publishDemoLibrary } from './demo-library.ts';
import { registerDocumentRoutes } from './documents.routes.ts';
import { createDocumentService, type DocumentChanges, type DocumentService } from './documents.service.ts';
import { createReaderAccess, type ReaderAccess } from './reader-access.ts';

export interface Library {
  documents: DocumentService;
  /** Who may read what: the library's one answer, for its own screens and content, bookmarks and search. */
  readers: ReaderAccess;
}

/** changes: who hears of the library's changes, in its transactions (search, for its suggestions). */
export function registerDocuments(app: App, deps: FeatureDeps & { changes: DocumentChanges }): Library {
  const { db, storage, clock, config, sessionPolicy, changes } = deps;
  const documents = createDocumentService({
    db, storage, clock, limits: { maxPdfBytes: config.MAX_PDF_MB * 1024 * 1024, maxZipBytes: config.MAX_WEBHELP_ZIP_MB * 1024 * 1024 },
    changes,
  });
  const readers = createReaderAccess({ db });
  const content = createContent({ db, storage, clock, sessionPolicy, readers, cacheLimitBytes: config.WATERMARK_CACHE_MB * 1024 * 1024 });
  registerDocumentRoutes(app, { readers, documents, content });
  app.addHook('onReady', async () => {
    content.copies.prepare().catch((error: unknown) => app.log.warn({ err: error }, 'watermark fonts could not be loaded (npm install brings them): readers cannot open PDFs until they are'));
  });
  return { documents, readers };
}

/**
 * The demo library, when switched on (GSIS_DEMO_LIBRARY), published once the app is ready: registered after
 * search, whose start-up hook must have run before documents are added.
 */
export function registerDemoLibrary(app: App, { db, config }: FeatureDeps, { documents }: Library): void {
  if (!config.GSIS_DEMO_DATA || !config.GSIS_DEMO_LIBRARY) return;
  app.addHook('onReady', async () => {
    // In the background: the server answers while the demo's files are stored.
    publishDemoLibrary(db, documents, (message) => app.log.info(message)).catch((error: unknown) => app.log.error({ err: error }, 'demo library could not be published'));
  });
}
