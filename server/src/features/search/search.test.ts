// Search through the API on a library the test publishes: words of all 13 languages found where they stand,
// stemmed forms, phrases, exclusions and OR; nothing of a document leaves the server for a reader who may
// not read it; models, suffixes and serial numbers in the index tab; 'did you mean'; and that every search
// is remembered and counted (and a count for the tab headers is not).
import { readFile } from 'node:fs/promises';
import { API, pathOf } from '@gsis/contract';
import type { IndexSearchBody, IndexSearchResponse, TextHit, TextSearchBody, TextSearchResponse } from '@gsis/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { createUser, uniqueId } from '../../../test/factories.ts';
import {
  createDocumentWithVersion, grantDocuments, loadCatalogue, makePdf, makeZip, setAllowAll, setRegion, type LibraryCatalogue,
} from '../../../test/library-factories.ts';
import { until } from '../../../test/until.ts';
import { scheduleLibraryReread, TEXT_READER } from '../library/documents/indexing.ts';
import { MAX_CANDIDATES } from './search.repo.ts';
import { realPdfFile, realPdfs } from '../../../test/real-pdfs/corpus.ts';
import { CORPUS, publishCorpus, type CorpusLanguage, type CorpusWord, type PublishedCorpus } from '../../../test/search-corpus.ts';

let t: TestContext;
let admin = '';
let cat: LibraryCatalogue;
let corpus: PublishedCorpus;
/** A dealer who may read every document. */
let reader = { id: 0, token: '' };

const get = (map: Map<string, number>, code: string): number => {
  const found = map.get(code);
  if (found === undefined) throw new Error(`no ${code} in the demo catalogue`);
  return found;
};
const model = (code: string) => {
  const found = cat.models.get(code);
  if (!found) throw new Error(`no model ${code} in the demo catalogue`);
  return found.id;
};

/** Documents of the authority cases: all hold the word "turntable". */
const auth = {} as Record<'granted' | 'other' | 'undistributed' | 'unused' | 'regional', { documentId: number; title: string }>;
/** Documents of the index tab, by what they apply to. */
const idx = {} as Record<'early' | 'late' | 'anySerial' | 'nlca' | 'gearbox' | 'draft' | 'unused', { documentId: number; title: string }>;
/** A page of many lines whose one word "camshaft" stands near its end. */
let longPage = { documentId: 0 };
const LONG_PAGE = [
  ...Array.from({ length: 22 }, (_, i) => `Step ${i + 1}: record the coolant temperature and the exhaust colour.`),
  'Remove the rocker cover and check the camshaft lobes for wear.',
  ...Array.from({ length: 3 }, (_, i) => `Step ${i + 23}: record the coolant temperature and the exhaust colour.`),
];

async function newReader(setup: { allowAll?: boolean; documents?: number[]; region?: string } = {}) {
  const user = await createUser(t.database.db);
  if (setup.allowAll) await setAllowAll(t.database.db, user.id);
  if (setup.documents) await grantDocuments(t.database.db, user.id, 'DOCUMENT', setup.documents);
  if (setup.region) await setRegion(t.database.db, user.id, setup.region);
  return { id: user.id, loginId: user.loginId, token: await login(t.app, user.loginId, user.password) };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  cat = await loadCatalogue(t.app, admin);
  const base = { documentTypeId: get(cat.documentTypes, 'SERVICE_MANUAL'), productId: get(cat.products, 'CEX_MEDIUM') };
  const pdf = (pages: string[]) => makePdf(pages.length, pages);
  const [published] = await Promise.all([
    publishCorpus(t.app, admin, base),
    (async () => {
      auth.granted = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Slew drive manual') }, {
        file: await pdf(['Grease the turntable bearing through the four nipples every 50 hours.', 'Cab heater: replace the pollen screen yearly.']),
      });
      auth.other = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Slew drive bulletin') }, {
        file: await pdf(['Inspect the turntable gear for pitting and cracked teeth.', 'Swing motor: no adjustment needed.', 'Turntable bolts: tighten to 980 Nm in a crosswise sequence.']),
      });
      auth.undistributed = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Slew drive draft') }, {
        file: await pdf(['Replace the turntable seal kit and the dust lip.']), distribute: false,
      });
      auth.unused = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Slew drive withdrawn'), useYn: 'N' }, {
        file: await pdf(['Turntable lubrication chart with grease fittings.']),
      });
      auth.regional = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Slew drive Europe'), regionIds: [get(cat.regions, 'EUROPE')] }, {
        file: await pdf(['Turntable brake valve: check the spool for scoring.']),
      });
    })(),
    (async () => {
      const lca = model('DX225LCA');
      idx.early = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Boom guide early serials'), models: [{ modelId: lca, serialFrom: 10001, serialTo: 14999 }] });
      idx.late = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Boom guide late serials'), models: [{ modelId: lca, serialFrom: 15000, serialTo: 29999 }] });
      idx.anySerial = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Boom guide all serials'), models: [{ modelId: lca }] });
      idx.nlca = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Boom guide NLCA'), models: [{ modelId: model('DX225NLCA') }] });
      idx.gearbox = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Swing gearbox overhaul') });
      // Of the same model, but never listed: not distributed, or out of use.
      idx.draft = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Boom guide draft gearbox'), models: [{ modelId: lca }] }, { distribute: false });
      idx.unused = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Boom guide withdrawn gearbox'), models: [{ modelId: lca }], useYn: 'N' });
    })(),
    (async () => {
      longPage = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Engine test log') }, { file: await pdf([LONG_PAGE.join('\n')]) });
    })(),
  ]);
  corpus = published;
  reader = await newReader({ allowAll: true });
});
afterAll(async () => {
  await t?.close();
});

type Tab = 'pdf' | 'webhelp';
const as = (token: string | null) => apiOf(t.app).as(token);

async function searchText(tab: Tab, body: TextSearchBody | string, token = reader.token): Promise<TextSearchResponse & { raw: string }> {
  const response = await as(token).send(API.search[tab], typeof body === 'string' ? { searchWord: body } : body);
  expect(response.status, response.text).toBe(200);
  return { ...response.body, raw: response.text };
}

async function searchIndex(body: IndexSearchBody | string, token = reader.token): Promise<IndexSearchResponse> {
  const reply = await as(token).send(API.search.index, typeof body === 'string' ? { searchWord: body } : body);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}

/** Where a hit stands: document and page, or document and topic. */
const at = (hit: Pick<TextHit, 'documentId' | 'page' | 'topicPath'>) => `${hit.documentId}:${hit.page ?? hit.topicPath}`;
const places = (hits: TextHit[]) => hits.map(at).sort();

const webhelpDoc = (entry: CorpusLanguage) => corpus.webhelp.get(entry.language)!.documentId;
const pdfDoc = (entry: CorpusLanguage) => corpus.pdf.get(entry.language)!.documentId;
const topicOf = (entry: CorpusLanguage, topic: number) => `${webhelpDoc(entry)}:${entry.topics[topic]!.path}`;
const pageOf = (entry: CorpusLanguage, topic: number) => `${pdfDoc(entry)}:${topic + 1}`;
const entryOf = (language: string) => CORPUS.find((e) => e.language === language)!;

/** The one hit is readable, the word stands among its highlights and is marked in its snippet. */
function expectMarked(hit: TextHit, onPage: string) {
  expect(hit.authorised).toBe(true);
  expect(hit.highlights.map((h) => h.toLocaleLowerCase()), JSON.stringify(hit)).toContain(onPage.toLocaleLowerCase());
  expect(hit.snippet!.some((part) => part.hit && part.text.toLocaleLowerCase() === onPage.toLocaleLowerCase()), JSON.stringify(hit.snippet)).toBe(true);
}

/** Searches both tabs and expects exactly the topic and the page that hold the word. */
async function expectFoundAlone(entry: CorpusLanguage, word: CorpusWord) {
  const help = await searchText('webhelp', word.query);
  expect(places(help.hits), `${entry.language} web help: ${word.query}`).toEqual([topicOf(entry, word.topic)]);
  expect(help.total).toBe(1);
  expect(help.hits[0]!).toMatchObject({ language: entry.language, publishType: 'WEBHELP', page: null, topicTitle: entry.topics[word.topic]!.title });
  expectMarked(help.hits[0]!, word.onPage);
  const pages = await searchText('pdf', word.query);
  expect(places(pages.hits), `${entry.language} PDF: ${word.query}`).toEqual([pageOf(entry, word.topic)]);
  expect(pages.hits[0]!).toMatchObject({ language: entry.language, publishType: 'PDF', topicPath: null, topicTitle: null });
  expectMarked(pages.hits[0]!, word.onPage);
}

// ── Every language ────────────────────────────────────────────────────────────────────────────────

describe('a word of each of the 13 languages', () => {
  it('covers all 13 languages of the contract', () => {
    expect(CORPUS.map((e) => e.language).sort()).toEqual(['en', 'es-419', 'fr', 'id', 'ko', 'mn', 'my', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'zh-CN']);
  });

  for (const entry of CORPUS) {
    it(`${entry.language}: "${entry.word.query}" is found in its topic and on its page, highlighted`, async () => {
      await expectFoundAlone(entry, entry.word);
    });
  }
});

describe('stemmed forms, where PostgreSQL has a stemmer (or GSIS: Ukrainian)', () => {
  for (const entry of CORPUS.filter((e) => e.stem)) {
    it(`${entry.language}: "${entry.stem!.query}" finds "${entry.stem!.onPage}"`, async () => {
      await expectFoundAlone(entry, entry.stem!);
    });
  }

  it('stems in the eight languages with a stemmer and no others', () => {
    expect(CORPUS.filter((e) => e.stem).map((e) => e.language).sort()).toEqual(['en', 'es-419', 'fr', 'id', 'pt-BR', 'ru', 'tr', 'uk']);
  });
});

describe('scripts without spaces, Korean endings and accents', () => {
  it('Korean: a two-syllable word finds the word it begins (견인 → 견인하십시오) and a word of its own (유압)', async () => {
    const ko = entryOf('ko');
    await expectFoundAlone(ko, { query: '견인', topic: 1, onPage: '견인하십시오' });
    await expectFoundAlone(ko, { query: '유압', topic: 1, onPage: '유압' });
    // The start of a word, not its middle.
    expect((await searchText('webhelp', '인하십시오')).total).toBe(0);
  });

  it('Chinese: a two-character word and a four-character phrase find their topics; the characters out of order do not', async () => {
    const zh = entryOf('zh-CN');
    await expectFoundAlone(zh, { query: '履带', topic: 2, onPage: '履带' });
    await expectFoundAlone(zh, { query: '严寒地区', topic: 1, onPage: '严寒地区' });
    expect((await searchText('webhelp', '地区严寒')).total).toBe(0);
  });

  it('Thai and Burmese: words inside unspaced text find their topics', async () => {
    await expectFoundAlone(entryOf('th'), { query: 'ไส้กรอง', topic: 1, onPage: 'ไส้กรอง' });
    await expectFoundAlone(entryOf('my'), { query: 'စစ်ထုတ်', topic: 1, onPage: 'စစ်ထုတ်' });
  });

  // A dictionary cut (Intl.Segmenter) depends on the text around a word: in เปลี่ยนไส้กรองน้ำมันไฮดรอลิกทุก… it
  // cut ไส้|กรอง|น้ํา|มัน|ไฮ|ดร|อ|ลิ|ก, alone ไส้|กรอง|น้ํามัน, and the query missed. Character pairs cannot.
  it('Thai: words of a phrase in running text are found, however the text around them is cut', async () => {
    // "oil filter" and "hydraulic" stand in the sentence เปลี่ยนไส้กรองน้ำมันไฮดรอลิกทุก 1000 ชั่วโมง of topic 2.
    await expectFoundAlone(entryOf('th'), { query: 'ไส้กรองน้ำมัน', topic: 1, onPage: 'ไส้กรองน้ำมัน' });
    await expectFoundAlone(entryOf('th'), { query: 'น้ำมันไฮดรอลิก', topic: 1, onPage: 'น้ำมันไฮดรอลิก' });
  });

  it('Latin accents and case do not matter: etancheite and ÉTANCHÉITÉ find étanchéité', async () => {
    const fr = entryOf('fr');
    await expectFoundAlone(fr, { query: 'etancheite', topic: 2, onPage: 'étanchéité' });
    await expectFoundAlone(fr, { query: 'ÉTANCHÉITÉ', topic: 2, onPage: 'étanchéité' });
  });
});

describe('a web-help topic written with HTML entities', () => {
  // As help-authoring tools export text: é, ’ and — written as named and numeric entities.
  const TOPIC = '<html><head><title>Descaling</title></head><body><h1>Descaling</h1>'
    + '<p>Descale the caf&eacute; machine&rsquo;s boiler weekly &#x2014; more often with hard water.</p></body></html>';
  let help = { documentId: 0, versionId: 0 };
  beforeAll(async () => {
    help = await createDocumentWithVersion(t.app, admin, {
      documentTypeId: get(cat.documentTypes, 'SERVICE_MANUAL'), productId: get(cat.products, 'CEX_MEDIUM'), title: uniqueId('Break room help'),
    }, {
      publishType: 'WEBHELP', fileName: 'break-room.zip',
      file: await makeZip([
        { name: 'index.html', data: '<title>Break room</title><a href="topics/descaling.html">Descaling</a>' },
        { name: 'topics/descaling.html', data: TOPIC },
      ]),
    });
  });

  it('is found by "café", its snippet reads as the topic does, and the served topic marks the word written caf&eacute;', async () => {
    const found = await searchText('webhelp', 'café');
    expect(places(found.hits)).toEqual([`${help.documentId}:topics/descaling.html`]);
    const hit = found.hits[0]!;
    expectMarked(hit, 'café');
    expect(hit.snippet!.map((part) => part.text).join('')).toContain('Descale the café machine’s boiler weekly — more often with hard water.');

    const ticket = await as(reader.token).call(API.documents.ticket, { versionId: help.versionId });
    const marks = new URLSearchParams(hit.highlights.map((word) => ['hl', word]));
    const topic = await as(null).follow(`${ticket.webhelpUrl!.replace(/index\.html$/, hit.topicPath!)}?${marks}`);
    expect(topic.status).toBe(200);
    expect(topic.text).toContain('<p>Descale the <mark data-gsis-hit>café</mark> machine’s boiler weekly — more often with hard water.</p>');
    expect(topic.text).toContain('<h1>Descaling</h1>');
  });

  it('is read again, when the library is, where an earlier reader indexed its entities as written', async () => {
    const shown = async () => (await searchText('webhelp', 'café')).hits.map((hit) => hit.snippet!.map((part) => part.text).join(''));
    // As the regex reader left it: caf&eacute; in the text snippets show, and in the vector (where English stemming
    // still matched "café" to its "caf").
    await t.database.pool.query(
      "UPDATE webhelp_topics SET text = replace(text, 'café', 'caf&eacute;'), tsv = to_tsvector('english', replace(text, 'café', 'caf&eacute;')) WHERE version_id = $1",
      [help.versionId],
    );
    await t.database.pool.query('UPDATE document_versions SET text_reader = $1 WHERE id = $2', [TEXT_READER - 1, help.versionId]);
    expect(await shown()).toEqual([expect.stringContaining('the caf&eacute; machine’s')]);
    await scheduleLibraryReread(t.database.db);
    await until('the topic read again', async () => ((await shown()).some((snippet) => snippet.includes('the café machine’s')) ? true : undefined));
  });
});

// ── Query syntax ──────────────────────────────────────────────────────────────────────────────────

describe('phrases, exclusions and OR', () => {
  const en = () => entryOf('en');
  const find = async (query: string) => places((await searchText('webhelp', { searchWord: query, language: 'en' })).hits);

  it('a quoted phrase matches only words next to each other, in order, stop words counted', async () => {
    expect(await find('"front idler"')).toEqual([topicOf(en(), 2)]);
    expect(await find('front roller')).toEqual([topicOf(en(), 2)]);
    expect(await find('"front roller"')).toEqual([]);
    expect(await find('"idler front"')).toEqual([]);
    expect(await find('"lower the bucket"')).toEqual([topicOf(en(), 0)]);
    expect(await find('"lower bucket"')).toEqual([]);
  });

  it('-word leaves out the topics that hold it', async () => {
    expect(await find('level')).toEqual([topicOf(en(), 0), topicOf(en(), 1)].sort());
    expect(await find('level -electrolyte')).toEqual([topicOf(en(), 0)]);
    // The excluded word is read stemmed too: "battery" leaves out the topic of the batteries.
    expect(await find('level -battery')).toEqual([topicOf(en(), 0)]);
    expect(await find('-electrolyte')).toEqual([]);
  });

  it('OR accepts either word', async () => {
    expect(await find('idler OR electrolyte')).toEqual([topicOf(en(), 1), topicOf(en(), 2)].sort());
    expect(await find('idler electrolyte')).toEqual([]);
  });

  it('the language and document-type filters keep hits of that language and type', async () => {
    // "manual" stands in the English, Portuguese and Spanish safety topics.
    const all = await searchText('webhelp', 'manual');
    expect(places(all.hits)).toEqual([topicOf(en(), 0), topicOf(entryOf('pt-BR'), 0), topicOf(entryOf('es-419'), 0)].sort());
    const portuguese = await searchText('webhelp', { searchWord: 'manual', language: 'pt-BR' });
    expect(places(portuguese.hits)).toEqual([topicOf(entryOf('pt-BR'), 0)]);
    expect(portuguese.total).toBe(1);
    // And the document-type filter.
    const bulletins = await searchText('webhelp', { searchWord: 'manual', documentTypeId: get(cat.documentTypes, 'SERVICE_BULLETIN') });
    expect(bulletins.total).toBe(0);
    const manuals = await searchText('webhelp', { searchWord: 'manual', documentTypeId: get(cat.documentTypes, 'SERVICE_MANUAL') });
    expect(manuals.total).toBe(3);
  });
});

describe('snippets', () => {
  it('show the stretch of a long page around the word, cut with an ellipsis on either side', async () => {
    const found = await searchText('pdf', 'camshaft');
    expect(places(found.hits)).toEqual([`${longPage.documentId}:1`]);
    const snippet = found.hits[0]!.snippet!;
    const shown = snippet.map((p) => p.text).join('');
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown.length).toBeLessThan(LONG_PAGE.join(' ').length / 3);
    expect(snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['camshaft']);
    expect(shown).toContain('check the camshaft lobes');
    expect(found.hits[0]!.highlights).toEqual(['camshaft']);
  });
});

// ── Authority ─────────────────────────────────────────────────────────────────────────────────────

describe('what a reader may not read stays on the server', () => {
  /** Words of the pages the dealer below may not read, none of them searched for. */
  const SECRET = ['pitting', 'cracked', 'crosswise', '980 Nm', 'scoring', 'spool', 'Inspect', 'bolts'];

  it('lists hits of unreadable documents without a word of their text, readable ones first, and counts both exactly', async () => {
    const dealer = await newReader({ documents: [auth.granted.documentId, auth.regional.documentId], region: 'ASIA_PACIFIC' });
    const found = await searchText('pdf', 'turntable', dealer.token);
    expect(found.total).toBe(4);
    expect(found.authorisedTotal).toBe(1);
    // The readable hit first, then the others in whatever order their rank gives.
    expect([at(found.hits[0]!), found.hits[0]!.authorised]).toEqual([`${auth.granted.documentId}:1`, true]);
    expect(found.hits.slice(1).map((h) => [at(h), h.authorised]).sort()).toEqual([
      [`${auth.other.documentId}:1`, false], [`${auth.other.documentId}:3`, false], [`${auth.regional.documentId}:1`, false],
    ].sort());
    expectMarked(found.hits[0]!, 'turntable');
    for (const hit of found.hits.slice(1)) {
      expect(hit.snippet).toBeNull();
      expect(hit.highlights).toEqual([]);
      expect(hit.title).toMatch(/^Slew drive /);
    }
    for (const word of SECRET) expect(found.raw, word).not.toContain(word);
  });

  it('counts stay exact past the last page, and a page of unreadable hits shows none of their text', async () => {
    const dealer = await newReader({ documents: [auth.granted.documentId] });
    const second = await searchText('pdf', { searchWord: 'turntable', page: 2, pageSize: 2 }, dealer.token);
    // Pages of results count manuals: three manuals hold the word, two a page.
    expect([second.total, second.authorisedTotal, second.manualTotal]).toEqual([4, 1, 3]);
    expect(second.manuals).toHaveLength(1);
    expect(second.hits).toHaveLength(second.manuals[0]!.hitCount);
    expect(second.hits.every((h) => !h.authorised && h.snippet === null)).toBe(true);
    for (const word of SECRET) expect(second.raw, word).not.toContain(word);
    const beyond = await searchText('pdf', { searchWord: 'turntable', page: 9, pageSize: 2 }, dealer.token);
    expect(beyond).toMatchObject({ hits: [], manuals: [], total: 4, authorisedTotal: 1, manualTotal: 3, page: 9 });
  });

  it('a reader granted nothing sees the hits and no text, with an authorised count of 0', async () => {
    const nobody = await newReader();
    const found = await searchText('pdf', '"turntable bearing"', nobody.token);
    expect(places(found.hits)).toEqual([`${auth.granted.documentId}:1`]);
    expect([found.total, found.authorisedTotal]).toEqual([1, 0]);
    expect(found.hits[0]).toMatchObject({ authorised: false, snippet: null, highlights: [] });
    expect(found.raw).not.toContain('nipples');
  });

  it('a web-help hit of an unreadable document shows no word of its text', async () => {
    const nobody = await newReader();
    const found = await searchText('webhelp', 'idler', nobody.token);
    expect(places(found.hits)).toEqual([topicOf(entryOf('en'), 2)]);
    expect(found.hits[0]).toMatchObject({ authorised: false, snippet: null, highlights: [] });
    for (const word of ['carrier', 'sag', 'adjuster']) expect(found.raw, word).not.toContain(word);
  });

  // A topic's title is text of the document too.
  it('a web-help hit of an unreadable document shows neither its text nor its topic’s title', async () => {
    const nobody = await newReader();
    const found = await searchText('webhelp', 'idler', nobody.token);
    expect(places(found.hits)).toEqual([topicOf(entryOf('en'), 2)]);
    expect(found.hits[0]).toMatchObject({ authorised: false, snippet: null, highlights: [] });
    expect(found.raw).not.toContain('Track tension');
  });

  it('never finds undistributed versions or documents out of use, not even for a library manager', async () => {
    for (const token of [admin, reader.token]) {
      const found = await searchText('pdf', 'turntable', token);
      const documents = new Set(found.hits.map((h) => h.documentId));
      expect(documents.has(auth.undistributed.documentId)).toBe(false);
      expect(documents.has(auth.unused.documentId)).toBe(false);
      expect((await searchText('pdf', '"seal kit"', token)).total).toBe(0);
      expect((await searchText('pdf', 'fittings', token)).total).toBe(0);
    }
  });

  it('a library manager reads everything: every hit authorised, with its text', async () => {
    const found = await searchText('pdf', 'turntable', admin);
    expect(places(found.hits)).toEqual([
      `${auth.granted.documentId}:1`, `${auth.other.documentId}:1`, `${auth.other.documentId}:3`, `${auth.regional.documentId}:1`,
    ].sort());
    expect([found.total, found.authorisedTotal]).toEqual([4, 4]);
    for (const hit of found.hits) expectMarked(hit, 'turntable');
    expect(found.raw).toContain('pitting');
  });
});

// ── The index tab ─────────────────────────────────────────────────────────────────────────────────

describe('the index tab: models, suffixes and serial numbers', () => {
  const ids = (r: IndexSearchResponse) => r.items.map((i) => i.id).sort((a, b) => a - b);
  const sorted = (...docs: { documentId: number }[]) => docs.map((d) => d.documentId).sort((a, b) => a - b);

  it('a model code lists the documents of that model, each labelled by the reader’s authority', async () => {
    const dealer = await newReader({ documents: [idx.early.documentId] });
    const found = await searchIndex('dx225lca', dealer.token);
    expect(found.resolved).toEqual([expect.objectContaining({ model: 'DX225LCA', modelId: model('DX225LCA'), suffix: null, serialNumber: null })]);
    expect(ids(found)).toEqual(sorted(idx.early, idx.late, idx.anySerial));
    expect(found.total).toBe(3);
    expect(Object.fromEntries(found.items.map((i) => [i.id, i.authorised]))).toEqual({
      [idx.early.documentId]: true, [idx.late.documentId]: false, [idx.anySerial.documentId]: false,
    });
  });

  it('a suffix resolves to its model', async () => {
    const found = await searchIndex('EHFBG');
    expect(found.resolved).toEqual([expect.objectContaining({ model: 'DX225LCA', suffix: 'EHFBG', serialNumber: null })]);
    expect(ids(found)).toEqual(sorted(idx.early, idx.late, idx.anySerial));
  });

  it('a full serial number lists only the documents whose serial range holds it', async () => {
    const early = await searchIndex('EHFBF-12000');
    expect(early.resolved).toEqual([expect.objectContaining({ model: 'DX225LCA', suffix: 'EHFBF', serialNumber: 12000 })]);
    expect(ids(early)).toEqual(sorted(idx.early, idx.anySerial));
    const late = await searchIndex('ehfbg16000');
    expect(late.resolved).toEqual([expect.objectContaining({ model: 'DX225LCA', suffix: 'EHFBG', serialNumber: 16000 })]);
    expect(ids(late)).toEqual(sorted(idx.late, idx.anySerial));
  });

  it('a serial number outside the suffix’s range does not resolve to that suffix', async () => {
    // EHFBF covers 10001–14999.
    const outside = await searchIndex('EHFBF16000');
    expect(outside.resolved.filter((r) => r.suffix === 'EHFBF')).toEqual([]);
    expect(outside.items.map((i) => i.id)).not.toContain(idx.early.documentId);
  });

  it('a model code written with a hyphen resolves however the reader types it', async () => {
    const { rows: [made] } = await t.database.pool.query<{ id: number }>(
      "INSERT INTO models (code, product_id) VALUES ('DX60W-5', $1) RETURNING id", [get(cat.products, 'CEX_MEDIUM')]);
    const wheeled = await createDocumentWithVersion(t.app, admin, {
      documentTypeId: get(cat.documentTypes, 'SERVICE_MANUAL'), productId: get(cat.products, 'CEX_MEDIUM'), title: uniqueId('Wheel hub guide'), models: [{ modelId: made!.id }],
    });
    for (const typed of ['DX60W-5', 'dx60w5', 'DX60W 5', 'dx60w']) {
      const found = await searchIndex(typed);
      expect(found.resolved.map((r) => r.model), typed).toEqual(['DX60W-5']);
      expect(found.items.map((i) => i.id), typed).toEqual([wheeled.documentId]);
    }
  });

  it('the start of a model code resolves to every model it begins', async () => {
    const found = await searchIndex('DX22');
    expect(found.resolved.map((r) => r.model)).toEqual(['DX220LC', 'DX225LCA', 'DX225NLCA']);
    expect(found.resolved.every((r) => r.suffix === null && r.serialNumber === null)).toBe(true);
    expect(ids(found)).toEqual(sorted(idx.early, idx.late, idx.anySerial, idx.nlca));
  });

  it('a word that names no model finds documents by title', async () => {
    const found = await searchIndex('gearbox');
    expect(found.resolved).toEqual([]);
    expect(ids(found)).toEqual([idx.gearbox.documentId]);
    expect(found.items[0]).toMatchObject({ title: idx.gearbox.title, authorised: true });
  });

  it('countOnly gives the count and no items', async () => {
    expect(await searchIndex({ searchWord: 'DX225LCA', countOnly: true })).toMatchObject({ items: [], total: 3 });
  });

  it('a product number or equipment code, typed as on the plate whatever its case and separators, lists its documents and says which it is', async () => {
    const base = { documentTypeId: get(cat.documentTypes, 'SERVICE_MANUAL'), productId: get(cat.products, 'CEX_MEDIUM') };
    const mark = uniqueId('x').slice(2).toUpperCase();
    const [kit, sameCode] = await Promise.all([
      createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Swing motor kit'), productNumber: `K-${mark}`, equipmentCode: `SWM ${mark}.1` }),
      // Another document whose equipment code is the kit's product number.
      createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Swing motor seals'), equipmentCode: `k ${mark}` }),
      // Never found: not distributed.
      createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Swing motor draft'), productNumber: `Z-${mark}` }, { distribute: false }),
    ]);

    const byNumber = await searchIndex(`K${mark.toLowerCase()}`);
    expect(byNumber).toMatchObject({ resolved: [], codeMatches: ['productNumber', 'equipmentCode'], total: 2 });
    expect(ids(byNumber)).toEqual(sorted(kit, sameCode));
    expect(byNumber.items.find((i) => i.id === kit.documentId)).toMatchObject({ productNumber: `K-${mark}`, equipmentCode: `SWM ${mark}.1`, authorised: true });

    const byCode = await searchIndex(`swm-${mark}-1`);
    expect(byCode).toMatchObject({ resolved: [], codeMatches: ['equipmentCode'] });
    expect(ids(byCode)).toEqual(sorted(kit));
    // What the header box asks before choosing the tab: counted, not listed.
    expect(await searchIndex({ searchWord: `SWM/${mark}/1`, countOnly: true })).toMatchObject({ codeMatches: ['equipmentCode'], items: [], total: 1 });

    // A code of an undistributed document is no code to readers; part of a code is none either (a code is typed whole
    // from a plate): the word is looked for in titles.
    expect(await searchIndex(`Z-${mark}`)).toMatchObject({ codeMatches: [], items: [], total: 0 });
    expect(await searchIndex(mark.slice(0, 8))).toMatchObject({ resolved: [], codeMatches: [], items: [], total: 0 });
  });
});

// ── Did you mean ──────────────────────────────────────────────────────────────────────────────────

describe('the reader’s order', () => {
  /** Manuals of one model in several languages; the reader may read all but `lockedEn`. The word "PN-48213" is in each. */
  const manuals = {} as Record<'serviceKo' | 'serviceEn' | 'serviceTh' | 'operationEn' | 'operationTh' | 'lockedEn', { documentId: number; title: string }>;
  let dealer = { id: 0, token: '' };
  function searchAs(tab: 'index', language: string, searchWord: string): Promise<IndexSearchResponse>;
  function searchAs(tab: 'pdf', language: string, searchWord: string): Promise<TextSearchResponse>;
  async function searchAs(tab: 'index' | 'pdf', language: string, searchWord: string) {
    const response = await as(dealer.token).send(API.search[tab], { searchWord }, { headers: { 'accept-language': language } });
    expect(response.status, response.text).toBe(200);
    return response.body;
  }
  const nameOf = (documentId: number) => Object.entries(manuals).find(([, m]) => m.documentId === documentId)?.[0];

  beforeAll(async () => {
    const models = [{ modelId: model('DX300LCA') }];
    const product = { productId: get(cat.products, 'CEX_MEDIUM'), models };
    const service = { ...product, documentTypeId: get(cat.documentTypes, 'SERVICE_MANUAL') };
    const operation = { ...product, documentTypeId: get(cat.documentTypes, 'OPERATION_MAINTENANCE_MANUAL') };
    const pages = (language: string) => makePdf(3, [`Pump PN-48213 (${language}): remove the cover.`, 'Torque chart.', `Refit PN-48213 with a new seal.`]);
    const made = await Promise.all([
      createDocumentWithVersion(t.app, admin, { ...service, title: uniqueId('DX300LCA 정비 매뉴얼') }, { language: 'ko', file: await pages('ko') }),
      createDocumentWithVersion(t.app, admin, { ...service, title: uniqueId('DX300LCA Service Manual') }, { language: 'en', file: await pages('en') }),
      createDocumentWithVersion(t.app, admin, { ...service, title: uniqueId('DX300LCA คู่มือการซ่อมบำรุง') }, { language: 'th', file: await pages('th') }),
      createDocumentWithVersion(t.app, admin, { ...operation, title: uniqueId('DX300LCA Operation Manual') }, { language: 'en', file: await pages('en') }),
      createDocumentWithVersion(t.app, admin, { ...operation, title: uniqueId('DX300LCA คู่มือการใช้งาน') }, { language: 'th', file: await pages('th') }),
      createDocumentWithVersion(t.app, admin, { ...service, title: uniqueId('DX300LCA Service Manual, Tier 4') }, { language: 'en', file: await pages('en') }),
    ]);
    [manuals.serviceKo, manuals.serviceEn, manuals.serviceTh, manuals.operationEn, manuals.operationTh, manuals.lockedEn] = made;
    dealer = await newReader({ documents: made.slice(0, 5).map((m) => m.documentId) });
  });

  it('lists a model’s documents the reader may read first, in their language, then English, then the others, by type; locked ones last', async () => {
    const order = async (language: string) => (await searchAs('index', language, 'DX300LCA')).items.map((i) => nameOf(i.id));
    // The seeded types' order: service manual, then operation and maintenance manual.
    expect(await order('th')).toEqual(['serviceTh', 'operationTh', 'serviceEn', 'operationEn', 'serviceKo', 'lockedEn']);
    expect(await order('en')).toEqual(['serviceEn', 'operationEn', 'serviceKo', 'serviceTh', 'operationTh', 'lockedEn']);
    // A reader of a language nothing is written in gets English first, and the order does not follow the
    // type names' translations (Korean sorts them otherwise).
    expect(await order('fr')).toEqual(await order('en'));
    expect(await order('ko')).toEqual(['serviceKo', 'serviceEn', 'operationEn', 'serviceTh', 'operationTh', 'lockedEn']);
  });

  it('keeps a manual’s pages together, best first, manuals in the reader’s language first', async () => {
    const found = await searchAs('pdf', 'th', 'PN-48213');
    const runs = found.hits.map((h) => nameOf(h.documentId)).filter((name, i, all) => name !== all[i - 1]);
    expect(runs).toEqual([...new Set(runs)]);
    expect(runs.slice(0, 2).sort()).toEqual(['operationTh', 'serviceTh']);
    expect(runs.slice(2, 4).sort()).toEqual(['operationEn', 'serviceEn']);
    expect(runs.slice(4)).toEqual(['serviceKo', 'lockedEn']);
    expect(found.hits.filter((h) => nameOf(h.documentId) === 'serviceTh').map((h) => h.page).sort()).toEqual([1, 3]);
    expect(found.manuals.map((m) => m.hitCount)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('shows a manual’s three best pages with their text, and lists the others by number', async () => {
    const heading = 'Hydraulic pump QX-77120';
    const manual = await createDocumentWithVersion(t.app, admin, { productId: get(cat.products, 'CEX_MEDIUM'), documentTypeId: get(cat.documentTypes, 'SERVICE_MANUAL'), title: uniqueId('Pump manual') }, {
      file: await makePdf(7, (n) => (n === 5 ? `${heading}\n${heading}\nQX-77120 QX-77120 QX-77120 overhaul.` : n === 7 ? 'Index.' : `Part QX-77120, step ${n}.`)),
    });
    const found = await searchText('pdf', 'QX-77120');
    expect(found.manuals).toHaveLength(1);
    expect(found.manuals[0]).toMatchObject({ versionId: manual.versionId, hitCount: 6 });
    // The page where the words stand most is first; the rest by page number.
    expect(found.hits.map((h) => h.page)).toEqual([5, 1, 2]);
    expect(found.hits.every((h) => h.snippet !== null)).toBe(true);
    expect(found.manuals[0]!.more).toEqual([3, 4, 6].map((page) => ({ page, topicPath: null, topicTitle: null })));
  });

  it('gathers the pages whose heading holds the words from all matches, and lists their manuals first', async () => {
    // More pages hold "flywheel" in their text, in a manual published first, than search ranks: the one page that
    // names it in its heading, published after them, is still found, and its manual comes first.
    const product = { productId: get(cat.products, 'CEX_MEDIUM'), documentTypeId: get(cat.documentTypes, 'SERVICE_MANUAL') };
    const crowded = await createDocumentWithVersion(t.app, admin, { ...product, title: uniqueId('Drive train notes') }, {
      file: await makePdf(MAX_CANDIDATES + 10, (n) => `Section ${n} notes\nStep ${n}: check the flywheel housing bolts twice, flywheel first.`),
    });
    const named = await createDocumentWithVersion(t.app, admin, { ...product, title: uniqueId('Engine removal') }, {
      file: await makePdf(3, ['Lifting the engine', 'Flywheel removal\nUse the lifting eye.', 'Refitting']),
    });
    const found = await searchText('pdf', 'flywheel');
    expect(found.totalCapped).toBe(true);
    expect(found.manuals[0]).toMatchObject({ versionId: named.versionId });
    expect(found.hits[0]).toMatchObject({ documentId: named.documentId, page: 2 });
    expect(found.manuals.map((m) => m.versionId)).toContain(crowded.versionId);
    // A word left out counts on the whole page, not only in its heading: "lifting" stands under "Flywheel removal".
    const without = await searchText('pdf', 'flywheel -lifting');
    expect(without.manuals.map((m) => m.versionId)).not.toContain(named.versionId);
    expect(without.manuals.map((m) => m.versionId)).toContain(crowded.versionId);
  });
});

describe('did you mean', () => {
  it('offers the indexed word closest to a misspelt one, and that word finds pages', async () => {
    const misspelt = await searchText('pdf', 'electrolite');
    expect(misspelt.total).toBe(0);
    expect(misspelt.didYouMean).toBe('electrolyte');
    const again = await searchText('pdf', misspelt.didYouMean!);
    expect(places(again.hits)).toEqual([pageOf(entryOf('en'), 1)]);
  });

  it('offers a misspelt model as the model is written, and that model names the machine', async () => {
    const misspelt = await searchIndex({ searchWord: 'DX225LCX' });
    expect(misspelt.resolved).toEqual([]);
    expect(misspelt.didYouMean).toBe('DX225LCA');
    expect((await searchIndex({ searchWord: misspelt.didYouMean!, countOnly: true })).resolved.map((r) => r.model)).toEqual(['DX225LCA']);
  });

  it('offers nothing for a word like no other, nor when something was found', async () => {
    expect(await searchText('pdf', 'qxzvjwpk')).toMatchObject({ total: 0, didYouMean: null });
    expect((await searchText('pdf', 'electrolyte')).didYouMean).toBeNull();
  });
});

// ── Counting and remembering ──────────────────────────────────────────────────────────────────────

describe('what a search leaves behind', () => {
  // Written while the answer travels (platform/after-answer.ts): looked at once what the searches started has ended.
  const events = async (userId: number) => {
    await t.app.afterAnswer.settled();
    return (await t.database.pool.query<{ action: string; model_code: string | null; topic: string | null; details: Record<string, unknown> }>(
      "SELECT action, model_code, topic, details FROM access_events WHERE user_id = $1 AND action = 'SEARCH' ORDER BY occurred_at, id", [userId])).rows;
  };
  const recent = async (token: string) => {
    await t.app.afterAnswer.settled();
    const reply = await as(token).send(API.search.recent);
    expect(reply.status).toBe(200);
    return reply.body.recentList;
  };

  it('countOnly gives counts and no hits, and is neither remembered nor counted', async () => {
    const user = await newReader({ allowAll: true });
    const counted = await searchText('pdf', { searchWord: 'turntable', countOnly: true }, user.token);
    // Allow-all, but in no region: the document for Europe only is not theirs to read.
    expect(counted).toMatchObject({ hits: [], total: 4, authorisedTotal: 3, didYouMean: null });
    const countedHelp = await searchText('webhelp', { searchWord: 'manual', countOnly: true }, user.token);
    expect([countedHelp.total, countedHelp.hits.length]).toEqual([3, 0]);
    await searchIndex({ searchWord: 'DX225LCA', countOnly: true }, user.token);
    expect(await events(user.id)).toEqual([]);
    expect(await recent(user.token)).toEqual([]);
  });

  it('a search is counted once, with the term, tab, result count and the model it names', async () => {
    const user = await newReader({ allowAll: true });
    await searchText('pdf', 'turntable', user.token);
    await searchText('webhelp', 'DX225LCA', user.token);
    await searchIndex('EHFBF12000', user.token);
    expect(await events(user.id)).toEqual([
      { action: 'SEARCH', model_code: null, topic: 'turntable', details: { term: 'turntable', tab: 'pdf', resultCount: 4 } },
      { action: 'SEARCH', model_code: 'DX225LCA', topic: 'DX225LCA', details: { term: 'DX225LCA', tab: 'webhelp', resultCount: 0 } },
      { action: 'SEARCH', model_code: 'DX225LCA', topic: 'EHFBF12000', details: { term: 'EHFBF12000', tab: 'index', resultCount: 2 } },
    ]);
    expect((await recent(user.token)).map((r) => [r.searchWord, r.tab])).toEqual([['EHFBF12000', 'index'], ['DX225LCA', 'webhelp'], ['turntable', 'pdf']]);
  });

  it('recent searches: newest first, one per word whatever its case, at most 10; forgetting one or all, only one’s own', async () => {
    const user = await newReader({ allowAll: true });
    const other = await newReader({ allowAll: true });
    await searchText('pdf', 'idler', other.token);
    const words = Array.from({ length: 11 }, (_, i) => `word${i + 1}`);
    const run = async (tab: Tab, word: string) => {
      t.clock.advance(1000);
      await searchText(tab, word, user.token);
    };
    await run('webhelp', 'Idler');
    for (const word of words) await run('pdf', word);
    await run('pdf', 'IDLER');
    const list = await recent(user.token);
    expect(list.map((r) => r.searchWord)).toEqual(['IDLER', ...words.slice(2).reverse()]);
    expect(list[0]!.tab).toBe('pdf');
    expect(Date.parse(list[0]!.searchedAt)).toBeGreaterThan(Date.parse(list[1]!.searchedAt));

    expect(await as(user.token).call(API.search.forgetRecent, { searchWord: 'idler' })).toEqual({ done: true });
    expect((await recent(user.token)).map((r) => r.searchWord)).toEqual(words.slice(1).reverse());
    expect((await recent(other.token)).map((r) => r.searchWord)).toEqual(['idler']);

    expect((await as(user.token).send(API.search.forgetRecent, {})).status).toBe(200);
    expect(await recent(user.token)).toEqual([]);
    expect((await recent(other.token)).map((r) => r.searchWord)).toEqual(['idler']);
  });
});

// ── The routes ────────────────────────────────────────────────────────────────────────────────────

describe('the routes', () => {
  it('refuse an empty, blank or too long search word with 400 INPUT_VALUE_ERROR naming the field, a missing one with REQUIRED_VALUES_MISSING', async () => {
    for (const endpoint of [API.search.pdf, API.search.webhelp, API.search.index]) {
      const url = endpoint.path;
      for (const searchWord of ['', '   ', 'x'.repeat(201)]) {
        const reply = await as(reader.token).send(endpoint, { searchWord });
        expect(reply.status, `${url} ${searchWord.length}`).toBe(400);
        expect(reply.error.code).toBe('INPUT_VALUE_ERROR');
        expect(reply.error.details!.fields!.map((f) => f.path)).toEqual(['body.searchWord']);
      }
      const missing = await as(reader.token).send(endpoint, unchecked({}));
      expect(missing.status).toBe(400);
      expect(missing.error.code).toBe('REQUIRED_VALUES_MISSING');
      const paging = await as(reader.token).send(endpoint, { searchWord: 'idler', pageSize: 51 });
      expect(paging.status).toBe(400);
      expect(paging.error.code).toBe('INPUT_VALUE_ERROR');
    }
    expect((await as(reader.token).send(API.search.pdf, { searchWord: 'x'.repeat(200) })).status).toBe(200);
  });

  it('let visitors search, as the seed’s public /search: every hit is listed without a word of its text, nothing is remembered', async () => {
    const visitor = as(null);
    const pdf = await visitor.send(API.search.pdf, { searchWord: 'turntable' });
    expect(pdf.status).toBe(200);
    const found = pdf.body;
    expect(found.total).toBe(4);
    expect(found.authorisedTotal).toBe(0);
    expect(found.hits.every((h) => !h.authorised && h.snippet === null && h.highlights.length === 0 && h.topicTitle === null)).toBe(true);
    expect(found.hits.map((h) => h.title).every((title) => title.startsWith('Slew drive '))).toBe(true);
    // What a hit is and what it applies to, as for a reader: the document's models (these have none).
    expect(found.hits.every((h) => Array.isArray(h.models) && h.models.length === 0)).toBe(true);
    for (const word of ['pitting', 'cracked', 'crosswise', '980 Nm', 'nipples', 'pollen']) expect(pdf.text, word).not.toContain(word);

    const index = await visitor.call(API.search.index, { searchWord: 'DX225LCA' });
    expect(index.resolved.map((r) => r.model)).toEqual(['DX225LCA']);
    expect(index.items.length).toBeGreaterThan(0);
    expect(index.items.every((i) => !i.authorised && i.description === '' && i.models.length > 0)).toBe(true);
    expect((await visitor.send(API.search.suggest, { term: 'dx' })).status).toBe(200);
    expect((await visitor.send(API.search.codes)).status).toBe(200);

    // Counted for the statistics with no user; no recent search, and recent searches are one's own.
    await t.app.afterAnswer.settled();
    const { rows } = await t.database.db.execute<{ user_id: number | null }>(sql`
      SELECT user_id FROM access_events WHERE action = 'SEARCH' AND topic = 'DX225LCA' ORDER BY id DESC LIMIT 1`);
    expect(rows[0]).toEqual({ user_id: null });
    for (const endpoint of [API.search.recent, API.search.forgetRecent]) {
      const url = endpoint.path;
      const response = await visitor.send(endpoint, undefined);
      expect(response.status, url).toBe(401);
      expect(response.error.code, url).toBe('LOGIN_REQUIRED');
    }
  });

  it('tell a reader whose session ended so, rather than search for them as a visitor', async () => {
    const ended = await newReader({ documents: [auth.granted.documentId] });
    expect((await as(ended.token).send(API.login.logout)).status).toBe(200);
    for (const tab of ['index', 'pdf', 'webhelp'] as const) {
      const response = await as(ended.token).send(API.search[tab], { searchWord: 'turntable' });
      expect(response.status, tab).toBe(401);
      expect(response.error.code, tab).toBe('SESSION_EXPIRED');
    }
  });

  it('limit a visitor’s searches per client address, and not a signed-in reader’s', async () => {
    const limited = await startTestApp({ VISITOR_SEARCH_PER_MINUTE: '3' });
    try {
      const token = await login(limited.app, ADMIN_ID, ADMIN_PASSWORD);
      const search = (caller: string | null = null) => apiOf(limited.app).as(caller).send(API.search.suggest, { term: 'dx' });
      for (let i = 0; i < 2; i++) expect((await search()).status).toBe(200);
      // HEAD is answered by the GET route and counts with it.
      expect((await apiOf(limited.app).as(null).follow(`${pathOf(API.search.suggest)}?term=dx`, { method: 'HEAD' })).status).toBe(200);
      const refused = await search();
      expect(refused.status).toBe(429);
      expect(refused.error.code).toBe('TOO_MANY_REQUESTS');
      for (let i = 0; i < 5; i++) expect((await search(token)).status).toBe(200);
      // Each limited route counts apart: the sign-in above and these searches did not use up another's budget.
      expect((await apiOf(limited.app).as(null).send(API.search.codes)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('give the filters’ choices, and the product lines and models of a product type', async () => {
    const codes = await as(reader.token).send(API.search.codes);
    expect(codes.status).toBe(200);
    expect(codes.body.models.map((m) => m.label)).toContain('DX225LCA');
    const types = await as(admin).call(API.catalogue.productTypes, {});
    const crawler = types.find((p) => p.code === 'CRAWLER_EXCAVATOR')!.id;
    const mprods = await as(reader.token).send(API.search.productClass, { pclass: crawler });
    expect(mprods.status).toBe(200);
    expect(mprods.body.products.map((p) => p.id)).toContain(get(cat.products, 'CEX_MEDIUM'));
    expect(mprods.body.products.map((p) => p.id)).not.toContain(get(cat.products, 'WL'));
    expect(mprods.body.models.map((m) => m.label)).toContain('DX225LCA');
    expect(mprods.body.models.map((m) => m.label)).not.toContain('DL250');
  });
});

describe('a real PDF that nobody here made (server/test/real-pdfs)', () => {
  /** Debian's Ukrainian "Not so short introduction to LaTeX": T2A fonts draw і with the Latin i, and words are hyphenated. */
  let ukrainian = { documentId: 0 };
  beforeAll(async () => {
    const pdf = (await realPdfs()).find((p) => p.name === 'uk-lshort')!;
    const base = { documentTypeId: get(cat.documentTypes, 'SERVICE_MANUAL'), productId: get(cat.products, 'CEX_MEDIUM') };
    ukrainian = await createDocumentWithVersion(t.app, admin, { ...base, title: uniqueId('Ukrainian LaTeX introduction') }, {
      language: 'uk', file: await readFile(realPdfFile(pdf)),
    });
  });

  it('a Ukrainian query typed with Cyrillic і finds the page whose font writes it with a Latin i, a word hyphenated at a line end whole', async () => {
    const inDocument = (hits: TextHit[]) => hits.filter((h) => h.documentId === ukrainian.documentId);
    // "стов-пчиків": hyphenated at a line end, and its і drawn with the Latin i's glyph.
    for (const query of ['стовпчиків', 'інтервали', 'видавництва']) {
      const onPage = inDocument((await searchText('pdf', query)).hits).find((h) => h.page === 2);
      expect(onPage, query).toBeDefined();
      expectMarked(onPage!, query);
    }
    // Typed with the Latin i, as the font drew it, it is found all the same.
    const typedLatin = await searchText('pdf', 'стовпчикiв');
    expect(inDocument(typedLatin.hits).map((h) => h.page)).toContain(2);
  });
});
