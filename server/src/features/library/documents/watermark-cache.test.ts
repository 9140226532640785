// The readers' watermarked copies take bounded disk: past WATERMARK_CACHE_MB the least recently read copies
// are deleted after a new stamp, a read refreshes a copy's place (at most once a minute), and a copy being
// read while it is evicted is read whole.
import { randomBytes } from 'node:crypto';
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { createUser } from '../../../../test/factories.ts';
import { apiPost, createDocumentWithVersion, loadCatalogue, setAllowAll } from '../../../../test/library-factories.ts';

const LIMIT_BYTES = 1024 * 1024; // WATERMARK_CACHE_MB=1
const MINUTES = 60_000;

/** A PNG of random pixels: it does not compress, so the PDF holding it is about `width × height × 3` bytes. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, not interlaced
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A one-page PDF of about 400 KB: three stamped copies do not fit in 1 MB, two do. */
async function bulkyPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('Hydraulic schematic', { x: 50, y: 780, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  page.drawImage(await doc.embedPng(noisePng(365, 365)), { x: 50, y: 300, width: 400, height: 400 });
  return Buffer.from(await doc.save());
}

let t: TestContext;
let versionId = 0;
let cacheDir = '';
const readers: { name: string; token: string }[] = [];

beforeAll(async () => {
  t = await startTestApp({ WATERMARK_CACHE_MB: '1' });
  cacheDir = path.join(t.config.dataDir, 'files', 'cache', 'watermarked');
  const admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  // No date in the stamp: the test moves the clock, and a copy is kept per stamp text.
  const saved = await apiPost(t.app, '/mgmt/pdf/watermark/save', { template: '{id} {name}', fontSize: 28, opacity: 0.18, angle: 35 }, admin);
  expect(saved.status).toBe(200);
  const cat = await loadCatalogue(t.app, admin);
  const created = await createDocumentWithVersion(t.app, admin, {
    documentTypeId: cat.documentTypes.get('SERVICE_MANUAL')!, productId: cat.products.get('CEX_MEDIUM')!,
  }, { file: await bulkyPdf(), fileName: 'schematic.pdf' });
  versionId = created.versionId;
  for (const name of ['A', 'B', 'C', 'D']) {
    const user = await createUser(t.database.db, { name: `Reader ${name}` });
    await setAllowAll(t.database.db, user.id);
    readers.push({ name, token: await login(t.app, user.loginId, user.password) });
  }
});
afterAll(async () => {
  await t?.close();
});

/** Opens the version as the reader; returns the bytes served and the name of the cached copy they came from. */
async function read(reader: { token: string }): Promise<{ body: Buffer; copy: string }> {
  const ticket = await apiPost<{ fileUrl: string }>(t.app, '/service/document/ticket', { versionId }, reader.token);
  expect(ticket.status).toBe(200);
  const response = await t.app.inject({ method: 'GET', url: ticket.body.fileUrl });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  // The ETag is the cache key, and the copy is named by it.
  return { body: response.rawPayload, copy: `${String(response.headers.etag).replaceAll('"', '')}.pdf` };
}

async function cached(): Promise<string[]> {
  return (await readdir(cacheDir)).filter((name) => name.endsWith('.pdf')).sort();
}

async function cacheBytes(): Promise<number> {
  const sizes = await Promise.all((await readdir(cacheDir)).map(async (name) => (await stat(path.join(cacheDir, name))).size));
  return sizes.reduce((a, b) => a + b, 0);
}

const mtime = async (copy: string) => (await stat(path.join(cacheDir, copy))).mtimeMs;

describe('the watermarked-copy cache', () => {
  it('evicts the least recently read copies past its limit, keeps the newest, and never breaks a copy being read', async () => {
    const [a, b, c, d] = readers as [typeof readers[0], typeof readers[0], typeof readers[0], typeof readers[0]];
    const first = await read(a);
    expect(first.body.length).toBeGreaterThan(LIMIT_BYTES / 3);
    expect(first.body.length).toBeLessThan(LIMIT_BYTES / 2);
    t.clock.advance(2 * MINUTES);
    const second = await read(b);
    expect(await cached()).toEqual([first.copy, second.copy].sort());

    // A's copy is read again: it is now the more recently read of the two.
    t.clock.advance(2 * MINUTES);
    const again = await read(a);
    expect(again.copy).toBe(first.copy);
    expect(again.body.equals(first.body)).toBe(true);
    const touched = await mtime(first.copy);
    expect(Math.abs(touched - t.clock.now().getTime())).toBeLessThan(1000);
    expect(touched).toBeGreaterThan(await mtime(second.copy));
    // A second read within the minute writes nothing.
    t.clock.advance(30_000);
    await read(a);
    expect(await mtime(first.copy)).toBe(touched);

    // C's copy does not fit beside both: B's, read longest ago, goes.
    t.clock.advance(2 * MINUTES);
    const third = await read(c);
    expect(await cached()).toEqual([first.copy, third.copy].sort());
    expect(await cacheBytes()).toBeLessThanOrEqual(LIMIT_BYTES);

    // A reader is part-way through A's copy when D's stamp evicts it: the open file is still read whole.
    const handle = await open(path.join(cacheDir, first.copy), 'r');
    try {
      const half = Math.floor(first.body.length / 2);
      const start = Buffer.alloc(half);
      await handle.read(start, 0, half, 0);
      t.clock.advance(2 * MINUTES);
      const fourth = await read(d);
      expect(await cached()).toEqual([third.copy, fourth.copy].sort());
      const rest = Buffer.alloc(first.body.length - half);
      const { bytesRead } = await handle.read(rest, 0, rest.length, half);
      expect(bytesRead).toBe(rest.length);
      expect(Buffer.concat([start, rest]).equals(first.body)).toBe(true);
    } finally {
      await handle.close();
    }

    // An evicted copy is simply stamped again for its reader, and the oldest then makes room.
    t.clock.advance(2 * MINUTES);
    const back = await read(a);
    expect(back.copy).toBe(first.copy);
    expect(await cached()).toContain(first.copy);
    expect(await cached()).toHaveLength(2);
    expect(await cacheBytes()).toBeLessThanOrEqual(LIMIT_BYTES);
  });

  it('keeps copies read within the last minute, even over the limit, rather than pull one from under a reader', async () => {
    const [a, b, c, d] = readers as [typeof readers[0], typeof readers[0], typeof readers[0], typeof readers[0]];
    // The clock stands still: A's copy (stamped again above) and B's and C's new ones are all in this minute's use.
    const inUse = [(await read(a)).copy, (await read(b)).copy, (await read(c)).copy];
    expect(await cached()).toEqual([...inUse].sort());
    expect(await cacheBytes()).toBeGreaterThan(LIMIT_BYTES);
    // Once they are older, the next stamp brings the cache under its limit again.
    t.clock.advance(2 * MINUTES);
    const latest = await read(d);
    const left = await cached();
    expect(left).toHaveLength(2);
    expect(left).toContain(latest.copy);
    expect(await cacheBytes()).toBeLessThanOrEqual(LIMIT_BYTES);
  });
});
