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
