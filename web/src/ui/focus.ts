// Moving focus where a keyboard or screen-reader user should go on next, without a ring on what is not a control.

/** Focuses `element` (a heading, a landmark) as a place to start from: focusable by script only, no outline, no scroll. */
export function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.setAttribute('data-route-focus', '');
  element.focus({ preventScroll: true });
}

/** The element focus was on, when it is one of the page's and still there (not <body>). */
export function focusedElement(): HTMLElement | null {
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body && element.isConnected ? element : null;
}

/**
 * After a dialog that was not opened from a control closes: focus goes back to where it was before, or else to the
 * page's heading, so the next Tab continues in the page rather than from the top of the document.
 */
export function returnFocus(before: HTMLElement | null, main = document.getElementById('content')): void {
  if (before?.isConnected) before.focus({ preventScroll: true });
  else {
    const heading = main?.querySelector<HTMLElement>('h1') ?? main;
    if (heading) focusQuietly(heading);
  }
}
