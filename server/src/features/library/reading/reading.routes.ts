// The reader's path: a document's page (/service/document/detail), a ticket to its content and a web help's
// contents (/service/document/{ticket,webhelp/toc}), the content itself by ticket (/service/content/**,
// /service/webhelp/**, reached with a ticket instead of a bearer token), and the watermark its PDFs carry.
import { documentsApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { contentTypeOf } from '../../../platform/files/file-types.ts';
import { sandboxed, sendBody, sendFile, sendPdf } from '../../../platform/http/send-file.ts';
import { serve } from '../../../platform/http/serve.ts';
import type { ReaderAccess } from '../access/reader-access.ts';
import type { DocumentService } from '../documents/documents.service.ts';
import type { Content } from './content.ts';

export function registerReadingRoutes(app: App, { readers, documents, content }: { readers: ReaderAccess; documents: DocumentService; content: Content }): void {
  const { tickets, copies, webHelp, views } = content;

  // ── The watermark, as managers set it ──
  serve(app, documentsApi.watermark, () => copies.settings());
  serve(app, documentsApi.saveWatermark, async ({ body }) => {
    await copies.saveSettings(body);
    return copies.settings();
  });

  // ── Opening a document ──
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
