// The field kit's offline search (web/src/features/kits/offline-search.ts) in Debian's Chromium, on the demo machine's
// kit (issue 31: p95 ≤ 50 ms per query on the project's machine). The kit is the DX225LCA's: the final PDF versions of
// the demo library that apply to it — its service manual (English, 320 pages), its operation manuals in Korean,
// Chinese and Thai, the service bulletin and the daily inspection sheets in eight more languages — with the page texts
// the indexing job reads (the server's extractor, PDFium), and its troubleshooting guides from the demo data, drawn
// for a Thai reader. The module is bundled with esbuild as the app would ship it and run in a page: the index is built
// BUILDS times (the first includes the engine's warm-up), then every query is asked ROUNDS times, in turn within each
// round. Queries: the manifest's landmarks (phrases of the pages in every script, each checked to be
// found on its page), fault codes, words common and rare, a prefix, quotes, and misses. Measured on the kit as it is
// and four times over (as many pages as a real service manual and its companions, ~1 500), with the CPU as it is and
// four times slower (bench:phone's phone), side by side in one browser (each build and each round on every kit at
// every rate in turn): the machine is shared and noisy, so the ratios to the budget are what compare between runs. Tests never assert on time; this prints.
// Usage: npm run bench:offline-search (BENCH_ROUNDS, BENCH_BUILDS)
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { formatFaultCode, parseFaultCode, type GuideText, type GuideView, type LanguageCode } from '@gsis/contract';
import { build } from 'esbuild';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { LAUNCH_OPTIONS } from '../e2e/tests/env.ts';
import { DEMO_GUIDES, DEMO_TERMS } from '../server/src/features/troubleshooting/tsg/demo-guides.data.ts';
import { extractPdfText } from '../server/src/platform/pdf/pdf-text.ts';
import type { buildKitIndex, KitContents, KitIndex, KitPageText } from '../web/src/features/kits/offline-search.ts';
import { recordFigure } from './summary.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const BUILDS = Number(process.env.BENCH_BUILDS ?? 5);
const BUDGET_MS = 50;
const MACHINE = 'DX225LCA';
const READER: LanguageCode = 'th';
const COPIES = [1, 4];
const CPU_RATES = [1, 4];

const ROOT = path.resolve(import.meta.dirname, '..');
const DEMO = path.join(ROOT, 'server/demo-content');
const MODULE = path.join(ROOT, 'web/src/features/kits/offline-search.ts');

interface Manifest {
  documents: {
    key: string; title: string; models: string[];
    versions: { label: string; file: string; publishType: 'PDF' | 'WEBHELP'; language: LanguageCode; final: boolean }[];
    /** Phrases of a page (a topic's, for web help), of the version labelled (of every version, where none is). */
    landmarks?: { version?: string; page?: number; phrase: string }[];
  }[];
}

interface Query { text: string; kind: string; expected?: { versionId: number; page: number } }

/** The machine's final PDF versions, their pages' text, and the landmarks of each as queries found on their page. */
async function demoKitPages(): Promise<{ pages: KitPageText[]; landmarks: Query[]; versions: number }> {
  const manifest = JSON.parse(await readFile(path.join(DEMO, 'manifest.json'), 'utf8')) as Manifest;
  const pages: KitPageText[] = [];
  const landmarks: Query[] = [];
  let versionId = 0;
  for (const document of manifest.documents.filter((d) => d.models.includes(MACHINE))) {
    for (const version of document.versions.filter((v) => v.final && v.publishType === 'PDF')) {
      versionId += 1;
      const texts = await extractPdfText({ file: path.join(DEMO, version.file) });
      texts.forEach((text, i) => pages.push({ versionId, language: version.language, title: document.title, page: i + 1, text }));
      for (const { page, phrase } of (document.landmarks ?? []).filter((l) => l.page !== undefined && (l.version ?? version.label) === version.label)) {
        landmarks.push({ text: phrase, kind: `phrase, ${version.language}`, expected: { versionId, page: page! } });
      }
    }
  }
  return { pages, landmarks, versions: versionId };
}

/** The machine's demo guides as reading shows them to a Thai reader: each term in English with the Thai word beside it. */
function demoGuides(): GuideView[] {
  const terms = new Map(DEMO_TERMS.map((term, i) => [term.key, { termId: i + 1, texts: term.texts }]));
  const drawn = (text = ''): GuideText => text.split(/(\{[a-z-]+\})/).filter(Boolean).map((piece) => {
    const term = terms.get(piece.slice(1, -1));
    return term ? { text: term.texts.en!, termId: term.termId, translation: term.texts[READER] } : { text: piece };
  });
  return DEMO_GUIDES.filter((guide) => guide.model === MACHINE).map((guide, i) => ({
    guideId: i + 1, faultCode: formatFaultCode(parseFaultCode(guide.code)!), language: 'en', label: '1.0', publishedAt: '2026-03-02T00:00:00.000Z',
    languages: [], readerLanguage: READER, title: guide.title,
    scope: { modelId: 1, productId: null, label: MACHINE },
    controller: { controllerTypeId: 1, sourceTpcd: guide.controller, modelCodeName: guide.controller, description: guide.controller },
    description: drawn(guide.description), causes: guide.causes.map((cause) => drawn(cause)),
    steps: guide.steps.map((step) => ({ kind: step.kind, text: drawn(step.text), expected: drawn(step.expected), symbols: [], links: [] })),
  }));
}

/** What technicians type besides the pages' own phrases. */
const TYPED: Query[] = [
  { text: 'SPN 110 FMI 0', kind: 'fault code' },
  { text: '110-0', kind: 'fault code' },
  { text: 'E-091', kind: 'fault code' },
  { text: 'filter', kind: 'common word' },
  { text: 'oil', kind: 'common word' },
  { text: 'hydraulic pump pressure', kind: 'common words' },
  { text: 'hyd', kind: 'prefix' },
  { text: 'accumulator', kind: 'rare word' },
  { text: '"swing bearing"', kind: 'quoted' },
  { text: 'removal -batteries', kind: 'exclusion' },
  { text: 'น้ำมันไฮดรอลิก', kind: 'phrase, th' },
  { text: 'ไฮดรอลิก', kind: 'word, th' },
  { text: '液压油', kind: 'phrase, zh-CN' },
  { text: '油', kind: 'character, zh-CN' },
  { text: '유압', kind: 'word, ko' },
  { text: 'zebra', kind: 'miss' },
  { text: 'ตู้เย็น', kind: 'miss, th' },
  { text: '冰箱', kind: 'miss, zh-CN' },
  { text: 'SPN 999 FMI 9', kind: 'miss, fault code' },
];

// ── In the page ──────────────────────────────────────────────────────────────────────────────────

type InPage = { __kit: KitContents; __offline: { buildKitIndex: typeof buildKitIndex }; __indexes: Map<number, KitIndex> };
interface Answer { pages: number; guides: number; byCode: number; rank: number | null }

/** Builds the index of `copies` copies of the kit (each copy other versions) and keeps it; answers the milliseconds taken. */
function buildInPage(copies: number): number {
  const scope = globalThis as unknown as InPage;
  const { pages, guides } = scope.__kit;
  const versions = Math.max(...pages.map((p) => p.versionId));
  const contents: KitContents = { pages: Array.from({ length: copies }, (_, copy) => pages.map((p) => ({ ...p, versionId: p.versionId + copy * versions }))).flat(), guides };
  const start = performance.now();
  const index = scope.__offline.buildKitIndex(contents);
  const took = performance.now() - start;
  scope.__indexes ??= new Map();
  scope.__indexes.set(copies, index);
  return took;
}

/** Asks every query once of the index of `copies` copies, as the Thai reader would; answers each one's milliseconds. */
function askInPage({ copies, queries }: { copies: number; queries: string[] }): number[] {
  const index = (globalThis as unknown as InPage).__indexes.get(copies)!;
  return queries.map((query) => {
    const start = performance.now();
    index.search(query, { languages: ['th', 'en'] });
    return performance.now() - start;
  });
}

/** What each query finds in the index of `copies` copies: pages, guides, and where its expected page ranks. */
function answersInPage({ copies, queries }: { copies: number; queries: Query[] }): Answer[] {
  const index = (globalThis as unknown as InPage).__indexes.get(copies)!;
  return queries.map((query) => {
    const answer = index.search(query.text, { languages: ['th', 'en'] });
    const at = query.expected ? answer.pages.findIndex((hit) => hit.versionId === query.expected!.versionId && hit.page === query.expected!.page) : -1;
    return { pages: answer.totalPages, guides: answer.guides.length, byCode: answer.guides.filter((g) => g.byCode).length, rank: at < 0 ? null : at + 1 };
  });
}

// ── Here ─────────────────────────────────────────────────────────────────────────────────────────

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

const started = performance.now();
const { pages, landmarks, versions } = await demoKitPages();
const guides = demoGuides();
const queries = [...landmarks, ...TYPED];
const languages = [...new Set(pages.map((p) => p.language))];
console.log(`GSIS offline search in a field kit: the ${MACHINE}'s kit, ${versions} PDF versions, ${pages.length} pages in ${languages.length} languages (${languages.join(', ')}), `
  + `${Math.round(pages.reduce((n, p) => n + p.text.length, 0) / 1000)} k characters, ${guides.length} guides (text read in ${((performance.now() - started) / 1000).toFixed(1)} s); `
  + `${queries.length} queries × ${ROUNDS} rounds, ${BUILDS} builds; Chromium (${LAUNCH_OPTIONS.executablePath}), CPU as it is and ${CPU_RATES.at(-1)}× slower; `
  + `load average ${loadavg()[0]!.toFixed(2)}`);

const bundled = await build({
  stdin: { contents: `import { buildKitIndex } from ${JSON.stringify(MODULE)}; globalThis.__offline = { buildKitIndex };`, resolveDir: ROOT, loader: 'ts' },
  bundle: true, format: 'iife', platform: 'browser', target: 'es2023', minify: true, write: false, logLevel: 'error',
});
const script = bundled.outputFiles[0]!.text;

/** What was measured of each kit at each CPU rate: its builds, and each query's times. */
interface Run { rate: number; copies: number; builds: number[]; times: number[][] }
const runs: Run[] = CPU_RATES.flatMap((rate) => COPIES.map((copies) => ({ rate, copies, builds: [], times: queries.map(() => []) })));
let answers: Answer[] = [];
const browser = await chromium.launch(LAUNCH_OPTIONS);
try {
  const page: Page = await (await browser.newContext()).newPage();
  // tsx keeps functions' names by wrapping them in __name(), which the functions handed to the page call there.
  await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await page.goto('about:blank');
  await page.addScriptTag({ content: script });
  await page.evaluate((kit) => { (globalThis as unknown as InPage).__kit = kit; }, { pages, guides } satisfies KitContents);
  const cdp = await page.context().newCDPSession(page);
  // Side by side: each build, and each round of queries, on every kit at every CPU rate in turn.
  for (let i = 0; i < BUILDS; i++) {
    for (const run of runs) {
      await throttle(cdp, run.rate);
      run.builds.push(await page.evaluate(buildInPage, run.copies));
    }
  }
  const texts = queries.map((q) => q.text);
  for (let round = 0; round < ROUNDS; round++) {
    for (const run of runs) {
      await throttle(cdp, run.rate);
      (await page.evaluate(askInPage, { copies: run.copies, queries: texts })).forEach((ms, i) => run.times[i]!.push(ms));
    }
  }
  await throttle(cdp, 1);
  answers = await page.evaluate(answersInPage, { copies: 1, queries });
} finally {
  await browser.close();
}

// Every query of the kit as it is, CPU as it is: what it finds and how long it takes.
const plain = runs[0]!;
console.table(queries.map((query, i) => {
  const answer = answers[i]!;
  const times = plain.times[i]!;
  return {
    query: query.text.length > 48 ? `${query.text.slice(0, 47)}…` : query.text, kind: query.kind, pages: answer.pages,
    guides: answer.byCode ? `${answer.guides} (${answer.byCode} by code)` : answer.guides,
    'its page': query.expected ? (answer.rank === null ? 'NOT FOUND' : `#${answer.rank}`) : '',
    'p50 ms': ms(quantile(times, 0.5)), 'max ms': ms(Math.max(...times)),
  };
}));
const missed = queries.filter((q, i) => q.expected && answers[i]!.rank === null);
if (missed.length) console.log(`Landmarks not found on their page: ${missed.map((q) => q.text).join(' · ')}`);

console.log(`\nEvery query's time over all ${queries.length} queries × ${ROUNDS} rounds, and the index's build (first, then the median of the others)`);
console.table(runs.map((run) => {
  const all = run.times.flat();
  const p95 = quantile(all, 0.95);
  return {
    kit: `${run.copies === 1 ? 'as it is' : `×${run.copies}`}, ${pages.length * run.copies} pages`, CPU: run.rate === 1 ? 'as it is' : `${run.rate}× slower`,
    'build first ms': ms(run.builds[0]!), 'build ms': ms(quantile(run.builds.slice(1), 0.5)),
    'p50 ms': ms(quantile(all, 0.5)), 'p95 ms': ms(p95), 'max ms': ms(Math.max(...all)), 'p95 / 50 ms': (p95 / BUDGET_MS).toFixed(3),
  };
}));

for (const copies of COPIES) {
  const p95 = quantile(runs.find((run) => run.rate === 1 && run.copies === copies)!.times.flat(), 0.95);
  await recordFigure({
    name: `offline search p95 in Chromium, the ${MACHINE}'s kit${copies === 1 ? '' : ` ×${copies}`} (${pages.length * copies} pages)`,
    target: `≤ ${BUDGET_MS} ms`, met: p95 <= BUDGET_MS, measured: `${ms(p95)} ms = ${(p95 / BUDGET_MS).toFixed(2)}× the budget`,
  });
}
if (missed.length) process.exitCode = 1;
