import { describe, expect, it } from 'vitest';
import { kitState, pagesChanged } from './kit-state.ts';

const now = Date.parse('2026-11-29T10:00:00Z');

describe('kitState', () => {
  it('a complete kit inside its expiry is ready; one still filling is downloading', () => {
    expect(kitState({ expired: false, complete: true, expiresAt: '2026-12-29T10:00:00Z' }, now)).toBe('READY');
    expect(kitState({ expired: false, complete: false, expiresAt: '2026-12-29T10:00:00Z' }, now)).toBe('DOWNLOADING');
  });

  it('past its expiry (to the millisecond) a kit is expired, complete or not; and so is one the server called expired', () => {
    expect(kitState({ expired: false, complete: true, expiresAt: '2026-11-29T10:00:00Z' }, now)).toBe('EXPIRED');
    expect(kitState({ expired: false, complete: true, expiresAt: '2026-11-29T09:59:59Z' }, now)).toBe('EXPIRED');
    expect(kitState({ expired: true, complete: true, expiresAt: '2026-12-29T10:00:00Z' }, now)).toBe('EXPIRED');
  });

  it('an expiry that does not read as a date does not open the kit', () => {
    expect(kitState({ expired: false, complete: true, expiresAt: 'soon' }, now)).toBe('EXPIRED');
  });
});

describe('pagesChanged', () => {
  const counts = { changed: 2, added: 1, removed: 1, moved: 5 };
  it('counts the pages whose text changed, was added or removed; a page only moved reads the same', () => {
    expect(pagesChanged({ previousVersionLabel: '1.0', identical: false, counts })).toBe(4);
  });
  it('is none for a version whose text is the same', () => {
    expect(pagesChanged({ previousVersionLabel: '1.0', identical: true, counts: { changed: 0, added: 0, removed: 0, moved: 3 } })).toBe(0);
  });
});
