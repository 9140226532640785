// The demo troubleshooting guides as a fresh demo install lays them, once the demo library is published: a dozen
// fault codes of two models and their controllers (J1939 and the maker's codes), published, their terms in the
// dictionary, their symbols from the library, and their links at pages of the demo manuals the demo dealer may open.
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';
import { DEMO_GUIDES } from './demo-guides.data.ts';

let t: TestContext;
let dealer: string;
const reader = (language = 'en') => ({ headers: { 'accept-language': language } });
const as = (token: string | null) => apiOf(t.app).as(token);

beforeAll(async () => {
  t = await startTestApp({ GSIS_DEMO_LIBRARY: 'true' });
  dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
  const deadline = Date.now() + 120_000;
  while ((await t.database.pool.query("SELECT 1 FROM system_settings WHERE key = 'demo-guides-laid'")).rowCount === 0) {
    if (Date.now() > deadline) throw new Error('the demo guides were not laid');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 150_000);
afterAll(async () => { await t?.close(); });

describe('the demo troubleshooting guides', () => {
  it('are all laid and published: two models, J1939 and maker codes, several controller types', async () => {
    const { rows } = await t.database.pool.query<{ guides: number; published: number; models: number; controllers: number; kinds: number }>(`
      SELECT count(DISTINCT g.id)::int AS guides, count(v.id)::int AS published, count(DISTINCT g.model_id)::int AS models,
        count(DISTINCT g.controller_type_id)::int AS controllers, count(DISTINCT g.code_kind)::int AS kinds
      FROM tsg_guides g JOIN tsg_guide_versions v ON v.guide_id = g.id AND v.status = 'PUBLISHED'`);
    expect(rows[0]).toEqual({ guides: DEMO_GUIDES.length, published: DEMO_GUIDES.length, models: 2, controllers: 3, kinds: 2 });
  });

  it('open SPN 110 FMI 0 of the DX225LCA at the service manual page on coolant temperature, which the demo dealer may read', async () => {
    const models = await as(dealer).call(API.tsg.models, undefined, reader());
    const dx225 = models.models.find((m) => m.code === 'DX225LCA')!;
    const found = await as(dealer).call(API.tsg.find, { modelId: dx225.modelId, code: '110-0' }, reader());
    expect(found.items).toHaveLength(1);
    const guide = await as(dealer).call(API.tsg.guide, {}, { ...reader(), params: { guideId: found.items[0]!.guideId } });
    expect(guide.steps[0]!.links[0]).toMatchObject({ page: 276, title: 'DX225LCA Crawler Excavator Service Manual', readable: true });
    expect(guide.steps[0]!.symbols.map((s) => s.number)).toEqual(['101', '306']);
    expect(guide.steps.flatMap((s) => s.links).find((l) => l.topic)).toMatchObject({ topic: 'topics/e015.html', title: 'DX225LCA Troubleshooting Guide', readable: true });
    // Every demo link found its document.
    const { rows } = await t.database.pool.query<{ links: number }>(`
      SELECT count(*)::int AS links FROM tsg_guide_versions v, jsonb_array_elements(v.content->'steps') s, jsonb_array_elements(s->'links') l`);
    const written = DEMO_GUIDES.flatMap((g) => g.steps.flatMap((s) => s.links ?? [])).length;
    expect(rows[0]!.links).toBe(written);
  });

  it("read as written in English, the dictionary's terms in Thai beside their words", async () => {
    const found = await as(dealer).call(API.tsg.find, { code: 'SPN 110 FMI 0' }, reader('th'));
    expect(found.items.map((hit) => hit.scope.label).sort()).toEqual(['DL250', 'DX225LCA']);
    const open = (label: string) => as(dealer).call(API.tsg.guide, {}, { ...reader('th'), params: { guideId: found.items.find((hit) => hit.scope.label === label)!.guideId } });
    const dx225 = await open('DX225LCA');
    expect(dx225.description.find((piece) => piece.termId)).toMatchObject({ text: 'coolant temperature sensor', translation: 'เซ็นเซอร์อุณหภูมิน้ำหล่อเย็น' });
    // The review's sentences: 'On a wheel loader the radiator (หม้อน้ำ) is cleaned…', 'Radiator (หม้อน้ำ) blocked by chaff or dust'.
    const dl250 = await open('DL250');
    expect(dl250.description.map((piece) => piece.text).join('')).toContain('On a wheel loader the radiator is cleaned every 50 hours');
    expect(dl250.causes[0]).toEqual([{ text: 'Radiator', termId: expect.any(Number), translation: 'หม้อน้ำ' }, { text: ' blocked by chaff or dust' }]);
  });
});
