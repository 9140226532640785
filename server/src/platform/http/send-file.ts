// Sending files over HTTP: single byte ranges (what pdf.js asks for), a
// Content-Disposition that survives any file name, and the headers that put untrusted pages in a sandbox.
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface FilePart { file: string; size: number }

/**
 * A file on disk to send, or several sent one after the other as one body (a watermarked copy: the original,
 * then the update that stamps it); `size` counts every part. `etag` when its bytes are known by name (a
 * content hash).
 */
export interface SentFile extends FilePart { etag?: string; appended?: readonly FilePart[] }

const CHUNK = 1024 * 1024;

/**
 * Bytes start..end (inclusive) of the parts laid end to end. Every part is opened before the first byte is
 * sent, so a part deleted meanwhile (a cache evicting a reader's copy) is still read whole.
 */
export async function partsStream(parts: readonly FilePart[], start: number, end: number): Promise<Readable> {
  const handles: FileHandle[] = [];
  const closeAll = () => Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
  try {
    for (const part of parts) handles.push(await open(part.file, 'r'));
  } catch (error) {
    await closeAll();
    throw error;
  }
  if (handles.length === 1) return handles[0]!.createReadStream({ start, end, highWaterMark: CHUNK });
  async function* bytes() {
    let offset = 0;
    for (const [index, part] of parts.entries()) {
      const from = Math.max(start, offset);
      const to = Math.min(end, offset + part.size - 1);
      if (from <= to) {
        for await (const chunk of handles[index]!.createReadStream({ start: from - offset, end: to - offset, highWaterMark: CHUNK, autoClose: false })) yield chunk as Buffer;
      }
      offset += part.size;
    }
  }
  const stream = Readable.from(bytes(), { objectMode: false });
  // On the stream's close, not in the generator's `finally`: a reader who leaves before the first byte (pdf.js
  // cancels its first, whole-file request once it knows ranges work) destroys a generator that never started,
  // and a generator's `finally` runs only once it has.
  stream.once('close', () => void closeAll());
  return stream;
}

/** `inline` or `attachment` with the file's name: an ASCII fallback, and the real name in UTF-8. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Personal content: never kept by a browser or proxy cache. */
const PRIVATE = 'private, no-store';

/** Serves a file with single byte ranges (what pdf.js asks for), 416 for ranges past the end. */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: SentFile, contentType: string): Promise<FastifyReply> {
  const parts = [{ file: file.file, size: file.size - (file.appended ?? []).reduce((sum, part) => sum + part.size, 0) }, ...(file.appended ?? [])];
  reply.header('content-type', contentType).header('accept-ranges', 'bytes').header('cache-control', PRIVATE);
  if (file.etag) reply.header('etag', file.etag);
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    // "bytes=a-b", "bytes=a-" (to the end) or "bytes=-n" (the last n bytes).
    const start = range[1] ? Number(range[1]) : Math.max(0, file.size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), file.size - 1) : file.size - 1;
    if (start >= file.size || start > end) return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`).header('content-length', end - start + 1);
    return reply.send(await partsStream(parts, start, end));
  }
  reply.header('content-length', file.size);
  return reply.send(file.size === 0 ? '' : await partsStream(parts, 0, file.size - 1));
}

/** A PDF under its own name, shown in the browser (`inline`) or saved (`attachment`), with byte ranges. */
export function sendPdf(request: FastifyRequest, reply: FastifyReply, pdf: SentFile & { fileName: string }, kind: 'inline' | 'attachment'): Promise<FastifyReply> {
  reply.header('content-disposition', contentDisposition(kind, pdf.fileName));
  return sendFile(request, reply, pdf, 'application/pdf');
}

/** Sends content made for this request (a page with marks added, say) as private. */
export function sendBody(reply: FastifyReply, body: string | Buffer, contentType: string): FastifyReply {
  return reply.header('content-type', contentType).header('cache-control', PRIVATE).send(body);
}

/**
 * Pages that run their own scripts (web help) are served with a sandbox CSP and no allow-same-origin: they
 * get an opaque origin, so they cannot read the portal's storage, cookies or token, nor call the API as the
 * reader. Meant for a sandboxed iframe of the portal's own pages.
 */
const SANDBOX_CSP = "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox; default-src 'self' data:; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'none'; form-action 'none'; frame-ancestors 'self'";

/** Puts the answer in that sandbox, and keeps other sites and content sniffing off it. */
export function sandboxed(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', SANDBOX_CSP).header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
}
