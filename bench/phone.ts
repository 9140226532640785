// The first load on a phone (UX review 2026-11-28, M7): Debian's Chromium at a phone's size, on Chrome DevTools'
// "Slow 4G" and with its CPU slowed four times, loads a page of the built GSIS with an empty cache, and the bench
// times what a reader sees and can do:
//   first paint     the first contentful paint (index.html's static skeleton: the logo and "GSIS");
//   header          React's header in place of the skeleton's;
//   search usable   the header's search field (the app's, data-testid="header-search", or index.html's until the app
//                   takes its place) is painted, visible and enabled, and a character typed into it then (a tap on
//                   the field, a key pressed, as a reader would) is in the field: the time of the `input` event that
//                   put it there. The page keeps loading meanwhile; the character must still be in the app's field,
//                   focused, once the page is drawn (a field drawn anew on the way would lose it: such a run has no
//                   "search usable" moment, and the table says how many kept it);
//   content         the page's own content (the home page's slogan, the bookmarks page);
//   header gone     for how long, once a header was there, the page had none at all (neither the skeleton's nor
//                   React's): the "blank page with a lone spinner" of the review;
// and what it fetched until the content was drawn and the network had been quiet for a second: JavaScript files,
// their bytes and every response's bytes as transferred (Resource Timing's transferSize: compressed body and headers).
// Each page is loaded RUNS times (default 5), the pages and the builds taken in turn within each round, and the
// medians printed. `--web DIR` (repeatable) loads other builds of the web app (folders like web/dist, made with
// `npx vite build --outDir DIR`) side by side with each other, each served by a built server of its own on the
// same database, and prints each build's medians over the first's: the machine is shared and noisy, so only
// figures measured in one run compare. Tests never assert on time; this prints.
// Usage: npm run bench:phone [-- --web DIR --web DIR2] (BENCH_RUNS, BENCH_THROTTLE=off for the unthrottled figures)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { LAUNCH_OPTIONS } from '../e2e/tests/env.ts';
import { recordFigure } from './summary.ts';
import { PASSWORD, withBenchServer } from './server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const THROTTLED = process.env.BENCH_THROTTLE !== 'off';
/** Where the search box should be usable by, on this connection (issue 30). */
const TARGET_MS = 2500;

/** Chrome DevTools' "Slow 4G" preset (its network panel's throttling: 1.6 Mbit/s down, 750 kbit/s up, 150 ms, scaled as DevTools scales them). */
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1000 * 1000 / 8) * 0.9, uploadThroughput: (750 * 1000 / 8) * 0.9, connectionType: 'cellular4g' } as const;
const CPU_SLOWDOWN = 4;
/** A phone the size of the journeys' (390 px wide). */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-US' };

/** The header's search field: the app's, and index.html's until the app has taken its place. */
const APP_SEARCH_FIELD = '[data-testid="header-search"]';
const BOOT_SEARCH_FIELD = '.boot-search input';

const ROOT = path.resolve(import.meta.dirname, '..');
const webArgs = process.argv.flatMap((arg, i, all) => (arg === '--web' && all[i + 1] ? [path.resolve(all[i + 1]!)] : []));
const builds = webArgs.length > 0 ? webArgs : [path.join(ROOT, 'web/dist')];
for (const dir of builds) if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no build: run \`npm run build -w web\` first`);

interface Case { name: string; path: string; signedIn: boolean; content: string }
const CASES: Case[] = [
  { name: '/main, visitor', path: '/main', signedIn: false, content: '[data-testid="slogan"]' },
  { name: '/main, dealer', path: '/main', signedIn: true, content: '[data-testid="slogan"]' },
  { name: '/mylibrary/bookmarks, dealer', path: '/mylibrary/bookmarks', signedIn: true, content: '[data-testid="bookmarks-page"]' },
];

/** One load's figures, milliseconds from the navigation's start. */
interface Load { firstPaint: number; header: number; searchUsable: number; content: number; headerGoneMs: number; jsFiles: number; jsKB: number; requests: number; totalKB: number; kept: boolean }
const FIGURES: (keyof Omit<Load, 'kept'>)[] = ['firstPaint', 'header', 'searchUsable', 'content', 'headerGoneMs', 'jsFiles', 'jsKB', 'requests', 'totalKB'];

/** What runs in the page before its own scripts: the moments above, watched by a MutationObserver. */
function watchThePage({ content, searchField }: { content: string; searchField: string }): void {
  type Watch = { painted: boolean; hadHeader: boolean; header?: number; searchShown?: number; typed?: number; content?: number; headerGoneMs: number; goneSince?: number };
  const watch: Watch = { painted: false, hadHeader: false, headerGoneMs: 0 };
  (window as unknown as { __phoneBench: Watch }).__phoneBench = watch;
  const notify = (window as unknown as { __phoneBenchSearchShown: (box: { x: number; y: number }) => void });
  document.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    if (watch.typed === undefined && field.matches?.(searchField) && field.value.includes('w')) watch.typed = performance.now();
  }, true);
  const look = () => {
    const now = performance.now();
    const hasHeader = document.querySelector('.boot-header, header.app-header') !== null;
    watch.hadHeader ||= hasHeader;
    if (!hasHeader && watch.hadHeader && watch.goneSince === undefined) watch.goneSince = now;
    if (hasHeader && watch.goneSince !== undefined) {
      watch.headerGoneMs += now - watch.goneSince;
      watch.goneSince = undefined;
    }
    if (watch.header === undefined && document.querySelector('header.app-header')) watch.header = now;
    // Shown means painted: a field laid out but not yet on the screen (the page's stylesheet still on its way) is not.
    if (watch.searchShown === undefined && watch.painted) {
      const field = document.querySelector<HTMLInputElement>(searchField);
      if (field && !field.disabled && !field.readOnly && field.checkVisibility()) {
        const box = field.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) {
          watch.searchShown = now;
          notify.__phoneBenchSearchShown({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
        }
      }
    }
    if (watch.content === undefined && document.querySelector(content)?.checkVisibility()) watch.content = now;
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'class', 'style', 'hidden'] });
  new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    watch.painted = true;
    look();
  }).observe({ type: 'paint', buffered: true });
}

/** The page's figures once it is drawn and quiet: the watch above, paint timing and resource timing. */
function readThePage(searchField: string) {
  const watch = (window as unknown as { __phoneBench: { header?: number; typed?: number; content?: number; headerGoneMs: number } }).__phoneBench;
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const js = resources.filter((r) => new URL(r.name).pathname.endsWith('.js'));
  const field = document.querySelector<HTMLInputElement>(searchField);
  return {
    firstPaint: paint, header: watch.header ?? NaN, searchUsable: watch.typed ?? NaN, content: watch.content ?? NaN, headerGoneMs: watch.headerGoneMs,
    jsFiles: js.length, jsKB: js.reduce((sum, r) => sum + r.transferSize, 0) / 1024,
    requests: resources.length + 1, totalKB: (resources.reduce((sum, r) => sum + r.transferSize, 0) + navigation.transferSize) / 1024,
    kept: field !== null && field.value === 'w' && document.activeElement === field,
  };
}

/** Waits until no request has been in flight for `quietMs` (at most `limitMs`). */
async function networkQuiet(page: Page, quietMs: number, limitMs: number): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => { inFlight += 1; lastChange = Date.now(); };
  const down = () => { inFlight -= 1; lastChange = Date.now(); };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  const until = Date.now() + limitMs;
  // Requests already under way when this started end without having been counted: never below zero.
  while (Date.now() < until && (Math.max(inFlight, 0) > 0 || Date.now() - lastChange < quietMs)) await new Promise((resolve) => setTimeout(resolve, 100));
  page.off('request', up);
  page.off('requestfinished', down);
  page.off('requestfailed', down);
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

type Storage = { name: string; value: string }[];

/** One first load of `base` + the case's path in a fresh context (empty cache), signed in with `storage` when given. */
async function load(browser: Browser, base: string, c: Case, storage: Storage | null): Promise<Load> {
  const context = await browser.newContext({ ...PHONE, storageState: { cookies: [], origins: storage ? [{ origin: base, localStorage: storage }] : [] } });
  try {
    const page = await context.newPage();
    let typing: Promise<void> | undefined;
    await page.exposeFunction('__phoneBenchSearchShown', (box: { x: number; y: number }) => {
      // As a reader: a tap on the field, then a key.
      typing = (async () => {
        await page.touchscreen.tap(box.x, box.y);
        await page.keyboard.type('w');
      })();
    });
    // tsx keeps functions' names by wrapping them in __name(), which the functions handed to the page call there.
    await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await page.addInitScript(watchThePage, { content: c.content, searchField: `${APP_SEARCH_FIELD}, ${BOOT_SEARCH_FIELD}` });
    if (THROTTLED) await throttle(await context.newCDPSession(page));
    await page.goto(base + c.path, { waitUntil: 'commit' });
    await page.waitForFunction(() => {
      const watch = (window as unknown as { __phoneBench?: { typed?: number; content?: number } }).__phoneBench;
      return watch?.typed !== undefined && watch.content !== undefined;
    }, undefined, { timeout: 120_000, polling: 250 }).catch(async (error: unknown) => {
      const seen = await page.evaluate(() => JSON.stringify((window as unknown as { __phoneBench?: unknown }).__phoneBench)).catch(() => '?');
      throw new Error(`${c.name} at ${base} was not drawn and typed into within 120 s (seen: ${seen}): ${String(error)}`);
    });
    await typing;
    await networkQuiet(page, 1000, 30_000);
    const figures = await page.evaluate(readThePage, APP_SEARCH_FIELD);
    return figures.kept ? figures : { ...figures, searchUsable: NaN };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

await withBenchServer(async ({ sites }) => {
  const answer = await fetch(`${sites[0]!.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'dealer@gsis.local', password: PASSWORD }) });
  if (!answer.ok) throw new Error(`the dealer's sign-in: HTTP ${answer.status}`);
  const { user, loginInfo } = (await answer.json()) as { user: unknown; loginInfo: unknown };
  // What the login page leaves in the browser (web/src/session/session-store.ts): one session for every run.
  const dealer: Storage = [
    { name: 'gsis.token', value: answer.headers.get('authorization')!.replace(/^Bearer\s+/i, '') },
    { name: 'gsis.user', value: JSON.stringify({ user, loginInfo }) },
  ];
  const browser = await chromium.launch(LAUNCH_OPTIONS);
  const loads = new Map<string, Load[]>();
  const key = (c: Case, site: number) => `${site}\t${c.name}`;
  try {
    console.log(`GSIS phone first load: ${PHONE.viewport.width}×${PHONE.viewport.height} phone, ${THROTTLED ? `Slow 4G (${SLOW_4G.latency} ms, ${Math.round(SLOW_4G.downloadThroughput / 1000)} kB/s down) and CPU ${CPU_SLOWDOWN}× slower` : 'no throttling'}, empty cache, ${RUNS} runs each, medians`);
    // One warm-up load of each build (the server's first answers, the browser's first start), not counted.
    for (const site of sites) await load(browser, site.base, CASES[0]!, null);
    for (let run = 0; run < RUNS; run += 1) {
      for (const c of CASES) {
        for (const [i, site] of sites.entries()) {
          const figures = await load(browser, site.base, c, c.signedIn ? dealer : null);
          loads.set(key(c, i), [...loads.get(key(c, i)) ?? [], figures]);
        }
      }
    }
  } finally {
    await browser.close();
  }

  const medians = (c: Case, site: number) => {
    const runs = loads.get(key(c, site)) ?? [];
    return Object.fromEntries(FIGURES.map((f) => [f, median(runs.map((r) => r[f]))])) as Record<(typeof FIGURES)[number], number>;
  };
  const ms = (v: number) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '—');
  for (const [i, site] of sites.entries()) {
    console.log(`\n${path.relative(process.cwd(), site.web) || site.web}`);
    console.table(CASES.map((c) => {
      const m = medians(c, i);
      const runs = loads.get(key(c, i)) ?? [];
      return {
        page: c.name, 'first paint': ms(m.firstPaint), header: ms(m.header), 'search usable': ms(m.searchUsable), content: ms(m.content),
        'header gone': ms(m.headerGoneMs), 'JS files': m.jsFiles, 'JS KB': m.jsKB.toFixed(1), requests: m.requests, 'KB transferred': m.totalKB.toFixed(1),
        'typed text kept': `${runs.filter((r) => r.kept).length}/${runs.length}`,
      };
    }));
  }
  if (sites.length > 1) {
    console.log(`\nEach build's medians over those of ${path.relative(process.cwd(), sites[0]!.web)} (same run)`);
    for (const [i, site] of sites.entries()) {
      if (i === 0) continue;
      console.table(CASES.map((c) => {
        const base = medians(c, 0);
        const m = medians(c, i);
        const ratio = (f: (typeof FIGURES)[number]) => (base[f] > 0 ? (m[f] / base[f]).toFixed(2) : '—');
        return { build: path.relative(process.cwd(), site.web), page: c.name, 'first paint': ratio('firstPaint'), 'search usable': ratio('searchUsable'), content: ratio('content'), 'JS files': ratio('jsFiles'), 'KB transferred': ratio('totalKB') };
      }));
    }
  }
  if (THROTTLED) {
    const site = sites.length - 1;
    for (const c of CASES.filter((x) => x.path === '/main')) {
      const usable = medians(c, site).searchUsable;
      await recordFigure({ name: `search box usable on a phone, Slow 4G and CPU 4× slower, ${c.name}`, target: `≤ ${TARGET_MS / 1000} s`, met: usable <= TARGET_MS, measured: `${ms(usable)} (median of ${RUNS})` });
    }
  }
}, { ownProcess: true, web: builds });
