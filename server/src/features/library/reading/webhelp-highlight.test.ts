import { describe, expect, it } from 'vitest';
import { markWebHelpHits } from './webhelp-highlight.ts';

const page = (body: string) => `<html><head><title>Core light</title><style>.light{color:red}</style></head><body>${body}</body></html>`;

describe('marking search hits in a web-help topic', () => {
  it('marks the words in the text, in any case, and scrolls to the first', () => {
    const out = markWebHelpHits(page('<p>If you cannot see Light through the <b>core</b>, clean it.</p>'), ['light', 'core']);
    expect(out).toContain('<mark data-gsis-hit>Light</mark>');
    expect(out).toContain('<b><mark data-gsis-hit>core</mark></b>');
    expect(out).toMatch(/window.scrollTo[\s\S]*<\/body>/);
  });

  it('leaves tags, attributes, the title, scripts and styles alone', () => {
    const out = markWebHelpHits(page('<a href="light.html" title="light">x</a><script>var light = 1;</script>'), ['light']);
    expect(out).toContain('<title>Core light</title>');
    expect(out).toContain('.light{color:red}');
    expect(out).toContain('<a href="light.html" title="light">x</a>');
    expect(out).toContain('var light = 1;');
    expect(out).not.toContain('<mark');
  });

  it('treats the words as text, not as patterns or markup', () => {
    const out = markWebHelpHits(page('<p>Oil &amp; water (a+b)</p>'), ['oil & water', '(a+b)', '<script>']);
    expect(out).toContain('<mark data-gsis-hit>Oil &amp; water</mark>');
    expect(out).toContain('<mark data-gsis-hit>(a+b)</mark>');
    expect(out).not.toContain('<mark data-gsis-hit><script>');
  });

  it('marks Chinese and Thai words inside unbroken text, and returns the page untouched when nothing matches', () => {
    expect(markWebHelpHits(page('<p>严寒天气作业</p>'), ['严寒'])).toContain('<mark data-gsis-hit>严寒</mark>天气作业');
    expect(markWebHelpHits(page('<p>การสัมผัสสามจุด</p>'), ['สัมผัส'])).toContain('การ<mark data-gsis-hit>สัมผัส</mark>สามจุด');
    const untouched = page('<p>nothing here</p>');
    expect(markWebHelpHits(untouched, ['absent'])).toBe(untouched);
  });
});
