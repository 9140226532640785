import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, ADMIN_PASSWORD, bearer, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { createUser, uniqueId } from '../../../../test/factories.ts';
import {
  countries, documentCertifications, documentModels, documentRegions, documents, documentTypes, modelSuffixes, products, userDocumentGrants, users,
} from '../../../schema.ts';

let t: TestContext;
const tokens = { admin: '', docmanager: '', user: '' };
let userId = 0;

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  tokens.docmanager = await login(t.app, 'docmanager@gsis.local', DEMO_PASSWORD);
  const user = await createUser(t.database.db);
  userId = user.id;
  tokens.user = await login(t.app, user.loginId, user.password);
});
afterAll(async () => { await t.close(); });

interface Reply<T = unknown> { status: number; body: T & { code?: string; details?: { fields?: { path: string; rule: string }[]; reason?: string } } }

async function post<T = Record<string, unknown>>(url: string, payload?: unknown, token: string | null = tokens.admin, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const response = await t.app.inject({
    method: 'POST', url, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Saves and returns the new id, failing the test when the save is refused. */
async function created(url: string, payload: unknown, token = tokens.admin): Promise<number> {
  const reply = await post<{ id: number }>(url, payload, token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.id;
}

const code = (prefix: string) => uniqueId(prefix).toUpperCase().replace(/[^A-Z0-9_-]/g, '_');

async function newProductType(): Promise<number> {
  return created('/mgmt/product/type/save', { code: code('PT'), labels: { en: 'Test type' } });
}
async function newProduct(productTypeId?: number): Promise<number> {
  return created('/mgmt/product/save', { code: code('PR'), name: 'Test line', productTypeId: productTypeId ?? (await newProductType()) });
}
async function newDocumentType(): Promise<number> {
  return created('/mgmt/doctype/save', { code: code('DT'), labels: { en: 'Test document type' } });
}
/** A document straight in the table: the document feature's own screens are not what this file tests. */
async function newDocument(values: { documentTypeId?: number; productId?: number } = {}): Promise<number> {
  const [row] = await t.database.db
    .insert(documents)
    .values({ title: uniqueId('Document'), documentTypeId: values.documentTypeId ?? (await newDocumentType()), productId: values.productId ?? (await newProduct()) })
    .returning({ id: documents.id });
  return row!.id;
}
async function grant(kind: (typeof userDocumentGrants.$inferInsert)['kind'], refId: number): Promise<void> {
  await t.database.db.insert(userDocumentGrants).values({ userId, kind, refId });
}

const ROUTES = [
  '/mgmt/doctype/list', '/mgmt/doctype/save', '/mgmt/doctype/delete',
  '/mgmt/product/type/list', '/mgmt/product/type/save', '/mgmt/product/type/delete',
  '/mgmt/product/list', '/mgmt/product/save', '/mgmt/product/delete',
  '/mgmt/product/model/list', '/mgmt/product/model/save', '/mgmt/product/model/delete',
  '/mgmt/product/certification/list', '/mgmt/product/certification/save', '/mgmt/product/certification/delete',
  '/mgmt/product/controller/list', '/mgmt/product/controller/save', '/mgmt/product/controller/delete',
  '/mgmt/region/list', '/mgmt/region/save', '/mgmt/region/delete',
];

describe('who may call the catalogue API', () => {
  it('refuses anonymous callers with 401 on every route', async () => {
    for (const url of ROUTES) {
      const reply = await post(url, { id: 1 }, null);
      expect(reply.status, url).toBe(401);
      expect(reply.body.code, url).toBe('LOGIN_REQUIRED');
    }
  });

  it('refuses an ordinary user with 403 WRONG_ACCESS on every route', async () => {
    for (const url of ROUTES) {
      const reply = await post(url, { id: 1 }, tokens.user);
      expect(reply.status, url).toBe(403);
      expect(reply.body.code, url).toBe('WRONG_ACCESS');
    }
  });

  it('lets the document manager list and change the catalogue', async () => {
    for (const url of ROUTES.filter((u) => u.endsWith('/list'))) expect((await post(url, {}, tokens.docmanager)).status, url).toBe(200);
    const id = await created('/mgmt/doctype/save', { code: code('DM'), labels: { en: 'By the document manager' } }, tokens.docmanager);
    expect((await post('/mgmt/doctype/delete', { id }, tokens.docmanager)).body).toEqual({ deleted: true });
  });

  it('answers a list call with no body at all', async () => {
    const reply = await post('/mgmt/doctype/list', undefined);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  });
});

describe('document types', () => {
  it('lists the demo types in their order, labelled in the reader’s language, with document counts', async () => {
    const { status, body } = await post<{ code: string; label: string; labels: Record<string, string>; sortOrder: number; documentCount: number }[]>(
      '/mgmt/doctype/list', {}, tokens.admin, { 'accept-language': 'ko' },
    );
    expect(status).toBe(200);
    const orders = body.map((d) => d.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const manual = body.find((d) => d.code === 'SERVICE_MANUAL')!;
    expect(manual).toMatchObject({ label: '서비스 매뉴얼', documentCount: 0 });
    expect(manual.labels.en).toBe('Service Manual');
  });

  it('adds, changes and deletes a type; codes are upper-cased and empty labels dropped', async () => {
    const typed = code('dt').toLowerCase();
    const id = await created('/mgmt/doctype/save', { code: typed, labels: { en: 'Wiring Guide', ko: '배선 가이드', fr: '  ' }, sortOrder: 50 });
    let list = (await post<{ id: number; code: string; label: string; labels: Record<string, string>; sortOrder: number }[]>('/mgmt/doctype/list', {})).body;
    expect(list.find((d) => d.id === id)).toMatchObject({ code: typed.toUpperCase(), label: 'Wiring Guide', labels: { en: 'Wiring Guide', ko: '배선 가이드' }, sortOrder: 50 });
    expect(list.find((d) => d.id === id)!.labels).not.toHaveProperty('fr');

    expect(await created('/mgmt/doctype/save', { id, code: typed, labels: { en: 'Wiring Diagram Guide' }, sortOrder: 51 })).toBe(id);
    list = (await post<typeof list>('/mgmt/doctype/list', {})).body;
    expect(list.find((d) => d.id === id)).toMatchObject({ label: 'Wiring Diagram Guide', labels: { en: 'Wiring Diagram Guide' }, sortOrder: 51 });

    expect((await post('/mgmt/doctype/delete', { id })).body).toEqual({ deleted: true });
    list = (await post<typeof list>('/mgmt/doctype/list', {})).body;
    expect(list.some((d) => d.id === id)).toBe(false);
  });

  it('refuses a code that exists, whatever its case', async () => {
    const reply = await post('/mgmt/doctype/save', { code: 'service_manual', labels: { en: 'Again' } });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'ALREADY_EXISTS', details: { fields: [{ path: 'body.code', rule: 'taken' }] } });
    const id = await newDocumentType();
    const renamed = await post('/mgmt/doctype/save', { id, code: 'PARTS_BOOK', labels: { en: 'Clash' } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('ALREADY_EXISTS');
  });

  it('asks for the values that are missing, and for an English label', async () => {
    const empty = await post('/mgmt/doctype/save', {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('REQUIRED_VALUES_MISSING');
    const noEnglish = await post('/mgmt/doctype/save', { code: code('DT'), labels: { ko: '한국어만' } });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.details?.fields?.[0]?.path).toBe('body.labels.en');
    const badCode = await post('/mgmt/doctype/save', { code: 'has space', labels: { en: 'x' } });
    expect(badCode.status).toBe(400);
    expect(badCode.body.code).toBe('INPUT_VALUE_ERROR');
  });

  it('says NOT_FOUND for an id that names nothing', async () => {
    expect((await post('/mgmt/doctype/save', { id: 999_999, code: code('DT'), labels: { en: 'x' } })).status).toBe(404);
    expect((await post('/mgmt/doctype/delete', { id: 999_999 })).status).toBe(404);
  });

  it('will not delete a type that documents use, and counts them', async () => {
    const id = await newDocumentType();
    await newDocument({ documentTypeId: id });
    const list = (await post<{ id: number; documentCount: number }[]>('/mgmt/doctype/list', {})).body;
    expect(list.find((d) => d.id === id)?.documentCount).toBe(1);
    const reply = await post('/mgmt/doctype/delete', { id });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    expect(await t.database.db.select().from(documentTypes).where(eq(documentTypes.id, id))).toHaveLength(1);
  });

  it('will not delete a type someone is granted', async () => {
    const id = await newDocumentType();
    await grant('DOCUMENT_TYPE', id);
    expect((await post('/mgmt/doctype/delete', { id })).body.code).toBe('RELATED_DATA_EXISTS');
  });
});

describe('product types', () => {
  it('lists, adds, changes and deletes product types', async () => {
    const demo = (await post<{ code: string; label: string; productCount: number }[]>('/mgmt/product/type/list', {})).body;
    expect(demo.find((p) => p.code === 'CRAWLER_EXCAVATOR')).toMatchObject({ label: 'Crawler Excavator', productCount: 2 });
    const c = code('PT');
    const id = await created('/mgmt/product/type/save', { code: c, labels: { en: 'Telehandler' }, sortOrder: 9 });
    await created('/mgmt/product/type/save', { id, code: c, labels: { en: 'Telescopic Handler' }, sortOrder: 9 });
    const list = (await post<{ id: number; label: string; productCount: number }[]>('/mgmt/product/type/list', {})).body;
    expect(list.find((p) => p.id === id)).toMatchObject({ label: 'Telescopic Handler', productCount: 0 });
    expect((await post('/mgmt/product/type/delete', { id })).body).toEqual({ deleted: true });
  });

  it('refuses a duplicate code and a missing body', async () => {
    expect((await post('/mgmt/product/type/save', { code: 'WHEEL_LOADER', labels: { en: 'x' } })).body.code).toBe('ALREADY_EXISTS');
    expect((await post('/mgmt/product/type/save', {})).body.code).toBe('REQUIRED_VALUES_MISSING');
  });

  it('will not delete a type that has product lines', async () => {
    const typeId = await newProductType();
    await newProduct(typeId);
    const reply = await post('/mgmt/product/type/delete', { id: typeId });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
  });
});

describe('product lines', () => {
  it('lists, adds, changes and deletes product lines', async () => {
    const demo = (await post<{ code: string; name: string; modelCount: number; documentCount: number }[]>('/mgmt/product/list', {})).body;
    expect(demo.find((p) => p.code === 'WL')).toMatchObject({ name: 'DL Wheel Loaders', documentCount: 0 });
    expect(demo.find((p) => p.code === 'WL')!.modelCount).toBeGreaterThan(0);
    const typeId = await newProductType();
    const otherType = await newProductType();
    const c = code('PR');
    const id = await created('/mgmt/product/save', { code: c, name: 'Compact Track Loaders', productTypeId: typeId, sortOrder: 3 });
    await created('/mgmt/product/save', { id, code: c, name: 'Compact Track Loaders 2–4 t', productTypeId: otherType, sortOrder: 4 });
    const list = (await post<{ id: number; code: string; name: string; productTypeId: number; sortOrder: number }[]>('/mgmt/product/list', {})).body;
    expect(list.find((p) => p.id === id)).toEqual({ id, code: c, name: 'Compact Track Loaders 2–4 t', productTypeId: otherType, sortOrder: 4, modelCount: 0, documentCount: 0 });
    expect((await post('/mgmt/product/delete', { id })).body).toEqual({ deleted: true });
  });

  it('refuses a duplicate code, a missing name and an unknown product type', async () => {
    const typeId = await newProductType();
    expect((await post('/mgmt/product/save', { code: 'WEX', name: 'x', productTypeId: typeId })).body.code).toBe('ALREADY_EXISTS');
    const missing = await post('/mgmt/product/save', { code: code('PR'), productTypeId: typeId });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('REQUIRED_VALUES_MISSING');
    const unknown = await post('/mgmt/product/save', { code: code('PR'), name: 'x', productTypeId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.productTypeId', rule: 'not_found' }] } });
  });

  it('will not delete a line that has models, documents or grants', async () => {
    const withModel = await newProduct();
    await created('/mgmt/product/model/save', { code: code('M'), productId: withModel });
    const withDocument = await newProduct();
    await newDocument({ productId: withDocument });
    const granted = await newProduct();
    await grant('PRODUCT', granted);
    for (const id of [withModel, withDocument, granted]) {
      const reply = await post('/mgmt/product/delete', { id });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    }
    const list = (await post<{ id: number; modelCount: number; documentCount: number }[]>('/mgmt/product/list', {})).body;
    expect(list.find((p) => p.id === withModel)).toMatchObject({ modelCount: 1, documentCount: 0 });
    expect(list.find((p) => p.id === withDocument)).toMatchObject({ modelCount: 0, documentCount: 1 });
  });
});

describe('models', () => {
  type Model = { id: number; code: string; productId: number; suffixes: { suffix: string; serialFrom: number | null; serialTo: number | null }[]; documentCount: number };
  const models = async (productId?: number) => (await post<Model[]>('/mgmt/product/model/list', productId === undefined ? {} : { productId })).body;

  it('lists every model, or those of one product line, with suffixes', async () => {
    const all = await models();
    expect(all.find((m) => m.code === 'DX225LCA')?.suffixes).toEqual([
      { suffix: 'EHFBF', serialFrom: 10001, serialTo: 14999 },
      { suffix: 'EHFBG', serialFrom: 15000, serialTo: 29999 },
    ]);
    const productId = all.find((m) => m.code === 'DX225LCA')!.productId;
    const ofLine = await models(productId);
    expect(ofLine.length).toBeGreaterThan(0);
    expect(ofLine.length).toBeLessThan(all.length);
    expect(ofLine.every((m) => m.productId === productId)).toBe(true);
  });

  it('adds a model with suffixes and replaces them as a set', async () => {
    const productId = await newProduct();
    const [a, b, c] = [code('S'), code('S'), code('S')].map((s) => s.replace(/_/g, '-'));
    const id = await created('/mgmt/product/model/save', {
      code: code('DX'), productId, suffixes: [{ suffix: a!.toLowerCase(), serialFrom: 1, serialTo: 999 }, { suffix: b }],
    });
    expect((await models(productId))[0]).toMatchObject({ id, suffixes: [{ suffix: a, serialFrom: 1, serialTo: 999 }, { suffix: b, serialFrom: null, serialTo: null }], documentCount: 0 });
    await created('/mgmt/product/model/save', { id, code: code('DX'), productId, suffixes: [{ suffix: b, serialFrom: 5, serialTo: 5 }, { suffix: c }] });
    const [model] = await models(productId);
    expect(model!.suffixes.map((s) => s.suffix).sort()).toEqual([b, c].sort());
    expect(model!.suffixes.find((s) => s.suffix === b)).toEqual({ suffix: b, serialFrom: 5, serialTo: 5 });
    // The suffix it gave up is free for another model.
    await created('/mgmt/product/model/save', { code: code('DX'), productId, suffixes: [{ suffix: a }] });
  });

  it('refuses a suffix another model holds, or one given twice, and changes nothing', async () => {
    const productId = await newProduct();
    const id = await created('/mgmt/product/model/save', { code: code('DX'), productId, suffixes: [{ suffix: 'ZZ-OWN-1' }] });
    const taken = await post('/mgmt/product/model/save', { id, code: code('DX'), productId, suffixes: [{ suffix: 'ZZ-OWN-2' }, { suffix: 'EHFBA' }] });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'ALREADY_EXISTS', details: { fields: [{ path: 'body.suffixes.1.suffix', rule: 'taken' }] } });
    const twice = await post('/mgmt/product/model/save', { code: code('DX'), productId, suffixes: [{ suffix: 'ZZ-TWICE' }, { suffix: 'zz-twice' }] });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_EXISTS');
    expect((await models(productId)).map((m) => m.suffixes.map((s) => s.suffix))).toEqual([['ZZ-OWN-1']]);
  });

  it('refuses a duplicate model code, a missing product and a serial range backwards', async () => {
    const productId = await newProduct();
    expect((await post('/mgmt/product/model/save', { code: 'DX225LCA', productId })).body.code).toBe('ALREADY_EXISTS');
    expect((await post('/mgmt/product/model/save', { code: code('DX') })).body.code).toBe('REQUIRED_VALUES_MISSING');
    const backwards = await post('/mgmt/product/model/save', { code: code('DX'), productId, suffixes: [{ suffix: 'ZZ-BACK', serialFrom: 9, serialTo: 1 }] });
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe('INPUT_VALUE_ERROR');
    expect((await post('/mgmt/product/model/save', { code: code('DX'), productId: 999_999 })).body.code).toBe('INPUT_VALUE_ERROR');
  });

  it('will not delete a model documents apply to or users are granted, and deletes a free one with its suffixes', async () => {
    const productId = await newProduct();
    const used = await created('/mgmt/product/model/save', { code: code('DX'), productId });
    await t.database.db.insert(documentModels).values({ documentId: await newDocument({ productId }), modelId: used });
    const granted = await created('/mgmt/product/model/save', { code: code('DX'), productId });
    await grant('MODEL', granted);
    for (const id of [used, granted]) {
      const reply = await post('/mgmt/product/model/delete', { id });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    }
    expect((await models(productId)).find((m) => m.id === used)?.documentCount).toBe(1);
    const free = await created('/mgmt/product/model/save', { code: code('DX'), productId, suffixes: [{ suffix: 'ZZ-FREE' }] });
    expect((await post('/mgmt/product/model/delete', { id: free })).body).toEqual({ deleted: true });
    expect(await t.database.db.select().from(modelSuffixes).where(eq(modelSuffixes.suffix, 'ZZ-FREE'))).toHaveLength(0);
  });
});

describe('exhaust certifications', () => {
  it('lists, adds, changes and deletes certifications', async () => {
    const demo = (await post<{ code: string; name: string }[]>('/mgmt/product/certification/list', {})).body;
    expect(demo.find((c) => c.code === 'EU_STAGE_V')).toMatchObject({ name: 'EU Stage V', documentCount: 0 });
    const c = code('EC');
    const id = await created('/mgmt/product/certification/save', { code: c, name: 'EU Stage VI', sortOrder: 99 });
    await created('/mgmt/product/certification/save', { id, code: c, name: 'EU Stage VI (draft)', sortOrder: 99 });
    const list = (await post<{ id: number; name: string }[]>('/mgmt/product/certification/list', {})).body;
    expect(list.find((x) => x.id === id)).toEqual({ id, code: c, name: 'EU Stage VI (draft)', sortOrder: 99, documentCount: 0 });
    expect((await post('/mgmt/product/certification/delete', { id })).body).toEqual({ deleted: true });
  });

  it('refuses a duplicate code and missing values', async () => {
    expect((await post('/mgmt/product/certification/save', { code: 'TIER3', name: 'Tier 3 again' })).body.code).toBe('ALREADY_EXISTS');
    expect((await post('/mgmt/product/certification/save', { code: code('EC') })).body.code).toBe('REQUIRED_VALUES_MISSING');
  });

  it('will not delete a certification documents carry or users are granted', async () => {
    const used = await created('/mgmt/product/certification/save', { code: code('EC'), name: 'Used' });
    await t.database.db.insert(documentCertifications).values({ documentId: await newDocument(), certificationId: used });
    const granted = await created('/mgmt/product/certification/save', { code: code('EC'), name: 'Granted' });
    await grant('EXHAUST_CERTIFICATION', granted);
    for (const id of [used, granted]) {
      const reply = await post('/mgmt/product/certification/delete', { id });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    }
  });
});

describe('controller types', () => {
  it('lists, adds, changes and deletes controller types', async () => {
    const demo = (await post<{ sourceTpcd: string; modelCodeName: string; description: string }[]>('/mgmt/product/controller/list', {})).body;
    expect(demo).toContainEqual(expect.objectContaining({ sourceTpcd: 'ECU', modelCodeName: 'DX-ECU7' }));
    const name = uniqueId('DX-HCU');
    const id = await created('/mgmt/product/controller/save', { sourceTpcd: 'HCU', modelCodeName: name });
    await created('/mgmt/product/controller/save', { id, sourceTpcd: 'HCU', modelCodeName: name, description: 'Hydraulic control unit' });
    const list = (await post<{ id: number }[]>('/mgmt/product/controller/list', {})).body;
    expect(list.find((x) => x.id === id)).toEqual({ id, sourceTpcd: 'HCU', modelCodeName: name, description: 'Hydraulic control unit' });
    expect((await post('/mgmt/product/controller/delete', { id })).body).toEqual({ deleted: true });
    expect((await post('/mgmt/product/controller/delete', { id })).status).toBe(404);
  });

  it('refuses a source TPCD and model code name pair that exists, whatever its case', async () => {
    const reply = await post('/mgmt/product/controller/save', { sourceTpcd: 'ecu', modelCodeName: 'dx-ecu7' });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('ALREADY_EXISTS');
    const id = await created('/mgmt/product/controller/save', { sourceTpcd: 'ECU', modelCodeName: uniqueId('DX-ECU') });
    expect((await post('/mgmt/product/controller/save', { id, sourceTpcd: 'VCU', modelCodeName: 'DX-VCU3' })).body.code).toBe('ALREADY_EXISTS');
    expect((await post('/mgmt/product/controller/save', { sourceTpcd: 'ECU' })).body.code).toBe('REQUIRED_VALUES_MISSING');
  });
});

describe('regions', () => {
  type Region = { id: number; code: string; label: string; labels: Record<string, string>; countries: string[]; userCount: number; documentCount: number };
  const regions = async (lang = 'en') => (await post<Region[]>('/mgmt/region/list', {}, tokens.admin, { 'accept-language': lang })).body;

  it('lists the regions with their countries and users', async () => {
    const list = await regions();
    const korea = list.find((r) => r.code === 'KOREA')!;
    expect(korea).toMatchObject({ label: 'Korea', countries: ['KR'], documentCount: 0 });
    expect(korea.userCount).toBeGreaterThan(0);
    expect(list.find((r) => r.code === 'NORTH_AMERICA')?.countries).toEqual(['CA', 'US']);
  });

  it('adds a region, moves the countries named to it and adds ones the table lacked', async () => {
    const c = code('RG');
    const id = await created('/mgmt/region/save', { code: c, labels: { en: 'Oceania', ko: '오세아니아' }, sortOrder: 20, countries: ['au', 'NZ', 'FJ'] });
    const list = await regions('ko');
    expect(list.find((r) => r.id === id)).toMatchObject({ code: c, label: '오세아니아', countries: ['AU', 'FJ', 'NZ'], userCount: 0 });
    expect(list.find((r) => r.code === 'ASIA_PACIFIC')?.countries).not.toContain('AU');
    // Taking one back into Asia Pacific leaves the others where they are.
    const asia = list.find((r) => r.code === 'ASIA_PACIFIC')!;
    await created('/mgmt/region/save', { id: asia.id, code: asia.code, labels: asia.labels, countries: [...asia.countries, 'AU'] });
    const after = await regions();
    expect(after.find((r) => r.id === id)?.countries).toEqual(['FJ', 'NZ']);
    expect(after.find((r) => r.id === asia.id)?.countries).toContain('AU');
  });

  it('refuses unknown country codes, and a save that would leave a country without a region', async () => {
    const unknown = await post('/mgmt/region/save', { code: code('RG'), labels: { en: 'Nowhere' }, countries: ['KR', 'XX'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.countries.1', rule: 'unknown_country' }] } });
    const china = (await regions()).find((r) => r.code === 'CHINA')!;
    const dropped = await post('/mgmt/region/save', { id: china.id, code: china.code, labels: china.labels, countries: china.countries.filter((c) => c !== 'TW') });
    expect(dropped.status).toBe(400);
    expect(dropped.body.details?.reason).toBe('COUNTRY_NEEDS_REGION');
    expect((await regions()).find((r) => r.code === 'CHINA')?.countries).toContain('TW');
    expect((await post('/mgmt/region/save', { countries: [] })).body.code).toBe('REQUIRED_VALUES_MISSING');
    expect((await post('/mgmt/region/save', { code: 'EUROPE', labels: { en: 'Europe again' } })).body.code).toBe('ALREADY_EXISTS');
  });

  it('will not delete a region that users, countries or documents name, and deletes an empty one', async () => {
    const withCountry = await created('/mgmt/region/save', { code: code('RG'), labels: { en: 'With a country' }, countries: ['IS'] });
    const withUser = await created('/mgmt/region/save', { code: code('RG'), labels: { en: 'With a user' } });
    await t.database.db.update(users).set({ regionId: withUser }).where(eq(users.id, userId));
    const withDocument = await created('/mgmt/region/save', { code: code('RG'), labels: { en: 'With a document' } });
    await t.database.db.insert(documentRegions).values({ documentId: await newDocument(), regionId: withDocument });
    for (const id of [withCountry, withUser, withDocument]) {
      const reply = await post('/mgmt/region/delete', { id });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    }
    const list = await regions();
    expect(list.find((r) => r.id === withUser)?.userCount).toBe(1);
    expect(list.find((r) => r.id === withDocument)?.documentCount).toBe(1);
    const empty = await created('/mgmt/region/save', { code: code('RG'), labels: { en: 'Empty' } });
    expect((await post('/mgmt/region/delete', { id: empty })).body).toEqual({ deleted: true });
    expect(await t.database.db.select().from(countries).where(and(eq(countries.code, 'IS'), eq(countries.regionId, withCountry)))).toHaveLength(1);
  });
});

describe('product line references', () => {
  it('keeps a product line when a document still names it, even after its models are gone', async () => {
    const productId = await newProduct();
    await newDocument({ productId });
    expect((await post('/mgmt/product/delete', { id: productId })).body.code).toBe('RELATED_DATA_EXISTS');
    expect(await t.database.db.select().from(products).where(eq(products.id, productId))).toHaveLength(1);
  });
});

describe("the readers' product list", () => {
  const tree = async (token: string, language = 'en') => {
    const response = await t.app.inject({ method: 'GET', url: '/service/product/list', headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
    return { status: response.statusCode, body: response.json() as { productTypes: { code: string; label: string; lines: { code: string; models: { id: number; code: string; suffixes: { suffix: string; serialFrom: number | null; serialTo: number | null }[]; documentCount: number }[] }[] }[] } };
  };

  it('lists product types → product lines → models with their suffixes and serial ranges, labels in the reader\'s language', async () => {
    const { status, body } = await tree(tokens.user, 'ko');
    expect(status).toBe(200);
    const crawler = body.productTypes.find((type) => type.code === 'CRAWLER_EXCAVATOR')!;
    expect(crawler.label).toMatch(/[가-힣]/);
    const dx225 = crawler.lines.find((line) => line.code === 'CEX_MEDIUM')!.models.find((model) => model.code === 'DX225LCA')!;
    expect(dx225.suffixes).toEqual([{ suffix: 'EHFBF', serialFrom: 10001, serialTo: 14999 }, { suffix: 'EHFBG', serialFrom: 15000, serialTo: 29999 }]);
    // Types and lines without models are left out.
    expect(body.productTypes.every((type) => type.lines.length > 0 && type.lines.every((line) => line.models.length > 0))).toBe(true);
  });

  it('counts the documents the document list shows for a model: in use and distributed', async () => {
    const productId = await newProduct();
    const modelId = await created('/mgmt/product/model/save', { code: code('M'), productId });
    const documentId = await newDocument({ productId });
    await t.database.pool.query('INSERT INTO document_models (document_id, model_id) VALUES ($1, $2)', [documentId, modelId]);
    const count = async () => (await tree(tokens.user)).body.productTypes.flatMap((type) => type.lines.flatMap((line) => line.models)).find((model) => model.id === modelId)!.documentCount;
    expect(await count()).toBe(0);
    await t.database.pool.query("INSERT INTO document_versions (document_id, version_label, publish_type, language, distribution_status) VALUES ($1, '1.0', 'PDF', 'en', 'DISTRIBUTED')", [documentId]);
    expect(await count()).toBe(1);
  });
});
