// Troubleshooting guides through the real app: a guide is written as a draft readers never see, published, and
// found by model, controller type and a fault code however it is typed; its dictionary terms read in the
// reader's language; its links are judged by the reader's authority (a link they may not open is marked);
// everything a draft names must exist, and what a guide uses cannot be deleted under it.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { API, type EndpointInput, type GuideChoices, type GuideContentInput, type GuideFindQuery, type GuideSave } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { uniqueId } from '../../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, DXP_AUDIENCE, DXP_ISSUER, DXP_SECRET, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { createDocumentWithVersion, loadCatalogue, makePdf, makeZip, type LibraryCatalogue } from '../../../../test/library-factories.ts';

describe('troubleshooting guides', () => {
  let t: TestContext;
  let admin: string;
  let dealer: string;
  let catalogue: LibraryCatalogue;
  let controllers: GuideChoices['controllers'];
  let symbolId: number;
  let termId: number;
  /** A 3-page service manual the dealer may read (medium crawler excavators), and one they may not (large ones). */
  let readable: { documentId: number; versionId: number };
  let locked: { documentId: number; versionId: number };
  let help: { documentId: number; versionId: number };

  const as = (token: string | null) => apiOf(t.app).as(token);
  /** A reader's request: in their language. */
  const inLanguage = (language = 'en') => ({ headers: { 'accept-language': language } });
  const find = (query: GuideFindQuery) => as(dealer).call(API.tsg.find, query, inLanguage());
  const read = (guideId: number, token = dealer, language = 'en', query: EndpointInput<typeof API.tsg.guide> = {}) =>
    as(token).send(API.tsg.guide, query, { ...inLanguage(language), params: { guideId } });
  const controller = (tpcd: string) => controllers.find((c) => c.sourceTpcd === tpcd)!.controllerTypeId;
  const model = (code: string) => catalogue.models.get(code)!.id;

  function draft(overrides: Partial<GuideContentInput> = {}): GuideSave['draft'] {
    return {
      language: 'en', label: '1.0',
      content: {
        title: 'Coolant temperature above the normal range',
        description: `The ${'[[term:TERM]]'} reads above 105 °C while the machine works.`.replace('TERM', String(termId)),
        causes: ['Radiator fins clogged with dust', `Faulty [[term:${termId}]]`],
        steps: [
          {
            kind: 'CHECK', text: `Measure the resistance of the [[term:${termId}]] at its connector.`, expected: '0.9–1.1 kΩ at 20 °C',
            symbolIds: [symbolId], links: [{ documentId: readable.documentId, versionId: readable.versionId, page: 2 }, { documentId: locked.documentId, versionId: locked.versionId, page: 1 }],
          },
          { kind: 'REMEDY', text: 'Replace the sensor and clear the code.', links: [{ documentId: help.documentId, versionId: help.versionId, topic: 'index.html' }] },
        ],
        ...overrides,
      },
    };
  }
  const save = (guide: Partial<GuideSave>) => as(admin).send(API.tsg.save, {
    modelId: model('DX225LCA'), controllerTypeId: controller('VCU'), faultCode: uniqueSpn(), draft: draft(), ...guide,
  });
  let spn = 1000;
  const uniqueSpn = () => `SPN ${spn++} FMI 3`;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    catalogue = await loadCatalogue(t.app, admin);
    const choices = await as(admin).call(API.tsg.choices);
    controllers = choices.controllers;
    symbolId = choices.symbols.find((s) => s.number === '101')!.symbolId;
    termId = (await as(admin).call(API.tsg.saveTerm, { category: 'COMPONENT', texts: { en: 'coolant temperature sensor', th: 'เซ็นเซอร์อุณหภูมิน้ำหล่อเย็น', ko: '냉각수 온도 센서' } })).id;
    const manual = catalogue.documentTypes.get('SERVICE_MANUAL')!;
    const medium = catalogue.products.get('CEX_MEDIUM')!;
    const large = catalogue.products.get('CEX_LARGE')!;
    readable = await createDocumentWithVersion(t.app, admin, { documentTypeId: manual, productId: medium }, { file: await makePdf(3) });
    locked = await createDocumentWithVersion(t.app, admin, { documentTypeId: manual, productId: large }, { file: await makePdf(1) });
    help = await createDocumentWithVersion(t.app, admin, { documentTypeId: manual, productId: medium }, {
      publishType: 'WEBHELP', file: await makeZip([{ name: 'index.html', data: '<title>Cooling</title><h1>Cooling system</h1>' }]),
    });
  });
  afterAll(async () => { await t.close(); });

  it('keeps a draft readers never see; published, it is found however the code is typed and reads in the reader\'s words', async () => {
    const saved = await save({ faultCode: '110/0' });
    expect(saved.status).toBe(200);
    const guideId = saved.body.id;

    // A draft: nowhere for readers.
    expect((await find({ modelId: model('DX225LCA'), code: 'SPN 110 FMI 0' })).items.map((g) => g.guideId)).not.toContain(guideId);
    expect((await read(guideId)).error).toMatchObject({ code: 'NOT_FOUND' });

    expect((await as(admin).send(API.tsg.publish, { guideId, language: 'en' })).status).toBe(200);
    for (const typed of ['SPN 110 FMI 0', '110-0', '110/0', 'spn110fmi0']) {
      const found = await find({ modelId: model('DX225LCA'), controllerTypeId: controller('VCU'), code: typed });
      expect(found.readAs, typed).toBe('SPN 110 FMI 0');
      expect(found.items, typed).toEqual([expect.objectContaining({ guideId, faultCode: 'SPN 110 FMI 0', title: 'Coolant temperature above the normal range' })]);
    }
    // An SPN alone lists its FMIs; another model, or a code that is none, finds nothing.
    expect((await find({ code: 'SPN 110' })).items.map((g) => g.guideId)).toContain(guideId);
    expect((await find({ modelId: model('DX300LCA'), code: '110-0' })).items).toEqual([]);
    expect(await find({ code: '110/99' })).toEqual({ items: [], readAs: null });

    // The models list offers the model with the controller type.
    const models = (await as(dealer).call(API.tsg.models, undefined, inLanguage())).models;
    expect(models.find((m) => m.code === 'DX225LCA')?.controllers.map((c) => c.sourceTpcd)).toContain('VCU');

    // In Thai: the English guide, with its dictionary term in Thai (its English word kept beside it).
    const thai = (await read(guideId, dealer, 'th')).body;
    expect(thai).toMatchObject({ faultCode: 'SPN 110 FMI 0', language: 'en', title: 'Coolant temperature above the normal range' });
    expect(thai.steps[0]!.text).toEqual([
      { text: 'Measure the resistance of the ' },
      { text: 'เซ็นเซอร์อุณหภูมิน้ำหล่อเย็น', termId, original: 'coolant temperature sensor' },
      { text: ' at its connector.' },
    ]);
    expect(thai.causes[1]).toEqual([{ text: 'Faulty ' }, { text: 'เซ็นเซอร์อุณหภูมิน้ำหล่อเย็น', termId, original: 'coolant temperature sensor' }]);
    // In Turkish, which the dictionary lacks: English.
    expect((await read(guideId, dealer, 'tr')).body.steps[0]!.text[1]).toMatchObject({ text: 'coolant temperature sensor' });
    expect(thai.steps[0]!.symbols.map((s) => s.number)).toEqual(['101']);
    expect(thai.steps[0]!.expected).toEqual([{ text: '0.9–1.1 kΩ at 20 °C' }]);
  });

  it('marks a link the reader may not open, and opens what their authority allows', async () => {
    const guideId = (await save({})).body.id;
    await as(admin).call(API.tsg.publish, { guideId, language: 'en' });
    const view = (await read(guideId)).body;
    const [toManual, toLocked] = view.steps[0]!.links;
    expect(toManual).toMatchObject({ documentId: readable.documentId, page: 2, readable: true });
    expect(toManual!.title).toBeTruthy();
    // The large excavators' manual is not the dealer's: shown with its title, marked, not hidden.
    expect(toLocked).toMatchObject({ documentId: locked.documentId, page: 1, readable: false, versionLabel: null, topicTitle: null });
    expect(toLocked!.title).toBeTruthy();
    expect(view.steps[1]!.links[0]).toMatchObject({ documentId: help.documentId, topic: 'index.html', readable: true });
    // The administrator (a library manager) may open both.
    const adminView = (await read(guideId, admin)).body;
    expect(adminView.steps[0]!.links.map((l) => l.readable)).toEqual([true, true]);
    // The content a reader would open is the library's to refuse: its ticket says so for the locked manual.
    expect((await as(dealer).refusal(API.documents.ticket, { versionId: locked.versionId })).body).toMatchObject({ code: 'WRONG_ACCESS' });
  });

  it('refuses a draft naming what is not there, each at its field, and a fault code outside J1939\'s ranges', async () => {
    const steps = (links: GuideContentInput['steps'][number]['links'], symbolIds: number[] = []): GuideContentInput['steps'] => [{ kind: 'CHECK', text: 'Check.', symbolIds, links }];
    const refused = await save({
      draft: draft({
        description: 'See [[term:999999]].',
        steps: steps([
          { documentId: readable.documentId, versionId: readable.versionId, page: 4 },
          { documentId: readable.documentId, versionId: locked.versionId, page: 1 },
          { documentId: help.documentId, versionId: help.versionId, page: 1 },
          { documentId: help.documentId, versionId: help.versionId, topic: 'missing.html' },
          { documentId: readable.documentId, versionId: readable.versionId, topic: 'index.html' },
        ], [999_999]),
      }),
    });
    expect(refused.error.code).toBe('INPUT_VALUE_ERROR');
    expect(refused.error.details?.fields).toEqual(expect.arrayContaining([
      { path: 'body.draft.content.description', rule: 'unknown_term' },
      { path: 'body.draft.content.steps.0.symbolIds.0', rule: 'unknown' },
      { path: 'body.draft.content.steps.0.links.0.page', rule: 'past_the_end' },
      { path: 'body.draft.content.steps.0.links.1.versionId', rule: 'unknown' },
      { path: 'body.draft.content.steps.0.links.2.page', rule: 'not_a_pdf' },
      { path: 'body.draft.content.steps.0.links.3.topic', rule: 'unknown' },
      { path: 'body.draft.content.steps.0.links.4.topic', rule: 'not_web_help' },
    ]));
    for (const faultCode of ['SPN 524288 FMI 0', '110/32', 'engine hot']) {
      const bad = await save({ faultCode });
      expect(bad.error, faultCode).toMatchObject({ code: 'INPUT_VALUE_ERROR' });
      expect(bad.error.details?.fields?.[0]?.path, faultCode).toBe('body.faultCode');
    }
    expect((await save({ productId: catalogue.products.get('CEX_MEDIUM') })).error.code).toBe('INPUT_VALUE_ERROR');
    expect((await save({ controllerTypeId: 999_999 })).error.details?.fields).toEqual([{ path: 'body.controllerTypeId', rule: 'unknown' }]);
    // One guide per model (or product line), controller type and code, however the code is typed.
    const code = uniqueSpn();
    expect((await save({ faultCode: code })).status).toBe(200);
    const again = await save({ faultCode: code.replace('SPN ', '').replace(' FMI ', '-') });
    expect(again.error).toMatchObject({ code: 'ALREADY_EXISTS', details: { fields: [{ path: 'body.faultCode', rule: 'taken' }] } });
  });

  it("applies a product line's guide to each of its models, and the maker's codes with or without dashes", async () => {
    const saved = await save({ modelId: null, productId: catalogue.products.get('CEX_MEDIUM'), controllerTypeId: controller('ECU'), faultCode: 'E-0417' });
    expect(saved.status).toBe(200);
    await as(admin).call(API.tsg.publish, { guideId: saved.body.id, language: 'en' });
    for (const [code, typed] of [['DX140LCR', 'e0417'], ['DX225LCA', 'E 04-17']] as const) {
      const found = await find({ modelId: model(code), code: typed });
      expect(found.items, code).toEqual([expect.objectContaining({ guideId: saved.body.id, faultCode: 'E0417', scope: expect.objectContaining({ label: 'DX Crawler Excavators 14–30 t' }) })]);
    }
  });

  it('keeps what readers see until the next draft is published, then supersedes it; each language on its own', async () => {
    const guideId = (await save({})).body.id;
    await as(admin).call(API.tsg.publish, { guideId, language: 'en' });
    const edited = await as(admin).send(API.tsg.save, {
      guideId, modelId: model('DX225LCA'), controllerTypeId: controller('VCU'), faultCode: (await as(admin).call(API.tsg.detail, { id: guideId })).faultCode,
      draft: draft({ title: 'Coolant temperature high (revised)' }),
    });
    expect(edited.status).toBe(200);
    expect((await read(guideId)).body.title).toBe('Coolant temperature above the normal range');
    const korean: GuideSave['draft'] = { ...draft({ title: '냉각수 온도 높음' }), language: 'ko', label: '1.0' };
    await as(admin).call(API.tsg.save, { guideId, modelId: model('DX225LCA'), controllerTypeId: controller('VCU'), faultCode: (await as(admin).call(API.tsg.detail, { id: guideId })).faultCode, draft: korean });
    await as(admin).call(API.tsg.publish, { guideId, language: 'en' });
    await as(admin).call(API.tsg.publish, { guideId, language: 'ko' });
    const english = (await read(guideId)).body;
    expect(english).toMatchObject({ title: 'Coolant temperature high (revised)', language: 'en', languages: ['ko'] });
    expect((await read(guideId, dealer, 'ko')).body).toMatchObject({ title: '냉각수 온도 높음', language: 'ko' });
    expect((await read(guideId, dealer, 'ko', { language: 'en' })).body.title).toBe('Coolant temperature high (revised)');
    // What a published guide is for stays put: a draft's save cannot move it to another code.
    const moved = await as(admin).refusal(API.tsg.save, { guideId, modelId: model('DX225LCA'), controllerTypeId: controller('VCU'), faultCode: uniqueSpn(), draft: draft() });
    expect(moved.body).toMatchObject({ code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.faultCode', rule: 'published' }] } });
    const statuses = (await as(admin).call(API.tsg.detail, { id: guideId })).versions.map((v) => `${v.language}:${v.status}`);
    expect(statuses.sort()).toEqual(['en:PUBLISHED', 'en:SUPERSEDED', 'ko:PUBLISHED']);
    // Nothing left to publish.
    expect((await as(admin).refusal(API.tsg.publish, { guideId, language: 'ko' })).body.code).toBe('NOT_FOUND');
  });

  it('will not delete a term, a symbol or a controller type a guide uses; a term is one in its category, and guides are audited', async () => {
    const guideId = (await save({})).body.id;
    expect((await as(admin).refusal(API.tsg.deleteTerm, { id: termId })).body.code).toBe('RELATED_DATA_EXISTS');
    expect((await as(admin).refusal(API.symbols.delete, { id: symbolId })).body.code).toBe('RELATED_DATA_EXISTS');
    const dup = await as(admin).refusal(API.tsg.saveTerm, { category: 'COMPONENT', texts: { en: 'Coolant Temperature Sensor' } });
    expect(dup.body).toMatchObject({ code: 'ALREADY_EXISTS', details: { fields: [{ path: 'body.texts.en', rule: 'taken' }] } });
    const spare = (await as(admin).call(API.tsg.saveTerm, { category: 'SYMPTOM', texts: { en: uniqueId('smoke') } })).id;
    expect((await as(admin).send(API.tsg.deleteTerm, { id: spare })).status).toBe(200);
    const terms = (await as(admin).call(API.tsg.terms, { keyword: 'เซ็นเซอร์' })).items;
    expect(terms.find((term) => term.termId === termId)?.usedBy).toBeGreaterThan(0);

    // Nor the controller type a guide is for.
    expect((await as(admin).refusal(API.catalogue.deleteControllerType, { id: controller('VCU') })).body.code).toBe('RELATED_DATA_EXISTS');
    expect((await as(admin).send(API.tsg.delete, { id: guideId })).status).toBe(200);
    expect((await as(admin).refusal(API.tsg.detail, { id: guideId })).body.code).toBe('NOT_FOUND');
    const { rows } = await t.database.pool.query("SELECT action FROM audit_log WHERE target_type = 'TSG_GUIDE' AND target_id = $1 ORDER BY id", [String(guideId)]);
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['TSG_GUIDE_SAVE', 'TSG_GUIDE_DELETE']);
  });

  it('lists guides for the administrators by code, title or model, with each language\'s state', async () => {
    const guideId = (await save({ faultCode: 'SPN 3251 FMI 2', draft: draft({ title: 'DPF differential pressure too high' }) })).body.id;
    for (const keyword of ['3251-2', 'SPN 3251', 'differential pressure']) {
      const list = await as(admin).call(API.tsg.list, { keyword });
      expect(list.items.map((g) => g.guideId), keyword).toContain(guideId);
      expect(list.items.find((g) => g.guideId === guideId)).toMatchObject({ faultCode: 'SPN 3251 FMI 2', languages: [{ language: 'en', status: 'DRAFT' }] });
    }
    const documents = (await as(admin).call(API.tsg.linkable, { keyword: (await as(admin).call(API.documents.detail, { id: readable.documentId })).title })).items;
    expect(documents).toEqual([expect.objectContaining({ documentId: readable.documentId, versions: [expect.objectContaining({ pageCount: 3, publishType: 'PDF' })] })]);
  });

  it("offers a fault code's guides among the header box's suggestions, first, to readers who may read guides", async () => {
    const code = uniqueSpn();
    const guideId = (await save({ faultCode: code })).body.id;
    await as(admin).call(API.tsg.publish, { guideId, language: 'en' });
    const typed = code.replace('SPN ', '').replace(' FMI ', '/');
    const suggest = (token: string | null) => as(token).call(API.search.suggest, { term: typed });
    const items = (await suggest(dealer)).suggestItems;
    expect(items[0]).toEqual({ kind: 'GUIDE', text: `${code} · DX225LCA · Coolant temperature above the normal range`, href: `/tsg?code=${encodeURIComponent(code)}&guide=${guideId}` });
    // A visitor (search is public) is offered no guide: guides need a login and the Troubleshooting menu.
    expect((await suggest(null)).suggestItems.filter((i) => i.kind === 'GUIDE')).toEqual([]);
  });

  it("lists a model's symbols: those its published guides show", async () => {
    const guideId = (await save({})).body.id;
    const numbers = async (model: string) => (await as(dealer).call(API.symbols.list, { model }, inLanguage())).items.map((s) => s.number);
    await as(admin).call(API.tsg.publish, { guideId, language: 'en' });
    expect(await numbers('dx225lca')).toEqual(['101']);
    expect(await numbers('DL250')).toEqual([]);
  });

  it("lets the shared 'dxp' account read guides, and nothing else of the library", async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const token = await new SignJWT({ jti: randomUUID() }).setProtectedHeader({ alg: 'HS256' }).setIssuer(DXP_ISSUER).setAudience(DXP_AUDIENCE)
      .setSubject('partner-technician').setIssuedAt(now).setExpirationTime(now + 300).sign(new TextEncoder().encode(DXP_SECRET));
    const signedIn = await as(null).send(API.login.dxpLogin, { accessToken: token });
    const dxp = String(signedIn.headers.authorization).replace(/^Bearer /, '');
    const guideId = (await save({})).body.id;
    await as(admin).call(API.tsg.publish, { guideId, language: 'en' });
    const view = await read(guideId, dxp);
    expect(view.status).toBe(200);
    // The shared account is granted no document: every link is marked.
    expect(view.body.steps.flatMap((s) => s.links.map((l) => l.readable))).toEqual([false, false, false]);
    expect((await as(dxp).send(API.symbols.list, {}, inLanguage())).status).toBe(403);
  });
});
