// After a route change, keyboard and screen-reader users start on the new page's heading (WCAG 2.4.3):
// without this, focus stays on a header link or falls to <body> with the link that was clicked, and the
// next Tab starts again at the top of the header.
//
// Focus is left where it is when the reader is typing (the header's search box: its results arrive under
// it), when it is still on something of the page (a tab of the search page), or when the new page puts it
// somewhere itself (the login form's ID field, a dialog). A tab bar that the new page draws again (My
// Library's) gets its current tab back. The first page of a visit is left alone.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusQuietly } from '../../ui/focus.ts';

/** How long a new page may take to settle: a lazy page's file, its words, then its data. */
const SETTLE_MS = 5_000;

/** Whether focus is somewhere it should stay: a field being typed in, or something of the page itself. */
function keepsFocus(element: Element | null, main: HTMLElement): boolean {
  if (!isThere(element)) return false;
  return element.matches('input, textarea, select, [contenteditable="true"], [role="combobox"]') || main.contains(element);
}

function isThere(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element !== document.body && element.isConnected;
}

function shown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
}

/** The element that last had focus, even if the page it was on has gone since. */
let lastFocused: Element | null = null;

/** Moves focus to the heading of the page in `mainId` after each change of path. */
export function useRouteFocus(mainId: string): void {
  const { pathname } = useLocation();
  const seen = useRef(pathname);

  useEffect(() => {
    const track = (event: FocusEvent) => { lastFocused = event.target as Element; };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, []);

  useEffect(() => {
    if (seen.current === pathname) return undefined;
    seen.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    const from = document.activeElement;
    if (keepsFocus(from, main)) return undefined;
    // A tab of a tab bar the new page draws again: its current tab, else the page's heading.
    const fromTabBar = lastFocused instanceof HTMLAnchorElement && !lastFocused.isConnected && lastFocused.closest('nav') !== null;
    const target = () => (fromTabBar ? main.querySelector<HTMLElement>('nav a[aria-current="page"]') : null) ?? main.querySelector<HTMLElement>('h1');

    let placed: HTMLElement | null = null;
    let done = false;
    let frame = 0;
    const place = () => {
      frame = 0;
      if (done) return;
      const now = document.activeElement;
      if (placed && now === placed) return;
      if (isThere(now) && (placed !== null || now !== from)) return finish(); // the page or the reader moved it
      // Not placed yet, or placed and lost: a part of the page that suspends hides the page for a moment,
      // and focus falls to <body>. It goes (back) to the heading once that is shown.
      const heading = target();
      if (heading && shown(heading)) {
        focusQuietly(heading);
        placed = heading;
      }
    };
    const soon = () => { frame ||= requestAnimationFrame(place); };
    const observer = new MutationObserver(soon);
    const timer = window.setTimeout(() => {
      // No heading came: the main region, so the next Tab starts in the page.
      if (!placed && !isThere(document.activeElement)) focusQuietly(main);
      finish();
    }, SETTLE_MS);
    // Once the reader acts, what they do decides where focus is.
    const acted = () => finish();
    function finish() {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
      document.removeEventListener('pointerdown', acted, true);
      document.removeEventListener('keydown', acted, true);
    }
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    document.addEventListener('pointerdown', acted, true);
    document.addEventListener('keydown', acted, true);
    soon();
    return finish;
  }, [pathname, mainId]);
}
