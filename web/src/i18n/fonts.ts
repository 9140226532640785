// GSIS's own fonts for the scripts a reader's system may lack: kiosks and some Windows and Linux installs have no
// Thai, Burmese, Korean or Chinese font, and drew the interface as empty boxes. Each face is cut by unicode-range
// (@fontsource), so a browser downloads only the slices of the characters on the page, and only when no font
// before it in the stack (app/app.css, --gsis-font) has them; font-display: swap shows the text at once and redraws
// it when the slice arrives. Regular and bold, woff2 only (vite.config.ts, woff2Only). The CSS is imported from
// here rather than from a CSS file so that it passes through Vite's plugins.
import type { LanguageCode } from '@gsis/contract';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
import '@fontsource/noto-sans-myanmar/400.css';
import '@fontsource/noto-sans-myanmar/700.css';

/**
 * The Korean and Chinese faces come in hundreds of slices whose descriptors alone weigh 15 and 19 KB (brotli):
 * too much to hold up every reader's first page, so they are stylesheets of their own.
 */
const CJK: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  ko: () => import('./fonts-kr.ts'),
  'zh-CN': () => import('./fonts-sc.ts'),
};

const whenIdle = (work: () => void) => {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(work, { timeout: 5_000 }) : setTimeout(work, 2_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

/**
 * Chromium leaves some text drawn with the fallback's empty boxes after the face it waited for has arrived (the
 * header's language button, headings after a change of language; forcing a layout draws them right), and it keeps
 * shaped text per font settings, so going back to earlier settings brings the boxes back. Each time faces finish
 * loading, the page's font settings change to ones never used before that change nothing drawn (a character
 * variant switched off, which is off already), and every text is laid out anew with the faces now there.
 */
function relayOutWhenFacesArrive(): void {
  let arrivals = 0;
  document.fonts.addEventListener('loadingdone', () => {
    arrivals += 1;
    document.documentElement.style.fontFeatureSettings = `"cv${String(arrivals % 99 + 1).padStart(2, '0')}" 0`;
  });
}

let started = false;

/**
 * The faces of the reader's language at once (called on every change of language, i18n.ts); those of the other
 * languages once the page has loaded and the browser is idle, for a Korean or Chinese title in a list read in any
 * language.
 */
export function loadScriptFonts(language: LanguageCode): void {
  void CJK[language]?.();
  if (started) return;
  started = true;
  relayOutWhenFacesArrive();
  whenIdle(() => { for (const load of Object.values(CJK)) void load(); });
}

/** The family each script's face is named by in @fontsource's CSS. */
const FAMILIES: Partial<Record<LanguageCode, string>> = {
  th: 'Noto Sans Thai', my: 'Noto Sans Myanmar', ko: 'Noto Sans KR', 'zh-CN': 'Noto Sans SC',
};

/** The woff2 files of a family's @font-face rules in the page's style sheets. */
function sliceUrls(family: string): string[] {
  const urls: string[] = [];
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of rules) {
      if (!(rule instanceof CSSFontFaceRule) || rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim() !== family) continue;
      for (const match of rule.style.getPropertyValue('src').matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) urls.push(new URL(match[1]!, sheet.href ?? document.baseURI).href);
    }
  }
  return [...new Set(urls)];
}

/**
 * Every slice of the faces of these languages' scripts, fetched once (the service worker keeps them): a field kit
 * read offline shows text the browser never drew before, and a slice it never fetched would draw it as empty boxes.
 */
export async function keepScriptFontsOffline(languages: readonly string[]): Promise<void> {
  const codes = [...new Set(languages)].filter((code): code is LanguageCode => code in FAMILIES);
  await Promise.all(codes.map((code) => CJK[code]?.()));
  const urls = codes.flatMap((code) => sliceUrls(FAMILIES[code]!));
  // A few at a time: a phone on a thin connection keeps the page responsive.
  for (let i = 0; i < urls.length; i += 6) await Promise.all(urls.slice(i, i + 6).map((url) => fetch(url).catch(() => undefined)));
}
