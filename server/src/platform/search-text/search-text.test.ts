// How text becomes tokens and queries (search-text.ts), and — on a real PostgreSQL — that the words given to
// to_tsvector keep their places (tsvector position n is token n, what highlights rely on) and that the
// tsquery built from a query matches the pages it should and no others.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseForFile } from '../../../test/harness.ts';
import { lexemesOf } from '../../features/search/search.repo.ts';
import { snippetOf } from '../../features/search/snippets.ts';
import {
  buildTsQuery, fold, indexedText, parseQuery, prefixTokens, queryTokens, searchableText, STEMMED_HERE, TEXT_SEARCH_CONFIG, TEXT_SEARCH_CONFIGS, tokenize,
} from './search-text.ts';
import { lexiconWords, searchVector, textSearchConfig } from './vectors.ts';

/** Text in most of the scripts the library holds, with punctuation, codes, digits and accents in between. */
const MIXED = [
  'Vérifiez l’ÉTANCHÉITÉ du FILTRE (réf. SB-2026-014) — DX225LCA, 2 500 h.',
  '在严寒地区，应使用低温液压油。견인하십시오! Замена фильтра; шприцюванням ґрунт',
  'ตรวจสอบความตึงของสายพานตีนตะขาบ ဟိုက်ဒရောလစ်ဆီ စစ်ထုတ်ကိရိယာကို ၁၀၀၀ တိုင်း။',
  'Soğumasını bekleyin, İzmir ılık; Ñandú São Paulo ﬁlter ＤＸ２２５ 𠀀中文',
].join('\n');

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

describe('searchableText', () => {
  it('is the folded tokens joined by single spaces', () => {
    expect(searchableText('Vérifiez le FILTRE—严寒地区, SB-2026-014!')).toBe('verifiez le filtre 严寒 寒地 地区 sb 2026 014');
    expect(searchableText('  ...  ')).toBe('');
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
    expect(queryTokens(parseQuery('Idler idler IDLER roller'))).toEqual(['idler', 'roller']);
  });

  it('offers Korean words of a query, not excluded ones, as prefixes', () => {
    expect(prefixTokens(parseQuery('견인 유압 -호스 filter'))).toEqual(['견인', '유압']);
  });
});

describe('configurations and the did-you-mean lexicon', () => {
  it('stems the seven languages PostgreSQL has a stemmer for, and reads the others word for word', () => {
    expect(Object.keys(TEXT_SEARCH_CONFIG)).toHaveLength(13);
    expect(Object.entries(TEXT_SEARCH_CONFIG).filter(([, cfg]) => cfg !== 'simple').map(([l]) => l).sort()).toEqual(['en', 'es-419', 'fr', 'id', 'pt-BR', 'ru', 'tr']);
    expect(textSearchConfig('ru')).toBe('russian');
    expect(textSearchConfig('xx')).toBe('simple');
  });

  it('stems Ukrainian here, word for word, and no other language', () => {
    expect(Object.keys(STEMMED_HERE)).toEqual(['uk']);
    expect(TEXT_SEARCH_CONFIG.uk).toBe('simple');
    const text = 'Заміна фільтрів: DX225LCA, 2 500 мотогодин';
    expect(indexedText('uk', text)).toBe('замін філтр dx225lca 2 500 мотогодин');
    expect(indexedText('uk', text).split(' ')).toHaveLength(tokenize(text).length);
    for (const language of ['en', 'ru', 'mn', 'ko', 'xx', 'constructor']) expect(indexedText(language, text), language).toBe(searchableText(text));
  });

  it('keeps words of letters, not numbers, codes, Chinese pairs or short words', () => {
    expect(lexiconWords('DX225LCA filter 2026 ab Électrolyte 严寒地区 견인하십시오 filter')).toEqual(['filter', 'electrolyte', '견인하십시오']);
  });
});

// ── On PostgreSQL ───────────────────────────────────────────────────────────────────────────────

const { database: db } = emptyDatabaseForFile();

async function vectorOf(cfg: string, text: string): Promise<{ lexeme: string; positions: number[] }[]> {
  const { rows } = await db().pool.query<{ lexeme: string; positions: number[] }>(
    'SELECT lexeme, positions FROM unnest(to_tsvector($1::regconfig, $2))', [cfg, searchableText(text)]);
  return rows;
}

async function matches(cfg: string, text: string, query: string): Promise<boolean> {
  const parsed = parseQuery(query);
  const built = buildTsQuery(parsed, await lexemesOf(db().db, TEXT_SEARCH_CONFIGS, queryTokens(parsed)));
  if (built.tsquery === null) return false;
  const { rows } = await db().pool.query<{ hit: boolean }>('SELECT to_tsvector($1::regconfig, $2) @@ $3::tsquery AS hit', [cfg, searchableText(text), built.tsquery]);
  return rows[0]!.hit;
}

describe('on PostgreSQL: tsvector position n is token n', () => {
  const samples = [MIXED, '每工作五百小时更换一次液压油滤清器。', 'เปลี่ยนไส้กรองน้ำมันไฮดรอลิกทุก 1000 ชั่วโมง', 'ဟိုက်ဒရောလစ်ဆီ စစ်ထုတ်ကိရိယာကို နာရီ ၁၀၀၀ တိုင်း လဲလှယ်ပါ။'];

  it("in 'simple', every token is one lexeme at its own position", async () => {
    for (const text of samples) {
      const tokens = tokenize(text);
      const vector = await vectorOf('simple', text);
      const at = new Map<number, string>();
      for (const { lexeme, positions } of vector) for (const p of positions) at.set(p, lexeme);
      expect([...at.keys()].sort((a, b) => a - b), text).toEqual(tokens.map((_, i) => i + 1));
      for (const [p, lexeme] of at) expect(lexeme, `position ${p} of ${text}`).toBe(tokens[p - 1]!.text);
    }
  });

  it('in every stemming configuration, the lexeme at position n comes from token n', async () => {
    for (const cfg of TEXT_SEARCH_CONFIGS.filter((c) => c !== 'simple')) {
      const tokens = tokenize(MIXED);
      const vector = await vectorOf(cfg, MIXED);
      expect(vector.length, cfg).toBeGreaterThan(10);
      const { rows } = await db().pool.query<{ token: string; lexemes: string[] }>(
        'SELECT w AS token, coalesce((SELECT array_agg(lexeme) FROM unnest(to_tsvector($1::regconfig, w))), \'{}\') AS lexemes FROM unnest($2::text[]) w',
        [cfg, tokens.map((t) => t.text)]);
      const alone = new Map(rows.map((r) => [r.token, r.lexemes]));
      for (const { lexeme, positions } of vector) {
        for (const p of positions) {
          expect(p, `${cfg}: ${lexeme}`).toBeLessThanOrEqual(tokens.length);
          expect(alone.get(tokens[p - 1]!.text), `${cfg}: ${lexeme} at ${p} is ${tokens[p - 1]!.text}`).toContain(lexeme);
        }
      }
    }
  });
});

describe('on PostgreSQL: long texts', () => {
  // PostgreSQL stores no position above 16383: every later word sits at 16383. Snippets then show the
  // page's start rather than mark a word that is not the one found.
  it('places no highlight past position 16383', async () => {
    const text = `${'word '.repeat(20_000)}zebra`;
    const vector = await vectorOf('simple', text);
    expect(vector.find((v) => v.lexeme === 'zebra')!.positions).toEqual([16383]);
    const shown = snippetOf(text, [16383]);
    expect(shown.highlights).toEqual([]);
    expect(shown.snippet.some((part) => part.hit)).toBe(false);
  });
});

describe('on PostgreSQL: what a query matches', () => {
  const ENGLISH = 'Park the machine on level ground and lower the bucket to the ground. Check the batteries.';

  it('finds stemmed forms in a stemming configuration', async () => {
    expect(await matches('english', ENGLISH, 'battery')).toBe(true);
    expect(await matches('english', ENGLISH, 'buckets')).toBe(true);
    expect(await matches('russian', 'Замена фильтра гидравлического масла', 'фильтр')).toBe(true);
    expect(await matches('english', ENGLISH, 'idler')).toBe(false);
  });

  it('keeps quoted words in order and next to each other, stop words counted', async () => {
    expect(await matches('english', ENGLISH, '"lower the bucket"')).toBe(true);
    expect(await matches('english', ENGLISH, '"lower bucket"')).toBe(false);
    expect(await matches('english', ENGLISH, 'lower bucket')).toBe(true);
    expect(await matches('english', ENGLISH, '"bucket lower"')).toBe(false);
  });

  it('excludes a word in every configuration, so its stemmed form cannot slip through', async () => {
    expect(await matches('english', ENGLISH, 'bucket -ground')).toBe(false);
    expect(await matches('english', ENGLISH, 'bucket -battery')).toBe(false);
    expect(await matches('english', ENGLISH, 'bucket -idler')).toBe(true);
  });

  it('accepts either side of OR', async () => {
    expect(await matches('english', ENGLISH, 'idler OR bucket')).toBe(true);
    expect(await matches('english', ENGLISH, 'idler OR roller')).toBe(false);
    expect(await matches('english', ENGLISH, 'idler OR bucket machine')).toBe(true);
    expect(await matches('english', ENGLISH, 'idler OR bucket roller')).toBe(false);
  });

  it('finds any run of Chinese characters in order, and Korean words by their start', async () => {
    const chinese = '每工作五百小时更换一次液压油滤清器。在严寒地区，应使用低温液压油。';
    expect(await matches('simple', chinese, '严寒地区')).toBe(true);
    expect(await matches('simple', chinese, '寒地')).toBe(true);
    expect(await matches('simple', chinese, '地区严寒')).toBe(false);
    const korean = '엔진 시동이 걸리지 않으면 다른 장비로 견인하십시오.';
    expect(await matches('simple', korean, '견인')).toBe(true);
    expect(await matches('simple', korean, '인하')).toBe(false);
    expect(await matches('simple', korean, '견인 -시동')).toBe(false);
  });

  it('finds Thai and Burmese words inside unspaced text', async () => {
    expect(await matches('simple', 'ตรวจสอบความตึงของสายพานตีนตะขาบเป็นประจำทุกสัปดาห์', 'ตีนตะขาบ')).toBe(true);
    expect(await matches('simple', 'ตรวจสอบความตึงของสายพานตีนตะขาบเป็นประจำทุกสัปดาห์', 'ไส้กรอง')).toBe(false);
    expect(await matches('simple', 'ဟိုက်ဒရောလစ်ဆီ စစ်ထုတ်ကိရိယာကို နာရီ ၁၀၀၀ တိုင်း လဲလှယ်ပါ။', 'စစ်ထုတ်')).toBe(true);
  });

  it('in every language that stems, an inflected form on a page is found by another form in the query', async () => {
    // Pages indexed as the indexing job indexes them (searchVector); the query read in every configuration.
    const cases: [language: string, page: string, query: string][] = [
      ['en', 'The hoses were leaking after the test.', 'leaks'],
      ['fr', 'Remplacez les courroies usées.', 'courroie'],
      ['pt-BR', 'Substitua as mangueiras danificadas.', 'mangueira danificada'],
      ['es-419', 'Revise los engranajes del reductor.', 'engranaje'],
      ['ru', 'Замена фильтров гидравлической системы.', 'фильтром гидравлическая'],
      ['tr', 'Zincirleri haftada bir kontrol edin.', 'zincirin'],
      ['id', 'Lakukan pemeriksaan harian.', 'memeriksa'],
      ['uk', 'Заміна фільтрів гідравлічної системи.', 'фільтром гідравлічний'],
      ['uk', 'Замініть фільтр і перевірте рівень оливи.', 'замінити перевірити оливою'],
    ];
    const found = async (language: string, page: string, query: string) => {
      const parsed = parseQuery(query);
      const built = buildTsQuery(parsed, await lexemesOf(db().db, TEXT_SEARCH_CONFIGS, queryTokens(parsed)));
      const { rows } = await db().db.execute<{ hit: boolean }>(sql`SELECT ${searchVector(language, page)} @@ ${built.tsquery}::tsquery AS hit`);
      return rows[0]!.hit;
    };
    for (const [language, page, query] of cases) {
      // The query's words are not the page's, only forms of them.
      for (const token of tokenize(query)) expect(tokenize(page).map((t) => t.text), `${language}: ${token.text}`).not.toContain(token.text);
      expect(await found(language, page, query), `${language}: "${query}" in "${page}"`).toBe(true);
    }
    // Ukrainian excludes by stem too, and an unrelated word is not found.
    expect(await found('uk', 'Заміна фільтрів гідравлічної системи.', 'система -фільтра')).toBe(false);
    expect(await found('uk', 'Заміна фільтрів гідравлічної системи.', 'шланга')).toBe(false);
  });

  it('builds no query from stop words alone', async () => {
    const parsed = parseQuery('the and');
    expect(buildTsQuery(parsed, await lexemesOf(db().db, ['english'], queryTokens(parsed))).tsquery).toBeNull();
  });
});
