// The field kit's offline search (offline-search.ts): found as the server finds it in every script, words by their
// start, fault codes to their guides, and snippets whose marks cover what was found.
import { fold, type GuideText, type GuideView, type LanguageCode } from '@gsis/contract';
import { describe, expect, it } from 'vitest';
import { buildKitIndex, type KitPageHit, type KitPageText } from './offline-search.ts';

let nextVersion = 1;
/** A manual of the kit: its pages' texts, in one language. */
function manual(language: LanguageCode, title: string, ...texts: string[]): KitPageText[] {
  const versionId = nextVersion++;
  return texts.map((text, i) => ({ versionId, language, title, page: i + 1, text }));
}

const words = (text: string): GuideText => [{ text }];

function guide(guideId: number, faultCode: string, title: string, language: LanguageCode = 'en', steps: GuideText[] = []): GuideView {
  return {
    guideId, faultCode, language, title, label: '1.0', publishedAt: '2026-03-02T00:00:00.000Z', languages: [], readerLanguage: 'en',
    scope: { modelId: 1, productId: null, label: 'DX225LCA' },
    controller: { controllerTypeId: 1, sourceTpcd: 'ECU', modelCodeName: 'ECU', description: 'Engine control unit' },
    description: words(''), causes: [],
    steps: steps.map((text) => ({ kind: 'CHECK' as const, text, expected: words(''), symbols: [], links: [] })),
  };
}

const THAI = manual('th', 'รถขุดตีนตะขาบ DX225LCA คู่มือการใช้งาน',
  'ตรวจสอบความตึงของสายพานตีนตะขาบเป็นประจำทุกสัปดาห์',
  'เปลี่ยนไส้กรองน้ำมันไฮดรอลิกทุก 1000 ชั่วโมง และตรวจสอบระดับน้ำมัน',
  'ติดต่อตัวแทน\nจำหน่ายที่ได้รับอนุญาตใกล้บ้านคุณ');
const CHINESE = manual('zh-CN', 'DX225LCA 履带式挖掘机操作与保养手册', '每工作五百小时更换一次液压油滤清器。在严寒地区，应使用低温液压油。', '请联系就近的\n授权经销商。');
const KOREAN = manual('ko', 'DX225LCA 크롤러 굴착기 운전 및 정비 지침서', '엔진 시동이 걸리지 않으면 다른 장비로 견인하십시오.', '후방 카메라를 점검하십시오.');
const BURMESE = manual('my', 'နေ့စဉ်စစ်ဆေးခြင်း', 'ဟိုက်ဒရောလစ်ဆီ စစ်ထုတ်ကိရိယာကို နာရီ ၁၀၀၀ တိုင်း လဲလှယ်ပါ။');
const FRENCH = manual('fr', 'Inspection quotidienne', 'Vérifiez la SÉCURITÉ du circuit hydraulique avant le démarrage.');
const UKRAINIAN = manual('uk', 'Щоденний огляд', 'Замініть паливний фільтр кожні 500 мотогодин.');
const ENGLISH = manual('en', 'DX225LCA Crawler Excavator Service Manual',
  'Removal of the batteries is described below. Replace the filters every 500 hours.',
  `Hydraulic oil filter. ${'Keep the machine clean and check every connection before it is started. '.repeat(6)}Replace the hydraulic oil filter element at 1100 hours.`,
  'Fault code SPN 110 FMI 0: engine coolant temperature too high. Check the radiator and the coolant level.',
  'Check the engine oil. Then, much later, after the cab, the filter.',
  'Oil filter: see page 2.');
const BULLETIN = manual('en', 'Service Bulletin: hydraulic filter recall', 'The hydraulic filter of early machines is to be replaced.');

const GUIDES = [
  guide(1, 'SPN 110 FMI 0', 'Engine coolant temperature too high', 'en', [[{ text: 'Check the ' }, { text: 'radiator', termId: 1, translation: 'หม้อน้ำ' }, { text: ' for blockage.' }]]),
  guide(1, 'SPN 110 FMI 0', 'อุณหภูมิน้ำหล่อเย็นเครื่องยนต์สูงเกินไป', 'th'),
  guide(2, 'SPN 100 FMI 1', 'Engine oil pressure low', 'en', [words('Check the engine oil level and the oil pressure sensor.')]),
  guide(3, 'E-0123', 'Swing brake fault', 'en', [words('Check the swing brake solenoid.')]),
];

const kit = buildKitIndex({ pages: [...THAI, ...CHINESE, ...KOREAN, ...BURMESE, ...FRENCH, ...UKRAINIAN, ...ENGLISH, ...BULLETIN], guides: GUIDES });

const found = (query: string) => kit.search(query).pages.map((hit) => `${hit.language} ${hit.page}`);
/** The marked stretches of a hit's snippet. */
const marked = (hit: KitPageHit) => hit.marks.map(([start, end]) => hit.snippet.slice(start, end));

describe('offline search in a kit', () => {
  it('finds a Thai phrase typed alone inside running Thai text, and across a wrapped line', () => {
    // The server's own hard case: a dictionary cut ไส้กรองน้ำมันไฮดรอลิก differently in context than alone.
    expect(found('ไส้กรองน้ำมันไฮดรอลิก')).toEqual(['th 2']);
    expect(found('ตีนตะขาบ')).toEqual(['th 1']);
    expect(found('ตัวแทนจำหน่าย')).toEqual(['th 3']);
    expect(found('ไส้กรองตีนตะขาบ')).toEqual([]);
    const [hit] = kit.search('ไส้กรองน้ำมันไฮดรอลิก').pages;
    expect(marked(hit!)).toEqual(['ไส้กรองน้ำมันไฮดรอลิก']);
  });

  it('finds Chinese as a phrase of its pairs, in order, and a lone character by the pairs it starts', () => {
    expect(found('严寒地区')).toEqual(['zh-CN 1']);
    expect(found('地区严寒')).toEqual([]);
    expect(found('严')).toEqual(['zh-CN 1']);
    expect(found('就近的授权')).toEqual(['zh-CN 2']);
  });

  it('finds Korean words by their start, not their middle', () => {
    expect(found('견인')).toEqual(['ko 1']);
    expect(found('인하')).toEqual([]);
    expect(found('후방 카메라')).toEqual(['ko 2']);
  });

  it('finds Burmese inside unspaced text', () => {
    expect(found('စစ်ထုတ်')).toEqual(['my 1']);
    expect(marked(kit.search('စစ်ထုတ်').pages[0]!)).toEqual(['စစ်ထုတ်']);
  });

  it('folds Latin accents and case on both sides', () => {
    expect(found('securite')).toEqual(['fr 1']);
    expect(found('SÉCURITÉ demarrage')).toEqual(['fr 1']);
    expect(marked(kit.search('securite').pages[0]!)).toEqual(['SÉCURITÉ']);
  });

  it('finds a word by its start, in place of stemming; short words, numbers and codes only whole', () => {
    expect(found('batter')).toEqual(['en 1']);
    expect(found('filter')).toContain('en 1');
    expect(marked(kit.search('filter').pages.find((hit) => hit.page === 1 && hit.language === 'en' && hit.title.startsWith('DX'))!)).toEqual(['filters']);
    expect(found('110')).toEqual(['en 3']);
    expect(found('11')).toEqual([]);
    expect(found('dx225')).toEqual([]);
  });

  it('stems Ukrainian as the server does: another form of a word finds it', () => {
    expect(found('фільтра')).toEqual(['uk 1']);
    expect(found('замінити')).toEqual(['uk 1']);
  });

  it('reads quotes, exclusions and OR as the server does', () => {
    expect(found('"oil filter"')).toEqual(['en 2', 'en 5']);
    expect(found('"filter oil"')).toEqual([]);
    expect(found('coolant -radiator')).toEqual([]);
    expect(found('batteries OR radiator')).toEqual(['en 1', 'en 3']);
  });

  it('finds nothing for words the kit does not hold', () => {
    expect(kit.search('zebra')).toEqual({ faultCode: null, guides: [], pages: [], totalPages: 0 });
    expect(kit.search('  — ').pages).toEqual([]);
  });

  it('finds the guides of a fault code first, however it is typed, then those holding the words', () => {
    for (const typed of ['SPN 110 FMI 0', 'spn110-fmi0', '110-0', '110/0']) {
      const answer = kit.search(typed);
      expect(answer.faultCode, typed).toBe('SPN 110 FMI 0');
      expect(answer.guides.map((hit) => [hit.guide.guideId, hit.guide.language, hit.byCode]), typed).toEqual([[1, 'en', true], [1, 'th', true]]);
    }
    expect(found('SPN 110 FMI 0')).toEqual(['en 3']);
    expect(kit.search('E0123').guides.map((hit) => hit.guide.guideId)).toEqual([3]);
    // No code: the guides whose words hold the query; a term's word in the reader's language counts too.
    expect(kit.search('oil pressure').guides.map((hit) => [hit.guide.guideId, hit.byCode])).toEqual([[2, false]]);
    expect(kit.search('หม้อน้ำ').guides.map((hit) => hit.guide.guideId)).toEqual([1]);
  });

  it('ranks pages whose manual is titled with the words first, then by how often and how near they stand', () => {
    expect(kit.search('hydraulic filter').pages.map((hit) => hit.title)[0]).toBe('Service Bulletin: hydraulic filter recall');
    // Page 2 holds both words twice; page 5 once, side by side; page 4 once, far apart.
    const near = kit.search('oil filter').pages.filter((hit) => hit.title.startsWith('DX')).map((hit) => hit.page);
    expect(near).toEqual([2, 5, 4]);
    expect(kit.search('filter', { limit: 2 }).pages).toHaveLength(2);
    expect(kit.search('filter', { limit: 2 }).totalPages).toBe(5);
  });

  it('puts the reader\'s languages first when asked', () => {
    const mixed = buildKitIndex({ pages: [...manual('en', 'Manual', 'DX225LCA'), ...manual('ko', 'Manual', 'DX225LCA')], guides: [] });
    expect(mixed.search('dx225lca').pages.map((hit) => hit.language)).toEqual(['en', 'ko']);
    expect(mixed.search('dx225lca', { languages: ['ko', 'en'] }).pages.map((hit) => hit.language)).toEqual(['ko', 'en']);
  });

  it('cuts a snippet of about 160 characters from a little before the first match, its marks covering every match in it', () => {
    const far = kit.search('element').pages[0]!;
    expect(far.snippet.startsWith('… ')).toBe(true);
    expect(far.snippet.length).toBeLessThanOrEqual(160 + 2 * 20 + 4);
    expect(far.snippet).not.toMatch(/\s{2}|\n/);
    expect(marked(far)).toEqual(['element']);
    const first = kit.search('hydraulic oil filter').pages[0]!;
    expect(first.snippet.startsWith('Hydraulic oil filter. Keep')).toBe(true);
    expect(first.snippet.endsWith(' …')).toBe(true);
    expect(marked(first)).toEqual(['Hydraulic', 'oil', 'filter']);
    for (const [start, end] of first.marks) expect(['hydraulic', 'oil', 'filter']).toContain(fold(first.snippet.slice(start, end)));
    expect(first.hits).toBe(6);
    expect(marked(kit.search('"hydraulic oil filter"').pages[0]!)).toEqual(['Hydraulic oil filter']);
  });
});
