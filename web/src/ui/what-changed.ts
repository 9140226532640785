// What changed in a version as readers' screens use it, online (the library) and on the device (field kits): the
// address that opens the new version at a changed page or topic with its changes marked (?changes=1), and the words
// the viewer marks there.
import type { ChangedPlace, WhatChanged } from '@gsis/contract';

/** The words a viewer's find (PDF) or the topic's marks (web help, at most 100 characters a word) take at once. */
export const MAX_MARKED = 20;
const MAX_MARK_LENGTH = 100;

/**
 * The reader of the new version (`reader`, its address: online or a kit's) at `place`, its changes marked; undefined
 * for a page or topic that is gone.
 */
export function changedPlaceUrl(reader: string, place: Pick<ChangedPlace, 'page' | 'path'>): string | undefined {
  const at = place.page !== null ? `page=${place.page}` : place.path !== null ? `topic=${encodeURIComponent(place.path)}` : undefined;
  return at && `${reader}${reader.includes('?') ? '&' : '?'}${at}&changes=1`;
}

/** A long passage is marked by its first words: enough to find it on the page. */
function markable(added: string): string {
  const text = added.replace(/\s+/g, ' ').trim();
  if (text.length <= MAX_MARK_LENGTH) return text;
  const cut = text.slice(0, MAX_MARK_LENGTH);
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}

/** The new words on the page or topic the reader opened, to be marked there (nothing for words only removed). */
export function wordsToMark(changed: WhatChanged, at: { page?: number | undefined; topic?: string | undefined }): string[] {
  const place = changed.places.find((p) => p.kind === 'changed' && (at.topic !== undefined ? p.path === at.topic : p.page === at.page));
  const words = (place?.changes ?? []).map((c) => markable(c.added)).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_MARKED);
}

/** What a list of what changed needs: the comparison, and where the new version opens at each of its places. */
export interface WhatChangedViewProps {
  changed: WhatChanged;
  /** Where the new version opens at a page or topic (undefined: one that is gone). */
  placeUrl: (place: ChangedPlace) => string | undefined;
}

/** Whether the reader was opened from What changed, to mark the new words of the place it opens at. */
export const marksChanges = (params: URLSearchParams): boolean => params.get('changes') === '1';

/**
 * The words a reader marks at the place it opens at: a search's (?hl=…), or else, opened from What changed, the new
 * words there (`changed`, once it is known).
 */
export function wordsToHighlight(params: URLSearchParams, changed: WhatChanged | null | undefined, at: { page?: number | undefined; topic?: string | undefined }): string[] {
  const searched = params.getAll('hl').map((word) => word.trim()).filter(Boolean).slice(0, MAX_MARKED);
  return searched.length || !changed ? searched : wordsToMark(changed, at);
}
