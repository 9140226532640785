import { and, eq } from 'drizzle-orm';
import { API, type EndpointDefinition } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked, type Input } from '../../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
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

const as = (token: string | null) => apiOf(t.app).as(token);
const admin = () => as(tokens.admin);

const { catalogue } = API;
type Save = typeof catalogue.saveDocumentType | typeof catalogue.saveProductType | typeof catalogue.saveProduct | typeof catalogue.saveModel
  | typeof catalogue.saveCertification | typeof catalogue.saveControllerType | typeof catalogue.saveRegion;

/** Saves and returns the new id, failing the test when the save is refused. */
async function created<E extends Save>(endpoint: E, input: Input<E>, token = tokens.admin): Promise<number> {
  return (await as(token).call(endpoint, input)).id;
}

const code = (prefix: string) => uniqueId(prefix).toUpperCase().replace(/[^A-Z0-9_-]/g, '_');

async function newProductType(): Promise<number> {
  return created(catalogue.saveProductType, { code: code('PT'), labels: { en: 'Test type' } });
}
async function newProduct(productTypeId?: number): Promise<number> {
  return created(catalogue.saveProduct, { code: code('PR'), name: 'Test line', productTypeId: productTypeId ?? (await newProductType()) });
}
async function newDocumentType(): Promise<number> {
  return created(catalogue.saveDocumentType, { code: code('DT'), labels: { en: 'Test document type' } });
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

const ROUTES: EndpointDefinition[] = [
  catalogue.documentTypes, catalogue.saveDocumentType, catalogue.deleteDocumentType,
  catalogue.productTypes, catalogue.saveProductType, catalogue.deleteProductType,
  catalogue.products, catalogue.saveProduct, catalogue.deleteProduct,
  catalogue.models, catalogue.saveModel, catalogue.deleteModel,
  catalogue.certifications, catalogue.saveCertification, catalogue.deleteCertification,
  catalogue.controllerTypes, catalogue.saveControllerType, catalogue.deleteControllerType,
  catalogue.regions, catalogue.saveRegion, catalogue.deleteRegion,
];

describe('who may call the catalogue API', () => {
  it('refuses anonymous callers with 401 on every route', async () => {
    for (const endpoint of ROUTES) {
      const reply = await as(null).refusal(endpoint, unchecked({ id: 1 }));
      expect(reply.status, endpoint.path).toBe(401);
      expect(reply.body.code, endpoint.path).toBe('LOGIN_REQUIRED');
    }
  });

  it('refuses an ordinary user with 403 WRONG_ACCESS on every route', async () => {
    for (const endpoint of ROUTES) {
      const reply = await as(tokens.user).refusal(endpoint, unchecked({ id: 1 }));
      expect(reply.status, endpoint.path).toBe(403);
      expect(reply.body.code, endpoint.path).toBe('WRONG_ACCESS');
    }
  });

  it('lets the document manager list and change the catalogue', async () => {
    for (const endpoint of ROUTES.filter((e) => e.path.endsWith('/list'))) expect((await as(tokens.docmanager).send(endpoint, {})).status, endpoint.path).toBe(200);
    const id = await created(catalogue.saveDocumentType, { code: code('DM'), labels: { en: 'By the document manager' } }, tokens.docmanager);
    expect(await as(tokens.docmanager).call(catalogue.deleteDocumentType, { id })).toEqual({ deleted: true });
  });

  it('answers a list call with no body at all', async () => {
    const reply = await as(tokens.admin).send(catalogue.documentTypes, unchecked(undefined));
    expect(reply.status, reply.text).toBe(200);
  });
});

describe('document types', () => {
  it('lists the demo types in their order, labelled in the reader’s language, with document counts', async () => {
    const body = await admin().call(catalogue.documentTypes, {}, { headers: { 'accept-language': 'ko' } });
    const orders = body.map((d) => d.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const manual = body.find((d) => d.code === 'SERVICE_MANUAL')!;
    expect(manual).toMatchObject({ label: '서비스 매뉴얼', documentCount: 0 });
    expect(manual.labels.en).toBe('Service Manual');
  });

  it('adds, changes and deletes a type; codes are upper-cased and empty labels dropped', async () => {
    const typed = code('dt').toLowerCase();
    const id = await created(catalogue.saveDocumentType, { code: typed, labels: { en: 'Wiring Guide', ko: '배선 가이드', fr: '  ' }, sortOrder: 50 });
    let list = await admin().call(catalogue.documentTypes, {});
    expect(list.find((d) => d.id === id)).toMatchObject({ code: typed.toUpperCase(), label: 'Wiring Guide', labels: { en: 'Wiring Guide', ko: '배선 가이드' }, sortOrder: 50 });
    expect(list.find((d) => d.id === id)!.labels).not.toHaveProperty('fr');

    expect(await created(catalogue.saveDocumentType, { id, code: typed, labels: { en: 'Wiring Diagram Guide' }, sortOrder: 51 })).toBe(id);
    list = await admin().call(catalogue.documentTypes, {});
    expect(list.find((d) => d.id === id)).toMatchObject({ label: 'Wiring Diagram Guide', labels: { en: 'Wiring Diagram Guide' }, sortOrder: 51 });

    expect(await admin().call(catalogue.deleteDocumentType, { id })).toEqual({ deleted: true });
    list = await admin().call(catalogue.documentTypes, {});
    expect(list.some((d) => d.id === id)).toBe(false);
  });

  it('refuses a code that exists, whatever its case', async () => {
    const reply = await admin().refusal(catalogue.saveDocumentType, { code: 'service_manual', labels: { en: 'Again' } });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'ALREADY_EXISTS', details: { fields: [{ path: 'body.code', rule: 'taken' }] } });
    const id = await newDocumentType();
    const renamed = await admin().refusal(catalogue.saveDocumentType, { id, code: 'PARTS_BOOK', labels: { en: 'Clash' } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('ALREADY_EXISTS');
  });

  it('asks for the values that are missing, and for an English label', async () => {
    const empty = await admin().refusal(catalogue.saveDocumentType, unchecked({}));
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('REQUIRED_VALUES_MISSING');
    const noEnglish = await admin().refusal(catalogue.saveDocumentType, { code: code('DT'), labels: { ko: '한국어만' } });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.details?.fields?.[0]?.path).toBe('body.labels.en');
    const badCode = await admin().refusal(catalogue.saveDocumentType, { code: 'has space', labels: { en: 'x' } });
    expect(badCode.status).toBe(400);
    expect(badCode.body.code).toBe('INPUT_VALUE_ERROR');
  });

  it('says NOT_FOUND for an id that names nothing', async () => {
    expect((await admin().send(catalogue.saveDocumentType, { id: 999_999, code: code('DT'), labels: { en: 'x' } })).status).toBe(404);
    expect((await admin().send(catalogue.deleteDocumentType, { id: 999_999 })).status).toBe(404);
  });

  it('will not delete a type that documents use, and counts them', async () => {
    const id = await newDocumentType();
    await newDocument({ documentTypeId: id });
    const list = await admin().call(catalogue.documentTypes, {});
    expect(list.find((d) => d.id === id)?.documentCount).toBe(1);
    const reply = await admin().refusal(catalogue.deleteDocumentType, { id });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    expect(await t.database.db.select().from(documentTypes).where(eq(documentTypes.id, id))).toHaveLength(1);
  });

  it('will not delete a type someone is granted', async () => {
    const id = await newDocumentType();
    await grant('DOCUMENT_TYPE', id);
    expect((await admin().refusal(catalogue.deleteDocumentType, { id })).body.code).toBe('RELATED_DATA_EXISTS');
  });
});

describe('product types', () => {
  it('lists, adds, changes and deletes product types', async () => {
    const demo = await admin().call(catalogue.productTypes, {});
    expect(demo.find((p) => p.code === 'CRAWLER_EXCAVATOR')).toMatchObject({ label: 'Crawler Excavator', productCount: 2 });
    const c = code('PT');
    const id = await created(catalogue.saveProductType, { code: c, labels: { en: 'Telehandler' }, sortOrder: 9 });
    await created(catalogue.saveProductType, { id, code: c, labels: { en: 'Telescopic Handler' }, sortOrder: 9 });
    const list = await admin().call(catalogue.productTypes, {});
    expect(list.find((p) => p.id === id)).toMatchObject({ label: 'Telescopic Handler', productCount: 0 });
    expect(await admin().call(catalogue.deleteProductType, { id })).toEqual({ deleted: true });
  });

  it('refuses a duplicate code and a missing body', async () => {
    expect((await admin().refusal(catalogue.saveProductType, { code: 'WHEEL_LOADER', labels: { en: 'x' } })).body.code).toBe('ALREADY_EXISTS');
    expect((await admin().refusal(catalogue.saveProductType, unchecked({}))).body.code).toBe('REQUIRED_VALUES_MISSING');
  });

  it('will not delete a type that has product lines', async () => {
    const typeId = await newProductType();
    await newProduct(typeId);
    const reply = await admin().refusal(catalogue.deleteProductType, { id: typeId });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
  });
});

describe('product lines', () => {
  it('lists, adds, changes and deletes product lines', async () => {
    const demo = await admin().call(catalogue.products, {});
    expect(demo.find((p) => p.code === 'WL')).toMatchObject({ name: 'DL Wheel Loaders', documentCount: 0 });
    expect(demo.find((p) => p.code === 'WL')!.modelCount).toBeGreaterThan(0);
    const typeId = await newProductType();
    const otherType = await newProductType();
    const c = code('PR');
    const id = await created(catalogue.saveProduct, { code: c, name: 'Compact Track Loaders', productTypeId: typeId, sortOrder: 3 });
    await created(catalogue.saveProduct, { id, code: c, name: 'Compact Track Loaders 2–4 t', productTypeId: otherType, sortOrder: 4 });
    const list = await admin().call(catalogue.products, {});
    expect(list.find((p) => p.id === id)).toEqual({ id, code: c, name: 'Compact Track Loaders 2–4 t', productTypeId: otherType, sortOrder: 4, modelCount: 0, documentCount: 0 });
    expect(await admin().call(catalogue.deleteProduct, { id })).toEqual({ deleted: true });
  });

  it('refuses a duplicate code, a missing name and an unknown product type', async () => {
    const typeId = await newProductType();
    expect((await admin().refusal(catalogue.saveProduct, { code: 'WEX', name: 'x', productTypeId: typeId })).body.code).toBe('ALREADY_EXISTS');
    const missing = await admin().refusal(catalogue.saveProduct, unchecked({ code: code('PR'), productTypeId: typeId }));
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('REQUIRED_VALUES_MISSING');
    const unknown = await admin().refusal(catalogue.saveProduct, { code: code('PR'), name: 'x', productTypeId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.productTypeId', rule: 'not_found' }] } });
  });

  it('will not delete a line that has models, documents or grants', async () => {
    const withModel = await newProduct();
    await created(catalogue.saveModel, { code: code('M'), productId: withModel });
    const withDocument = await newProduct();
    await newDocument({ productId: withDocument });
    const granted = await newProduct();
    await grant('PRODUCT', granted);
    for (const id of [withModel, withDocument, granted]) {
      const reply = await admin().refusal(catalogue.deleteProduct, { id });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    }
    const list = await admin().call(catalogue.products, {});
    expect(list.find((p) => p.id === withModel)).toMatchObject({ modelCount: 1, documentCount: 0 });
    expect(list.find((p) => p.id === withDocument)).toMatchObject({ modelCount: 0, documentCount: 1 });
  });
});

describe('models', () => {
  const models = (productId?: number) => admin().call(catalogue.models, productId === undefined ? {} : { productId });

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
    const suffix = () => code('S').replace(/_/g, '-');
    const [a, b, c] = [suffix(), suffix(), suffix()];
    const id = await created(catalogue.saveModel, {
      code: code('DX'), productId, suffixes: [{ suffix: a.toLowerCase(), serialFrom: 1, serialTo: 999 }, { suffix: b }],
    });
    expect((await models(productId))[0]).toMatchObject({ id, suffixes: [{ suffix: a, serialFrom: 1, serialTo: 999 }, { suffix: b, serialFrom: null, serialTo: null }], documentCount: 0 });
    await created(catalogue.saveModel, { id, code: code('DX'), productId, suffixes: [{ suffix: b, serialFrom: 5, serialTo: 5 }, { suffix: c }] });
    const [model] = await models(productId);
    expect(model!.suffixes.map((s) => s.suffix).sort()).toEqual([b, c].sort());
    expect(model!.suffixes.find((s) => s.suffix === b)).toEqual({ suffix: b, serialFrom: 5, serialTo: 5 });
    // The suffix it gave up is free for another model.
    await created(catalogue.saveModel, { code: code('DX'), productId, suffixes: [{ suffix: a }] });
  });

  it('refuses a suffix another model holds, or one given twice, and changes nothing', async () => {
    const productId = await newProduct();
    const id = await created(catalogue.saveModel, { code: code('DX'), productId, suffixes: [{ suffix: 'ZZ-OWN-1' }] });
    const taken = await admin().refusal(catalogue.saveModel, { id, code: code('DX'), productId, suffixes: [{ suffix: 'ZZ-OWN-2' }, { suffix: 'EHFBA' }] });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'ALREADY_EXISTS', details: { fields: [{ path: 'body.suffixes.1.suffix', rule: 'taken' }] } });
    const twice = await admin().refusal(catalogue.saveModel, { code: code('DX'), productId, suffixes: [{ suffix: 'ZZ-TWICE' }, { suffix: 'zz-twice' }] });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_EXISTS');
    expect((await models(productId)).map((m) => m.suffixes.map((s) => s.suffix))).toEqual([['ZZ-OWN-1']]);
  });

  it('refuses a duplicate model code, a missing product and a serial range backwards', async () => {
    const productId = await newProduct();
    expect((await admin().refusal(catalogue.saveModel, { code: 'DX225LCA', productId })).body.code).toBe('ALREADY_EXISTS');
    expect((await admin().refusal(catalogue.saveModel, unchecked({ code: code('DX') }))).body.code).toBe('REQUIRED_VALUES_MISSING');
    const backwards = await admin().refusal(catalogue.saveModel, { code: code('DX'), productId, suffixes: [{ suffix: 'ZZ-BACK', serialFrom: 9, serialTo: 1 }] });
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe('INPUT_VALUE_ERROR');
    expect((await admin().refusal(catalogue.saveModel, { code: code('DX'), productId: 999_999 })).body.code).toBe('INPUT_VALUE_ERROR');
  });

  it('will not delete a model documents apply to or users are granted, and deletes a free one with its suffixes', async () => {
    const productId = await newProduct();
    const used = await created(catalogue.saveModel, { code: code('DX'), productId });
    await t.database.db.insert(documentModels).values({ documentId: await newDocument({ productId }), modelId: used });
    const granted = await created(catalogue.saveModel, { code: code('DX'), productId });
    await grant('MODEL', granted);
    for (const id of [used, granted]) {
      const reply = await admin().refusal(catalogue.deleteModel, { id });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    }
    expect((await models(productId)).find((m) => m.id === used)?.documentCount).toBe(1);
    const free = await created(catalogue.saveModel, { code: code('DX'), productId, suffixes: [{ suffix: 'ZZ-FREE' }] });
    expect(await admin().call(catalogue.deleteModel, { id: free })).toEqual({ deleted: true });
    expect(await t.database.db.select().from(modelSuffixes).where(eq(modelSuffixes.suffix, 'ZZ-FREE'))).toHaveLength(0);
  });
});

describe('exhaust certifications', () => {
  it('lists, adds, changes and deletes certifications', async () => {
    const demo = await admin().call(catalogue.certifications, {});
    expect(demo.find((c) => c.code === 'EU_STAGE_V')).toMatchObject({ name: 'EU Stage V', documentCount: 0 });
    const c = code('EC');
    const id = await created(catalogue.saveCertification, { code: c, name: 'EU Stage VI', sortOrder: 99 });
    await created(catalogue.saveCertification, { id, code: c, name: 'EU Stage VI (draft)', sortOrder: 99 });
    const list = await admin().call(catalogue.certifications, {});
    expect(list.find((x) => x.id === id)).toEqual({ id, code: c, name: 'EU Stage VI (draft)', sortOrder: 99, documentCount: 0 });
    expect(await admin().call(catalogue.deleteCertification, { id })).toEqual({ deleted: true });
  });

  it('refuses a duplicate code and missing values', async () => {
    expect((await admin().refusal(catalogue.saveCertification, { code: 'TIER3', name: 'Tier 3 again' })).body.code).toBe('ALREADY_EXISTS');
    expect((await admin().refusal(catalogue.saveCertification, unchecked({ code: code('EC') }))).body.code).toBe('REQUIRED_VALUES_MISSING');
  });

  it('will not delete a certification documents carry or users are granted', async () => {
    const used = await created(catalogue.saveCertification, { code: code('EC'), name: 'Used' });
    await t.database.db.insert(documentCertifications).values({ documentId: await newDocument(), certificationId: used });
    const granted = await created(catalogue.saveCertification, { code: code('EC'), name: 'Granted' });
    await grant('EXHAUST_CERTIFICATION', granted);
    for (const id of [used, granted]) {
      const reply = await admin().refusal(catalogue.deleteCertification, { id });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    }
  });
});

describe('controller types', () => {
  it('lists, adds, changes and deletes controller types', async () => {
    const demo = await admin().call(catalogue.controllerTypes, {});
    expect(demo).toContainEqual(expect.objectContaining({ sourceTpcd: 'ECU', modelCodeName: 'DX-ECU7' }));
    const name = uniqueId('DX-HCU');
    const id = await created(catalogue.saveControllerType, { sourceTpcd: 'HCU', modelCodeName: name });
    await created(catalogue.saveControllerType, { id, sourceTpcd: 'HCU', modelCodeName: name, description: 'Hydraulic control unit' });
    const list = await admin().call(catalogue.controllerTypes, {});
    expect(list.find((x) => x.id === id)).toEqual({ id, sourceTpcd: 'HCU', modelCodeName: name, description: 'Hydraulic control unit' });
    expect(await admin().call(catalogue.deleteControllerType, { id })).toEqual({ deleted: true });
    expect((await admin().send(catalogue.deleteControllerType, { id })).status).toBe(404);
  });

  it('refuses a source TPCD and model code name pair that exists, whatever its case', async () => {
    const reply = await admin().refusal(catalogue.saveControllerType, { sourceTpcd: 'ecu', modelCodeName: 'dx-ecu7' });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('ALREADY_EXISTS');
    const id = await created(catalogue.saveControllerType, { sourceTpcd: 'ECU', modelCodeName: uniqueId('DX-ECU') });
    expect((await admin().refusal(catalogue.saveControllerType, { id, sourceTpcd: 'VCU', modelCodeName: 'DX-VCU3' })).body.code).toBe('ALREADY_EXISTS');
    expect((await admin().refusal(catalogue.saveControllerType, unchecked({ sourceTpcd: 'ECU' }))).body.code).toBe('REQUIRED_VALUES_MISSING');
  });
});

describe('regions', () => {
  const regions = (lang = 'en') => admin().call(catalogue.regions, {}, { headers: { 'accept-language': lang } });

  it('lists the regions with their countries and users', async () => {
    const list = await regions();
    const korea = list.find((r) => r.code === 'KOREA')!;
    expect(korea).toMatchObject({ label: 'Korea', countries: ['KR'], documentCount: 0 });
    expect(korea.userCount).toBeGreaterThan(0);
    expect(list.find((r) => r.code === 'NORTH_AMERICA')?.countries).toEqual(['CA', 'US']);
  });

  it('adds a region, moves the countries named to it and adds ones the table lacked', async () => {
    const c = code('RG');
    const id = await created(catalogue.saveRegion, { code: c, labels: { en: 'Oceania', ko: '오세아니아' }, sortOrder: 20, countries: ['au', 'NZ', 'FJ'] });
    const list = await regions('ko');
    expect(list.find((r) => r.id === id)).toMatchObject({ code: c, label: '오세아니아', countries: ['AU', 'FJ', 'NZ'], userCount: 0 });
    expect(list.find((r) => r.code === 'ASIA_PACIFIC')?.countries).not.toContain('AU');
    // Taking one back into Asia Pacific leaves the others where they are.
    const asia = list.find((r) => r.code === 'ASIA_PACIFIC')!;
    await created(catalogue.saveRegion, { id: asia.id, code: asia.code, labels: asia.labels, countries: [...asia.countries, 'AU'] });
    const after = await regions();
    expect(after.find((r) => r.id === id)?.countries).toEqual(['FJ', 'NZ']);
    expect(after.find((r) => r.id === asia.id)?.countries).toContain('AU');
  });

  it('refuses unknown country codes, and a save that would leave a country without a region', async () => {
    const unknown = await admin().refusal(catalogue.saveRegion, { code: code('RG'), labels: { en: 'Nowhere' }, countries: ['KR', 'XX'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.countries.1', rule: 'unknown_country' }] } });
    const china = (await regions()).find((r) => r.code === 'CHINA')!;
    const dropped = await admin().refusal(catalogue.saveRegion, { id: china.id, code: china.code, labels: china.labels, countries: china.countries.filter((c) => c !== 'TW') });
    expect(dropped.status).toBe(400);
    expect(dropped.body.details?.reason).toBe('COUNTRY_NEEDS_REGION');
    expect((await regions()).find((r) => r.code === 'CHINA')?.countries).toContain('TW');
    expect((await admin().refusal(catalogue.saveRegion, unchecked({ countries: [] }))).body.code).toBe('REQUIRED_VALUES_MISSING');
    expect((await admin().refusal(catalogue.saveRegion, { code: 'EUROPE', labels: { en: 'Europe again' } })).body.code).toBe('ALREADY_EXISTS');
  });

  it('will not delete a region that users, countries or documents name, and deletes an empty one', async () => {
    const withCountry = await created(catalogue.saveRegion, { code: code('RG'), labels: { en: 'With a country' }, countries: ['IS'] });
    const withUser = await created(catalogue.saveRegion, { code: code('RG'), labels: { en: 'With a user' } });
    await t.database.db.update(users).set({ regionId: withUser }).where(eq(users.id, userId));
    const withDocument = await created(catalogue.saveRegion, { code: code('RG'), labels: { en: 'With a document' } });
    await t.database.db.insert(documentRegions).values({ documentId: await newDocument(), regionId: withDocument });
    for (const id of [withCountry, withUser, withDocument]) {
      const reply = await admin().refusal(catalogue.deleteRegion, { id });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('RELATED_DATA_EXISTS');
    }
    const list = await regions();
    expect(list.find((r) => r.id === withUser)?.userCount).toBe(1);
    expect(list.find((r) => r.id === withDocument)?.documentCount).toBe(1);
    const empty = await created(catalogue.saveRegion, { code: code('RG'), labels: { en: 'Empty' } });
    expect(await admin().call(catalogue.deleteRegion, { id: empty })).toEqual({ deleted: true });
    expect(await t.database.db.select().from(countries).where(and(eq(countries.code, 'IS'), eq(countries.regionId, withCountry)))).toHaveLength(1);
  });
});

describe('product line references', () => {
  it('keeps a product line when a document still names it, even after its models are gone', async () => {
    const productId = await newProduct();
    await newDocument({ productId });
    expect((await admin().refusal(catalogue.deleteProduct, { id: productId })).body.code).toBe('RELATED_DATA_EXISTS');
    expect(await t.database.db.select().from(products).where(eq(products.id, productId))).toHaveLength(1);
  });
});

describe("the readers' product list", () => {
  const tree = (token: string, language = 'en') => as(token).send(catalogue.productTree, undefined, { headers: { 'accept-language': language } });

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
    const modelId = await created(catalogue.saveModel, { code: code('M'), productId });
    const documentId = await newDocument({ productId });
    await t.database.pool.query('INSERT INTO document_models (document_id, model_id) VALUES ($1, $2)', [documentId, modelId]);
    const count = async () => (await tree(tokens.user)).body.productTypes.flatMap((type) => type.lines.flatMap((line) => line.models)).find((model) => model.id === modelId)!.documentCount;
    expect(await count()).toBe(0);
    await t.database.pool.query("INSERT INTO document_versions (document_id, version_label, publish_type, language, distribution_status) VALUES ($1, '1.0', 'PDF', 'en', 'DISTRIBUTED')", [documentId]);
    expect(await count()).toBe(1);
  });
});
