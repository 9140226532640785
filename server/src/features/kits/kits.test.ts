// The plan of a field kit through the real app on a real PostgreSQL: what a kit for a machine holds follows the
// library's authority rule and regions, the serial plate's applicability, the reader's languages, and only final
// distributed versions of documents in use; the machine's guides bring the pages they link to when the reader may
// open them (and name the others by id only); the references come with the menus that open them; totals add up.
// A kit taken: its key is kept only as a hash and handed out once; its taking is an access event; the public check
// by key renews an active kit with what the reader's authority holds today, and answers REVOKED (a wrong key, revoked,
// deleted, the reader no longer able to sign in) or EXPIRED (for good); its files are the reader's watermarked copies
// with byte ranges, its page texts the library's, its reference the guides, terms and symbols the menus open; only the
// owner reaches them; administrators list, revoke and set the expiry.
// The machine is a product line and model made for this file, so the demo library and its guides stay out of it.
import { createHash, randomBytes } from 'node:crypto';
import { API, type KitListQuery, type KitPlan, type KitPlanBody, type KitTaken, type ManagedKit } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../test/api.ts';
import { createRole, createUser, holdSignIns, uniqueId } from '../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import {
  addVersion, createDocument, grantDocuments, loadCatalogue, MAINTENANCE_PROCEDURES, maintenanceManual, makePdf, revokeDocuments, setRegion,
  type GrantKind, type LibraryCatalogue,
} from '../../../test/library-factories.ts';
import { until } from '../../../test/until.ts';
import { pdfPages } from '../../../test/pdf-inspect.ts';

let t: TestContext;
let admin = '';
let cat: LibraryCatalogue;
const as = (token: string | null) => apiOf(t.app).as(token);
const inLanguage = (language: string) => ({ headers: { 'accept-language': language } });

/** The machine of this file: a model with two suffixes, A (100–199) and B (200–299). */
const machine = { modelId: 0, productId: 0, code: '', product: '', suffixA: '', suffixB: '' };
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
  Object.assign(machine, { productId, code: `KIT${hex}`, product: productCode, suffixA: `KA${hex}`, suffixB: `KB${hex}` });
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

type ReaderSetup = { grants?: Partial<Record<GrantKind, number[]>>; region?: string; roles?: number[] };
/** A fresh reader (the USER role: documents by grant, guides and symbols by its menus), signed in: who they are, and their token. */
async function person(setup: ReaderSetup = {}) {
  const user = await createUser(t.database.db, setup.roles ? { roles: setup.roles } : {});
  for (const [kind, refIds] of Object.entries(setup.grants ?? {})) await grantDocuments(t.database.db, user.id, kind as GrantKind, refIds);
  if (setup.region) await setRegion(t.database.db, user.id, setup.region);
  return { ...user, token: await login(t.app, user.loginId, user.password) };
}
const reader = async (setup: ReaderSetup = {}) => (await person(setup)).token;
const modelGrants = () => ({ grants: { MODEL: [machine.modelId], DOCUMENT: [versions.linkedElsewhere.documentId] } });
const grantedTheModel = () => reader(modelGrants());

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

// ── A kit taken ───────────────────────────────────────────────────────────────────────────────

const DAY = 24 * 60 * 60 * 1000;
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const take = (token: string, body: Partial<KitPlanBody> = {}, headers: Record<string, string> = {}) =>
  as(token).call(API.kits.take, { modelId: machine.modelId, ...body }, { headers: { 'accept-language': 'en', ...headers } });
const check = (kit: KitTaken) => as(null).call(API.kits.check, { kitId: kit.kit.kitId, secret: kit.secret });
const fileOf = (token: string, kitId: number, versionId: number, headers: Record<string, string> = {}) =>
  as(token).send(API.kits.file, undefined, { params: { kitId, versionId }, headers });
const pagesOf = (token: string, kitId: number, versionId: number) => as(token).send(API.kits.pages, undefined, { params: { kitId, versionId } });
const referenceOf = (token: string, kitId: number) => as(token).send(API.kits.reference, undefined, { params: { kitId } });
/** A fresh sign-in of the administrator: tests that move the clock end every session opened before. */
const administrator = () => login(t.app, ADMIN_ID, ADMIN_PASSWORD);

async function kitRow(kitId: number) {
  const { rows } = await t.database.pool.query<Record<string, unknown> & { secret_hash: Buffer; checked_at: Date; expires_at: Date; revoked_at: Date | null; revoked_by: number | null }>(
    'SELECT * FROM field_kits WHERE id = $1', [kitId]);
  return rows[0]!;
}

describe('taking a kit', () => {
  it('answers the plan, a 43-character key that the database keeps only as its hash, and an expiry of 30 days', async () => {
    const token = await grantedTheModel();
    const taken = await take(token, { serialNumber: `${machine.suffixA} 120`, languages: ['fr'] });
    expect(taken.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(taken.plan).toEqual(await plan(token, { serialNumber: `${machine.suffixA} 120`, languages: ['fr'] }));
    expect(taken.kit).toMatchObject({ machine: taken.plan.machine, languages: ['en', 'fr'], status: 'ACTIVE', checkedAt: taken.kit.createdAt });
    expect(Date.parse(taken.kit.expiresAt) - Date.parse(taken.kit.createdAt)).toBe(30 * DAY);

    const row = await kitRow(taken.kit.kitId);
    expect(row.secret_hash.toString('hex')).toBe(sha256(taken.secret));
    expect(JSON.stringify(row)).not.toContain(taken.secret);
    expect(row).toMatchObject({ model_id: machine.modelId, serial_suffix: machine.suffixA, serial_number: 120, languages: ['fr'], reader_language: 'en' });
    // Another taking is another key.
    expect((await take(token)).secret).not.toBe(taken.secret);
  });

  it('records a KIT_DOWNLOAD access event with the model, the reader’s region, country and language, and what left', async () => {
    const who = await person({ ...modelGrants(), region: 'EUROPE' });
    const taken = await take(who.token, { serialNumber: `${machine.suffixB} 250` }, { 'accept-language': 'ko' });
    const { rows } = await t.database.pool.query(
      "SELECT action, model_code, region_code, country_code, language, function, details FROM access_events WHERE user_id = $1 AND action = 'KIT_DOWNLOAD'", [who.id]);
    expect(rows).toEqual([{
      action: 'KIT_DOWNLOAD', model_code: machine.code, region_code: 'EUROPE', country_code: 'KR', language: 'ko', function: 'KIT',
      details: { kitId: taken.kit.kitId, languages: ['ko', 'en'], versions: taken.plan.totals.versions, bytes: taken.plan.totals.bytes, suffix: machine.suffixB },
    }]);
  });

  it('is refused as the plan is: a serial plate of another model, no such model, nobody signed in', async () => {
    const token = await grantedTheModel();
    expect((await as(token).refusal(API.kits.take, { modelId: machine.modelId, serialNumber: 'EHFBA 10010' })).body.details?.reason).toBe('SERIAL_OF_ANOTHER_MODEL');
    expect((await as(token).refusal(API.kits.take, { modelId: 2_000_000_000 })).status).toBe(404);
    expect((await as(null).refusal(API.kits.take, { modelId: machine.modelId })).status).toBe(401);
  });
});

describe('checking a kit by its key', () => {
  it('finds an active kit active, and answers what it holds now', async () => {
    const token = await grantedTheModel();
    const taken = await take(token);
    const checked = await check(taken);
    expect(checked.status).toBe('ACTIVE');
    expect(checked.plan).toEqual(taken.plan);
    expect(Date.parse(checked.expiresAt!)).toBeGreaterThanOrEqual(Date.parse(taken.kit.expiresAt));
  });

  it('drops a document whose grant was taken away, and no one signed in is needed', async () => {
    const who = await person({ grants: { DOCUMENT: [versions.manualEn.documentId] } });
    const taken = await take(who.token);
    expect(versionIds(taken.plan)).toEqual(idsOf('manualEn'));
    await revokeDocuments(t.database.db, who.id, 'DOCUMENT');
    const checked = await check(taken);
    expect(checked.status).toBe('ACTIVE');
    expect(checked.plan!.documents).toEqual([]);
  });

  it('brings a new final version in place of the one it replaces, with what changed in it', async () => {
    const manual = await createDocument(t.app, admin, { documentTypeId: cat.documentTypes.get('SERVICE_MANUAL')!, productId: machine.productId, models: [{ modelId: machine.modelId }] });
    const first = await version(manual.id, { language: 'en', versionLabel: '1.0', file: await maintenanceManual(MAINTENANCE_PROCEDURES) });
    const who = await person({ grants: { DOCUMENT: [manual.id] } });
    const taken = await take(who.token);
    expect(versionIds(taken.plan)).toEqual([first.versionId]);
    expect(taken.plan.documents[0]!.changes).toBeNull();
    // 2.0 with the torque on the last page changed: compared with 1.0 by the job worker once its text is read.
    const revised = MAINTENANCE_PROCEDURES.map((text) => text.replace('980 Nm', '1 050 Nm'));
    const second = await version(manual.id, { language: 'en', versionLabel: '2.0', file: await maintenanceManual(revised) });
    const checked = await until('2.0 compared', async () => {
      const plan = (await check(taken)).plan!;
      return plan.documents[0]?.changes ? plan : undefined;
    });
    expect(versionIds(checked)).toEqual([second.versionId]);
    expect(checked.documents[0]!.changes).toEqual({ previousVersionLabel: '1.0', identical: false, counts: { changed: 1, added: 0, removed: 0, moved: 0 } });
  });

  it('answers REVOKED, and nothing more, to a wrong key and to a kit that is not there', async () => {
    const taken = await take(await grantedTheModel());
    const wrong = randomBytes(32).toString('base64url');
    expect(await as(null).call(API.kits.check, { kitId: taken.kit.kitId, secret: wrong })).toEqual({ status: 'REVOKED', expiresAt: null, plan: null });
    expect(await as(null).call(API.kits.check, { kitId: 2_000_000_000, secret: taken.secret })).toEqual({ status: 'REVOKED', expiresAt: null, plan: null });
    // A wrong key renews nothing.
    expect((await kitRow(taken.kit.kitId)).checked_at.toISOString()).toBe(taken.kit.checkedAt);
    expect((await as(null).refusal(API.kits.check, unchecked({ kitId: taken.kit.kitId, secret: 'short' }))).status).toBe(400);
  });

  it('answers REVOKED once the reader is disabled or rejected, and ACTIVE again when they may sign in again; wrong passwords from strangers revoke nothing', async () => {
    const who = await person(modelGrants());
    const taken = await take(who.token);
    const manager = as(admin);
    await manager.call(API.users.setEnabled, { id: who.id, enabled: false });
    expect(await check(taken)).toEqual({ status: 'REVOKED', expiresAt: null, plan: null });
    await manager.call(API.users.setEnabled, { id: who.id, enabled: true });
    expect((await check(taken)).status).toBe('ACTIVE');
    // A stranger holding the reader's ID with wrong passwords must not wipe the reader's kits.
    await holdSignIns(t.database.db, who.loginId, t.clock.now());
    expect((await check(taken)).status).toBe('ACTIVE');
    await t.database.pool.query("UPDATE users SET approval_status = 'DISAPPROVED' WHERE id = $1", [who.id]);
    expect((await check(taken)).status).toBe('REVOKED');
  });
});

describe("a kit's files, page texts and reference", () => {
  let who: Awaited<ReturnType<typeof person>>;
  let taken: KitTaken;
  beforeAll(async () => {
    who = await person(modelGrants());
    taken = await take(who.token, {}, { 'user-agent': ANDROID_CHROME });
  });

  it("the file is the reader's own watermarked copy of a PDF the kit holds, as an attachment never kept by a cache", async () => {
    const reply = await fileOf(who.token, taken.kit.kitId, versions.manualEn.versionId);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toMatch(/^attachment;/);
    expect(reply.headers['cache-control']).toContain('no-store');
    expect(reply.headers['accept-ranges']).toBe('bytes');
    expect(reply.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const stored = await as(admin).follow((await as(admin).call(API.documents.ticket, { versionId: versions.manualEn.versionId })).fileUrl);
    expect(sha256(reply.bytes)).not.toBe(sha256(stored.bytes));
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    for (const page of await pdfPages(reply.bytes)) expect(squeeze(page)).toContain(squeeze(who.loginId));

    // A download cut short goes on from where it stopped.
    const size = reply.bytes.length;
    const rest = await fileOf(who.token, taken.kit.kitId, versions.manualEn.versionId, { range: 'bytes=100-' });
    expect(rest.status).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(rest.bytes.equals(reply.bytes.subarray(100))).toBe(true);
  });

  it('is not a view of the document: taking the kit was the access event', async () => {
    const { rows } = await t.database.pool.query("SELECT action FROM access_events WHERE user_id = $1 ORDER BY id", [who.id]);
    expect(rows.map((row) => row.action)).not.toContain('DOCUMENT_VIEW');
    expect(rows.map((row) => row.action)).not.toContain('DOCUMENT_DOWNLOAD');
  });

  it('answers 404 for a version the kit does not hold, or not as a PDF', async () => {
    for (const versionId of [versions.locked.versionId, versions.manualOld.versionId, versions.undistributed.versionId, 2_000_000_000]) {
      expect((await fileOf(who.token, taken.kit.kitId, versionId)).status, `version ${versionId}`).toBe(404);
      expect((await pagesOf(who.token, taken.kit.kitId, versionId)).status, `version ${versionId}`).toBe(404);
    }
    const korean = await take(who.token, {}, { 'accept-language': 'ko' });
    expect(versionIds(korean.plan)).toContain(versions.manualKo.versionId);
    expect((await fileOf(who.token, korean.kit.kitId, versions.manualKo.versionId)).status).toBe(404);
  });

  it('page texts are the ones the library stored for each page', async () => {
    const { rows } = await t.database.pool.query('SELECT page_no AS page, text FROM pdf_pages WHERE version_id = $1 ORDER BY page_no', [versions.manualEn.versionId]);
    const pages = (await pagesOf(who.token, taken.kit.kitId, versions.manualEn.versionId)).body;
    expect(pages).toEqual({ versionId: versions.manualEn.versionId, pages: rows });
    expect(pages.pages.map((p) => p.text.trim())).toEqual(['Page 1', 'Page 2', 'Page 3']);
  });

  it('the reference holds the guides as reading shows them, the dictionary in the kit’s languages and the symbols, with the menus', async () => {
    const word = uniqueId('Fan belt');
    const termId = (await as(admin).call(API.tsg.saveTerm, { category: 'COMPONENT', texts: { en: word, fr: `Courroie ${word}`, th: `สายพาน ${word}` } })).id;
    const frenchKit = await take(who.token, { languages: ['fr'] });
    const reference = (await referenceOf(who.token, frenchKit.kit.kitId)).body;
    const reading = await as(who.token).call(API.tsg.guide, {}, { params: { guideId: guides.forModel } });
    expect(reference.guides.find((g) => g.guideId === guides.forModel)).toEqual(reading);
    expect(reference.guides.map((g) => g.guideId).sort((a, b) => a - b)).toEqual(Object.values(guides).sort((a, b) => a - b));
    expect(reference.terms).toHaveLength((await as(admin).call(API.tsg.terms, {})).items.length);
    expect(reference.terms.find((term) => term.termId === termId)).toEqual({ termId, category: 'COMPONENT', texts: { en: word, fr: `Courroie ${word}` } });
    expect(reference.terms.every((term) => Object.keys(term.texts).every((language) => ['en', 'fr'].includes(language)))).toBe(true);
    expect(reference.symbols.length).toBeGreaterThan(0);
    expect(reference.symbols).toEqual((await as(who.token).call(API.symbols.list, {})).items);

    const noMenus = await person({ grants: { MODEL: [machine.modelId] }, roles: [await createRole(t.database.db, [])] });
    const bare = await take(noMenus.token);
    expect((await referenceOf(noMenus.token, bare.kit.kitId)).body).toEqual({ guides: [], terms: [], symbols: [] });
  });

  it("another reader gets 404 for someone's kit: its file, pages and reference", async () => {
    const other = await grantedTheModel();
    expect((await fileOf(other, taken.kit.kitId, versions.manualEn.versionId)).status).toBe(404);
    expect((await pagesOf(other, taken.kit.kitId, versions.manualEn.versionId)).status).toBe(404);
    expect((await referenceOf(other, taken.kit.kitId)).status).toBe(404);
    expect((await referenceOf(other, 2_000_000_000)).status).toBe(404);
  });

  it('the administrators’ list shows the device it was taken on', async () => {
    const { items } = await as(admin).call(API.kits.managedList, { userId: who.id });
    expect(items.find((kit) => kit.kitId === taken.kit.kitId)).toMatchObject({ device: 'Chrome on Android', revokedAt: null, status: 'ACTIVE', machine: taken.kit.machine });
  });
});

describe('deleting and revoking', () => {
  it('the reader deletes their own kit: its key no longer holds, and its files are 403', async () => {
    const who = await person(modelGrants());
    const taken = await take(who.token);
    const other = await grantedTheModel();
    expect((await as(other).refusal(API.kits.delete, { kitId: taken.kit.kitId })).status).toBe(404);
    expect((await as(who.token).refusal(API.kits.delete, { kitId: 2_000_000_000 })).status).toBe(404);
    expect(await as(who.token).call(API.kits.delete, { kitId: taken.kit.kitId })).toEqual({ deleted: true });
    expect((await check(taken)).status).toBe('REVOKED');
    expect(await kitRow(taken.kit.kitId)).toMatchObject({ revoked_by: who.id });
    const refused = await fileOf(who.token, taken.kit.kitId, versions.manualEn.versionId);
    expect([refused.status, refused.error.code]).toEqual([403, 'WRONG_ACCESS']);
  });

  it('an administrator lists a user’s kits newest first, revokes one and then all: REVOKED, and 403 to the file, pages and reference', async () => {
    const who = await person(modelGrants());
    const [first, second, third] = [await take(who.token), await take(who.token), await take(who.token)];
    const manager = as(admin);
    const listed = async () => (await manager.call(API.kits.managedList, { userId: who.id })).items;
    expect((await listed()).map((kit) => kit.kitId)).toEqual([third, second, first].map((kit) => kit.kit.kitId));

    await manager.call(API.kits.revoke, { userId: who.id, kitId: second.kit.kitId });
    expect((await check(second)).status).toBe('REVOKED');
    expect((await check(first)).status).toBe('ACTIVE');
    for (const reply of [
      await fileOf(who.token, second.kit.kitId, versions.manualEn.versionId), await pagesOf(who.token, second.kit.kitId, versions.manualEn.versionId),
      await referenceOf(who.token, second.kit.kitId),
    ]) expect([reply.status, reply.error.code]).toEqual([403, 'WRONG_ACCESS']);

    await manager.call(API.kits.revoke, { userId: who.id });
    expect([(await check(first)).status, (await check(third)).status]).toEqual(['REVOKED', 'REVOKED']);
    const items = await listed();
    expect(items.map((kit) => kit.status)).toEqual(['REVOKED', 'REVOKED', 'REVOKED']);
    expect(items.every((kit) => kit.revokedAt !== null)).toBe(true);
    const adminId = (await t.database.pool.query<{ id: number }>('SELECT id FROM users WHERE login_id = $1', [ADMIN_ID])).rows[0]!.id;
    expect(await kitRow(first.kit.kitId)).toMatchObject({ revoked_by: adminId });
    // The one revoked first keeps when it was.
    expect(items.find((kit) => kit.kitId === second.kit.kitId)!.revokedAt).toBe((await kitRow(second.kit.kitId)).revoked_at!.toISOString());
    const { rows } = await t.database.pool.query("SELECT after FROM audit_log WHERE action = 'KIT_REVOKE' AND target_id = $1 ORDER BY id", [String(who.id)]);
    expect(rows.map((row) => row.after)).toEqual([{ kits: [second.kit.kitId] }, { kits: [first.kit.kitId, third.kit.kitId].sort((a, b) => a - b) }]);
  });

  it('an unknown user, or a kit of another user, is 404 to the administrators', async () => {
    const who = await person(modelGrants());
    const someone = await person(modelGrants());
    const taken = await take(someone.token);
    expect((await as(admin).refusal(API.kits.managedList, { userId: 2_000_000_000 })).status).toBe(404);
    expect((await as(admin).refusal(API.kits.revoke, { userId: 2_000_000_000 })).status).toBe(404);
    expect((await as(admin).refusal(API.kits.revoke, { userId: who.id, kitId: taken.kit.kitId })).status).toBe(404);
    expect((await check(taken)).status).toBe('ACTIVE');
  });
});

describe('the revocation list', () => {
  it("holds every reader's kits newest first, with whose they are; by status, by the reader's name or ID, a page at a time", async () => {
    const [one, two] = [await person(modelGrants()), await person(modelGrants())];
    const [a, b, c] = [await take(one.token), await take(two.token), await take(two.token)];
    await as(admin).call(API.kits.revoke, { userId: two.id, kitId: b.kit.kitId });
    const list = (query: KitListQuery) => as(admin).call(API.kits.managedList, query);
    const ids = (...kits: KitTaken[]) => kits.map((kit) => kit.kit.kitId);
    // Other tests' kits are listed too: these look at this test's own.
    const ours = (page: { items: ManagedKit[] }) => page.items.map((kit) => kit.kitId).filter((id) => ids(a, b, c).includes(id));

    const all = await list({ pageSize: 100 });
    expect(ours(all)).toEqual(ids(c, b, a));
    expect(all.items.find((kit) => kit.kitId === a.kit.kitId)!.owner).toEqual({ userId: one.id, loginId: one.loginId, name: one.name });
    expect(ours(await list({ status: 'ACTIVE', pageSize: 100 }))).toEqual(ids(c, a));
    expect(ours(await list({ status: 'REVOKED', pageSize: 100 }))).toEqual(ids(b));

    // Part of the ID, in another case; then the name; a page at a time.
    const byId = await list({ keyword: two.loginId.split('@')[0]!.toUpperCase() });
    expect([byId.total, ours(byId)]).toEqual([2, ids(c, b)]);
    expect(ours(await list({ keyword: one.name }))).toEqual(ids(a));
    const second = await list({ keyword: two.loginId, pageSize: 1, page: 2 });
    expect([second.total, second.page, ours(second)]).toEqual([2, 2, ids(b)]);
    // LIKE's wildcards are read as written.
    expect((await list({ keyword: '%' })).total).toBe(0);

    // A reader who may no longer sign in: their kit is listed as REVOKED, with no date of its own.
    await t.database.pool.query('UPDATE users SET enabled = false WHERE id = $1', [one.id]);
    const revoked = await list({ status: 'REVOKED', pageSize: 100 });
    expect(ours(revoked)).toEqual(ids(b, a));
    expect(revoked.items.find((kit) => kit.kitId === a.kit.kitId)!.revokedAt).toBeNull();
  });

  it('is for administrators of users only', async () => {
    expect((await as(await reader()).refusal(API.kits.managedList, {})).status).toBe(403);
  });
});

describe('the expiry setting', () => {
  it('is 30 days until administrators set it, between 1 and 365, and applies to kits taken and checked from then on', async () => {
    const manager = as(admin);
    expect(await manager.call(API.kits.settings)).toEqual({ expiryDays: 30 });
    for (const expiryDays of [0, 366]) {
      const refused = await manager.refusal(API.kits.saveSettings, { expiryDays });
      expect([refused.status, refused.body.code]).toEqual([400, 'INPUT_VALUE_ERROR']);
    }
    const token = await grantedTheModel();
    const before = await take(token);
    try {
      await manager.call(API.kits.saveSettings, { expiryDays: 7 });
      expect(await manager.call(API.kits.settings)).toEqual({ expiryDays: 7 });
      const taken = await take(token);
      expect(Date.parse(taken.kit.expiresAt) - Date.parse(taken.kit.createdAt)).toBe(7 * DAY);
      expect(Date.parse((await check(before)).expiresAt!)).toBeLessThan(Date.parse(before.kit.expiresAt));
    } finally {
      await manager.call(API.kits.saveSettings, { expiryDays: 30 });
    }
  });
});

// Last: these move the app's clock, which ends every session opened before.
describe('expiry, as time passes', () => {
  it('a check renews an active kit by the expiry from now', async () => {
    const taken = await take(await grantedTheModel());
    t.clock.advance(10 * DAY);
    const checked = await check(taken);
    expect(checked.status).toBe('ACTIVE');
    expect(Date.parse(checked.expiresAt!) - Date.parse(taken.kit.expiresAt)).toBeGreaterThanOrEqual(10 * DAY);
    expect((await kitRow(taken.kit.kitId)).checked_at.getTime()).toBeGreaterThanOrEqual(Date.parse(taken.kit.checkedAt) + 10 * DAY);
  });

  it('a kit not checked within its expiry is EXPIRED, with nothing more, for good', async () => {
    const who = await person(modelGrants());
    const taken = await take(who.token);
    t.clock.advance(30 * DAY + 60_000);
    expect(await check(taken)).toEqual({ status: 'EXPIRED', expiresAt: null, plan: null });
    expect(await check(taken)).toEqual({ status: 'EXPIRED', expiresAt: null, plan: null });
    expect((await kitRow(taken.kit.kitId)).expires_at.toISOString()).toBe(taken.kit.expiresAt);
    const token = await login(t.app, who.loginId, who.password);
    const refused = await fileOf(token, taken.kit.kitId, versions.manualEn.versionId);
    expect([refused.status, refused.error.code]).toEqual([403, 'WRONG_ACCESS']);
    expect((await as(await administrator()).call(API.kits.managedList, { userId: who.id })).items.map((kit) => kit.status)).toEqual(['EXPIRED']);
  });
});

describe('the per-address limit of the public check', () => {
  let limited: TestContext;
  beforeAll(async () => { limited = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' }); });
  afterAll(async () => { await limited.close(); });

  it('refuses the 3rd check in a minute from one address with 429; other addresses go on', async () => {
    const from = (remoteAddress: string) =>
      apiOf(limited.app).as(null).send(API.kits.check, { kitId: 1, secret: randomBytes(32).toString('base64url') }, { remoteAddress });
    expect((await from('10.9.8.7')).status).toBe(200);
    expect((await from('10.9.8.7')).status).toBe(200);
    expect((await from('10.9.8.7')).status).toBe(429);
    expect((await from('10.9.8.6')).status).toBe(200);
  });
});
