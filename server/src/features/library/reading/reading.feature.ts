// The reader's path — content tickets, watermarked copies, web-help files and what counts as a view — as the
// library registers it (library.feature.ts).
import type { FeatureDeps } from '../../../platform/feature-deps.ts';
import type { App } from '../../../platform/http/http.ts';
import type { ReaderAccess } from '../access/reader-access.ts';
import type { DocumentService } from '../documents/documents.service.ts';
import { createContent, type ReaderPdfs } from './content.ts';
import { registerReadingRoutes } from './reading.routes.ts';

export function registerReading(app: App, deps: FeatureDeps & { readers: ReaderAccess; documents: DocumentService }): { pdfs: ReaderPdfs } {
  const { db, storage, clock, config, sessionPolicy, signals, readers, documents } = deps;
  const content = createContent({ db, storage, clock, sessionPolicy, signals, readers, cacheLimitBytes: config.WATERMARK_CACHE_MB * 1024 * 1024 });
  registerReadingRoutes(app, { readers, documents, content });
  app.addHook('onReady', async () => {
    content.copies.prepare().catch((error: unknown) => app.log.warn({ err: error }, 'watermark fonts could not be loaded (npm install brings them): readers cannot open PDFs until they are'));
  });
  return { pdfs: content.pdfs };
}
