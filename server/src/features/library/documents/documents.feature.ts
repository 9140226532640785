// Documents, versions and their files, as the library registers them (library.feature.ts); reading them is
// reading/reading.feature.ts.
import type { FeatureDeps } from '../../../platform/feature-deps.ts';
import type { App } from '../../../platform/http/http.ts';
import { publishDemoLibrary } from './demo-library.seed.ts';
import { registerDocumentRoutes } from './documents.routes.ts';
import { createDocumentService, type DocumentService } from './documents.service.ts';
import { createReaderAccess, type ReaderAccess } from '../access/reader-access.ts';
import type { DocumentChanges } from '../changes.ts';

/** changes: who hears of the library's changes, in its transactions (search, for its suggestions). */
export function registerDocuments(app: App, deps: FeatureDeps & { changes: DocumentChanges }): { documents: DocumentService; readers: ReaderAccess } {
  const { db, storage, clock, config, changes } = deps;
  const documents = createDocumentService({
    db, storage, clock, limits: { maxPdfBytes: config.MAX_PDF_MB * 1024 * 1024, maxZipBytes: config.MAX_WEBHELP_ZIP_MB * 1024 * 1024 },
    changes,
  });
  const readers = createReaderAccess({ db });
  registerDocumentRoutes(app, { readers, documents });
  return { documents, readers };
}

/**
 * The demo library, when switched on (GSIS_DEMO_LIBRARY), published once the app is ready: registered after
 * search, whose start-up hook must have run before documents are added; `afterwards` lay what names its documents.
 */
export function registerDemoLibrary(app: App, { db, config }: FeatureDeps, { documents }: { documents: DocumentService }, afterwards: ((log: (message: string) => void) => Promise<void>)[] = []): void {
  if (!config.GSIS_DEMO_DATA || !config.GSIS_DEMO_LIBRARY) return;
  app.addHook('onReady', async () => {
    // In the background: the server answers while the demo's files are stored. Demo content of other features
    // that names the documents (troubleshooting guides link to their pages) is laid once they are there.
    const log = (message: string) => app.log.info(message);
    publishDemoLibrary(db, documents, log)
      .then(async () => { for (const lay of afterwards) await lay(log); })
      .catch((error: unknown) => app.log.error({ err: error }, 'demo library could not be published'));
  });
}
