import type { WhatChanged } from '@gsis/contract';
import { describe, expect, it } from 'vitest';
import { changedPlaceUrl, wordsToMark } from './what-changed.ts';

const words = (removed: string, added: string) => ({ before: 'Tighten to', removed, added, after: 'Nm' });
const changed: WhatChanged = {
  documentId: 7, title: 'Manual', publishType: 'PDF', version: { id: 12, versionLabel: '2.0' }, previousVersion: { id: 11, versionLabel: '1.0' },
  identical: false, counts: { changed: 1, added: 1, removed: 1, moved: 0 },
  places: [
    { kind: 'added', previousPage: null, page: 3, previousPath: null, path: null, title: null, previousTitle: null, changes: [] },
    { kind: 'changed', previousPage: 5, page: 6, previousPath: null, path: null, title: null, previousTitle: null,
      changes: [words('980', '1 050'), words('bolts', ''), words('x', '1 050'), words('y', `${'long '.repeat(30)}passage`)] },
    { kind: 'removed', previousPage: 9, page: null, previousPath: null, path: null, title: null, previousTitle: null, changes: [] },
  ],
};

describe('what changed', () => {
  it('opens the new version at the page or topic, its changes marked; a removed one leads nowhere', () => {
    expect(changedPlaceUrl('/document/view/7?version=12', changed.places[1]!)).toBe('/document/view/7?version=12&page=6&changes=1');
    expect(changedPlaceUrl('/document/view/7?version=12', { page: null, path: 'a b/c.html' })).toBe('/document/view/7?version=12&topic=a%20b%2Fc.html&changes=1');
    expect(changedPlaceUrl('/kit/3/document/12', changed.places[1]!)).toBe('/kit/3/document/12?page=6&changes=1');
    expect(changedPlaceUrl('/document/view/7?version=12', changed.places[2]!)).toBeUndefined();
  });

  it('marks the new words of the opened page once each, a long passage by its first words, nothing removed', () => {
    const marked = wordsToMark(changed, { page: 6 });
    expect(marked.slice(0, 1)).toEqual(['1 050']);
    expect(marked).toHaveLength(2);
    expect(marked[1]!.length).toBeLessThanOrEqual(100);
    expect(marked[1]!.startsWith('long long')).toBe(true);
    expect(wordsToMark(changed, { page: 3 })).toEqual([]);
  });
});
