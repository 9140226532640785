// Document routes: management (/mgmt/document/**, /mgmt/pdf/**), reading (/service/document/**) and
// content (/service/content/**, /service/webhelp/**, reached with a ticket instead of a bearer token).
import { documentsApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { contentTypeOf } from '../../../platform/files/file-types.ts';
import { sandboxed, sendBody, sendFile, sendPdf } from '../../../platform/http/send-file.ts';
import { serve } from '../../../platform/http/serve.ts';
import { receiveUpload } from '../../../platform/http/uploads.ts';
import type { Content } from './content.ts';
import type { DocumentService } from './documents.service.ts';
import { managementView, type ReaderAccess } from '../access/reader-access.ts';

export function registerDocumentRoutes(app: App, { readers, documents, content }: { readers: ReaderAccess; documents: DocumentService; content: Content }): void {
  const { tickets, copies, webHelp, views } = content;

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
  serve(app, documentsApi.watermark, () => copies.settings());
  serve(app, documentsApi.saveWatermark, async ({ body }) => {
    await copies.saveSettings(body);
    return copies.settings();
  });

  // ── Reading ──
  serve(app, documentsApi.list, async ({ session, body, language }) => documents.list(await readers.viewOf(session.userId), body, language));
  serve(app, documentsApi.filters, ({ language }) => documents.filters(language));
  serve(app, documentsApi.readerDetail, async ({ session, body, language }) => documents.readerDocument(body.id, await readers.viewOf(session.userId), language));
  serve(app, documentsApi.ticket, ({ session, body }) => tickets.issue(session, body.versionId));
  serve(app, documentsApi.webHelpToc, ({ session, body }) => webHelp.toc(session.userId, body.versionId));

  // ── Content, by ticket ──
  serve(app, documentsApi.content, async ({ params, query, client, request, reply }) => {
    const opened = await tickets.open(params.ticket);
    const pdf = await copies.pdfFor(opened, client);
    const download = query.download !== undefined;
    await views.pdfRequested(opened, client, { download, range: request.headers.range });
    return sendPdf(request, reply, pdf, download ? 'attachment' : 'inline');
  });

  serve(app, documentsApi.webHelpFile, async ({ params, query, client, request, reply }) => {
    const opened = await tickets.open(params.ticket);
    const file = await webHelp.file(opened, params['*']);
    await views.webHelpFileServed(opened, client, file);
    sandboxed(reply);
    // A page is made for the viewer (marks, the find script); the rest of the bundle is sent as it is.
    if (file.topic) return sendBody(reply, await webHelp.topicPage(file, query.hl ?? []), contentTypeOf(file.file));
    return sendFile(request, reply, file, contentTypeOf(file.file));
  });
}
