// Document routes: management (/mgmt/document/**, /mgmt/pdf/**), reading (/service/document/**) and
// content (/service/content/**, /service/webhelp/**, reached with a ticket instead of a bearer token).
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ContentTicket, DEFAULT_LANGUAGE, DeletedResponse, DocumentDetail, DocumentFilterOptions, DocumentListQuery, DocumentListResponse, DocumentSave,
  ErrorCode, IdBody, ReaderDocument, SavedResponse, VersionItem, VersionSave, WatermarkSettings, WebHelpToc,
} from '@gsis/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAccessEvent, type AccessAction } from '../../platform/access-events.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { clientInfo } from '../../platform/request-context.ts';
import type { ContentService, OpenedVersion } from './content.service.ts';
import type { DocumentService } from './documents.service.ts';
import { markWebHelpHits } from './webhelp-highlight.ts';

const VersionIdBody = z.object({ versionId: z.number().int().positive() });
const UploadQuery = z.object({ versionId: z.coerce.number().int().positive(), fileName: z.string().trim().min(1).max(255) });
const TicketParams = z.object({ ticket: z.string().min(10).max(400), name: z.string().max(300) });
const WebHelpParams = z.object({ ticket: z.string().min(10).max(400), '*': z.string().max(1000) });
/** Words a search found in the topic, to be marked (repeated: ?hl=a&hl=b). */
const WebHelpQuery = z.object({ hl: z.union([z.string().max(100).transform((w) => [w]), z.array(z.string().max(100)).max(20)]).optional() });
const ContentQuery = z.object({ download: z.enum(['1', 'true']).optional() });

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.htm': 'text/html; charset=utf-8', '.xhtml': 'application/xhtml+xml', '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif',
  '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject', '.map': 'application/json', '.pdf': 'application/pdf',
};

/**
 * Web help runs its own scripts; served with a sandbox CSP and no allow-same-origin it gets an opaque
 * origin, so it cannot read the portal's storage, cookies or token, nor call the API as the reader.
 */
const WEBHELP_CSP = "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox; default-src 'self' data:; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'none'; form-action 'none'; frame-ancestors 'self'";

function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Serves a file with single byte ranges (what pdf.js asks for), 416 for ranges past the end. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: { file: string; size: number; etag?: string }, contentType: string): FastifyReply {
  reply.header('content-type', contentType).header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
  if (file.etag) reply.header('etag', file.etag);
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    // "bytes=a-b", "bytes=a-" (to the end) or "bytes=-n" (the last n bytes).
    const start = range[1] ? Number(range[1]) : Math.max(0, file.size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), file.size - 1) : file.size - 1;
    if (start >= file.size || start > end) return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`).header('content-length', end - start + 1);
    return reply.send(createReadStream(file.file, { start, end, highWaterMark: 1024 * 1024 }));
  }
  reply.header('content-length', file.size);
  return reply.send(createReadStream(file.file, { highWaterMark: 1024 * 1024 }));
}

export function registerDocumentRoutes(app: App, { db, documents, content }: { db: Db; documents: DocumentService; content: ContentService }): void {
  const language = (request: FastifyRequest) => clientInfo(request).language ?? DEFAULT_LANGUAGE;
  const signedIn = (request: FastifyRequest) => request.auth!.session;

  async function recordView(request: FastifyRequest, opened: OpenedVersion, action: AccessAction, details: Record<string, unknown>): Promise<void> {
    const s = opened.session;
    await recordAccessEvent(db, {
      action, client: clientInfo(request), at: new Date(),
      user: { id: s.userId, loginId: s.loginId, countryCode: s.countryCode, regionCode: s.regionCode, language: s.language, timeZone: s.timeZone },
      function: 'DOCUMENT', topic: opened.title.slice(0, 200),
      details: { documentId: opened.documentId, versionId: opened.versionId, ...details },
    });
  }

  // ── Management ──
  app.post('/mgmt/document/list', {
    schema: { tags: ['documents'], summary: 'Documents with every version state, for managers', body: DocumentListQuery, response: { 200: DocumentListResponse } },
  }, async (request) => documents.list({ userId: signedIn(request).userId, readsAll: true, distributedOnly: false }, request.body, language(request)));

  app.post('/mgmt/document/detail', {
    schema: { tags: ['documents'], summary: 'One document with applicability and versions', body: IdBody, response: { 200: DocumentDetail } },
  }, async (request) => documents.detail(request.body.id));

  app.post('/mgmt/document/save', {
    schema: { tags: ['documents'], summary: 'Creates (no id) or updates a document', body: DocumentSave, response: { 200: SavedResponse } },
  }, async (request) => ({ id: await documents.save(request.body, signedIn(request).userId) }));

  app.post('/mgmt/document/delete', {
    schema: { tags: ['documents'], summary: 'Deletes a document without versions or bookmarks', body: IdBody, response: { 200: DeletedResponse } },
  }, async (request) => {
    await documents.remove(request.body.id);
    return { deleted: true as const };
  });

  app.post('/mgmt/document/version/save', {
    schema: { tags: ['documents'], summary: 'Creates (no id) or updates a version', body: VersionSave, response: { 200: SavedResponse } },
  }, async (request) => ({ id: await documents.saveVersion(request.body) }));

  app.post('/mgmt/document/version/delete', {
    schema: { tags: ['documents'], summary: 'Deletes a version and its text', body: IdBody, response: { 200: DeletedResponse } },
  }, async (request) => {
    await documents.removeVersion(request.body.id);
    return { deleted: true as const };
  });

  // One file per request, as the raw body: folders and several files at once cannot be sent at all.
  app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    uploads.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post('/mgmt/document/version/upload', {
      schema: {
        tags: ['documents'], summary: "Uploads a version's file (PDF, or web help as a zip) as the request body; judged by content",
        querystring: UploadQuery, response: { 200: VersionItem },
      },
    }, async (request, reply) => {
      const { versionId, fileName } = request.query;
      try {
        if (/[/\\]/.test(fileName)) throw new AppError(ErrorCode.FILE_NOT_ALLOWED, { reason: 'FOLDER' });
        return await documents.uploadVersionFile(versionId, { stream: request.raw, fileName });
      } catch (error) {
        // Refused part-way: the rest of the body is not read, so the connection cannot carry another request.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        throw error;
      }
    });
  });

  app.get('/mgmt/pdf/watermark', {
    schema: { tags: ['documents'], summary: 'The PDF watermark settings', response: { 200: WatermarkSettings } },
  }, async () => content.watermarkSettings());

  app.post('/mgmt/pdf/watermark/save', {
    schema: { tags: ['documents'], summary: 'Saves the PDF watermark settings', body: WatermarkSettings, response: { 200: WatermarkSettings } },
  }, async (request) => {
    await content.saveWatermarkSettings(request.body);
    return content.watermarkSettings();
  });

  // ── Reading ──
  app.post('/service/document/list', {
    config: { access: 'login' },
    schema: { tags: ['documents'], summary: 'Distributed documents with the filters of the document list, each labelled authorised or not', body: DocumentListQuery, response: { 200: DocumentListResponse } },
  }, async (request) => documents.list(await documents.readerViewOf(signedIn(request).userId), request.body, language(request)));

  app.get('/service/document/filters', {
    config: { access: 'login' },
    schema: { tags: ['documents'], summary: 'Choices of the document-list filters in the reader\'s language', response: { 200: DocumentFilterOptions } },
  }, async (request) => documents.filters(language(request)));

  app.post('/service/document/detail', {
    config: { access: 'login' },
    schema: { tags: ['documents'], summary: 'A document and its distributed versions, final first', body: IdBody, response: { 200: ReaderDocument } },
  }, async (request) => documents.readerDocument(request.body.id, await documents.readerViewOf(signedIn(request).userId), language(request)));

  app.post('/service/document/ticket', {
    config: { access: 'login' },
    schema: { tags: ['documents'], summary: 'A short-lived address of a version\'s content, for the viewer and downloads', body: VersionIdBody, response: { 200: ContentTicket } },
  }, async (request) => content.issueTicket(signedIn(request), request.body.versionId));

  app.post('/service/document/webhelp/toc', {
    config: { access: 'login' },
    schema: { tags: ['documents'], summary: 'The table of contents of a web-help version', body: VersionIdBody, response: { 200: WebHelpToc } },
  }, async (request) => content.webHelpToc(signedIn(request), request.body.versionId));

  // ── Content, by ticket ──
  app.get('/service/content/:ticket/:name', {
    config: { access: 'public' },
    schema: { tags: ['documents'], summary: 'A PDF (watermarked for readers), with byte ranges', params: TicketParams, querystring: ContentQuery },
  }, async (request, reply) => {
    const opened = await content.open(request.params.ticket);
    const s = opened.session;
    const pdf = await content.pdfFor(opened, { id: s.loginId, name: s.name, company: s.company ?? '', address: request.ip, timeZone: clientInfo(request).timeZone ?? s.timeZone });
    const download = request.query.download !== undefined;
    const rangeStart = /^bytes=(\d+)-/.exec(request.headers.range ?? '')?.[1];
    // pdf.js opens with one request without a range, then asks for ranges: count the opening only.
    if (download) await recordView(request, opened, 'DOCUMENT_DOWNLOAD', {});
    else if (rangeStart === undefined && !request.headers.range) await recordView(request, opened, 'DOCUMENT_VIEW', {});
    const fileName = opened.fileName.toLowerCase().endsWith('.pdf') ? opened.fileName : `${opened.fileName}.pdf`;
    reply.header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', fileName));
    return sendFile(request, reply, pdf, 'application/pdf');
  });

  app.get('/service/webhelp/:ticket/*', {
    config: { access: 'public' },
    schema: { tags: ['documents'], summary: 'A file of a web-help bundle, served in a sandbox; a topic with ?hl= has those words marked', params: WebHelpParams, querystring: WebHelpQuery },
  }, async (request, reply) => {
    const opened = await content.open(request.params.ticket);
    const relative = request.params['*'];
    const file = await content.webHelpFile(opened, relative);
    const ext = path.extname(file.file).toLowerCase();
    const isTopic = ext === '.html' || ext === '.htm';
    if (isTopic) await recordView(request, opened, 'WEBHELP_VIEW', { topic: relative });
    reply.header('content-security-policy', WEBHELP_CSP).header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
    const highlights = request.query.hl ?? [];
    if (isTopic && highlights.length) {
      reply.header('content-type', CONTENT_TYPES[ext]!).header('cache-control', 'private, no-store');
      return markWebHelpHits(await readFile(file.file, 'utf8'), highlights);
    }
    return sendFile(request, reply, file, CONTENT_TYPES[ext] ?? 'application/octet-stream');
  });
}
