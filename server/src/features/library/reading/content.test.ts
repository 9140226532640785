// Serving what readers open: content tickets bound to the session and the reader's authority, the
// reader's watermark on every page, byte ranges, access events, web help in a sandbox, and the
// watermark settings.
import { createHash, randomBytes } from 'node:crypto';
import { API, DEFAULT_WATERMARK, pathOf, type ContentTicket } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, apiOf, unchecked } from '../../../../test/api.ts';
import { qpdfCheck } from '../../../../test/qpdf-check.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { createUser } from '../../../../test/factories.ts';
import {
  createDocumentWithVersion, grantDocuments, loadCatalogue, makePdf, makeZip, revokeDocuments, setAllowAll,
} from '../../../../test/library-factories.ts';
import { pdfPages } from '../../../../test/pdf-inspect.ts';


let t: TestContext;
let admin = '';
let docmanager = '';
/** A reader who may read everything, and one who may read nothing. */
const readers = { all: { id: 0, loginId: '', token: '' }, none: { id: 0, loginId: '', token: '' } };
let pdfDoc: { documentId: number; versionId: number; file: Buffer };
let otherPdf: { documentId: number; versionId: number };
let helpDoc: { documentId: number; versionId: number; file: Buffer };
/** Where the test's manuals are filed. */
let filed: { documentTypeId: number; productId: number };

const PAGE_TEXTS = ['First page about the boom cylinder', 'Second page about the bucket', 'Third page about the arm'];

async function newReader(allowAll: boolean) {
  const user = await createUser(t.database.db);
  if (allowAll) await setAllowAll(t.database.db, user.id);
  return { id: user.id, loginId: user.loginId, token: await login(t.app, user.loginId, user.password) };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  docmanager = await login(t.app, 'docmanager@gsis.local', DEMO_PASSWORD);
  const cat = await loadCatalogue(t.app, admin);
  filed = { documentTypeId: cat.documentTypes.get('SERVICE_MANUAL')!, productId: cat.products.get('CEX_MEDIUM')! };
  pdfDoc = await createDocumentWithVersion(t.app, admin, filed, { file: await makePdf(3, PAGE_TEXTS), fileName: 'Boom manual.pdf' });
  otherPdf = await createDocumentWithVersion(t.app, admin, filed);
  helpDoc = await createDocumentWithVersion(t.app, admin, filed, {
    publishType: 'WEBHELP', fileName: 'help.zip',
    file: await makeZip([
      { name: 'index.html', data: '<title>Help home</title><a href="topics/a.html">A</a>' },
      { name: 'topics/a.html', data: '<title>Topic A</title><p>Alpha</p>' },
      { name: 'style.css', data: 'p { color: red }' },
    ]),
  });
  readers.all = await newReader(true);
  readers.none = await newReader(false);
});
afterAll(async () => {
  await t?.close();
});

const as = (token: string | null) => apiOf(t.app).as(token);

const ticketFor = (token: string, versionId: number) => as(token).call(API.documents.ticket, { versionId });

/** Fetches an address a ticket handed out, as the browser does: no token, the ticket is the key. */
const get = (url: string, headers: Record<string, string> = {}) => as(null).follow(url, { headers });
/** The content endpoint reached with a ticket of one's own making (a forged one, or one meant for web help). */
const content = (ticket: string, name = 'x.pdf') => as(null).send(API.documents.content, {}, { params: { ticket, name } });
/** A file of the web-help endpoint, reached with a ticket of one's own making. */
const helpFile = (ticket: string, file: string) => as(null).send(API.documents.webHelpFile, {}, { params: { ticket, '*': file } });
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function accessEvents(userId: number): Promise<{ action: string; details: Record<string, unknown> | null }[]> {
  const { rows } = await t.database.pool.query<{ action: string; details: Record<string, unknown> | null }>(
    "SELECT action, details FROM access_events WHERE user_id = $1 AND action IN ('DOCUMENT_VIEW', 'DOCUMENT_DOWNLOAD', 'WEBHELP_VIEW') ORDER BY id", [userId],
  );
  return rows;
}

// ── Tickets ───────────────────────────────────────────────────────────────────────────────────────

describe('content tickets', () => {
  it('are refused with 403 WRONG_ACCESS to a reader without authority, and 401 to nobody', async () => {
    const reply = await as(readers.none.token).refusal(API.documents.ticket, { versionId: pdfDoc.versionId });
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe('WRONG_ACCESS');
    expect(reply.body.message).toBe('A wrong access page');
    const anonymous = await as(null).send(API.documents.ticket, { versionId: pdfDoc.versionId });
    expect(anonymous.status).toBe(401);
  });

  it('answer 404 for a version that does not exist', async () => {
    expect((await as(readers.all.token).send(API.documents.ticket, { versionId: 999_999 })).status).toBe(404);
  });

  it('give the addresses of the file, the download and (for web help only) the entry page, for a few hours', async () => {
    const ticket = await ticketFor(readers.all.token, pdfDoc.versionId);
    expect(ticket.fileUrl).toBe(pathOf(API.documents.content, { ticket: ticket.ticket, name: 'Boom manual.pdf' }));
    expect(ticket.downloadUrl).toBe(`${ticket.fileUrl}?download=1`);
    expect(ticket.webhelpUrl).toBeNull();
    const hours = (Date.parse(ticket.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1);
    expect(hours).toBeLessThanOrEqual(24);
    const help = await ticketFor(readers.all.token, helpDoc.versionId);
    expect(help.webhelpUrl).toBe(addressOf(API.documents.webHelpFile, { ticket: help.ticket, '*': 'index.html' }));
  });
});

describe('content addresses refuse anything but a good ticket', () => {
  let good: ContentTicket;
  beforeAll(async () => {
    good = await ticketFor(readers.all.token, pdfDoc.versionId);
  });

  /** The address a ticket handed out, or (forged) the ticket alone, refused. */
  const refused = async (address: string | { ticket: string }) => {
    const [response, url] = typeof address === 'string' ? [await get(address), address] : [await content(address.ticket), address.ticket];
    expect(response.status, url).toBe(403);
    expect(response.error.code, url).toBe('WRONG_ACCESS');
    expect(response.headers['content-type'], url).not.toMatch(/pdf/);
  };

  it('serves the good ticket', async () => {
    const response = await get(good.fileUrl);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a request without a ticket (a malformed address: 400 or 404, never content)', async () => {
    for (const [url, request] of [['an empty ticket', () => content('')], ['no ticket', () => get('/service/content/x.pdf')], ['a short ticket', () => content('short')]] as const) {
      const response = await request();
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(response.status, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).not.toMatch(/pdf/);
    }
  });

  it('refuses a forged ticket with 403', async () => {
    const [payload] = good.ticket.split('.');
    await refused({ ticket: `${payload}.${randomBytes(32).toString('base64url')}` });
    await refused({ ticket: `${Buffer.from(`${pdfDoc.versionId}.00000000-0000-0000-0000-000000000000.9999999999`).toString('base64url')}.${randomBytes(32).toString('base64url')}` });
    await refused({ ticket: `${payload}` });
  });

  it('refuses a ticket with one character changed, in the payload or in the signature, with 403', async () => {
    const [payload, signature] = good.ticket.split('.') as [string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    await refused({ ticket: `${flip(payload, 3)}.${signature}` });
    await refused({ ticket: `${payload}.${flip(signature, 10)}` });
    await refused({ ticket: `${payload}.${flip(signature, signature.length - 1)}` });
  });

  it('refuses a ticket made over for another version (it cannot be signed again) with 403', async () => {
    const [payload, signature] = good.ticket.split('.') as [string, string];
    const [, sessionId, expires] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
    const other = Buffer.from(`${otherPdf.versionId}.${sessionId}.${expires}`).toString('base64url');
    await refused({ ticket: `${other}.${signature}` });
    // A later expiry, the same way.
    const later = Buffer.from(`${pdfDoc.versionId}.${sessionId}.${Number(expires) + 86_400}`).toString('base64url');
    await refused({ ticket: `${later}.${signature}` });
  });

  it('refuses garbage from an anonymous caller with 403', async () => {
    await refused({ ticket: 'garbagegarbagegarbage' });
    await refused({ ticket: `${'A'.repeat(40)}.${'B'.repeat(43)}` });
    const webhelp = await helpFile('garbagegarbagegarbage', 'index.html');
    expect(webhelp.status).toBe(403);
  });

  it('refuses the ticket of a session that logged out', async () => {
    const user = await createUser(t.database.db);
    await setAllowAll(t.database.db, user.id);
    const first = await login(t.app, user.loginId, user.password);
    const second = await login(t.app, user.loginId, user.password);
    const kept = await ticketFor(first, pdfDoc.versionId);
    const ended = await ticketFor(second, pdfDoc.versionId);
    expect((await get(ended.fileUrl)).status).toBe(200);
    const logout = await as(second).send(API.login.logout);
    expect(logout.status).toBe(200);
    await refused(ended.fileUrl);
    await refused(ended.downloadUrl);
    // The other session's ticket is not affected.
    expect((await get(kept.fileUrl)).status).toBe(200);
  });

  it('refuses the ticket once the reader’s grant is taken away', async () => {
    const user = await createUser(t.database.db);
    await grantDocuments(t.database.db, user.id, 'DOCUMENT', [pdfDoc.documentId]);
    const token = await login(t.app, user.loginId, user.password);
    const ticket = await ticketFor(token, pdfDoc.versionId);
    expect((await get(ticket.fileUrl)).status).toBe(200);
    await revokeDocuments(t.database.db, user.id, 'DOCUMENT');
    await refused(ticket.fileUrl);
  });

  it('refuses the ticket once the version is no longer distributed', async () => {
    const doc = await createDocumentWithVersion(t.app, admin, { documentTypeId: (await loadCatalogue(t.app, admin)).documentTypes.get('SERVICE_MANUAL')!, productId: (await loadCatalogue(t.app, admin)).products.get('WL')! }, { versionLabel: 'W1' });
    const ticket = await ticketFor(readers.all.token, doc.versionId);
    expect((await get(ticket.fileUrl)).status).toBe(200);
    const undistributed = await as(admin).send(API.documents.saveVersion, {
      id: doc.versionId, documentId: doc.documentId, versionLabel: 'W1', publishType: 'PDF', language: 'en', isFinal: true, distributionStatus: 'NOT_DISTRIBUTED',
    });
    expect(undistributed.status).toBe(200);
    await refused(ticket.fileUrl);
  });
});

// ── PDFs ──────────────────────────────────────────────────────────────────────────────────────────

describe('a PDF as readers and managers get it', () => {
  /** Each page's text, as the indexer reads it. */
  const pagesOf = (pdf: Buffer): Promise<string[]> => pdfPages(pdf);
  /** A rotated line may be read in pieces; compare without white space. */
  const squeeze = (text: string) => text.replace(/\s+/g, '');

  it('carries the reader’s watermark, with the reader’s login id, on every page', async () => {
    const ticket = await ticketFor(readers.all.token, pdfDoc.versionId);
    const response = await get(ticket.fileUrl);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
    expect(response.headers['cache-control']).toContain('no-store');
    const body = response.bytes;
    expect(sha256(body)).not.toBe(sha256(pdfDoc.file));
    const pages = await pagesOf(body);
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain(PAGE_TEXTS[i]);
      expect(squeeze(page), `page ${i + 1}`).toContain(squeeze(readers.all.loginId));
    });
  });

  it('stamps text whose text layer reads back as written, capital E included', async () => {
    // The company and name come from the account; 'E' must come through like every other letter.
    const user = await createUser(t.database.db, { name: 'EMMA ENGINEER' });
    await setAllowAll(t.database.db, user.id);
    const token = await login(t.app, user.loginId, user.password);
    const ticket = await ticketFor(token, pdfDoc.versionId);
    const response = await get(ticket.fileUrl);
    expect(response.status).toBe(200);
    // Diagonal text comes back in pieces; without the white space every letter must be there.
    for (const page of await pagesOf(response.bytes)) expect(squeeze(page)).toContain('EMMAENGINEER');
  });

  it('carries the watermark on a download too', async () => {
    const ticket = await ticketFor(readers.all.token, pdfDoc.versionId);
    const response = await get(ticket.downloadUrl);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['content-disposition']).toContain('Boom manual.pdf');
    for (const page of await pagesOf(response.bytes)) expect(squeeze(page)).toContain(squeeze(readers.all.loginId));
  });

  it('is offered for download under a .pdf name when uploaded as manual.exe, never under the name it claimed', async () => {
    const misnamed = await createDocumentWithVersion(t.app, admin, filed, { file: await makePdf(1), fileName: 'manual.exe' });
    expect(misnamed.version.fileName).toBe('manual.pdf');
    const offered = async () => {
      const ticket = await ticketFor(readers.all.token, misnamed.versionId);
      const response = await get(ticket.downloadUrl);
      expect(response.status).toBe(200);
      expect(response.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      return { address: ticket.downloadUrl, disposition: String(response.headers['content-disposition']) };
    };
    const download = await offered();
    expect(download.disposition).toBe('attachment; filename="manual.pdf"; filename*=UTF-8\'\'manual.pdf');
    expect(download.address).not.toContain('.exe');
    // A file stored before names took the extension of what the file is may still be called manual.exe.
    await t.database.pool.query("UPDATE stored_files SET original_name = 'manual.exe' WHERE id = (SELECT file_id FROM document_versions WHERE id = $1)", [misnamed.versionId]);
    expect((await offered()).disposition).toBe('attachment; filename="manual.pdf"; filename*=UTF-8\'\'manual.pdf');
  });

  it('is the original, byte for byte, for the library manager', async () => {
    const ticket = await ticketFor(docmanager, pdfDoc.versionId);
    const response = await get(ticket.fileUrl);
    expect(response.status).toBe(200);
    expect(sha256(response.bytes)).toBe(sha256(pdfDoc.file));
    expect(Number(response.headers['content-length'])).toBe(pdfDoc.file.length);
  });

  it('answers byte ranges: a range, a suffix, and 416 past the end', async () => {
    const ticket = await ticketFor(docmanager, pdfDoc.versionId);
    const size = pdfDoc.file.length;
    const first = await get(ticket.fileUrl, { range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.bytes).toHaveLength(100);
    expect(first.bytes.equals(pdfDoc.file.subarray(0, 100))).toBe(true);
    expect(first.headers['accept-ranges']).toBe('bytes');

    const suffix = await get(ticket.fileUrl, { range: 'bytes=-50' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(suffix.bytes.equals(pdfDoc.file.subarray(size - 50))).toBe(true);

    const open = await get(ticket.fileUrl, { range: `bytes=${size - 10}-` });
    expect(open.status).toBe(206);
    expect(open.bytes.equals(pdfDoc.file.subarray(size - 10))).toBe(true);

    const past = await get(ticket.fileUrl, { range: `bytes=${size}-${size + 100}` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers byte ranges of the reader’s watermarked copy against its own size', async () => {
    const ticket = await ticketFor(readers.all.token, pdfDoc.versionId);
    const whole = await get(ticket.fileUrl);
    const size = whole.bytes.length;
    const part = await get(ticket.fileUrl, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.bytes.equals(whole.bytes.subarray(0, 100))).toBe(true);
  });

  it('is the original file followed by an update: its ranges, across where the parts meet, are the whole copy\'s', async () => {
    const ticket = await ticketFor(readers.all.token, pdfDoc.versionId);
    const whole = (await get(ticket.fileUrl)).bytes;
    expect(whole.subarray(0, pdfDoc.file.length).equals(pdfDoc.file)).toBe(true);
    expect(await qpdfCheck(whole)).toMatchObject({ status: 0 });
    const size = whole.length;
    const seam = pdfDoc.file.length;
    for (const [start, end] of [[seam - 10, seam + 10], [seam - 1, size - 1], [0, size - 1], [size - 300, size - 200]] as const) {
      const part = await get(ticket.fileUrl, { range: `bytes=${start}-${end}` });
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(part.bytes.equals(whole.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
  });

  it('records one view for an opening, one download for a download, and nothing for range requests', async () => {
    const reader = await newReader(true);
    const ticket = await ticketFor(reader.token, pdfDoc.versionId);
    expect(await accessEvents(reader.id)).toEqual([]);

    expect((await get(ticket.fileUrl)).status).toBe(200);
    expect((await accessEvents(reader.id)).map((e) => e.action)).toEqual(['DOCUMENT_VIEW']);

    expect((await get(ticket.fileUrl, { range: 'bytes=0-99' })).status).toBe(206);
    expect((await get(ticket.fileUrl, { range: 'bytes=100-199' })).status).toBe(206);
    expect((await get(ticket.fileUrl, { range: 'bytes=-10' })).status).toBe(206);
    expect((await accessEvents(reader.id)).map((e) => e.action)).toEqual(['DOCUMENT_VIEW']);

    expect((await get(ticket.downloadUrl)).status).toBe(200);
    const events = await accessEvents(reader.id);
    expect(events.map((e) => e.action)).toEqual(['DOCUMENT_VIEW', 'DOCUMENT_DOWNLOAD']);
    expect(events[0]!.details).toMatchObject({ documentId: pdfDoc.documentId, versionId: pdfDoc.versionId });
  });

  it('is not served through a web-help address, nor web help through a PDF address', async () => {
    const pdfTicket = await ticketFor(readers.all.token, pdfDoc.versionId);
    expect((await helpFile(pdfTicket.ticket, 'index.html')).status).toBe(404);
    const helpTicket = await ticketFor(readers.all.token, helpDoc.versionId);
    expect((await content(helpTicket.ticket, 'help')).status).toBe(404);
  });
});

// ── Web help ──────────────────────────────────────────────────────────────────────────────────────

describe('web help', () => {
  let ticket: ContentTicket;
  let base = '';
  beforeAll(async () => {
    ticket = await ticketFor(readers.all.token, helpDoc.versionId);
    base = ticket.webhelpUrl!.replace(/index\.html$/, '');
  });

  it('serves the entry page in a sandbox that does not share the portal’s origin', async () => {
    const response = await get(ticket.webhelpUrl!);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('Help home');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)\s*sandbox\b/);
    expect(csp).not.toContain('allow-same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the bundle’s other files by their relative paths', async () => {
    const topic = await get(`${base}topics/a.html`);
    expect(topic.status).toBe(200);
    expect(topic.text).toContain('Alpha');
    const css = await get(`${base}style.css`);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect((await get(`${base}missing.html`)).status).toBe(404);
  });

  it('serves a topic page with the words a search found marked and the viewer’s find script, and other files as they are', async () => {
    const topic = await get(`${base}topics/a.html?hl=alpha`);
    expect(topic.status).toBe(200);
    expect(topic.text).toContain('<mark data-gsis-hit>Alpha</mark>');
    expect(topic.text).toContain("gsis: 'found'");
    expect((await get(`${base}topics/a.html`)).text).toMatch(/^<title>Topic A<\/title><p>Alpha<\/p><script>\(function/);
    expect((await get(`${base}style.css`)).text).toBe('p { color: red }');
  });

  it('never serves a file outside the bundle, however the path is spelled', async () => {
    const blob = sha256(pdfDoc.file);
    for (const rest of [
      '../../etc/passwd', '../../../../../../etc/passwd', '%2e%2e/%2e%2e/etc/passwd', '%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..%2f..%2f..%2f..%2f..%2fetc%2fpasswd', '%252e%252e/%252e%252e/etc/passwd', '....//....//etc/passwd', '/etc/passwd', '%2fetc%2fpasswd',
      `%2e%2e/%2e%2e/blobs/${blob.slice(0, 2)}/${blob}`, `../../blobs/${blob.slice(0, 2)}/${blob}`,
    ]) {
      const response = await get(`${base}${rest}`);
      expect([403, 404], rest).toContain(response.status);
      expect(response.text, rest).not.toMatch(/root:.*:0:0:/);
      expect(response.text, rest).not.toContain('%PDF-');
    }
  });

  it('records a WEBHELP_VIEW event for a page, none for its style sheet', async () => {
    const reader = await newReader(true);
    const own = await ticketFor(reader.token, helpDoc.versionId);
    expect((await get(own.webhelpUrl!)).status).toBe(200);
    expect((await get(own.webhelpUrl!.replace(/index\.html$/, 'style.css'))).status).toBe(200);
    const events = await accessEvents(reader.id);
    expect(events.map((e) => e.action)).toEqual(['WEBHELP_VIEW']);
    expect(events[0]!.details).toMatchObject({ documentId: helpDoc.documentId, versionId: helpDoc.versionId, topic: 'index.html' });
  });

  it('gives the table of contents to a reader with authority only', async () => {
    const toc = await as(readers.all.token).send(API.documents.webHelpToc, { versionId: helpDoc.versionId });
    expect(toc.status).toBe(200);
    expect(toc.body.entry).toBe('index.html');
    expect(toc.body.topics).toEqual([{ path: 'index.html', title: 'Help home' }, { path: 'topics/a.html', title: 'Topic A' }]);
    const refused = await as(readers.none.token).refusal(API.documents.webHelpToc, { versionId: helpDoc.versionId });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('WRONG_ACCESS');
  });
});

// ── Watermark settings ────────────────────────────────────────────────────────────────────────────

describe('watermark settings', () => {
  let user = '';
  beforeAll(async () => {
    user = (await newReader(true)).token;
  });

  it('are read and saved by the administrator, and refused to a USER with 403 and to nobody with 401', async () => {
    const current = await as(admin).send(API.documents.watermark);
    expect(current.status).toBe(200);
    expect(current.body).toEqual(DEFAULT_WATERMARK);

    const byUser = await as(user).refusal(API.documents.watermark);
    expect(byUser.status).toBe(403);
    expect(byUser.body.code).toBe('WRONG_ACCESS');
    const saveByUser = await as(user).refusal(API.documents.saveWatermark, { template: '{id}', fontSize: 20, opacity: 0.3, angle: 10 });
    expect(saveByUser.status).toBe(403);
    expect(saveByUser.body.code).toBe('WRONG_ACCESS');
    expect((await as(null).send(API.documents.watermark)).status).toBe(401);
    expect((await as(null).send(API.documents.saveWatermark, { template: '{id}', fontSize: 20, opacity: 0.3, angle: 10 })).status).toBe(401);
  });

  it('refuse values out of range with 400', async () => {
    const good = { template: 'Copy of {id}', fontSize: 24, opacity: 0.3, angle: 30 };
    for (const bad of [
      { fontSize: 5 }, { fontSize: 97 }, { fontSize: 20.5 },
      { opacity: 0.04 }, { opacity: 1.01 },
      { angle: -91 }, { angle: 91 },
      { template: '' }, { template: '   ' }, { template: 'x'.repeat(201) },
    ]) {
      const reply = await as(admin).refusal(API.documents.saveWatermark, { ...good, ...bad });
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.body.code, JSON.stringify(bad)).toBe('INPUT_VALUE_ERROR');
    }
    const missing = await as(admin).refusal(API.documents.saveWatermark, unchecked({}));
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('REQUIRED_VALUES_MISSING');
    // Nothing changed.
    const current = await as(admin).call(API.documents.watermark);
    expect(current).toEqual(DEFAULT_WATERMARK);
  });

  it('accept the limits, and a new template shows on what readers get next', async () => {
    for (const edge of [
      { template: 'x', fontSize: 6, opacity: 0.05, angle: -90 },
      { template: 'y'.repeat(200), fontSize: 96, opacity: 1, angle: 90 },
    ]) {
      const reply = await as(admin).send(API.documents.saveWatermark, edge);
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body).toEqual(edge);
    }
    const settings = { template: 'Confidential copy for {id}', fontSize: 20, opacity: 0.5, angle: 0 };
    const saved = await as(docmanager).send(API.documents.saveWatermark, settings);
    expect(saved.status).toBe(200);
    expect(await as(docmanager).call(API.documents.watermark)).toEqual(settings);

    const ticket = await ticketFor(readers.all.token, pdfDoc.versionId);
    const response = await get(ticket.fileUrl);
    const pages = await pdfPages(response.bytes);
    expect(pages).toHaveLength(3);
    for (const page of pages) expect(page).toContain(`Confidential copy for ${readers.all.loginId}`);

    await as(admin).send(API.documents.saveWatermark, DEFAULT_WATERMARK);
  });
});

// ── Last: moves the clock ─────────────────────────────────────────────────────────────────────────

describe('an expired ticket', () => {
  it('is refused with 403', async () => {
    const ticket = await ticketFor(readers.all.token, pdfDoc.versionId);
    expect((await get(ticket.fileUrl, { range: 'bytes=0-0' })).status).toBe(206);
    t.clock.advance(Date.parse(ticket.expiresAt) - Date.now() + 1000);
    const response = await get(ticket.fileUrl);
    expect(response.status).toBe(403);
    expect(response.error.code).toBe('WRONG_ACCESS');
  });
});

// Last in this file: it moves the app's clock by hours.
describe('a ticket is as good as the session it was issued to', () => {
  const read = (url: string) => get(url, { range: 'bytes=0-99' });

  it('keeps the session alive while the reader reads', async () => {
    const reader = await newReader(true);
    const ticket = await ticketFor(reader.token, pdfDoc.versionId);
    for (let step = 0; step < 2; step++) {
      t.clock.advance(100 * 60_000); // under the 120 idle minutes since the last read
      expect((await read(ticket.fileUrl)).status).toBe(206);
    }
    const check = await as(reader.token).send(API.login.check);
    expect(check.status).toBe(200);
  });

  it('stops once the session has been idle longer than SESSION_IDLE_MINUTES, and ends the session', async () => {
    const reader = await newReader(true);
    const ticket = await ticketFor(reader.token, pdfDoc.versionId);
    expect((await read(ticket.fileUrl)).status).toBe(206);
    t.clock.advance(121 * 60_000);
    const response = await read(ticket.fileUrl);
    expect(response.status).toBe(403);
    expect(response.error.code).toBe('WRONG_ACCESS');
    const check = await as(reader.token).send(API.login.check);
    expect(check.status).toBe(401);
  });
});
