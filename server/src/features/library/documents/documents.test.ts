// Managing documents and versions through the API: every validation rule and message, uploads judged by
// their content (and refused without leaving anything behind), and the background text extraction.
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { API, pathOf, type DocumentDetail, type DocumentListQuery, type EndpointDefinition, type VersionSave } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, bearer, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { createUser, uniqueId } from '../../../../test/factories.ts';
import {
  createDocument, createDocumentWithVersion, loadCatalogue, makePdf, makeZip, setAllowAll, uploadFile, waitForIndexing, type LibraryCatalogue,
} from '../../../../test/library-factories.ts';
import { bookmarkFolders, bookmarks } from '../../../schema.ts';
import { rawZip, type RawZipEntry } from '../../../platform/files/zip-fixtures.test-helper.ts';

let t: TestContext;
/** The data directory sits alone in a folder of its own, so a file written outside it would show. */
let outer: string;
let cat: LibraryCatalogue;
const tokens = { admin: '', user: '' };

beforeAll(async () => {
  outer = await mkdtemp(path.join(os.tmpdir(), 'gsis-doc-outer-'));
  const dataDir = path.join(outer, 'data');
  await mkdir(dataDir);
  t = await startTestApp({ GSIS_DATA_DIR: dataDir });
  tokens.admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  const user = await createUser(t.database.db);
  tokens.user = await login(t.app, user.loginId, user.password);
  cat = await loadCatalogue(t.app, tokens.admin);
});
afterAll(async () => {
  await t?.close();
  await rm(outer, { recursive: true, force: true });
});

const as = (token: string | null) => apiOf(t.app).as(token);
const admin = () => as(tokens.admin);
const id = (map: Map<string, number>, code: string): number => {
  const found = map.get(code);
  if (found === undefined) throw new Error(`no ${code} in the demo catalogue`);
  return found;
};
const manual = () => ({ documentTypeId: id(cat.documentTypes, 'SERVICE_MANUAL'), productId: id(cat.products, 'CEX_MEDIUM') });

async function newVersion(documentId: number, values: Partial<VersionSave> = {}): Promise<number> {
  return (await admin().call(API.documents.saveVersion, { documentId, versionLabel: uniqueId('v'), publishType: 'PDF', language: 'en', ...values })).id;
}

const detail = (documentId: number) => admin().call(API.documents.detail, { id: documentId });

/** Every file below a folder, as relative paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => !e.isDirectory()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

// ── Who may call ──────────────────────────────────────────────────────────────────────────────────

const MGMT_CALLS: { endpoint: EndpointDefinition; input?: unknown; file?: Buffer }[] = [
  { endpoint: API.documents.managedList, input: {} },
  { endpoint: API.documents.detail, input: { id: 1 } },
  { endpoint: API.documents.save, input: { title: 'x', documentTypeId: 1, productId: 1 } },
  { endpoint: API.documents.remove, input: { id: 1 } },
  { endpoint: API.documents.saveVersion, input: { documentId: 1, versionLabel: 'v', publishType: 'PDF', language: 'en' } },
  { endpoint: API.documents.removeVersion, input: { id: 1 } },
  { endpoint: API.documents.upload, input: { versionId: 1, fileName: 'a.pdf' }, file: Buffer.from('%PDF-1.7\n') },
  { endpoint: API.documents.watermark },
  { endpoint: API.documents.saveWatermark, input: { template: '{id}', fontSize: 20, opacity: 0.2, angle: 30 } },
];

const call = (c: (typeof MGMT_CALLS)[number], token: string | null) => as(token).refusal(c.endpoint, c.input, { file: c.file });

describe('who may manage documents', () => {
  it('refuses anonymous callers with 401 LOGIN_REQUIRED on every management route', async () => {
    for (const c of MGMT_CALLS) {
      const reply = await call(c, null);
      expect(reply.status, c.endpoint.path).toBe(401);
      expect(reply.body.code, c.endpoint.path).toBe('LOGIN_REQUIRED');
    }
  });

  it('refuses an ordinary USER with 403 WRONG_ACCESS on every management route', async () => {
    for (const c of MGMT_CALLS) {
      const reply = await call(c, tokens.user);
      expect(reply.status, c.endpoint.path).toBe(403);
      expect(reply.body.code, c.endpoint.path).toBe('WRONG_ACCESS');
    }
  });

  it('lets the document manager in', async () => {
    const docmanager = await login(t.app, 'docmanager@gsis.local', DEMO_PASSWORD);
    expect((await as(docmanager).send(API.documents.managedList, {})).status).toBe(200);
    const { id: documentId } = await createDocument(t.app, docmanager, manual());
    expect((await as(docmanager).send(API.documents.detail, { id: documentId })).status).toBe(200);
  });
});

// ── Documents ─────────────────────────────────────────────────────────────────────────────────────

describe('saving a document', () => {
  it('refuses a body without the required values with 400 REQUIRED_VALUES_MISSING, naming each field', async () => {
    const reply = await admin().refusal(API.documents.save, unchecked({}));
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('REQUIRED_VALUES_MISSING');
    expect(reply.body.message).toBe('Please make sure all values are entered');
    expect(reply.body.details!.fields!.map((f) => f.path).sort()).toEqual(['body.documentTypeId', 'body.productId', 'body.title']);

    const partial = await admin().refusal(API.documents.save, unchecked({ title: uniqueId('Doc') }));
    expect(partial.status).toBe(400);
    expect(partial.body.code).toBe('REQUIRED_VALUES_MISSING');
  });

  it('refuses a blank title and values of the wrong kind with 400 INPUT_VALUE_ERROR', async () => {
    for (const body of [
      { ...manual(), title: '   ' },
      { ...manual(), title: 'x'.repeat(201) },
      { ...manual(), title: uniqueId('Doc'), documentTypeId: 'one' },
      { ...manual(), title: uniqueId('Doc'), useYn: 'maybe' },
      { ...manual(), title: uniqueId('Doc'), models: [{ modelId: cat.models.get('DX220LC')!.id, serialFrom: 20, serialTo: 10 }] },
    ]) {
      const reply = await admin().refusal(API.documents.save, unchecked(body));
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code, JSON.stringify(body)).toBe('INPUT_VALUE_ERROR');
      expect(reply.body.message).toBe('Input value error');
    }
  });

  it('creates a document with its applicability and shows it in the detail', async () => {
    const model = cat.models.get('DX220LC')!;
    const body = {
      ...manual(), title: uniqueId('Applicable'), description: 'Described',
      models: [{ modelId: model.id, serialFrom: 10001, serialTo: 12000 }],
      exhaustCertificationIds: [id(cat.certifications, 'EU_STAGE_V')], regionIds: [id(cat.regions, 'EUROPE')],
    };
    const { id: documentId } = await createDocument(t.app, tokens.admin, body);
    const found = await detail(documentId);
    expect(found).toMatchObject({
      id: documentId, title: body.title, useYn: 'Y', exhaustCertificationIds: body.exhaustCertificationIds, regionIds: body.regionIds, versions: [],
    });
    expect(found.models).toEqual([{ modelId: model.id, code: 'DX220LC', serialFrom: 10001, serialTo: 12000 }]);

    // Saving again replaces the sets whole.
    const saved = await admin().send(API.documents.save, { ...body, id: documentId, models: [], exhaustCertificationIds: [], regionIds: [id(cat.regions, 'KOREA')] });
    expect(saved.status).toBe(200);
    expect(await detail(documentId)).toMatchObject({ models: [], exhaustCertificationIds: [], regionIds: [id(cat.regions, 'KOREA')] });
  });

  it('refuses a duplicate title, whatever its case, with 409 DUPLICATE_DOCUMENT_TITLE', async () => {
    const title = uniqueId('Hydraulic System');
    await createDocument(t.app, tokens.admin, { ...manual(), title });
    for (const again of [title, title.toUpperCase(), title.toLowerCase()]) {
      const reply = await admin().refusal(API.documents.save, { ...manual(), title: again });
      expect(reply.status, again).toBe(409);
      expect(reply.body.code).toBe('DUPLICATE_DOCUMENT_TITLE');
      expect(reply.body.message).toBe('Duplicate document title');
    }
    // Renaming another document to it is refused the same way; keeping one's own title is fine.
    const other = await createDocument(t.app, tokens.admin, manual());
    const renamed = await admin().refusal(API.documents.save, { ...manual(), id: other.id, title: title.toUpperCase() });
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('DUPLICATE_DOCUMENT_TITLE');
    expect((await admin().send(API.documents.save, { ...manual(), id: other.id, title: other.title })).status).toBe(200);
  });

  it('refuses the same exhaust certification, model or region twice with 409 ALREADY_EXISTS', async () => {
    const cert = id(cat.certifications, 'TIER3');
    const model = cat.models.get('DX140LCR')!.id;
    const region = id(cat.regions, 'EUROPE');
    for (const extra of [
      { exhaustCertificationIds: [cert, cert] },
      { models: [{ modelId: model }, { modelId: model, serialFrom: 1 }] },
      { regionIds: [region, region] },
    ]) {
      const reply = await admin().refusal(API.documents.save, { ...manual(), title: uniqueId('Repeats'), ...extra });
      expect(reply.status, JSON.stringify(extra)).toBe(409);
      expect(reply.body.code).toBe('ALREADY_EXISTS');
      expect(reply.body.message).toBe('Already exist');
    }
  });

  it('refuses ids that name nothing with 400 INPUT_VALUE_ERROR', async () => {
    for (const extra of [
      { documentTypeId: 999_999 },
      { productId: 999_999 },
      { models: [{ modelId: 999_999 }] },
      { exhaustCertificationIds: [999_999] },
      { regionIds: [999_999] },
    ]) {
      const reply = await admin().refusal(API.documents.save, { ...manual(), title: uniqueId('Unknown'), ...extra });
      expect(reply.status, JSON.stringify(extra)).toBe(400);
      expect(reply.body.code).toBe('INPUT_VALUE_ERROR');
    }
  });

  it('answers 404 for saving or reading a document that does not exist', async () => {
    expect((await admin().send(API.documents.save, { ...manual(), id: 999_999, title: uniqueId('Ghost') })).status).toBe(404);
    expect((await admin().send(API.documents.detail, { id: 999_999 })).status).toBe(404);
    expect((await admin().send(API.documents.remove, { id: 999_999 })).status).toBe(404);
  });
});

describe('a document\'s product number and equipment code', () => {
  const codes = (d: { productNumber: string | null; equipmentCode: string | null }) => ({ productNumber: d.productNumber, equipmentCode: d.equipmentCode });

  it('keeps them as typed, trimmed, a run of spaces as one; an empty, null or missing one clears it', async () => {
    const body = { ...manual(), title: uniqueId('Coded'), productNumber: '  K-1053  421 ', equipmentCode: 'cx225.lca/2' };
    const { id: documentId } = await createDocument(t.app, tokens.admin, body);
    expect(codes(await detail(documentId))).toEqual({ productNumber: 'K-1053 421', equipmentCode: 'cx225.lca/2' });

    await admin().call(API.documents.save, { ...body, id: documentId, productNumber: '   ', equipmentCode: 'CX225-LCA' });
    expect(codes(await detail(documentId))).toEqual({ productNumber: null, equipmentCode: 'CX225-LCA' });
    await admin().call(API.documents.save, { ...body, id: documentId, productNumber: 'K1053421', equipmentCode: null });
    expect(codes(await detail(documentId))).toEqual({ productNumber: 'K1053421', equipmentCode: null });
    // A save replaces the document whole: a code it leaves out is no longer there.
    const { productNumber: _p, equipmentCode: _e, ...without } = body;
    await admin().call(API.documents.save, { ...without, id: documentId });
    expect(codes(await detail(documentId))).toEqual({ productNumber: null, equipmentCode: null });
  });

  it('refuses anything but Latin letters, digits, spaces and - . / (at least one letter or digit, at most 40) with 400 INPUT_VALUE_ERROR naming the field', async () => {
    for (const field of ['productNumber', 'equipmentCode'] as const) {
      for (const value of ['K1053421é', 'K#1053', 'K_1053', 'К1053' /* Cyrillic К */, 'K1053\n421', '-./', 'x'.repeat(41), 1053421]) {
        const reply = await admin().refusal(API.documents.save, unchecked({ ...manual(), title: uniqueId('Bad code'), [field]: value }));
        expect(reply.status, `${field} ${JSON.stringify(value)}`).toBe(400);
        expect(reply.body.code, `${field} ${JSON.stringify(value)}`).toBe('INPUT_VALUE_ERROR');
        expect(reply.body.details!.fields!.map((f) => f.path), `${field} ${JSON.stringify(value)}`).toEqual([`body.${field}`]);
      }
    }
    // Forty characters is the limit, not past it.
    const longest = { ...manual(), title: uniqueId('Longest code'), productNumber: 'K'.repeat(40), equipmentCode: 'a-b.c/d e' };
    expect((await admin().send(API.documents.save, longest)).status).toBe(200);
  });

  it('the managers\' list finds part of either, case and separators aside, by its filter and by the keyword', async () => {
    const mark = uniqueId('PN').slice(3).toUpperCase();
    const pump = await createDocument(t.app, tokens.admin, { ...manual(), title: uniqueId('Pump manual'), productNumber: `K-${mark}-01`, equipmentCode: 'HP 140.2' });
    const motor = await createDocument(t.app, tokens.admin, { ...manual(), title: uniqueId('Motor manual'), productNumber: `K-${mark}-02`, equipmentCode: `SWM/${mark}` });
    const titled = await createDocument(t.app, tokens.admin, { ...manual(), title: uniqueId(`Bulletin ${mark}`) });
    const listed = async (query: Omit<DocumentListQuery, 'version'>) =>
      (await admin().call(API.documents.managedList, { version: 'ALL', pageSize: 100, ...query })).items.map((i) => i.id).sort((a, b) => a - b);
    const sorted = (...docs: { id: number }[]) => docs.map((d) => d.id).sort((a, b) => a - b);

    expect(await listed({ productNumber: `k${mark.toLowerCase()}` })).toEqual(sorted(pump, motor));
    expect(await listed({ productNumber: `${mark} 01` })).toEqual(sorted(pump));
    expect(await listed({ equipmentCode: `swm ${mark}` })).toEqual(sorted(motor));
    expect(await listed({ equipmentCode: mark, productNumber: `${mark}01` })).toEqual([]);
    // A filter with no letter or digit in it can hold no code.
    expect(await listed({ productNumber: `${mark} ---` })).toEqual(sorted(pump, motor));
    expect(await listed({ productNumber: '#' })).toEqual([]);
    // The keyword: titles and both codes.
    expect(await listed({ keyword: mark })).toEqual(sorted(pump, motor, titled));
    expect(await listed({ keyword: `swm-${mark}` })).toEqual(sorted(motor));

    const item = (await admin().call(API.documents.managedList, { version: 'ALL', productNumber: `${mark}01` })).items[0]!;
    expect(codes(item)).toEqual({ productNumber: `K-${mark}-01`, equipmentCode: 'HP 140.2' });
  });

  it('a reader sees them on the document and in the list', async () => {
    const reader = await createUser(t.database.db);
    await setAllowAll(t.database.db, reader.id);
    const token = await login(t.app, reader.loginId, reader.password);
    const { documentId } = await createDocumentWithVersion(t.app, tokens.admin, { ...manual(), title: uniqueId('Read codes'), productNumber: 'K1062210', equipmentCode: 'WX140-5' });
    expect(codes(await as(token).call(API.documents.readerDetail, { id: documentId }))).toEqual({ productNumber: 'K1062210', equipmentCode: 'WX140-5' });
    const { items } = await as(token).call(API.documents.list, { keyword: 'wx1405', pageSize: 100 });
    expect(items.filter((i) => i.id === documentId).map(codes)).toEqual([{ productNumber: 'K1062210', equipmentCode: 'WX140-5' }]);
  });
});

describe('deleting a document', () => {
  it('deletes a document that has neither versions nor bookmarks', async () => {
    const { id: documentId } = await createDocument(t.app, tokens.admin, { ...manual(), models: [{ modelId: cat.models.get('DX160LC')!.id }] });
    const reply = await admin().call(API.documents.remove, { id: documentId });
    expect(reply).toEqual({ deleted: true });
    expect((await admin().send(API.documents.detail, { id: documentId })).status).toBe(404);
  });

  it('refuses a document with a version with 409 RELATED_DATA_EXISTS', async () => {
    const { id: documentId } = await createDocument(t.app, tokens.admin, manual());
    const versionId = await newVersion(documentId);
    const reply = await admin().refusal(API.documents.remove, { id: documentId });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    expect(reply.body.message).toBe('Cannot be deleted because related data exist');
    // Without the version it goes.
    expect(await admin().call(API.documents.removeVersion, { id: versionId })).toEqual({ deleted: true });
    expect((await admin().send(API.documents.remove, { id: documentId })).status).toBe(200);
  });

  it('refuses a document someone bookmarked with 409 RELATED_DATA_EXISTS', async () => {
    const { id: documentId } = await createDocument(t.app, tokens.admin, manual());
    const reader = await createUser(t.database.db);
    const [folder] = await t.database.db.insert(bookmarkFolders).values({ userId: reader.id, name: 'Mine' }).returning({ id: bookmarkFolders.id });
    await t.database.db.insert(bookmarks).values({ folderId: folder!.id, userId: reader.id, documentId });
    const reply = await admin().refusal(API.documents.remove, { id: documentId });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    expect(reply.body.message).toBe('Cannot be deleted because related data exist');
    expect((await admin().send(API.documents.detail, { id: documentId })).status).toBe(200);
  });
});

// ── Versions ──────────────────────────────────────────────────────────────────────────────────────

describe('saving a version', () => {
  it('refuses an empty body with 400 REQUIRED_VALUES_MISSING (a missing choice, publishType or language, is missing too)', async () => {
    const reply = await admin().refusal(API.documents.saveVersion, unchecked({}));
    expect(reply.status).toBe(400);
    expect(reply.body.details!.fields!.map((f) => f.path).sort()).toEqual(['body.documentId', 'body.language', 'body.publishType', 'body.versionLabel']);
    expect(reply.body.code).toBe('REQUIRED_VALUES_MISSING');
    expect(reply.body.message).toBe('Please make sure all values are entered');
  });

  it('refuses a body missing only its label with 400 REQUIRED_VALUES_MISSING, and a wrong choice with INPUT_VALUE_ERROR', async () => {
    const missing = await admin().refusal(API.documents.saveVersion, unchecked({ documentId: 1, publishType: 'PDF', language: 'en' }));
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('REQUIRED_VALUES_MISSING');
    for (const body of [
      { documentId: 1, versionLabel: 'v1', publishType: 'DOCX', language: 'en' },
      { documentId: 1, versionLabel: 'v1', publishType: 'PDF', language: 'xx' },
      { documentId: 1, versionLabel: 'v1', publishType: 'PDF', language: 'en', distributedOn: '2025-13-45' },
    ]) {
      const bad = await admin().refusal(API.documents.saveVersion, unchecked(body));
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.code, JSON.stringify(body)).toBe('INPUT_VALUE_ERROR');
    }
  });

  it('refuses a version of a document that does not exist with 400 INPUT_VALUE_ERROR', async () => {
    const reply = await admin().refusal(API.documents.saveVersion, { documentId: 999_999, versionLabel: 'v1', publishType: 'PDF', language: 'en' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('INPUT_VALUE_ERROR');
  });

  it('refuses a duplicate version label in the same language with 409 ALREADY_EXISTS, and allows it in another', async () => {
    const { id: documentId } = await createDocument(t.app, tokens.admin, manual());
    await newVersion(documentId, { versionLabel: 'Rev-A', language: 'en' });
    for (const label of ['Rev-A', 'rev-a']) {
      const reply = await admin().refusal(API.documents.saveVersion, { documentId, versionLabel: label, publishType: 'PDF', language: 'en' });
      expect(reply.status, label).toBe(409);
      expect(reply.body.code).toBe('ALREADY_EXISTS');
    }
    await newVersion(documentId, { versionLabel: 'Rev-A', language: 'ko' });
    // Renaming another version onto the label is refused too.
    const other = await newVersion(documentId, { versionLabel: 'Rev-B', language: 'en' });
    const renamed = await admin().refusal(API.documents.saveVersion, { id: other, documentId, versionLabel: 'REV-A', publishType: 'PDF', language: 'en' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('ALREADY_EXISTS');
  });

  it('keeps one final version per document and language: marking a second final unmarks the first', async () => {
    const { id: documentId } = await createDocument(t.app, tokens.admin, manual());
    const first = await newVersion(documentId, { isFinal: true, language: 'en' });
    const korean = await newVersion(documentId, { isFinal: true, language: 'ko' });
    const second = await newVersion(documentId, { isFinal: true, language: 'en' });
    const finals = (d: DocumentDetail) => Object.fromEntries(d.versions.map((v) => [v.id, v.isFinal]));
    expect(finals(await detail(documentId))).toEqual({ [first]: false, [second]: true, [korean]: true });

    // Marking the first final again by an update unmarks the second.
    const label = (await detail(documentId)).versions.find((v) => v.id === first)!.versionLabel;
    const reply = await admin().send(API.documents.saveVersion, { id: first, documentId, versionLabel: label, publishType: 'PDF', language: 'en', isFinal: true });
    expect(reply.status).toBe(200);
    expect(finals(await detail(documentId))).toEqual({ [first]: true, [second]: false, [korean]: true });
  });

  it('refuses to distribute a version without a file with 400 INPUT_VALUE_ERROR', async () => {
    const { id: documentId } = await createDocument(t.app, tokens.admin, manual());
    const created = await admin().refusal(API.documents.saveVersion, {
      documentId, versionLabel: 'v1', publishType: 'PDF', language: 'en', distributionStatus: 'DISTRIBUTED', distributedOn: '2025-01-01',
    });
    expect(created.status).toBe(400);
    expect(created.body.code).toBe('INPUT_VALUE_ERROR');

    const versionId = await newVersion(documentId, { versionLabel: 'v2' });
    const updated = await admin().refusal(API.documents.saveVersion, {
      id: versionId, documentId, versionLabel: 'v2', publishType: 'PDF', language: 'en', distributionStatus: 'DISTRIBUTED', distributedOn: '2025-01-01',
    });
    expect(updated.status).toBe(400);
    expect(updated.body.code).toBe('INPUT_VALUE_ERROR');
    expect((await detail(documentId)).versions[0]).toMatchObject({ distributionStatus: 'NOT_DISTRIBUTED', indexStatus: 'NO_FILE' });
  });

  it('refuses to turn a version with a PDF into web help', async () => {
    const { documentId, versionId, version } = await createDocumentWithVersion(t.app, tokens.admin, manual(), { distribute: false });
    const reply = await admin().refusal(API.documents.saveVersion, { id: versionId, documentId, versionLabel: version.versionLabel, publishType: 'WEBHELP', language: 'en' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('INPUT_VALUE_ERROR');
  });
});

// ── Uploads ───────────────────────────────────────────────────────────────────────────────────────

describe('uploading a version file, judged by its content', () => {
  let documentId = 0;
  beforeAll(async () => {
    documentId = (await createDocument(t.app, tokens.admin, manual())).id;
  });

  it('accepts a PDF whatever its name says (manual.exe), and keeps it under the extension of what it is', async () => {
    const versionId = await newVersion(documentId);
    const pdf = await makePdf(1);
    const reply = await uploadFile(t.app, tokens.admin, versionId, pdf, 'manual.exe');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ id: versionId, fileName: 'manual.pdf', fileSize: pdf.length });
    await waitForIndexing(t.app, tokens.admin, documentId, versionId);
    for (const [sent, kept] of [['Manual.PDF', 'Manual.PDF'], ['service manual', 'service manual.pdf'], ['.exe', 'file.pdf']]) {
      const again = await uploadFile(t.app, tokens.admin, versionId, pdf, sent!);
      expect(again.body.fileName, sent).toBe(kept);
    }
  });

  it('refuses, with their reasons, a PDF cut short, one with a script, one that launches programs, and an HTML page posing as a PDF', async () => {
    const versionId = await newVersion(documentId);
    const whole = await makePdf(3);
    const scripted = await PDFDocument.load(whole);
    scripted.catalog.set(PDFName.of('OpenAction'), scripted.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
    const launching = await PDFDocument.load(whole);
    launching.catalog.set(PDFName.of('OpenAction'), launching.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }));
    const cases: [Uint8Array, string][] = [
      [whole.subarray(0, Math.floor(whole.length * 0.6)), 'PDF_DAMAGED'],
      [await scripted.save(), 'PDF_SCRIPT'],
      [await launching.save(), 'PDF_LAUNCH'],
      [Buffer.from('<html><!-- %PDF-1.4 --><script>alert(document.cookie)</script></html>'), 'FILE_TYPE'],
    ];
    for (const [file, reason] of cases) {
      const reply = await uploadFile(t.app, tokens.admin, versionId, Buffer.from(file), 'manual.pdf');
      expect(reply.status, reason).toBe(415);
      expect(reply.error).toMatchObject({ code: 'FILE_NOT_ALLOWED', message: 'Not an allowed file', details: { reason } });
    }
    expect((await detail(documentId)).versions.find((v) => v.id === versionId)).toMatchObject({ indexStatus: 'NO_FILE', fileName: null });
  });

  it('refuses a Windows program named manual.pdf with 415 FILE_NOT_ALLOWED', async () => {
    const versionId = await newVersion(documentId);
    // An MZ header, with a PDF signature further on: still a program.
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(56), Buffer.from('%PDF-1.7\n'), Buffer.alloc(200)]);
    const reply = await uploadFile(t.app, tokens.admin, versionId, exe, 'manual.pdf');
    expect(reply.status).toBe(415);
    expect(reply.error.code).toBe('FILE_NOT_ALLOWED');
    expect(reply.error.message).toBe('Not an allowed file');
    expect((await detail(documentId)).versions.find((v) => v.id === versionId)).toMatchObject({ indexStatus: 'NO_FILE', fileName: null });
  });

  it('refuses a zip sent to a PDF version, and a PDF sent to a web-help version, with 415', async () => {
    const pdfVersion = await newVersion(documentId);
    const zip = await makeZip([{ name: 'index.html', data: '<h1>x</h1>' }]);
    const toPdf = await uploadFile(t.app, tokens.admin, pdfVersion, zip, 'manual.pdf');
    expect(toPdf.status).toBe(415);
    expect(toPdf.error.code).toBe('FILE_NOT_ALLOWED');

    const helpVersion = await newVersion(documentId, { publishType: 'WEBHELP' });
    const toHelp = await uploadFile(t.app, tokens.admin, helpVersion, await makePdf(1), 'help.zip');
    expect(toHelp.status).toBe(415);
    expect(toHelp.error.code).toBe('FILE_NOT_ALLOWED');
  });

  it('refuses a file name with a folder in it with 415', async () => {
    const versionId = await newVersion(documentId);
    for (const name of ['docs/manual.pdf', 'docs\\manual.pdf', '../manual.pdf']) {
      const reply = await uploadFile(t.app, tokens.admin, versionId, await makePdf(1), name);
      expect(reply.status, name).toBe(415);
      expect(reply.error.code, name).toBe('FILE_NOT_ALLOWED');
    }
  });

  it('answers 404 for a version that does not exist', async () => {
    const reply = await uploadFile(t.app, tokens.admin, 999_999, await makePdf(1), 'manual.pdf');
    expect(reply.status).toBe(404);
  });
});

describe('refused web-help bundles leave nothing behind', () => {
  let documentId = 0;
  beforeAll(async () => {
    documentId = (await createDocument(t.app, tokens.admin, manual())).id;
  });

  const GiB = 1024 * 1024 * 1024;
  const INDEX: RawZipEntry = { name: 'index.html', data: Buffer.from('<h1>Help</h1>') };
  const bundles: [string, () => Promise<Buffer>, string][] = [
    ['a path out of the bundle (../x.html)', async () => rawZip([INDEX, { name: '../x.html', data: Buffer.from('<h1>out</h1>') }]), 'PATH_ESCAPE'],
    ['a symbolic link', () => makeZip([{ name: 'index.html', data: '<h1>Help</h1>' }, { name: 'passwd.html', data: '/etc/passwd', mode: 0o120777 }]), 'LINK'],
    ['a bundle declaring 10 GB', async () => rawZip([INDEX, ...Array.from({ length: 10 }, (_, i): RawZipEntry => ({ name: `big-${i}.html`, data: Buffer.from('x'), declaredSize: GiB }))]), 'TOO_LARGE'],
  ];

  it.each(bundles)('refuses %s with 415 FILE_NOT_ALLOWED and its reason', async (_label, make, reason) => {
    const dataDir = t.config.dataDir;
    const before = await filesUnder(outer);
    const versionId = await newVersion(documentId, { publishType: 'WEBHELP' });
    const reply = await uploadFile(t.app, tokens.admin, versionId, await make(), 'help.zip');
    expect(reply.status, reply.text).toBe(415);
    expect(reply.error.code).toBe('FILE_NOT_ALLOWED');
    expect(reply.error.details?.reason).toBe(reason);
    // Nothing new anywhere: not next to the data directory, not in storage, not in the scratch space.
    expect(await readdir(outer)).toEqual(['data']);
    expect(await filesUnder(outer)).toEqual(before);
    expect(await readdir(path.join(dataDir, 'files', 'webhelp'))).toEqual([]);
    expect(await readdir(path.join(dataDir, 'files', 'tmp'))).toEqual([]);
    expect((await detail(documentId)).versions.find((v) => v.id === versionId)).toMatchObject({ indexStatus: 'NO_FILE', fileName: null });
  });
});

describe('a good web-help bundle', () => {
  it('is unpacked and its topics indexed in the order the entry page links them', async () => {
    const zip = await makeZip([
      { name: 'index.html', data: '<html><head><title>Welcome</title></head><body><a href="topics/b.html">B</a> <a href="topics/a.html">A</a></body></html>' },
      { name: 'topics/a.html', data: '<title>Engine</title><p>Engine oil</p>' },
      { name: 'topics/b.html', data: '<title>Brakes</title><p>Brake fluid</p>' },
      { name: 'style.css', data: 'body { color: black }' },
    ]);
    const { documentId, versionId, version } = await createDocumentWithVersion(t.app, tokens.admin, manual(), { publishType: 'WEBHELP', file: zip, fileName: 'help.zip' });
    expect(version).toMatchObject({ indexStatus: 'INDEXED', pageCount: 3, fileName: 'help.zip', distributionStatus: 'DISTRIBUTED' });
    expect(documentId).toBeGreaterThan(0);
    const toc = await admin().send(API.documents.webHelpToc, { versionId });
    expect(toc.status, toc.text).toBe(200);
    expect(toc.body).toEqual({
      versionId, entry: 'index.html',
      topics: [{ path: 'index.html', title: 'Welcome' }, { path: 'topics/b.html', title: 'Brakes' }, { path: 'topics/a.html', title: 'Engine' }],
      preparing: false,
    });
    const { rows } = await t.database.pool.query<{ path: string; text: string }>('SELECT path, text FROM webhelp_topics WHERE version_id = $1 ORDER BY sort_order', [versionId]);
    expect(rows.find((r) => r.path === 'topics/a.html')!.text).toContain('Engine oil');
    expect(await readdir(path.join(t.config.dataDir, 'files', 'webhelp'))).toHaveLength(1);

    // Opened before the job has read the topics out of the bundle: the entry page, and word to ask again.
    await t.database.pool.query("DELETE FROM webhelp_topics WHERE version_id = $1", [versionId]);
    await t.database.pool.query("UPDATE document_versions SET index_status = 'WAITING' WHERE id = $1", [versionId]);
    const early = await admin().call(API.documents.webHelpToc, { versionId });
    expect(early).toEqual({ versionId, entry: 'index.html', topics: [], preparing: true });
    // A bundle the job could not read has nothing more coming.
    await t.database.pool.query("UPDATE document_versions SET index_status = 'FAILED' WHERE id = $1", [versionId]);
    expect(await admin().call(API.documents.webHelpToc, { versionId })).toMatchObject({ topics: [], preparing: false });
  });
});

// ── Indexing ──────────────────────────────────────────────────────────────────────────────────────

describe('text extraction after upload', () => {
  it('goes from WAITING to INDEXED with the page count and the text of every page', async () => {
    const { id: documentId } = await createDocument(t.app, tokens.admin, manual());
    const versionId = await newVersion(documentId);
    expect((await detail(documentId)).versions[0]).toMatchObject({ indexStatus: 'NO_FILE', pageCount: null });
    const texts = ['Alpha hydraulic pump', 'Bravo swing motor', 'Charlie travel gear'];
    const pdf = await makePdf(3, texts);
    const uploaded = await uploadFile(t.app, tokens.admin, versionId, pdf, 'three.pdf');
    expect(uploaded.status).toBe(200);
    // The job may already have claimed it by the time the answer is written, never finished it.
    expect(['WAITING', 'INDEXING']).toContain(uploaded.body.indexStatus);
    expect(uploaded.body.pageCount).toBeNull();

    const done = await waitForIndexing(t.app, tokens.admin, documentId, versionId);
    expect(done).toMatchObject({ indexStatus: 'INDEXED', indexError: null, pageCount: 3, fileName: 'three.pdf', fileSize: pdf.length });
    const { rows } = await t.database.pool.query<{ page_no: number; text: string }>('SELECT page_no, text FROM pdf_pages WHERE version_id = $1 ORDER BY page_no', [versionId]);
    expect(rows.map((r) => r.page_no)).toEqual([1, 2, 3]);
    rows.forEach((r, i) => expect(r.text).toContain(texts[i]));
    // The job is done and gone (the queue deletes it just after the handler's transaction has marked the version).
    await expect.poll(async () => (await t.database.pool.query('SELECT 1 FROM jobs WHERE job_key = $1', [`index-version:${versionId}`])).rowCount).toBe(0);
  });

  it('replaces the text when a new file is uploaded', async () => {
    const { documentId, versionId } = await createDocumentWithVersion(t.app, tokens.admin, manual(), { file: await makePdf(2, ['Old one', 'Old two']), distribute: false });
    expect((await uploadFile(t.app, tokens.admin, versionId, await makePdf(1, ['New only']), 'new.pdf')).status).toBe(200);
    expect(await waitForIndexing(t.app, tokens.admin, documentId, versionId)).toMatchObject({ indexStatus: 'INDEXED', pageCount: 1 });
    const { rows } = await t.database.pool.query<{ text: string }>('SELECT text FROM pdf_pages WHERE version_id = $1', [versionId]);
    expect(rows.map((r) => r.text)).toEqual(['New only']);
  });

  it('refuses a damaged PDF at upload with its reason, instead of leaving it to fail indexing', async () => {
    const { id: documentId } = await createDocument(t.app, tokens.admin, manual());
    const versionId = await newVersion(documentId);
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.from('this is not a PDF body at all \x00\x01\x02 '.repeat(50), 'latin1')]);
    const reply = await uploadFile(t.app, tokens.admin, versionId, damaged, 'damaged.pdf');
    expect(reply.status).toBe(415);
    expect(reply.error).toMatchObject({ code: 'FILE_NOT_ALLOWED', details: { reason: 'PDF_DAMAGED' } });
    const { rows } = await t.database.pool.query('SELECT 1 FROM pdf_pages WHERE version_id = $1', [versionId]);
    expect(rows).toHaveLength(0);
  });
});

// ── Size limit (an app of its own) ────────────────────────────────────────────────────────────────

describe('an upload over the size limit', () => {
  let small: TestContext;
  let token = '';
  beforeAll(async () => {
    small = await startTestApp({ MAX_PDF_MB: '1' });
    token = await login(small.app, ADMIN_ID, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await small?.close();
  });

  it('is refused with 413 and leaves no file in storage', async () => {
    const catalogue = await loadCatalogue(small.app, token);
    const { id: documentId } = await createDocument(small.app, token, { documentTypeId: id(catalogue.documentTypes, 'SERVICE_MANUAL'), productId: id(catalogue.products, 'WL') });
    const saved = await apiOf(small.app).as(token).call(API.documents.saveVersion, { documentId, versionLabel: 'v1', publishType: 'PDF', language: 'en' });
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    // Over real HTTP: the server answers before it has read the whole body, which inject() cannot model.
    // The client hangs up once it has the answer (the rest of the body is never read).
    const address = await small.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${address}${pathOf(API.documents.upload)}?versionId=${saved.id}&fileName=big.pdf`, {
        method: 'POST', agent: false, headers: { ...bearer(token), 'content-type': 'application/octet-stream', 'content-length': big.length },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          request.destroy();
        });
        res.on('error', reject);
      });
      request.on('error', () => undefined); // the socket may be cut while the body is still being written
      request.end(big);
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const files = path.join(small.config.dataDir, 'files');
    expect(await filesUnder(path.join(files, 'tmp'))).toEqual([]);
    expect(await filesUnder(path.join(files, 'blobs'))).toEqual([]);
    const found = await apiOf(small.app).as(token).call(API.documents.detail, { id: documentId });
    expect(found.versions[0]).toMatchObject({ indexStatus: 'NO_FILE', fileName: null });
    // A file under the limit still goes through.
    expect((await uploadFile(small.app, token, saved.id, await makePdf(1), 'small.pdf')).status).toBe(200);
  });
});
