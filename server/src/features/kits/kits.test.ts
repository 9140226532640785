// The plan of a field kit through the real app on a real PostgreSQL: what a kit for a machine holds follows the
// library's authority rule and regions, the serial plate's applicability, the reader's languages, and only final
// distributed versions of documents in use; the machine's guides bring the pages they link to when the reader may
// open them (and name the others by id only); the references come with the menus that open them; totals add up.
// The machine is a product line and model made for this file, so the demo library and its guides stay out of it.
import { API, type KitPlan, type KitPlanBody } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../test/api.ts';
import { createRole, createUser, uniqueId } from '../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import {
  addVersion, createDocument, grantDocuments, loadCatalogue, makePdf, setRegion, type GrantKind, type LibraryCatalogue,
} from '../../../test/library-factories.ts';

let t: TestContext;
let admin = '';
let cat: LibraryCatalogue;
const as = (token: string | null) => apiOf(t.app).as(token);
const inLanguage = (language: string) => ({ headers: { 'accept-language': language } });

/** The machine of this file: a model with two suffixes, A (100–199) and B (200–299). */
const machine = { modelId: 0, code: '', product: '', suffixA: '', suffixB: '' };
type Version = { documentId: number; versionId: number; bytes: number };
const versions = {} as Record<
  'manualEn' | 'manualKo' | 'manualFr' | 'manualOld' | 'early' | 'undistributed' | 'retired' | 'regional' | 'linkedElsewhere' | 'locked',
  Version
>;
const guides = { forModel: 0, forProductLine: 0 };
let dictionaryEntries = 0;

async function version(documentId: number, options: Parameters<typeof addVersion>[3] = {}): Promise<Version> {
  // Three pages, so guides can link to pages 2 and 3; web help brings the factory's own bundle.
  const added = await addVersion(t.app, admin, documentId, options.publishType === 'WEBHELP' ? options : { file: await makePdf(3), ...options });
  return { documentId, versionId: added.versionId, bytes: added.version.fileSize! };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  cat = await loadCatalogue(t.app, admin);
  const manager = as(admin);
  const [productType] = await manager.call(API.catalogue.productTypes, {});
  const productCode = uniqueId('KIT').replace('-', '_').toUpperCase();
  const productId = (await manager.call(API.catalogue.saveProduct, { code: productCode, name: productCode, productTypeId: productType!.id })).id;
  const hex = uniqueId('x').slice(2).toUpperCase();
  Object.assign(machine, { code: `KIT${hex}`, product: productCode, suffixA: `KA${hex}`, suffixB: `KB${hex}` });
  machine.modelId = (await manager.call(API.catalogue.saveModel, {
    code: machine.code, productId, suffixes: [{ suffix: machine.suffixA, serialFrom: 100, serialTo: 199 }, { suffix: machine.suffixB, serialFrom: 200, serialTo: 299 }],
  })).id;

  const base = { documentTypeId: cat.documentTypes.get('SERVICE_MANUAL')!, productId, models: [{ modelId: machine.modelId }] };
  // One manual in three languages, with an older English version that is no longer the final one.
  const manual = await createDocument(t.app, admin, base);
  versions.manualOld = await version(manual.id, { language: 'en', isFinal: false });
  versions.manualEn = await version(manual.id, { language: 'en' });
  versions.manualKo = await version(manual.id, { language: 'ko', publishType: 'WEBHELP' });
  versions.manualFr = await version(manual.id, { language: 'fr' });
  // Only for machines numbered 100–149.
  versions.early = await version((await createDocument(t.app, admin, { ...base, models: [{ modelId: machine.modelId, serialFrom: 100, serialTo: 149 }] })).id);
  versions.undistributed = await version((await createDocument(t.app, admin, base)).id, { distribute: false });
  versions.retired = await version((await createDocument(t.app, admin, base)).id);
  const retired = await manager.call(API.documents.detail, { id: versions.retired.documentId });
  await manager.call(API.documents.save, { ...retired, useYn: 'N' });
  versions.regional = await version((await createDocument(t.app, admin, { ...base, regionIds: [cat.regions.get('EUROPE')!] })).id);
  // Manuals of another model that the guides link to: one the readers below are granted by the document, one not.
  const elsewhere = { documentTypeId: base.documentTypeId, productId: cat.products.get('CEX_MEDIUM')!, models: [{ modelId: cat.models.get('DX140LCR')!.id }] };
  versions.linkedElsewhere = await version((await createDocument(t.app, admin, elsewhere)).id, { language: 'th' });
  versions.locked = await version((await createDocument(t.app, admin, elsewhere)).id);

  const controllers = (await manager.call(API.tsg.choices)).controllers;
  const draft = (title: string, links: { documentId: number; versionId: number; page: number }[]) => ({
    language: 'en' as const, label: '1.0', content: { title, steps: [{ kind: 'CHECK' as const, text: 'Check the sensor.', links }] },
  });
  const link = (v: Version, page: number) => ({ documentId: v.documentId, versionId: v.versionId, page });
  guides.forModel = (await manager.call(API.tsg.save, {
    modelId: machine.modelId, controllerTypeId: controllers[0]!.controllerTypeId, faultCode: 'SPN 110 FMI 0',
    draft: draft('Coolant too hot', [link(versions.manualEn, 2), link(versions.linkedElsewhere, 1), link(versions.locked, 3)]),
  })).id;
  guides.forProductLine = (await manager.call(API.tsg.save, {
    modelId: null, productId, controllerTypeId: controllers[1]!.controllerTypeId, faultCode: 'E-0417', draft: draft('Fan stops', [link(versions.manualEn, 2), link(versions.manualEn, 3)]),
  })).id;
  for (const guideId of Object.values(guides)) await manager.call(API.tsg.publish, { guideId, language: 'en' });
  dictionaryEntries = (await manager.call(API.tsg.terms, {})).items.length;
});
afterAll(async () => {
  await t?.close();
});

/** A fresh reader (the USER role: documents by grant, guides and symbols by its menus), signed in. */
async function reader(setup: { grants?: Partial<Record<GrantKind, number[]>>; region?: string; roles?: number[] } = {}) {
  const user = await createUser(t.database.db, setup.roles ? { roles: setup.roles } : {});
  for (const [kind, refIds] of Object.entries(setup.grants ?? {})) await grantDocuments(t.database.db, user.id, kind as GrantKind, refIds);
  if (setup.region) await setRegion(t.database.db, user.id, setup.region);
  return login(t.app, user.loginId, user.password);
}
const grantedTheModel = () => reader({ grants: { MODEL: [machine.modelId], DOCUMENT: [versions.linkedElsewhere.documentId] } });

const plan = (token: string, body: Partial<KitPlanBody> = {}, language = 'en') =>
  as(token).call(API.kits.plan, { modelId: machine.modelId, ...body }, inLanguage(language));
const versionIds = (kit: KitPlan) => kit.documents.map((d) => d.versionId).sort((a, b) => a - b);
const idsOf = (...names: (keyof typeof versions)[]) => names.map((name) => versions[name].versionId).sort((a, b) => a - b);

describe('the access rule', () => {
  it('a reader granted nothing gets the machine and its guides, but no documents, and guides name their links by id only', async () => {
    const kit = await plan(await reader());
    expect(kit.machine).toEqual({ modelId: machine.modelId, model: machine.code, product: machine.product, suffix: null, serialNumber: null });
    expect(kit.documents).toEqual([]);
    expect(kit.guides.map((g) => g.guideId).sort((a, b) => a - b)).toEqual(Object.values(guides).sort((a, b) => a - b));
    expect(kit.guides.flatMap((g) => g.links).every((l) => !l.inKit)).toBe(true);
    expect(JSON.stringify(kit)).not.toContain('Document-');
  });

  it("a grant of the model gives its final distributed versions in the reader's languages; not distributed, out of use and older versions are absent", async () => {
    const kit = await plan(await grantedTheModel());
    expect(kit.languages).toEqual(['en']);
    expect(versionIds(kit)).toEqual(idsOf('manualEn', 'early', 'linkedElsewhere'));
    const manual = kit.documents.find((d) => d.versionId === versions.manualEn.versionId)!;
    expect(manual).toMatchObject({ documentId: versions.manualEn.documentId, language: 'en', publishType: 'PDF', pageCount: 3, bytes: versions.manualEn.bytes, forMachine: true });
  });

  it("a document distributed to another region is absent, and there for a reader in that region", async () => {
    expect(versionIds(await plan(await reader({ grants: { MODEL: [machine.modelId] }, region: 'ASIA_PACIFIC' })))).not.toContain(versions.regional.versionId);
    expect(versionIds(await plan(await reader({ grants: { MODEL: [machine.modelId] }, region: 'EUROPE' })))).toContain(versions.regional.versionId);
  });
});

describe('the serial plate', () => {
  it('a serial inside the range of a document keeps it; one outside its range (but in the suffix’s) leaves it out', async () => {
    const token = await grantedTheModel();
    const early = await plan(token, { serialNumber: `${machine.suffixA} 120` });
    expect(early.machine).toMatchObject({ suffix: machine.suffixA, serialNumber: 120 });
    expect(versionIds(early)).toContain(versions.early.versionId);
    // Read as typed on a plate: any case, dashes and spaces aside.
    const later = await plan(token, { serialNumber: `${machine.suffixA.toLowerCase()}-170` });
    expect(later.machine).toMatchObject({ suffix: machine.suffixA, serialNumber: 170 });
    expect(versionIds(later)).toEqual(idsOf('manualEn', 'linkedElsewhere'));
    expect(versionIds(await plan(token, { serialNumber: `${machine.suffixB}250` }))).toEqual(idsOf('manualEn', 'linkedElsewhere'));
  });

  it('a serial outside its suffix’s range, of another model, or of no model is refused with the reason', async () => {
    const token = await grantedTheModel();
    const refused = async (serialNumber: string) => {
      const refusal = await as(token).refusal(API.kits.plan, { modelId: machine.modelId, serialNumber });
      return { status: refusal.status, code: refusal.body.code, reason: refusal.body.details?.reason };
    };
    expect(await refused(`${machine.suffixA} 250`)).toEqual({ status: 400, code: 'INPUT_VALUE_ERROR', reason: 'SERIAL_OUT_OF_RANGE' });
    expect(await refused('EHFBA 10010')).toEqual({ status: 400, code: 'INPUT_VALUE_ERROR', reason: 'SERIAL_OF_ANOTHER_MODEL' });
    expect(await refused('QQ9 1')).toEqual({ status: 400, code: 'INPUT_VALUE_ERROR', reason: 'SERIAL_UNKNOWN' });
    expect(await refused(machine.suffixA)).toEqual({ status: 400, code: 'INPUT_VALUE_ERROR', reason: 'SERIAL_UNKNOWN' });
    // Not a plate at all: the schema refuses it, naming the field.
    const malformed = await as(token).refusal(API.kits.plan, { modelId: machine.modelId, serialNumber: 'EHFBA#10010' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details?.fields?.map((f) => f.path)).toContain('body.serialNumber');
  });

  it('a model that is not there is 404 NOT_FOUND; no one signed in is 401', async () => {
    const refusal = await as(await reader()).refusal(API.kits.plan, { modelId: 2_000_000_000 });
    expect([refusal.status, refusal.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await as(null).refusal(API.kits.plan, { modelId: machine.modelId })).status).toBe(401);
    expect((await as(await reader()).refusal(API.kits.plan, unchecked({ modelId: machine.modelId, languages: ['xx'] }))).status).toBe(400);
  });
});

describe('languages', () => {
  it("the reader's language and English, then the languages added; each final version once", async () => {
    const token = await grantedTheModel();
    const korean = await plan(token, {}, 'ko');
    expect(korean.languages).toEqual(['ko', 'en']);
    expect(versionIds(korean)).toEqual(idsOf('manualEn', 'manualKo', 'early', 'linkedElsewhere'));
    expect(korean.documents.find((d) => d.versionId === versions.manualKo.versionId)).toMatchObject({ language: 'ko', publishType: 'WEBHELP', bytes: versions.manualKo.bytes });
    const more = await plan(token, { languages: ['fr', 'en', 'fr'] }, 'ko');
    expect(more.languages).toEqual(['ko', 'en', 'fr']);
    expect(versionIds(more)).toEqual(idsOf('manualEn', 'manualKo', 'manualFr', 'early', 'linkedElsewhere'));
    // The manual's versions in the order of the kit's languages.
    expect(more.documents.filter((d) => d.documentId === versions.manualEn.documentId).map((d) => d.language)).toEqual(['ko', 'en', 'fr']);
  });
});

describe('guides, references and totals', () => {
  it('the guides of the model and of its product line, with the pages they link to that the reader may open', async () => {
    const kit = await plan(await grantedTheModel());
    const forModel = kit.guides.find((g) => g.guideId === guides.forModel)!;
    expect(forModel).toMatchObject({ faultCode: 'SPN 110 FMI 0', title: 'Coolant too hot', languages: ['en'] });
    expect(forModel.links).toEqual([
      { documentId: versions.manualEn.documentId, versionId: versions.manualEn.versionId, page: 2, topic: null, inKit: true },
      { documentId: versions.linkedElsewhere.documentId, versionId: versions.linkedElsewhere.versionId, page: 1, topic: null, inKit: true },
      { documentId: versions.locked.documentId, versionId: versions.locked.versionId, page: 3, topic: null, inKit: false },
    ]);
    expect(kit.guides.find((g) => g.guideId === guides.forProductLine)).toMatchObject({ faultCode: 'E0417', title: 'Fan stops' });
    // A manual of another model comes in because a guide links to it, in its own language; the one the reader may not open does not.
    expect(kit.documents.find((d) => d.versionId === versions.linkedElsewhere.versionId)).toMatchObject({ language: 'th', forMachine: false, linkedPlaces: [{ page: 1, topic: null }] });
    expect(kit.documents.find((d) => d.versionId === versions.manualEn.versionId)!.linkedPlaces).toEqual([{ page: 2, topic: null }, { page: 3, topic: null }]);
    expect(versionIds(kit)).not.toContain(versions.locked.versionId);
  });

  it('the symbol library and the dictionary come with the menus that open them, with their sizes', async () => {
    const withMenus = await plan(await grantedTheModel());
    const symbols = await as(await grantedTheModel()).call(API.symbols.list, {});
    expect(withMenus.symbols).toEqual({ included: true, entries: symbols.items.length });
    expect(withMenus.dictionary).toEqual({ included: true, entries: dictionaryEntries });
    const noMenus = await plan(await reader({ grants: { MODEL: [machine.modelId] }, roles: [await createRole(t.database.db, [])] }));
    expect(noMenus).toMatchObject({ guides: [], symbols: { included: false, entries: 0 }, dictionary: { included: false, entries: 0 } });
    expect(versionIds(noMenus)).toEqual(idsOf('manualEn', 'early'));
  });

  it('totals count the documents, versions and guides and add up the bytes', async () => {
    const kit = await plan(await grantedTheModel(), { languages: ['fr'] }, 'ko');
    const expected = (['manualEn', 'manualKo', 'manualFr', 'early', 'linkedElsewhere'] as const).reduce((sum, name) => sum + versions[name].bytes, 0);
    expect(kit.totals).toEqual({ documents: 3, versions: 5, guides: 2, bytes: expected });
  });
});
