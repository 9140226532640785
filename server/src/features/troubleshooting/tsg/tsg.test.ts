// Troubleshooting guides through the real app: a guide is written as a draft readers never see, published, and
// found by model, controller type and a fault code however it is typed; its dictionary terms read as written with
// the reader's word beside them; its links go to the reader's language's edition where there is one for them and are
// judged by the reader's authority (a link they may not open is marked);
// everything a draft names must exist, and what a guide uses cannot be deleted under it.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { API, type EndpointInput, type GuideChoices, type GuideContentInput, type GuideFindQuery, type GuideSave } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { uniqueId } from '../../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, DXP_AUDIENCE, DXP_ISSUER, DXP_SECRET, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { addVersion, createDocumentWithVersion, loadCatalogue, makePdf, makeZip, type LibraryCatalogue } from '../../../../test/library-factories.ts';

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

    // In Thai: the English guide as written, its dictionary term's Thai word beside the English one.
    const thai = (await read(guideId, dealer, 'th')).body;
    expect(thai).toMatchObject({ faultCode: 'SPN 110 FMI 0', language: 'en', readerLanguage: 'th', title: 'Coolant temperature above the normal range' });
    expect(thai.steps[0]!.text).toEqual([
      { text: 'Measure the resistance of the ' },
      { text: 'coolant temperature sensor', termId, translation: 'เซ็นเซอร์อุณหภูมิน้ำหล่อเย็น' },
      { text: ' at its connector.' },
    ]);
    expect(thai.causes[1]).toEqual([{ text: 'Faulty ' }, { text: 'coolant temperature sensor', termId, translation: 'เซ็นเซอร์อุณหภูมิน้ำหล่อเย็น' }]);
    // In Turkish, which the dictionary lacks, and in English: the word alone.
    expect((await read(guideId, dealer, 'tr')).body.steps[0]!.text[1]).toEqual({ text: 'coolant temperature sensor', termId });
    expect((await read(guideId)).body.steps[0]!.text[1]).toEqual({ text: 'coolant temperature sensor', termId });
    expect(thai.steps[0]!.symbols.map((s) => s.number)).toEqual(['101']);
    expect(thai.steps[0]!.expected).toEqual([{ text: '0.9–1.1 kΩ at 20 °C' }]);
  });

  it("never splices a term into the guide's sentence: its word as written, capitalised where it opens one, the reader's word beside it", async () => {
    const [thermostatEn, gaugeEn] = [uniqueId('thermostat'), uniqueId('pressure gauge')];
    const thermostat = (await as(admin).call(API.tsg.saveTerm, { category: 'COMPONENT', texts: { en: thermostatEn, th: 'วาล์วน้ำ', ko: '서모스탯' } })).id;
    const gauge = (await as(admin).call(API.tsg.saveTerm, { category: 'CHECK', texts: { en: gaugeEn, th: 'เกจวัดแรงดัน' } })).id;
    const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
    const english = draft({
      description: `The [[term:${thermostat}]] opens at 82 °C. [[term:${thermostat}]] stuck?\n[[term:${gauge}]] first.`,
      causes: [`[[term:${thermostat}]] stuck closed`, `Low coolant! [[term:${thermostat}]] missing`, `Faulty [[term:${thermostat}]]`],
    });
    const saved = await save({ draft: english });
    const guideId = saved.body.id;
    const key = { guideId, modelId: model('DX225LCA'), controllerTypeId: controller('VCU'), faultCode: (await as(admin).call(API.tsg.detail, { id: guideId })).faultCode };
    await as(admin).call(API.tsg.save, { ...key, draft: { ...english, language: 'ko', content: { ...english.content, title: '서모스탯 고착', causes: [`[[term:${thermostat}]] 고착`, `[[term:${gauge}]] 점검`] } } });
    await as(admin).call(API.tsg.publish, { guideId, language: 'en' });
    await as(admin).call(API.tsg.publish, { guideId, language: 'ko' });

    // A Thai reader has no Thai version: the English one, each term its English word, the Thai word beside it.
    const thai = (await read(guideId, dealer, 'th')).body;
    expect(thai).toMatchObject({ language: 'en', languages: ['ko'], readerLanguage: 'th' });
    const inThai = (word: string, id = thermostat, translation = 'วาล์วน้ำ') => ({ text: word, termId: id, translation });
    expect(thai.description).toEqual([
      { text: 'The ' }, inThai(thermostatEn), { text: ' opens at 82 °C. ' }, inThai(capital(thermostatEn)), { text: ' stuck?\n' },
      inThai(capital(gaugeEn), gauge, 'เกจวัดแรงดัน'), { text: ' first.' },
    ]);
    expect(thai.causes).toEqual([
      [inThai(capital(thermostatEn)), { text: ' stuck closed' }],
      [{ text: 'Low coolant! ' }, inThai(capital(thermostatEn)), { text: ' missing' }],
      [{ text: 'Faulty ' }, inThai(thermostatEn)],
    ]);
    // The Korean version asked for: Korean words, and English where the dictionary lacks Korean (marked so).
    const korean = (await read(guideId, dealer, 'th', { language: 'ko' })).body;
    expect(korean).toMatchObject({ language: 'ko', languages: ['en'], readerLanguage: 'th' });
    expect(korean.causes).toEqual([
      [inThai('서모스탯'), { text: ' 고착' }],
      [{ text: capital(gaugeEn), termId: gauge, language: 'en', translation: 'เกจวัดแรงดัน' }, { text: ' 점검' }],
    ]);
    // An English reader of the Korean version reads the English word beside the Korean one; a Korean reader, Korean alone.
    expect((await read(guideId, dealer, 'en', { language: 'ko' })).body.causes[0]![0]).toEqual({ text: '서모스탯', termId: thermostat, translation: thermostatEn });
    const own = (await read(guideId, dealer, 'ko')).body;
    expect(own).toMatchObject({ language: 'ko', readerLanguage: 'ko' });
    expect(own.causes[0]).toEqual([{ text: '서모스탯', termId: thermostat }, { text: ' 고착' }]);
  });

  it("links a reader to the edition in their language — the document's own, else one of the same type for the machine — with the guide's place beside it", async () => {
    const type = (code: string) => catalogue.documentTypes.get(code)!;
    const line = (code: string) => catalogue.products.get(code)!;
    const forModel = (code: string) => [{ modelId: model(code) }];
    const manual = { documentTypeId: type('SERVICE_MANUAL'), productId: line('CEX_MEDIUM'), models: forModel('DX180LC') };
    // The manual the guide links to, in English (3 pages) and Thai (2 pages); another service manual for the machine in Korean.
    const own = await createDocumentWithVersion(t.app, admin, manual, { language: 'en', file: await makePdf(3) });
    const ownThai = await addVersion(t.app, admin, own.documentId, { language: 'th', file: await makePdf(2) });
    const korean = await createDocumentWithVersion(t.app, admin, manual, { language: 'ko', file: await makePdf(3), distributedOn: '2025-02-01' });
    // Newer, in Korean too, and never offered: another type for the machine, the same type for another machine.
    await createDocumentWithVersion(t.app, admin, { ...manual, documentTypeId: type('OPERATION_MAINTENANCE_MANUAL') }, { language: 'ko', distributedOn: '2026-01-01' });
    await createDocumentWithVersion(t.app, admin, { ...manual, models: forModel('DX300LCA') }, { language: 'ko', distributedOn: '2026-01-01' });
    // In Turkish for the machine, but in the large excavators' line, which the dealer may not read.
    const turkish = await createDocumentWithVersion(t.app, admin, { ...manual, productId: line('CEX_LARGE') }, { language: 'tr' });

    const linked = (page: number) => ({ documentId: own.documentId, versionId: own.versionId, page });
    const guideId = (await save({ modelId: model('DX180LC'), draft: draft({ steps: [{ kind: 'CHECK', text: 'Check.', links: [linked(3), linked(1)] }] }) })).body.id;
    await as(admin).call(API.tsg.publish, { guideId, language: 'en' });
    const links = async (language: string, token = dealer) => (await read(guideId, token, language)).body.steps[0]!.links;
    const named = (page: number) => ({ ...linked(page), topic: null, title: own.title, language: 'en', readable: true });

    // English: the place the guide names.
    expect(await links('en')).toEqual([
      { ...named(3), versionLabel: own.version.versionLabel, topicTitle: null, insteadOf: null },
      { ...named(1), versionLabel: own.version.versionLabel, topicTitle: null, insteadOf: null },
    ]);
    // Thai: the document's own Thai version, at the page where it has it (page 3 is past its end: it opens at its start).
    expect(await links('th')).toEqual([1, 2].map((i) => expect.objectContaining({
      documentId: own.documentId, versionId: ownThai.versionId, language: 'th', readable: true, page: i === 1 ? null : 1, insteadOf: named(i === 1 ? 3 : 1),
    })));
    // Korean: the Korean service manual for the machine, at its start.
    expect(await links('ko')).toEqual([3, 1].map((page) => ({
      documentId: korean.documentId, versionId: korean.versionId, page: null, topic: null, title: korean.title, language: 'ko', readable: true,
      versionLabel: korean.version.versionLabel, topicTitle: null, insteadOf: named(page),
    })));
    // Turkish: the only Turkish edition is not the dealer's, so the place the guide names; the administrator reads it.
    expect((await links('tr')).map((link) => link.insteadOf)).toEqual([null, null]);
    expect((await links('tr', admin)).map((link) => link.versionId)).toEqual([turkish.versionId, turkish.versionId]);
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
