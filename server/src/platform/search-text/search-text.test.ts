// How tokens and queries become PostgreSQL's (search-text.ts; the cut itself is the contract's, tested there), and — on
// a real PostgreSQL — that the words given to to_tsvector keep their places (tsvector position n is token n, what
// highlights rely on) and that the tsquery built from a query matches the pages it should and no others.
import { parseQuery, STEMMED_HERE, tokenize } from '@gsis/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIXED } from '../../../../contract/src/search-text.test-helper.ts';
import { emptyDatabaseForFile } from '../../../test/harness.ts';
import { lexemesOf } from '../../features/search/search.repo.ts';
import { snippetOf } from '../../features/search/snippets.ts';
import {
  buildTsQuery, indexedText, prefixTokens, queryTokens, searchableText, TEXT_SEARCH_CONFIG, TEXT_SEARCH_CONFIGS,
} from './search-text.ts';
import { lexiconWords, searchVector, textSearchConfig } from './vectors.ts';

describe('searchableText', () => {
  it('is the folded tokens joined by single spaces', () => {
    expect(searchableText('Vérifiez le FILTRE—严寒地区, SB-2026-014!')).toBe('verifiez le filtre 严寒 寒地 地区 sb 2026 014');
    expect(searchableText('  ...  ')).toBe('');
  });
});

describe('queryTokens and prefixTokens', () => {
  it('gives each token of a query once', () => {
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
