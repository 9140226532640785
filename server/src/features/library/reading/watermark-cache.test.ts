// The readers' watermarked copies take bounded disk: past WATERMARK_CACHE_MB the least recently read readers'
// parts are deleted after a new stamp, a read refreshes a part's place (at most once a minute), and a copy being
// read while its part is evicted is read whole. A reader's part is a few kilobytes, so the service is built here
// with a limit of a few parts (the app's is in megabytes), on the app's database, files and clock.
import { open, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { createUser, uniqueId } from '../../../../test/factories.ts';
import { createDocumentWithVersion, loadCatalogue, setAllowAll } from '../../../../test/library-factories.ts';
import { findSessionByTokenHash } from '../../../platform/auth/sessions.repo.ts';
import { hashToken } from '../../../platform/auth/tokens.ts';
import { createChangeSignals } from '../../../platform/db/change-signals.ts';
import { createFileStorage, type FileStorage } from '../../../platform/files/storage.ts';
import type { ClientInfo } from '../../../platform/request-context.ts';
import type { OpenedVersion } from './content-tickets.ts';
import { createStampPlans } from './stamp-plans.ts';
import { createWatermarkedCopies, type PdfCopy, type WatermarkedCopies } from './watermarked-copies.ts';

const MINUTES = 60_000;
const CLIENT: ClientInfo = { ip: '203.0.113.9', language: 'en', timeZone: 'UTC', userAgent: undefined, device: undefined, browser: undefined, os: undefined };

let t: TestContext;
let storage: FileStorage;
let copies: WatermarkedCopies;
let limitBytes = 0;
let cacheDir = '';
let version: Omit<OpenedVersion, 'session'>;
const readers: { name: string; session: OpenedVersion['session'] }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  storage = await createFileStorage(path.join(t.config.dataDir, 'files'));
  cacheDir = storage.cacheDir('watermarked');
  const admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  // No date in the stamp: the test moves the clock, and a reader's part is kept per stamp text.
  const saved = await apiOf(t.app).as(admin).send(API.documents.saveWatermark, { template: '{id} {name}', fontSize: 28, opacity: 0.18, angle: 35 });
  expect(saved.status).toBe(200);
  const cat = await loadCatalogue(t.app, admin);
  const { versionId } = await createDocumentWithVersion(t.app, admin, {
    documentTypeId: cat.documentTypes.get('SERVICE_MANUAL')!, productId: cat.products.get('CEX_MEDIUM')!,
  });
  const { rows } = await t.database.pool.query<{ document_id: number; sha256: string; file_name: string }>(
    'SELECT v.document_id, f.sha256, f.original_name AS file_name FROM document_versions v JOIN stored_files f ON f.id = v.file_id WHERE v.id = $1', [versionId]);
  const row = rows[0]!;
  version = { versionId, documentId: row.document_id, publishType: 'PDF', title: 'Schematic', fileName: row.file_name, sha256: row.sha256, manager: false };
  // Readers whose parts are the same size within a few bytes: the same number of letters, one of them differs
  // (in the ID too: the stamp's font is cut to the letters it draws, and random IDs drew hundreds of bytes apart).
  const run = uniqueId('wm');
  for (const name of ['A', 'B', 'C', 'D']) {
    const user = await createUser(t.database.db, { name: `Reader ${name}`, loginId: `${run}-${name.toLowerCase()}@test.local` });
    await setAllowAll(t.database.db, user.id);
    const token = await login(t.app, user.loginId, user.password);
    readers.push({ name, session: (await findSessionByTokenHash(t.database.db, hashToken(token)))! });
  }
  // The limit fits two readers' parts and not three.
  // Never started, so never listening: these copies keep no settings and read them as saved each time.
  const signals = createChangeSignals(t.database.pool);
  const probe = createWatermarkedCopies({ db: t.database.db, signals, storage, plans: createStampPlans(storage), clock: () => t.clock.now() });
  const sizes = await Promise.all(readers.map(async ({ session }) => partSize(await probe.pdfFor({ ...version, session }, CLIENT))));
  expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(Math.min(...sizes) / 10);
  limitBytes = Math.round(2.5 * Math.min(...sizes));
  await Promise.all((await readdir(cacheDir)).map((name) => rm(path.join(cacheDir, name))));
  copies = createWatermarkedCopies({ db: t.database.db, signals, storage, plans: createStampPlans(storage), clock: () => t.clock.now(), cacheLimitBytes: limitBytes });
});
afterAll(async () => {
  await t?.close();
});

/** The size of the reader's own part: the last part of a copy. */
const partSize = (copy: PdfCopy) => copy.appended?.at(-1)?.size ?? 0;

/** Opens the version as the reader; returns the whole copy as it is sent, and the name of the reader's kept part. */
async function read(reader: { session: OpenedVersion['session'] }): Promise<{ body: Buffer; copy: string }> {
  const copy = await copies.pdfFor({ ...version, session: reader.session }, CLIENT);
  const part = copy.appended?.at(-1)?.file ?? '';
  expect(path.dirname(part)).toBe(cacheDir);
  return { body: await sentBytes(copy), copy: path.basename(part) };
}

/** The bytes of a copy: its parts end to end. */
async function sentBytes(copy: PdfCopy): Promise<Buffer> {
  const parts = [copy.file, ...(copy.appended ?? []).map((part) => part.file)];
  const body = Buffer.concat(await Promise.all(parts.map((file) => readFile(file))));
  expect(body.length).toBe(copy.size);
  return body;
}

async function cached(): Promise<string[]> {
  return (await readdir(cacheDir)).filter((name) => name.endsWith('.pdf-update')).sort();
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
    expect(first.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
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
    expect(await cacheBytes()).toBeLessThanOrEqual(limitBytes);

    // A reader is part-way through A's part when D's stamp evicts it: the open file is still read whole.
    const handle = await open(path.join(cacheDir, first.copy), 'r');
    const part = await handle.readFile();
    try {
      const half = Math.floor(part.length / 2);
      const start = Buffer.alloc(half);
      await handle.read(start, 0, half, 0);
      t.clock.advance(2 * MINUTES);
      const fourth = await read(d);
      expect(await cached()).toEqual([third.copy, fourth.copy].sort());
      const rest = Buffer.alloc(part.length - half);
      const { bytesRead } = await handle.read(rest, 0, rest.length, half);
      expect(bytesRead).toBe(rest.length);
      expect(Buffer.concat([start, rest]).equals(part)).toBe(true);
    } finally {
      await handle.close();
    }

    // An evicted copy is simply stamped again for its reader, and the oldest then makes room.
    t.clock.advance(2 * MINUTES);
    const back = await read(a);
    expect(back.copy).toBe(first.copy);
    expect(await cached()).toContain(first.copy);
    expect(await cached()).toHaveLength(2);
    expect(await cacheBytes()).toBeLessThanOrEqual(limitBytes);
  });

  it('keeps copies read within the last minute, even over the limit, rather than pull one from under a reader', async () => {
    const [a, b, c, d] = readers as [typeof readers[0], typeof readers[0], typeof readers[0], typeof readers[0]];
    // The clock stands still: A's copy (stamped again above) and B's and C's new ones are all in this minute's use.
    const inUse = [(await read(a)).copy, (await read(b)).copy, (await read(c)).copy];
    expect(await cached()).toEqual([...inUse].sort());
    expect(await cacheBytes()).toBeGreaterThan(limitBytes);
    // Once they are older, the next stamp brings the cache under its limit again.
    t.clock.advance(2 * MINUTES);
    const latest = await read(d);
    const left = await cached();
    expect(left).toHaveLength(2);
    expect(left).toContain(latest.copy);
    expect(await cacheBytes()).toBeLessThanOrEqual(limitBytes);
  });
});
