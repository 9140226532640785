// How text becomes tokens (contract/src/search-text.ts): the cut the server indexes and queries PostgreSQL with
// (server/src/platform/search-text, whose tests show what PostgreSQL makes of it) and the field kit searches offline,
// and how a query is read.
import { describe, expect, it } from 'vitest';
import { fold, matchesByPrefix, parseQuery, tokenize } from './search-text.ts';
import { MIXED } from './search-text.test-helper.ts';

const texts = (tokens: { text: string }[]) => tokens.map((t) => t.text);

describe('tokenize', () => {
  it('gives offsets into the original text: each token is the fold of what stands there', () => {
    const tokens = tokenize(MIXED);
    expect(tokens.length).toBeGreaterThan(40);
    let previousStart = -1;
    for (const token of tokens) {
      expect(fold(MIXED.slice(token.start, token.end)), JSON.stringify(token)).toBe(token.text);
      expect(token.start).toBeGreaterThanOrEqual(previousStart);
      previousStart = token.start;
    }
  });

  it('cuts Chinese into overlapping pairs of characters, a lone character standing alone', () => {
    const tokens = tokenize('严寒地区');
    expect(texts(tokens)).toEqual(['严寒', '寒地', '地区']);
    expect(tokens.map((t) => [t.kind, t.start, t.end])).toEqual([['pair', 0, 2], ['pair', 1, 3], ['pair', 2, 4]]);
    expect(tokenize('油').map((t) => [t.text, t.kind])).toEqual([['油', 'pair']]);
    // Punctuation ends a run; Latin next to Chinese is a word of its own.
    expect(texts(tokenize('液压油。DX225滤清器'))).toEqual(['液压', '压油', 'dx225', '滤清', '清器']);
    // A character outside the BMP is two UTF-16 units: offsets still point at it.
    const wide = tokenize('𠀀中文');
    expect(wide.map((t) => [t.text, t.start, t.end])).toEqual([['𠀀中', 0, 3], ['中文', 2, 4]]);
  });

  it('cuts Thai and Burmese into overlapping pairs of characters, marks staying with their letter', () => {
    const clusters = (text: string) => [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)];
    for (const text of ['ตรวจสอบความตึงของสายพานตีนตะขาบ', 'ဟိုက်ဒရောလစ်ဆီစစ်ထုတ်ကိရိယာကို']) {
      const tokens = tokenize(text);
      const parts = clusters(text);
      expect(tokens.length, text).toBe(parts.length - 1);
      expect(tokens.every((t) => t.kind === 'pair')).toBe(true);
      tokens.forEach((t, i) => {
        expect(t.start).toBe(parts[i]!.index);
        expect(t.text).toBe(parts[i]!.segment + parts[i + 1]!.segment);
      });
      expect(tokens.at(-1)!.end).toBe(text.length);
    }
    // A Thai vowel or tone mark is never cut from its consonant.
    expect(texts(tokenize('น้ำมัน')).every((t) => !/^[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/u.test(t))).toBe(true);
    // Burmese punctuation ends a run.
    expect(texts(tokenize('နာရီ ၁၀၀၀ တိုင်း။')).join(' ')).not.toContain('။');
  });

  it('pairs across a line break inside Thai, Burmese or Chinese text (a wrapped PDF line), not across one in Latin text', () => {
    const thai = 'ตัวแทน\nจำหน่าย';
    const across = tokenize(thai).find((token) => token.text === fold('นจำ'))!;
    expect(thai.slice(across.start, across.end)).toBe('น\nจำ');
    expect(tokenize('就近的\n授权').map((token) => token.text)).toEqual(['就近', '近的', '的授', '授权']);
    expect(tokenize('လုပ်ငန်း\nမစမီ').map((token) => token.text)).toContain('းမ');
    expect(tokenize('Removal\nof').map((token) => token.text)).toEqual(['removal', 'of']);
    expect(tokenize('DX225\n的').map((token) => token.text)).toEqual(['dx225', '的']);
  });

  it('folds case, compatibility forms and Latin accents, and keeps the letters of other scripts whole', () => {
    expect(texts(tokenize('Sécurité ÇA Ñandú São Ölçüm ﬁlter ＤＸ２２５'))).toEqual(['securite', 'ca', 'nandu', 'sao', 'olcum', 'filter', 'dx225']);
    // Cyrillic й and ё and Ukrainian ї are letters of their own, not accented ones.
    expect(texts(tokenize('Йод Ёмкость Їжак ҐРУНТ'))).toEqual(['йод', 'ёмкость', 'їжак', 'ґрунт']);
    // Turkish: the accents go, the dotless ı is a letter.
    expect(texts(tokenize('Soğumasını ılık'))).toEqual(['sogumasını', 'ılık']);
    // Decomposed and composed input fold alike.
    expect(texts(tokenize('e\u0301tanche\u0301ite\u0301'))).toEqual(texts(tokenize('étanchéité')));
  });

  it('reads a word drawn with look-alike letters of another script in its own script, so either spelling finds the other', () => {
    // TeX's Ukrainian fonts draw і with the Latin i: "стовпчикiв" in a PDF, "стовпчиків" as the reader types it.
    expect(texts(tokenize('ширину стовпчикiв, Iнтервали'))).toEqual(texts(tokenize('ширину стовпчиків, Інтервали')));
    expect(texts(tokenize('ASCІІ WYSІWYG'))).toEqual(['ascii', 'wysiwyg']);
    // A word all of look-alikes keeps the letters it was written with: "cop" stays Latin, "сор" Cyrillic.
    expect(fold('cop')).toBe('cop');
    expect(fold('сор')).toBe('сор');
    const [token] = tokenize('змiните');
    expect(token).toMatchObject({ text: 'зміните', start: 0, end: 7 });
  });

  it('marks Korean words as hangul, everything else of letters as words', () => {
    expect(tokenize('견인하십시오 유압 DX225LCA фильтр').map((t) => [t.text, t.kind])).toEqual([
      ['견인하십시오', 'hangul'], ['유압', 'hangul'], ['dx225lca', 'word'], ['фильтр', 'word'],
    ]);
  });

  it('drops runs longer than a word can be', () => {
    expect(texts(tokenize(`short ${'a'.repeat(61)} end`))).toEqual(['short', 'end']);
    expect(texts(tokenize(`${'b'.repeat(60)}`))).toEqual(['b'.repeat(60)]);
  });
});

describe('parseQuery', () => {
  const shape = (raw: string) => parseQuery(raw).map((group) => group.map((i) => ({ words: texts(i.tokens), phrase: i.phrase, negated: i.negated })));

  it('wants every word', () => {
    expect(shape('Boom  ARM')).toEqual([[{ words: ['boom'], phrase: false, negated: false }], [{ words: ['arm'], phrase: false, negated: false }]]);
  });

  it('keeps quoted words together, an unclosed quote running to the end', () => {
    expect(shape('"carrier roller" grease')).toEqual([
      [{ words: ['carrier', 'roller'], phrase: true, negated: false }], [{ words: ['grease'], phrase: false, negated: false }],
    ]);
    expect(shape('"front idler')).toEqual([[{ words: ['front', 'idler'], phrase: true, negated: false }]]);
  });

  it('reads a word of several tokens (a code, Chinese, Thai) as a phrase', () => {
    expect(shape('SB-2026-014')).toEqual([[{ words: ['sb', '2026', '014'], phrase: true, negated: false }]]);
    expect(shape('严寒地区')).toEqual([[{ words: ['严寒', '寒地', '地区'], phrase: true, negated: false }]]);
    expect(shape('ตีนตะขาบ')).toEqual([[{ words: ['ตีน', 'นต', 'ตะ', 'ะข', 'ขา', 'าบ'], phrase: true, negated: false }]]);
  });

  it('excludes -words and -"phrases"', () => {
    expect(shape('track -idler -"carrier roller"')).toEqual([
      [{ words: ['track'], phrase: false, negated: false }],
      [{ words: ['idler'], phrase: false, negated: true }],
      [{ words: ['carrier', 'roller'], phrase: true, negated: true }],
    ]);
  });

  it('joins the words on either side of OR into one group', () => {
    expect(shape('idler OR electrolyte cable')).toEqual([
      [{ words: ['idler'], phrase: false, negated: false }, { words: ['electrolyte'], phrase: false, negated: false }],
      [{ words: ['cable'], phrase: false, negated: false }],
    ]);
    // A leading OR has nothing to join; a lower-case or is a word.
    expect(shape('OR idler')).toEqual([[{ words: ['idler'], phrase: false, negated: false }]]);
    expect(shape('idler or')).toHaveLength(2);
  });

  it('is empty for nothing but exclusions or punctuation', () => {
    expect(parseQuery('-idler -"front roller"')).toEqual([]);
    expect(parseQuery('  — … ')).toEqual([]);
  });

  it('stops at 32 tokens', () => {
    const query = parseQuery(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '));
    expect(query.flat().reduce((n, i) => n + i.tokens.length, 0)).toBe(32);
  });

  it('matches Korean words and lone characters of unspaced scripts by prefix, nothing else', () => {
    // ส้ is one character (a consonant and its tone mark), ไส้ two.
    expect(tokenize('견인 严 严寒 ส้ ไส้ filter 2026').map((t) => [t.text, matchesByPrefix(t)])).toEqual([
      ['견인', true], ['严', true], ['严寒', false], ['ส้', true], ['ไส้', false], ['filter', false], ['2026', false],
    ]);
  });
});
