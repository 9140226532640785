// Every script drawn with GSIS's own fonts: in a Chromium that knows no font but DejaVu (fontconfig given that one
// folder, as on a kiosk or a bare Linux install), the home page and the document list in Thai, Burmese, Korean and
// Chinese draw every letter of their scripts — the header's menus, the page and its buttons (recent searches'
// "Clear"), the footer, the list's titles (in whatever language each document is written) — with a font that has
// it: Chromium says which font drew each text (DevTools' CSS.getPlatformFontsForNode), and letters no font had would be drawn by DejaVu as empty boxes.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, newContext, test, type Page } from './fixtures.ts';
import { LAUNCH_OPTIONS } from './env.ts';
import { expectSignedIn, readInThisBrowser, searchFor } from './helpers.ts';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const fontconfig = path.join(os.tmpdir(), 'gsis-e2e-dejavu-only', 'fonts.conf');
mkdirSync(path.dirname(fontconfig), { recursive: true });
// The system's rules (which font is sans-serif, say) with DejaVu's folder as the only fonts.
writeFileSync(fontconfig, `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${DEJAVU}</dir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
  <cachedir>${path.dirname(fontconfig)}/cache</cachedir>
</fontconfig>
`);

test.use({ signedInAs: 'dealer', launchOptions: { ...LAUNCH_OPTIONS, env: { ...process.env, FONTCONFIG_FILE: fontconfig } } });

/** Letters of the scripts GSIS draws with fonts of its own; anything else (Latin, digits, punctuation) the system's font may draw. */
const OWN_SCRIPTS = /[\u0E00-\u0E7F\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/u;

/**
 * The texts on the page whose letters of those scripts were drawn by a font of the system's (DejaVu, which has none
 * of them: empty boxes), with the fonts that drew them. Each element holding text is asked on its own.
 */
async function undrawn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    // What CSS adds before and after an element (a label's colon) is drawn with it, and counts as its text.
    const generated = (element: Element, pseudo: string) => {
      const content = getComputedStyle(element, pseudo).content;
      return /^".*"$/.test(content) ? content.slice(1, -1) : '';
    };
    for (const old of document.querySelectorAll('[data-font-probe]')) old.removeAttribute('data-font-probe');
    for (const element of document.querySelectorAll('body *:not(script):not(style)')) {
      const own = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('');
      if (!own.trim() || (element as HTMLElement).offsetParent === null) continue;
      element.setAttribute('data-font-probe', String(found.length));
      // A text cut short ends with an ellipsis the system's font draws.
      const cut = getComputedStyle(element).textOverflow === 'ellipsis' ? '...' : '';
      found.push(generated(element, '::before') + own + generated(element, '::after') + cut);
    }
    return found;
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-font-probe]' });
    const failures: string[] = [];
    for (const [i, nodeId] of nodeIds.entries()) {
      const text = texts[i]!;
      const letters = [...text].filter((c) => OWN_SCRIPTS.test(c)).length;
      if (letters === 0) continue;
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const bySystem = fonts.filter((f) => !f.isCustomFont).reduce((n, f) => n + f.glyphCount, 0);
      // Everything but those letters may be the system's; more glyphs than that means letters drawn as boxes.
      if (bySystem > [...text].length - letters) failures.push(`"${text.trim()}" drawn with ${fonts.map((f) => `${f.familyName}${f.isCustomFont ? '' : ' (system)'} ×${f.glyphCount}`).join(', ')}`);
    }
    return failures;
  } finally {
    await cdp.detach();
  }
}

/** Waits for every face the page asked for, then expects no letter of GSIS's scripts drawn as a box. */
async function expectEveryLetterDrawn(page: Page): Promise<void> {
  await expect.poll(async () => {
    await page.evaluate(() => document.fonts.ready);
    return undrawn(page);
  }, { timeout: 30_000 }).toEqual([]);
}

const SCRIPTS = [
  { lang: 'th', face: 'Noto Sans Thai' },
  { lang: 'my', face: 'Noto Sans Myanmar' },
  { lang: 'ko', face: 'Noto Sans KR' },
  { lang: 'zh-CN', face: 'Noto Sans SC' },
];

for (const { lang, face } of SCRIPTS) {
  test(`in ${lang}, with no font but DejaVu on the machine, the home page and the document list draw every letter`, async ({ browser, page }) => {
    // The machine really has none of GSIS's scripts: a Thai letter drawn by the system is a box.
    // A search earlier, in another browser session (so nothing of it is in this one's cache), and the home page
    // lists it beside a button ("Clear"): Chromium gives buttons font settings of their own, and their labels once
    // stayed boxes after the face had arrived.
    const earlier = await newContext(browser, { as: 'dealer' });
    await searchFor(await earlier.newPage(), 'index', 'DX225LCA');
    await earlier.close();
    await page.goto('/main');
    await expectSignedIn(page);
    await readInThisBrowser(page, lang);
    await expect(page.getByTestId('recent-searches-clear')).toBeVisible();
    await expect.poll(() => page.evaluate((family) => [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded'), face)).toBe(true);
    await expectEveryLetterDrawn(page);
    await page.screenshot({ path: `screenshots/fonts-home-${lang}.png` });

    await page.goto('/document/list');
    await expect(page.getByTestId('document-table').locator('a[data-testid^="doc-link-"]').first()).toBeVisible();
    await expectEveryLetterDrawn(page);
    await page.screenshot({ path: `screenshots/fonts-documents-${lang}.png` });
  });
}
