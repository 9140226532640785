// Who may read a document (reader-access.ts), case by case with fresh readers, as the reader's list, the
// reader's detail and the content ticket all see it; and what readers see of the library at all.
import { sql } from 'drizzle-orm';
import { API, type DocumentListQuery } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionByTokenHash } from '../../../platform/auth/sessions.repo.ts';
import { hashToken } from '../../../platform/auth/tokens.ts';
import { createReaderAccess, readableBy } from './reader-access.ts';
import { apiOf } from '../../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { createUser, uniqueId } from '../../../../test/factories.ts';
import {
  addVersion, createDocument, createDocumentWithVersion, grantDocuments, loadCatalogue, makeZip, setAllowAll, setRegion,
  type GrantKind, type LibraryCatalogue,
} from '../../../../test/library-factories.ts';

let t: TestContext;
let admin = '';
let cat: LibraryCatalogue;
const as = (token: string) => apiOf(t.app).as(token);

interface Doc { documentId: number; title: string; versionId: number }
const docs = {} as Record<'plain' | 'certified' | 'regional', Doc>;
const ids = { product: 0, otherProduct: 0, type: 0, otherType: 0, cert: 0, otherCert: 0, model: 0, otherModel: 0, regionalModel: 0 };

const get = (map: Map<string, number>, code: string): number => {
  const found = map.get(code);
  if (found === undefined) throw new Error(`no ${code} in the demo catalogue`);
  return found;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  cat = await loadCatalogue(t.app, admin);
  Object.assign(ids, {
    product: get(cat.products, 'CEX_MEDIUM'), otherProduct: get(cat.products, 'WL'),
    type: get(cat.documentTypes, 'SERVICE_MANUAL'), otherType: get(cat.documentTypes, 'SERVICE_BULLETIN'),
    cert: get(cat.certifications, 'EU_STAGE_V'), otherCert: get(cat.certifications, 'TIER3'),
    model: cat.models.get('DX140LCR')!.id, otherModel: cat.models.get('DX220LC')!.id, regionalModel: cat.models.get('DX180LC')!.id,
  });
  const base = { documentTypeId: ids.type, productId: ids.product };
  docs.plain = await createDocumentWithVersion(t.app, admin, { ...base, models: [{ modelId: ids.model }, { modelId: cat.models.get('DX160LC')!.id }] });
  docs.certified = await createDocumentWithVersion(t.app, admin, { ...base, exhaustCertificationIds: [ids.cert] });
  docs.regional = await createDocumentWithVersion(t.app, admin, {
    ...base, models: [{ modelId: ids.regionalModel }], regionIds: [get(cat.regions, 'EUROPE'), get(cat.regions, 'NORTH_AMERICA')],
  });
});
afterAll(async () => {
  await t?.close();
});

/** A fresh reader with the given authority, signed in. */
async function reader(setup: { grants?: Partial<Record<GrantKind, number[]>>; allowAll?: boolean; region?: string | null } = {}) {
  const user = await createUser(t.database.db);
  for (const [kind, refIds] of Object.entries(setup.grants ?? {})) await grantDocuments(t.database.db, user.id, kind as GrantKind, refIds);
  if (setup.allowAll) await setAllowAll(t.database.db, user.id);
  if (setup.region !== undefined) await setRegion(t.database.db, user.id, setup.region);
  return { ...user, token: await login(t.app, user.loginId, user.password) };
}

/** How a reader sees a document: listed and labelled in the list, labelled in the detail, and the ticket's answer. */
async function seen(token: string, doc: Doc) {
  const list = await as(token).send(API.documents.list, { keyword: doc.title, version: 'ALL' });
  expect(list.status, list.text).toBe(200);
  const item = list.body.items.find((i) => i.id === doc.documentId);
  const detail = await as(token).send(API.documents.readerDetail, { id: doc.documentId });
  expect(detail.status, detail.text).toBe(200);
  const ticket = await as(token).send(API.documents.ticket, { versionId: doc.versionId });
  return {
    listed: item !== undefined, authorised: item?.authorised, detailAuthorised: detail.body.authorised, ticket: ticket.status, ticketCode: ticket.status >= 400 ? ticket.error.code : undefined,
    overReadGrants: await ruleOverReadGrants(token, doc),
  };
}

/** The rule as search applies it: written over the reader's grants read beforehand (ReaderGrants). */
async function ruleOverReadGrants(token: string, doc: Doc): Promise<boolean> {
  const session = await findSessionByTokenHash(t.database.db, hashToken(token));
  const access = createReaderAccess({ db: t.database.db });
  const view = await access.withGrants(await access.viewOf(session!.userId));
  expect(view.readsAll || view.grants !== undefined).toBe(true);
  const { rows } = await t.database.db.execute<{ ok: boolean }>(sql`SELECT ${readableBy(view)} AS ok FROM documents d WHERE d.id = ${doc.documentId}`);
  return rows[0]!.ok;
}

const AUTHORISED = { listed: true, authorised: true, detailAuthorised: true, ticket: 200, ticketCode: undefined, overReadGrants: true };
const REFUSED = { listed: true, authorised: false, detailAuthorised: false, ticket: 403, ticketCode: 'WRONG_ACCESS', overReadGrants: false };

describe('the authority rule, one case at a time', () => {
  it('nothing granted: listed, not authorised, ticket refused with 403 WRONG_ACCESS', async () => {
    const r = await reader();
    expect(await seen(r.token, docs.plain)).toEqual(REFUSED);
  });

  it('allow-all alone: authorised', async () => {
    const r = await reader({ allowAll: true });
    expect(await seen(r.token, docs.plain)).toEqual(AUTHORISED);
    expect(await seen(r.token, docs.certified)).toEqual(AUTHORISED);
  });

  it('a grant of the document alone: authorised for that document only', async () => {
    const r = await reader({ grants: { DOCUMENT: [docs.plain.documentId] } });
    expect(await seen(r.token, docs.plain)).toEqual(AUTHORISED);
    expect(await seen(r.token, docs.certified)).toEqual(REFUSED);
  });

  it('a grant of one of the document’s models: authorised; of another model: not', async () => {
    expect(await seen((await reader({ grants: { MODEL: [ids.model] } })).token, docs.plain)).toEqual(AUTHORISED);
    expect(await seen((await reader({ grants: { MODEL: [ids.otherModel] } })).token, docs.plain)).toEqual(REFUSED);
  });

  it('the product line alone: not authorised', async () => {
    expect(await seen((await reader({ grants: { PRODUCT: [ids.product] } })).token, docs.plain)).toEqual(REFUSED);
  });

  it('the document type alone: not authorised', async () => {
    expect(await seen((await reader({ grants: { DOCUMENT_TYPE: [ids.type] } })).token, docs.plain)).toEqual(REFUSED);
  });

  it('the product line and the document type: authorised; either of them wrong: not', async () => {
    expect(await seen((await reader({ grants: { PRODUCT: [ids.product], DOCUMENT_TYPE: [ids.type] } })).token, docs.plain)).toEqual(AUTHORISED);
    expect(await seen((await reader({ grants: { PRODUCT: [ids.otherProduct], DOCUMENT_TYPE: [ids.type] } })).token, docs.plain)).toEqual(REFUSED);
    expect(await seen((await reader({ grants: { PRODUCT: [ids.product], DOCUMENT_TYPE: [ids.otherType] } })).token, docs.plain)).toEqual(REFUSED);
  });

  it('a document with an exhaust certification also needs that certification', async () => {
    const both = { PRODUCT: [ids.product], DOCUMENT_TYPE: [ids.type] };
    expect(await seen((await reader({ grants: both })).token, docs.certified)).toEqual(REFUSED);
    expect(await seen((await reader({ grants: { ...both, EXHAUST_CERTIFICATION: [ids.cert] } })).token, docs.certified)).toEqual(AUTHORISED);
    expect(await seen((await reader({ grants: { ...both, EXHAUST_CERTIFICATION: [ids.otherCert] } })).token, docs.certified)).toEqual(REFUSED);
    // The certification alone opens nothing.
    expect(await seen((await reader({ grants: { EXHAUST_CERTIFICATION: [ids.cert] } })).token, docs.certified)).toEqual(REFUSED);
  });
});

describe('distribution regions', () => {
  it('refuse a reader of another region even with allow-all', async () => {
    expect(await seen((await reader({ allowAll: true, region: 'ASIA_PACIFIC' })).token, docs.regional)).toEqual(REFUSED);
  });

  it('refuse a reader without any region', async () => {
    expect(await seen((await reader({ allowAll: true, region: null })).token, docs.regional)).toEqual(REFUSED);
  });

  it('let in a reader of a listed region', async () => {
    expect(await seen((await reader({ allowAll: true, region: 'EUROPE' })).token, docs.regional)).toEqual(AUTHORISED);
    expect(await seen((await reader({ allowAll: true, region: 'NORTH_AMERICA' })).token, docs.regional)).toEqual(AUTHORISED);
  });

  it('apply to a model grant and to product and type grants too', async () => {
    const model = { MODEL: [ids.regionalModel] };
    expect(await seen((await reader({ grants: model, region: 'ASIA_PACIFIC' })).token, docs.regional)).toEqual(REFUSED);
    expect(await seen((await reader({ grants: model, region: 'EUROPE' })).token, docs.regional)).toEqual(AUTHORISED);
    const both = { PRODUCT: [ids.product], DOCUMENT_TYPE: [ids.type] };
    expect(await seen((await reader({ grants: both, region: 'KOREA' })).token, docs.regional)).toEqual(REFUSED);
    expect(await seen((await reader({ grants: both, region: 'EUROPE' })).token, docs.regional)).toEqual(AUTHORISED);
    const doc = { DOCUMENT: [docs.regional.documentId] };
    expect(await seen((await reader({ grants: doc, region: 'CHINA' })).token, docs.regional)).toEqual(REFUSED);
  });

  it('do not matter for a document that names none', async () => {
    expect(await seen((await reader({ allowAll: true, region: 'CIS' })).token, docs.plain)).toEqual(AUTHORISED);
  });
});

describe('library managers', () => {
  it('read every document, whatever the grants and regions', async () => {
    const docmanager = await login(t.app, 'docmanager@gsis.local', DEMO_PASSWORD);
    for (const doc of Object.values(docs)) expect(await seen(docmanager, doc), doc.title).toEqual(AUTHORISED);
    const list = await as(docmanager).send(API.documents.list, { version: 'ALL', pageSize: 100 });
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(list.body.items.every((i) => i.authorised)).toBe(true);
  });

  it('the demo dealer is authorised by product and type, the new dealer by nothing', async () => {
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect(await seen(dealer, docs.plain)).toEqual(AUTHORISED);
    // Certified and regional documents need more than the dealer's product and type grants (and ASIA_PACIFIC is not listed).
    expect(await seen(dealer, docs.certified)).toEqual(REFUSED);
    expect(await seen(dealer, docs.regional)).toEqual(REFUSED);
    const newdealer = await login(t.app, 'newdealer@gsis.local', DEMO_PASSWORD);
    expect(await seen(newdealer, docs.plain)).toEqual(REFUSED);
  });
});

// ── What readers see at all ───────────────────────────────────────────────────────────────────────

describe('readers see only what is distributed and in use', () => {
  it('never list, show or open a document whose only version is not distributed', async () => {
    const hidden = await createDocumentWithVersion(t.app, admin, { documentTypeId: ids.type, productId: ids.product }, { distribute: false });
    const r = await reader({ allowAll: true });
    const list = await as(r.token).call(API.documents.list, { keyword: hidden.title, version: 'ALL' });
    expect(list).toMatchObject({ items: [], total: 0 });
    expect((await as(r.token).send(API.documents.readerDetail, { id: hidden.documentId })).status).toBe(404);
    expect((await as(r.token).send(API.documents.ticket, { versionId: hidden.versionId })).status).toBe(404);
    // The managers' list shows it, marked as not distributed.
    const mgmt = await as(admin).call(API.documents.managedList, { keyword: hidden.title, version: 'ALL' });
    expect(mgmt.items).toEqual([expect.objectContaining({ id: hidden.documentId, distributionStatus: 'NOT_DISTRIBUTED' })]);
  });

  it('show only the distributed versions of a document that has both', async () => {
    const mixed = await createDocumentWithVersion(t.app, admin, { documentTypeId: ids.type, productId: ids.product }, { isFinal: false, versionLabel: 'R1' });
    const draft = await addVersion(t.app, admin, mixed.documentId, { isFinal: true, versionLabel: 'R2', distribute: false });
    const r = await reader({ allowAll: true });
    const detail = await as(r.token).call(API.documents.readerDetail, { id: mixed.documentId });
    expect(detail.versions.map((v) => v.id)).toEqual([mixed.versionId]);
    expect((await as(r.token).send(API.documents.ticket, { versionId: draft.versionId })).status).toBe(404);
    // The distributed version is not final, so only the list of every version shows the document.
    expect((await as(r.token).call(API.documents.list, { keyword: mixed.title, version: 'FINAL' })).total).toBe(0);
    expect((await as(r.token).call(API.documents.list, { keyword: mixed.title, version: 'ALL' })).total).toBe(1);
  });

  it('never list, show or open a document that is not in use (useYn N)', async () => {
    const off = await createDocumentWithVersion(t.app, admin, { documentTypeId: ids.type, productId: ids.product, useYn: 'N' });
    const r = await reader({ allowAll: true });
    const list = await as(r.token).call(API.documents.list, { keyword: off.title, version: 'ALL' });
    expect(list).toMatchObject({ items: [], total: 0 });
    expect((await as(r.token).send(API.documents.readerDetail, { id: off.documentId })).status).toBe(404);
    expect((await as(r.token).send(API.documents.ticket, { versionId: off.versionId })).status).toBe(404);
  });

  it('are told only the models of a withdrawn document, which the catalogue shows them anyway; of one that never was, nothing', async () => {
    const dx = cat.models.get('DX140LCR')!.id;
    const off = await createDocumentWithVersion(t.app, admin, { documentTypeId: ids.type, productId: ids.product, useYn: 'N', models: [{ modelId: dx }] });
    const hidden = await createDocumentWithVersion(t.app, admin, { documentTypeId: ids.type, productId: ids.product, models: [{ modelId: dx }] }, { distribute: false });
    const r = await reader({ allowAll: true });
    for (const withdrawn of [off, hidden]) {
      const reply = await as(r.token).refusal(API.documents.readerDetail, { id: withdrawn.documentId });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ code: 'NOT_FOUND', details: { models: ['DX140LCR'] } });
      expect(JSON.stringify(reply.body)).not.toContain(withdrawn.title);
    }
    const ghost = await as(r.token).refusal(API.documents.readerDetail, { id: 2_000_000_000 });
    expect(ghost.status).toBe(404);
    expect(ghost.body.code).toBe('NOT_FOUND');
    expect(ghost.body.details).toBeUndefined();
  });
});

describe('the reader’s list: filters, totals and pages', () => {
  const prefix = uniqueId('Listset');
  let token = '';
  const made: Record<string, number> = {};

  beforeAll(async () => {
    const manual = get(cat.documentTypes, 'SERVICE_MANUAL');
    const bulletin = get(cat.documentTypes, 'SERVICE_BULLETIN');
    const p1 = ids.product;
    const p2 = ids.otherProduct;
    // A: manual, p1, EU Stage V, final en PDF.
    made.A = (await createDocumentWithVersion(t.app, admin, { title: `${prefix} A`, documentTypeId: manual, productId: p1, exhaustCertificationIds: [ids.cert] })).documentId;
    // B: bulletin, p1, an older en PDF (not final) and a final ko PDF.
    const b = await createDocumentWithVersion(t.app, admin, { title: `${prefix} B`, documentTypeId: bulletin, productId: p1 }, { isFinal: false, language: 'en' });
    await addVersion(t.app, admin, b.documentId, { isFinal: true, language: 'ko' });
    made.B = b.documentId;
    // C: manual, p2, final en web help.
    const help = await makeZip([{ name: 'index.html', data: '<title>C help</title><p>C</p>' }]);
    made.C = (await createDocumentWithVersion(t.app, admin, { title: `${prefix} C`, documentTypeId: manual, productId: p2 }, { publishType: 'WEBHELP', file: help })).documentId;
    // D: manual, p1, only a version that is not final.
    made.D = (await createDocumentWithVersion(t.app, admin, { title: `${prefix} D`, documentTypeId: manual, productId: p1 }, { isFinal: false })).documentId;
    // E: not distributed; F: not in use; G: no version at all. Readers never see these.
    await createDocumentWithVersion(t.app, admin, { title: `${prefix} E`, documentTypeId: manual, productId: p1 }, { distribute: false });
    await createDocumentWithVersion(t.app, admin, { title: `${prefix} F`, documentTypeId: manual, productId: p1, useYn: 'N' });
    await createDocument(t.app, admin, { title: `${prefix} G`, documentTypeId: manual, productId: p1 });
    token = (await reader({ allowAll: true })).token;
  });

  async function titles(filters: DocumentListQuery): Promise<{ total: number; titles: string[] }> {
    const reply = await as(token).send(API.documents.list, { keyword: prefix, sort: 'title', order: 'asc', ...filters });
    expect(reply.status, reply.text).toBe(200);
    return { total: reply.body.total, titles: reply.body.items.map((i) => i.title.slice(prefix.length + 1)) };
  }

  it('counts final versions by default and every distributed version with version ALL', async () => {
    expect(await titles({})).toEqual({ total: 3, titles: ['A', 'B', 'C'] });
    expect(await titles({ version: 'FINAL' })).toEqual({ total: 3, titles: ['A', 'B', 'C'] });
    expect(await titles({ version: 'ALL' })).toEqual({ total: 4, titles: ['A', 'B', 'C', 'D'] });
  });

  it('filters by document type, product line, language, publish type and certification', async () => {
    expect(await titles({ documentTypeId: get(cat.documentTypes, 'SERVICE_MANUAL') })).toEqual({ total: 2, titles: ['A', 'C'] });
    expect(await titles({ documentTypeId: get(cat.documentTypes, 'SERVICE_MANUAL'), version: 'ALL' })).toEqual({ total: 3, titles: ['A', 'C', 'D'] });
    expect(await titles({ documentTypeId: get(cat.documentTypes, 'SERVICE_BULLETIN') })).toEqual({ total: 1, titles: ['B'] });
    expect(await titles({ productId: ids.product })).toEqual({ total: 2, titles: ['A', 'B'] });
    expect(await titles({ productId: ids.product, version: 'ALL' })).toEqual({ total: 3, titles: ['A', 'B', 'D'] });
    expect(await titles({ language: 'ko' })).toEqual({ total: 1, titles: ['B'] });
    expect(await titles({ language: 'en' })).toEqual({ total: 2, titles: ['A', 'C'] });
    expect(await titles({ language: 'en', version: 'ALL' })).toEqual({ total: 4, titles: ['A', 'B', 'C', 'D'] });
    expect(await titles({ publishType: 'WEBHELP' })).toEqual({ total: 1, titles: ['C'] });
    expect(await titles({ publishType: 'PDF' })).toEqual({ total: 2, titles: ['A', 'B'] });
    expect(await titles({ exhaustCertificationId: ids.cert })).toEqual({ total: 1, titles: ['A'] });
    expect(await titles({ exhaustCertificationId: ids.otherCert })).toEqual({ total: 0, titles: [] });
    expect(await titles({ productId: ids.product, language: 'en' })).toEqual({ total: 1, titles: ['A'] });
  });

  it('describes each document by the versions in scope', async () => {
    const reply = await as(token).call(API.documents.list, { keyword: `${prefix} B`, version: 'ALL' });
    expect(reply.items).toHaveLength(1);
    expect([...reply.items[0]!.languages].sort()).toEqual(['en', 'ko']);
    expect(reply.items[0]!.publishTypes).toEqual(['PDF']);
  });

  it('pages: page 2 of pageSize 2 holds the next two, and a page past the end still tells the total', async () => {
    const page1 = await titles({ version: 'ALL', pageSize: 2, page: 1 });
    const page2 = await titles({ version: 'ALL', pageSize: 2, page: 2 });
    const page3 = await titles({ version: 'ALL', pageSize: 2, page: 3 });
    expect(page1).toEqual({ total: 4, titles: ['A', 'B'] });
    expect(page2).toEqual({ total: 4, titles: ['C', 'D'] });
    expect(page3).toEqual({ total: 4, titles: [] });
    const reply = await as(token).call(API.documents.list, { keyword: prefix, version: 'ALL', pageSize: 2, page: 2 });
    expect(reply).toMatchObject({ page: 2, pageSize: 2, total: 4 });
  });
});
