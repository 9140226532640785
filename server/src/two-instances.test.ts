// Two instances of GSIS on one PostgreSQL and one shared file folder, as behind a load balancer without sticky
// sessions (docs/operations.md, "Several instances"): one reader's and one administrator's day spread across
// them — upload and publish on one, indexing by whichever instance's workers claim the job, search, content
// tickets and the watermarked copy on the other, sessions, suggestions, the footer's links, the watermark's settings
// and rate limits across both.
import { createHash, randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { API, type VersionSave } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../test/harness.ts';
import { createUser } from '../test/factories.ts';
import { createDocument, loadCatalogue, makePdf, setAllowAll, uploadFile, waitForIndexing } from '../test/library-factories.ts';
import { pdfPages } from '../test/pdf-inspect.ts';
import { until } from '../test/until.ts';
import { buildApp } from './app.ts';
import { connectDatabase, type Database } from './platform/db/database.ts';
import type { App } from './platform/http/http.ts';

/** Searches (and suggestions) a visitor may make per address and minute, on this pair together. */
const VISITOR_LIMIT = 4;

let t: TestContext;
/** The two instances: A is the test context's app, B a second app on the same database and the same data folder. */
let A: App;
let B: App;
let second: Database;
let admin = '';
const reader = { id: 0, loginId: '', token: '' };
let documentId = 0;
let productId = 0;
/** The two versions: the first uploaded on A, the second on B. */
const first = { versionId: 0, sha256: '', word: '' };
const secondVersion = { versionId: 0, sha256: '', word: '' };

const filesDir = () => path.join(t.config.dataDir, 'files');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
/** A made-up word of letters only, so the full-text search finds exactly the page it is on. */
const madeUpWord = (head: string) => head + [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
/** A rotated line may be read in pieces; compare without white space. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

beforeAll(async () => {
  t = await startTestApp({ VISITOR_SEARCH_PER_MINUTE: String(VISITOR_LIMIT) });
  A = t.app;
  // The same configuration: the same DATABASE_URL and the same GSIS_DATA_DIR (the shared file folder).
  second = connectDatabase(t.databaseUrl, 4);
  B = await buildApp({ config: t.config, database: second, clock: t.clock.now, logger: false });
  await B.ready();

  admin = await login(A, ADMIN_ID, ADMIN_PASSWORD);
  const cat = await loadCatalogue(A, admin);
  productId = cat.products.get('CEX_MEDIUM')!;
  ({ id: documentId } = await createDocument(A, admin, { documentTypeId: cat.documentTypes.get('SERVICE_MANUAL')!, productId }));
  const user = await createUser(t.database.db);
  await setAllowAll(t.database.db, user.id);
  Object.assign(reader, { id: user.id, loginId: user.loginId, token: await login(A, user.loginId, user.password) });
});
afterAll(async () => {
  await B?.close();
  await second?.close();
  await t?.close();
});

/** The client on one instance, as the holder of `token` (null: a visitor). */
const on = (app: App, token: string | null) => apiOf(app).as(token);

/** Waits until no job indexes the version any more: its text, page count and watermark plan are all written. */
async function indexingDone(versionId: number): Promise<void> {
  await until(`the indexing job of version ${versionId}`, async () => {
    const { rows } = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE job_key = $1', [`index-version:${versionId}`]);
    return rows[0]!.n === 0 ? true : undefined;
  }, 20_000);
}

/** Saves a version on `at`, uploads its file there, waits for the indexing seen from `watch`, and distributes it on `at`. */
async function publishVersion(at: App, watch: App, versionLabel: string, isFinal: boolean, file: Buffer): Promise<number> {
  const base: VersionSave = { documentId, versionLabel, publishType: 'PDF', language: 'en', isFinal };
  const { id: versionId } = await on(at, admin).call(API.documents.saveVersion, base);
  const uploaded = await uploadFile(at, admin, versionId, file, `${versionLabel}.pdf`);
  expect(uploaded.status, uploaded.text).toBe(200);
  const indexed = await waitForIndexing(watch, admin, documentId, versionId, 20_000);
  expect(indexed.indexStatus).toBe('INDEXED');
  expect(indexed.pageCount).toBe(3);
  await on(at, admin).call(API.documents.saveVersion, { ...base, id: versionId, distributionStatus: 'DISTRIBUTED', distributedOn: '2025-01-15' });
  await indexingDone(versionId);
  return versionId;
}

const pageTexts = (word: string) => ['Hydraulic pump overview', `Relief valve ${word} adjustment`, 'Torque table'];

/** The shared part of a file's watermarked copies, written once into the shared folder by whoever indexed it. */
const planFile = (sha: string) => path.join(filesDir(), 'cache', 'stamp-plans', `${sha}.json`);

async function searchPdf(app: App, token: string, word: string) {
  return on(app, token).call(API.search.pdf, { searchWord: word });
}

async function ticketOn(app: App, token: string, versionId: number) {
  return on(app, token).call(API.documents.ticket, { versionId });
}

const get = (app: App, url: string, headers: Record<string, string> = {}) => on(app, null).follow(url, { headers });

describe('two instances on one database and one file folder', () => {
  it('run the job workers on both (RUN_JOBS), so either may claim a job', () => {
    expect(t.config.RUN_JOBS).toBe(true);
  });

  it('publish a PDF uploaded on A: indexed by either instance, seen indexed on B, its watermark plan in the shared folder', async () => {
    first.word = madeUpWord('flange');
    const file = await makePdf(3, pageTexts(first.word));
    first.sha256 = sha256(file);
    first.versionId = await publishVersion(A, B, 'v1', true, file);
    // The file once, by its hash, and the part every reader's copy shares, in the one folder both instances use.
    expect((await stat(path.join(filesDir(), 'blobs', first.sha256.slice(0, 2), first.sha256))).size).toBe(file.length);
    expect((await stat(planFile(first.sha256))).isFile()).toBe(true);
    // Both list it as distributed and indexed.
    for (const app of [A, B]) {
      const detail = await on(app, admin).call(API.documents.detail, { id: documentId });
      expect(detail.versions.find((v) => v.id === first.versionId)).toMatchObject({ distributionStatus: 'DISTRIBUTED', indexStatus: 'INDEXED' });
    }
  });

  it('let a reader signed in on A find the page by a search on B', async () => {
    const found = await searchPdf(B, reader.token, first.word);
    expect(found.total).toBe(1);
    expect(found.hits).toHaveLength(1);
    expect(found.hits[0]).toMatchObject({ documentId, versionId: first.versionId, page: 2, authorised: true });
    expect(found.hits[0]!.snippet!.filter((part) => part.hit).map((part) => part.text.toLowerCase())).toEqual([first.word]);
  });

  it('open a ticket asked on B as the same watermarked copy on A and on B, whole and in byte ranges', async () => {
    const plan = await stat(planFile(first.sha256));
    const { fileUrl } = await ticketOn(B, reader.token, first.versionId);
    // The reader's first opening reaches both instances at once: each may stamp the reader's part, and both
    // write it whole under one name, so the two answers are the same bytes.
    const [onA, onB] = await Promise.all([get(A, fileUrl), get(B, fileUrl)]);
    for (const response of [onA, onB]) {
      expect(response.status, response.text.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    }
    const whole = onA.bytes;
    expect(onB.bytes.equals(whole)).toBe(true);
    expect(onA.headers.etag).toBeTruthy();
    expect(onB.headers.etag).toBe(onA.headers.etag);
    expect(Number(onB.headers['content-length'])).toBe(whole.length);

    // Every page carries the reader's login id.
    const pages = await pdfPages(whole);
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain(pageTexts(first.word)[i]);
      expect(squeeze(page), `page ${i + 1}`).toContain(squeeze(reader.loginId));
    });

    // Opened again on each: the copy the other kept, answered by both, ranges across the seams included.
    const size = whole.length;
    for (const app of [B, A]) {
      const again = await get(app, fileUrl);
      expect(again.headers.etag).toBe(onA.headers.etag);
      expect(again.bytes.equals(whole)).toBe(true);
      for (const [start, end] of [[0, 99], [size - 2000, size - 1000], [size - 300, size - 1]] as const) {
        const part = await get(app, fileUrl, { range: `bytes=${start}-${end}` });
        expect(part.status).toBe(206);
        expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
        expect(part.headers.etag).toBe(onA.headers.etag);
        expect(part.bytes.equals(whole.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
      }
      const suffix = await get(app, fileUrl, { range: 'bytes=-50' });
      expect(suffix.status).toBe(206);
      expect(suffix.bytes.equals(whole.subarray(size - 50))).toBe(true);
    }

    // One reader's part in the shared folder, named by the ETag, no half-written file beside it; the plan the
    // indexing job made was used, not made again.
    const copies = await readdir(path.join(filesDir(), 'cache', 'watermarked'));
    expect(copies).toEqual([`${String(onA.headers.etag).replaceAll('"', '')}.pdf-update`]);
    expect((await stat(planFile(first.sha256))).mtimeMs).toBe(plan.mtimeMs);
  });

  it('index a second, final version uploaded on B, find it from A, and open it on A', async () => {
    secondVersion.word = madeUpWord('gasket');
    const file = await makePdf(3, pageTexts(secondVersion.word));
    secondVersion.sha256 = sha256(file);
    secondVersion.versionId = await publishVersion(B, A, 'v2', true, file);
    expect((await stat(planFile(secondVersion.sha256))).isFile()).toBe(true);

    const found = await searchPdf(A, reader.token, secondVersion.word);
    expect(found.hits.map((hit) => [hit.versionId, hit.page])).toEqual([[secondVersion.versionId, 2]]);
    // Search reads final versions: the first one, no longer final, is not found on either instance.
    for (const app of [A, B]) expect((await searchPdf(app, reader.token, first.word)).total).toBe(0);

    const { fileUrl } = await ticketOn(A, reader.token, secondVersion.versionId);
    const onA = await get(A, fileUrl);
    expect(onA.status).toBe(200);
    const pages = await pdfPages(onA.bytes);
    expect(pages[1]).toContain(secondVersion.word);
    for (const page of pages) expect(squeeze(page)).toContain(squeeze(reader.loginId));
    const onB = await get(B, fileUrl, { range: 'bytes=0-1023' });
    expect(onB.status).toBe(206);
    expect(onB.headers.etag).toBe(onA.headers.etag);
    expect(onB.bytes.equals(onA.bytes.subarray(0, 1024))).toBe(true);
  });

  it('stamp on B the watermark saved on A from the next copy on, though B keeps the settings in memory', async () => {
    const { fileUrl } = await ticketOn(B, reader.token, secondVersion.versionId);
    const before = await get(B, fileUrl, { range: 'bytes=0-1023' }); // B now keeps the settings
    expect(before.status).toBe(206);
    const marker = madeUpWord('stamp');
    const settings = await on(A, admin).call(API.documents.watermark);
    await on(A, admin).call(API.documents.saveWatermark, { ...settings, template: `{id} ${marker}` });
    const stampedOnB = async () => {
      const copy = await get(B, fileUrl);
      return { etag: copy.headers.etag, marked: (await pdfPages(copy.bytes)).every((page) => squeeze(page).includes(marker)) };
    };
    await expect.poll(stampedOnB, { timeout: 5_000, interval: 100 }).toMatchObject({ marked: true });
    expect((await stampedOnB()).etag).not.toBe(before.headers.etag);
  });

  it('suggest on A a model saved on B, and on B its new name given on A, at once', async () => {
    const suggestOn = async (app: App, term: string) => {
      const response = await on(app, reader.token).send(API.search.suggest, { term });
      expect(response.status, response.text).toBe(200);
      return response.body.suggestList;
    };
    const code = `ZQ${madeUpWord('').toUpperCase().slice(0, 6)}`;
    const renamed = `${code}R`;
    // Asked on both first: each keeps "nothing" for these words in its memory.
    for (const app of [A, B]) {
      expect(await suggestOn(app, code)).toEqual([]);
      expect(await suggestOn(app, renamed)).toEqual([]);
    }
    const { id } = await on(B, admin).call(API.catalogue.saveModel, { code, productId, suffixes: [] });
    expect(await suggestOn(B, code)).toEqual([code]); // the instance that saved it forgets at once
    await expect.poll(() => suggestOn(A, code), { timeout: 5_000, interval: 50 }).toEqual([code]);

    await on(A, admin).call(API.catalogue.saveModel, { id, code: renamed, productId, suffixes: [] });
    await expect.poll(() => suggestOn(B, renamed), { timeout: 5_000, interval: 50 }).toEqual([renamed]);
    await expect.poll(() => suggestOn(B, code), { timeout: 5_000, interval: 50 }).toEqual([renamed]);
  });

  it('show on B a footer link saved on A, and drop it from both when B deletes it', async () => {
    const footerOn = async (app: App) => (await on(app, null).call(API.relatedLinks.list)).linkList.map((l) => l.linkName);
    const name = `Dealer portal ${madeUpWord('')}`;
    // Read on both first: each keeps the footer without the link.
    for (const app of [A, B]) expect(await footerOn(app)).not.toContain(name);
    const { id } = await on(A, admin).call(API.relatedLinks.save, { linkType: 'RELATED_SITE', linkName: name, linkUrl: 'https://dealers.example.com/' });
    expect(await footerOn(A)).toContain(name); // the instance that saved it forgets at once
    await expect.poll(() => footerOn(B), { timeout: 5_000, interval: 50 }).toContain(name);

    await on(B, admin).call(API.relatedLinks.delete, { linkId: id });
    expect(await footerOn(B)).not.toContain(name);
    await expect.poll(() => footerOn(A), { timeout: 5_000, interval: 50 }).not.toContain(name);
  });

  it('count a visitor’s searches on both instances towards one limit', async () => {
    const visitor = (app: App) => on(app, null).send(API.search.suggest, { term: 'dx' }, { remoteAddress: '10.40.0.1' });
    const statuses: number[] = [];
    for (const app of [A, B, A, B, B, A]) statuses.push((await visitor(app)).status);
    expect(statuses).toEqual([...Array<number>(VISITOR_LIMIT).fill(200), 429, 429]);
  });

  it('take on B the session opened on A, and end it on A with a logout on B', async () => {
    const check = (app: App) => on(app, reader.token).send(API.login.check);
    const onB = await check(B);
    expect(onB.status).toBe(200);
    expect(onB.body.user.userId).toBe(reader.loginId);
    const { fileUrl } = await ticketOn(A, reader.token, first.versionId);
    expect((await get(B, fileUrl, { range: 'bytes=0-0' })).status).toBe(206);

    expect((await on(B, reader.token).send(API.login.logout)).status).toBe(200);
    const onA = await check(A);
    expect(onA.status).toBe(401);
    expect(onA.error.code).toBe('SESSION_EXPIRED');
    // A ticket is as good as its session: the one asked on A before the logout is refused on A too.
    const content = await get(A, fileUrl, { range: 'bytes=0-0' });
    expect(content.status).toBe(403);
    expect(content.error.code).toBe('WRONG_ACCESS');
  });
});
