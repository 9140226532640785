// Document routes: management (/mgmt/document/**) and the readers' document list (/service/document/{list,filters});
// what readers open from the list is the reading part's (reading/reading.routes.ts).
import { documentsApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import { receiveUpload } from '../../../platform/http/uploads.ts';
import type { DocumentService } from './documents.service.ts';
import { managementView, type ReaderAccess } from '../access/reader-access.ts';

export function registerDocumentRoutes(app: App, { readers, documents }: { readers: ReaderAccess; documents: DocumentService }): void {
  // ── Management ──
  serve(app, documentsApi.managedList, ({ session, body, language }) => documents.list(managementView(session.userId), body, language));
  serve(app, documentsApi.detail, ({ body }) => documents.detail(body.id));
  serve(app, documentsApi.save, async ({ session, body }) => ({ id: await documents.save(body, session.userId) }));
  serve(app, documentsApi.remove, ({ body }) => documents.remove(body.id));
  serve(app, documentsApi.saveVersion, async ({ body }) => ({ id: await documents.saveVersion(body) }));
  serve(app, documentsApi.removeVersion, ({ body }) => documents.removeVersion(body.id));
  serve(app, documentsApi.textReading, () => documents.textReading());
  serve(app, documentsApi.upload, ({ query, request, reply }) =>
    receiveUpload(request, reply, () => documents.uploadVersionFile(query.versionId, { stream: request.raw, fileName: query.fileName })));

  // ── The readers' list ──
  serve(app, documentsApi.list, async ({ session, body, language }) => documents.list(await readers.viewOf(session.userId), body, language));
  serve(app, documentsApi.filters, ({ language }) => documents.filters(language));
}
