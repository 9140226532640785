// How the reader fits a phone: the media query that turns it into one column, pages that scroll with the page
// instead of in a box of their own, and a two-finger pinch on the pages that zooms them.
import { useSyncExternalStore } from 'react';

/**
 * Phones, and landscape phones (short screens): one column, the outline in a drawer, the document's details
 * folded, the pages scrolling with the page. reading.css switches the layout on the same query.
 */
export const COMPACT_READER = '(max-width: 800px), (max-height: 560px)';
/** Narrow enough for the outline to rise from the bottom rather than slide in from the side. */
export const PORTRAIT_PHONE = '(max-width: 800px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}

const OVERRIDDEN = ['scrollTop', 'clientHeight', 'clientWidth'] as const;
type Overridden = (typeof OVERRIDDEN)[number];
/** The element's own properties, which the container's are laid over. */
const native = (name: Overridden) => Object.getOwnPropertyDescriptor(Element.prototype, name)!;
/** pdf.js leaves 40 px beside the pages for its box's scroll bar; when the pages scroll with the page there is none. */
const NO_SCROLLBAR = 20;

export interface PageScrolling {
  /** The part of the screen the pages are read in, in client coordinates. */
  readingArea(): { top: number; bottom: number };
  detach(): void;
}

/**
 * pdf.js reads and sets its container's scrollTop and clientHeight to know which pages are in view, and listens
 * to the container's scroll events. While `active()` (a phone), the container is as tall as its pages and the
 * window scrolls them: these properties then describe the window's view of the container below the toolbar
 * (which sticks to the top), so pdf.js still draws only the pages in view and still tracks the current page.
 * The container keeps scrolling sideways by itself, for pages zoomed wider than the screen.
 */
export function scrollWithPage(container: HTMLElement, toolbar: HTMLElement, active: () => boolean): PageScrolling {
  /** Where the toolbar's bottom is once it sticks (at the top of the screen: the app's header scrolls away while a
   * manual is read, reading.css): the top of the reading area. */
  const stuckBottom = () => toolbar.offsetHeight;
  const define = (name: Overridden, descriptor: PropertyDescriptor) => Object.defineProperty(container, name, { configurable: true, ...descriptor });
  const own = { scrollTop: native('scrollTop'), clientHeight: native('clientHeight'), clientWidth: native('clientWidth') };
  define('scrollTop', {
    get: () => (active() ? Math.max(0, stuckBottom() - container.getBoundingClientRect().top) : own.scrollTop.get!.call(container) as number),
    set: (value: number) => {
      if (!active()) {
        own.scrollTop.set!.call(container, value);
        return;
      }
      const by = container.getBoundingClientRect().top + value - stuckBottom();
      window.scrollTo({ top: window.scrollY + by, behavior: 'instant' });
    },
  });
  define('clientHeight', {
    get: () => (active()
      ? Math.max(0, window.innerHeight - Math.max(stuckBottom(), container.getBoundingClientRect().top))
      : own.clientHeight.get!.call(container) as number),
  });
  define('clientWidth', {
    get: () => (own.clientWidth.get!.call(container) as number) + (active() ? NO_SCROLLBAR : 0),
  });
  const forward = () => {
    if (active()) container.dispatchEvent(new Event('scroll'));
  };
  window.addEventListener('scroll', forward, { passive: true });
  window.addEventListener('resize', forward);
  return {
    readingArea: () => {
      if (active()) return { top: stuckBottom(), bottom: window.innerHeight };
      const box = container.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom };
    },
    detach: () => {
      window.removeEventListener('scroll', forward);
      window.removeEventListener('resize', forward);
      for (const name of OVERRIDDEN) Reflect.deleteProperty(container, name);
    },
  };
}

export interface Point { x: number; y: number }

/** The zoom a pinch asks for: the fingers' spread now over their spread at the start, within the viewer's limits. */
export function pinchFactor(startSpread: number, spread: number, limits: { min: number; max: number }): number {
  if (!(startSpread > 0) || !(spread > 0)) return 1;
  return Math.min(limits.max, Math.max(limits.min, spread / startSpread));
}

/**
 * Two fingers on `surface` zoom: while they move, `moving` is scaled (and follows the fingers) by a CSS transform
 * only; when one lifts, `done` gets the factor, where the fingers started and where they ended, so the viewer
 * draws the pages again at the new scale, once. The browser's own zoom stays free everywhere else on the page.
 */
export function pinchToZoom(
  surface: HTMLElement,
  moving: HTMLElement,
  limits: () => { min: number; max: number },
  done: (factor: number, from: Point, to: Point) => void,
): () => void {
  let start: { spread: number; from: Point; limits: { min: number; max: number } } | null = null;
  let last = { factor: 1, to: { x: 0, y: 0 } };
  const spread = (touches: TouchList) => Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
  const middle = (touches: TouchList): Point => ({ x: (touches[0]!.clientX + touches[1]!.clientX) / 2, y: (touches[0]!.clientY + touches[1]!.clientY) / 2 });

  const begin = (event: TouchEvent) => {
    if (event.touches.length !== 2) return;
    if (event.cancelable) event.preventDefault();
    const from = middle(event.touches);
    const box = moving.getBoundingClientRect();
    start = { spread: spread(event.touches), from, limits: limits() };
    last = { factor: 1, to: from };
    moving.style.transformOrigin = `${from.x - box.left}px ${from.y - box.top}px`;
    surface.classList.add('is-pinching');
  };
  const move = (event: TouchEvent) => {
    if (!start || event.touches.length < 2) return;
    if (event.cancelable) event.preventDefault();
    const to = middle(event.touches);
    const factor = pinchFactor(start.spread, spread(event.touches), start.limits);
    last = { factor, to };
    moving.style.transform = `translate(${to.x - start.from.x}px, ${to.y - start.from.y}px) scale(${factor})`;
  };
  const end = (event: TouchEvent) => {
    if (!start || event.touches.length >= 2) return;
    const { from } = start;
    start = null;
    moving.style.transform = '';
    moving.style.transformOrigin = '';
    surface.classList.remove('is-pinching');
    if (Math.abs(last.factor - 1) > 0.01 || Math.hypot(last.to.x - from.x, last.to.y - from.y) > 1) done(last.factor, from, last.to);
  };
  // Safari's own pinch events: the pages' pinch is ours.
  const gesture = (event: Event) => event.preventDefault();
  const options = { passive: false } as const;
  surface.addEventListener('touchstart', begin, options);
  surface.addEventListener('touchmove', move, options);
  surface.addEventListener('touchend', end);
  surface.addEventListener('touchcancel', end);
  surface.addEventListener('gesturestart', gesture, options);
  return () => {
    surface.removeEventListener('touchstart', begin);
    surface.removeEventListener('touchmove', move);
    surface.removeEventListener('touchend', end);
    surface.removeEventListener('touchcancel', end);
    surface.removeEventListener('gesturestart', gesture);
  };
}
