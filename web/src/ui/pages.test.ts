import { describe, expect, it } from 'vitest';
import { pages } from './pages.ts';

describe('page addresses', () => {
  it('write a query in a fixed order, leave out what is not given, and repeat a list', () => {
    expect(pages.documentView(7)).toBe('/document/view/7');
    expect(pages.documentView(7, { hl: ['pump', 'valve'], topic: null, page: 276, version: 12 })).toBe('/document/view/7?version=12&page=276&hl=pump&hl=valve');
    expect(pages.documentView(7, { version: 12, topic: 'topics/e012.html' })).toBe('/document/view/7?version=12&topic=topics%2Fe012.html');
  });

  it('keep the spaces of a search as a form writes them (+), and elsewhere as %20, as the addresses always were', () => {
    expect(pages.search('index', { searchWord: 'EHFBF 10234' })).toBe('/search/index?searchWord=EHFBF+10234');
    expect(pages.tsg({ code: 'SPN 110 FMI 0', guide: 3 })).toBe('/tsg?code=SPN%20110%20FMI%200&guide=3');
    expect(pages.kits.search({ q: 'a+b c' })).toBe('/kit/search?q=a%2Bb%20c');
  });

  it("open a kit's copy at its page the way the reader keeps it (#page=N)", () => {
    expect(pages.kits.document(3, 12, { hl: ['pump'], page: 9 })).toBe('/kit/3/document/12?hl=pump#page=9');
    expect(pages.kits.document(3, 12, { page: null })).toBe('/kit/3/document/12');
  });
});
