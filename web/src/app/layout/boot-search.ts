// index.html's search field: on a slow connection a reader can type in it before the app's code has arrived. The
// header's search box takes its place on the app's first render, with what was typed, the focus and the caret.
import type { TakenOver } from '../../features/search/SearchBox.tsx';

/**
 * What the reader has done in index.html's field, read while it is still on the page: during the render of the
 * header that replaces it, which React commits in the same task (nothing typed in between is lost).
 */
export function bootSearch(): TakenOver | null {
  const field = document.querySelector<HTMLInputElement>('.boot-search input');
  if (!field) return null;
  return { value: field.value, focused: document.activeElement === field, selection: [field.selectionStart, field.selectionEnd] };
}
