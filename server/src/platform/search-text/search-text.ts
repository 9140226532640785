// How text becomes searchable, shared by indexing (pages, topics, titles) and by the queries that look for it.
//
// PostgreSQL's parser splits words at spaces and punctuation, which is right for Latin, Cyrillic and
// Korean but leaves a whole Chinese sentence, Thai clause or Burmese phrase as one "word". So we cut the
// text into tokens here, and hand PostgreSQL the tokens joined by single spaces: every token is then
// exactly one PostgreSQL word, position n of the tsvector is token n, and the viewer's highlights come
// back from the positions alone.
//   - Chinese (Han, and kana should Japanese text appear), Thai, Burmese, Lao and Khmer: overlapping pairs
//     of characters (grapheme clusters, so a Thai vowel or tone mark stays with its consonant), matched as
//     phrases: any stretch of text the reader types is found. A dictionary cut (Intl.Segmenter) depends on
//     the text around a word: it cut 33% of two-character substrings of the demo's Chinese manual
//     differently in context than alone, and Thai ไส้กรองน้ำมันไฮดรอลิก ("hydraulic oil filter") in running
//     text differently from the same words typed alone, so such queries missed (docs/search.md).
//   - Everything else: runs of letters and digits; PostgreSQL stems them for the seven languages it has a
//     stemmer for, and GSIS stems Ukrainian words itself (ukrainian.ts) before PostgreSQL reads them in
//     'simple'. Latin letters lose their accents (sécurité = securite) on both sides.
import type { LanguageCode } from '@gsis/contract';
import { stemUkrainian } from './ukrainian.ts';

/** PostgreSQL text-search configuration of each language: a stemmer where PostgreSQL has one. */
export const TEXT_SEARCH_CONFIG: Record<LanguageCode, string> = {
  en: 'english', fr: 'french', 'pt-BR': 'portuguese', 'es-419': 'spanish', ru: 'russian', tr: 'turkish', id: 'indonesian',
  ko: 'simple', 'zh-CN': 'simple', th: 'simple', my: 'simple', mn: 'simple', uk: 'simple',
};
/** Every configuration a page can be indexed with; a query is read in each of them. */
export const TEXT_SEARCH_CONFIGS = [...new Set(Object.values(TEXT_SEARCH_CONFIG))];
/**
 * Languages PostgreSQL has no stemmer for that are stemmed here: each word of a page, and of a query, is
 * replaced by its stem before PostgreSQL reads it in the language's configuration ('simple', which keeps a
 * word as it stands). One token stays one word, at its place.
 */
export const STEMMED_HERE: Partial<Record<LanguageCode, (word: string) => string>> = { uk: stemUkrainian };

/** pair: two characters of a script written without spaces (one, where a run has only one). */
export type TokenKind = 'word' | 'hangul' | 'pair';
export interface Token {
  /** Folded: lower case, NFKC, Latin accents removed. */
  text: string;
  kind: TokenKind;
  /** Where the token stands in the original text (UTF-16 offsets), for snippets and highlights. */
  start: number;
  end: number;
}

/** Longer tokens are not words (base64, hashes); PostgreSQL would refuse them anyway. */
const MAX_TOKEN_LENGTH = 60;
const UNSPACED_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Myanmar}\\p{Script=Lao}\\p{Script=Khmer}';
const UNSPACED = new RegExp(`[${UNSPACED_CLASS}]`, 'u');
/**
 * Runs of letters, digits and marks. A line break between two characters of a script written without spaces
 * is where a PDF line wrapped, not where a word ends (Thai ตัวแทน⏎จำหน่าย, Chinese 就近的⏎授权): it stays inside the run.
 */
const RUN = new RegExp(`(?:[\\p{L}\\p{N}\\p{M}]|(?<=[${UNSPACED_CLASS}]\\p{M}*)\\n(?=[${UNSPACED_CLASS}]))+`, 'gu');
const HANGUL = /\p{Script=Hangul}/u;
const MARK = /\p{M}/u;
const LATIN_WITH_MARKS = /(\p{Script=Latin})(\p{M}+)/gu;

const ASCII = /^[\x00-\x7f]*$/;

export function fold(text: string): string {
  // Every normal form of ASCII is itself and it has no marks to remove: most words of most pages are done here.
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKC').toLowerCase().normalize('NFD').replace(LATIN_WITH_MARKS, '$1').normalize('NFC');
}

type Script = 'unspaced' | 'other';
const scriptOf = (char: string): Script => (UNSPACED.test(char) ? 'unspaced' : 'other');

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

function push(tokens: Token[], raw: string, kind: TokenKind, start: number, end = start + raw.length): void {
  const text = fold(raw);
  if (text.length === 0 || text.length > MAX_TOKEN_LENGTH) return;
  tokens.push({ text, kind, start, end });
}

/** Splits one run of letters, digits and marks where its script changes; marks stay with their letter. */
function* scriptSegments(run: string): Generator<{ script: Script; text: string; offset: number }> {
  let current: Script | undefined;
  let from = 0;
  let offset = 0;
  for (const char of run) {
    // Marks stay with their letter; a line break inside a run (only ever between unspaced characters) joins.
    const script = (MARK.test(char) || char === '\n') && current ? current : scriptOf(char);
    if (current !== undefined && script !== current) {
      yield { script: current, text: run.slice(from, offset), offset: from };
      from = offset;
    }
    current = script;
    offset += char.length;
  }
  if (current !== undefined) yield { script: current, text: run.slice(from), offset: from };
}

/** The tokens of a text; with `atLeast`, only its first tokens, that many or a few more. */
export function tokenize(text: string, atLeast = Infinity): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(RUN)) {
    if (tokens.length >= atLeast) break;
    // Most runs of most pages are ASCII letters and digits: one word, with no script to split at (snippets
    // tokenise every shown page on the search request, and indexing every page).
    if (ASCII.test(match[0])) {
      push(tokens, match[0], 'word', match.index);
      continue;
    }
    for (const segment of scriptSegments(match[0])) {
      const base = match.index + segment.offset;
      if (segment.script === 'unspaced') {
        const clusters = [...graphemes.segment(segment.text)].filter((cluster) => cluster.segment !== '\n');
        if (clusters.length === 1) push(tokens, clusters[0]!.segment, 'pair', base + clusters[0]!.index);
        for (let i = 0; i + 1 < clusters.length; i++) {
          const [first, second] = [clusters[i]!, clusters[i + 1]!];
          push(tokens, first.segment + second.segment, 'pair', base + first.index, base + second.index + second.segment.length);
        }
      } else {
        push(tokens, segment.text, HANGUL.test(segment.text) ? 'hangul' : 'word', base);
      }
    }
  }
  return tokens;
}

/** What PostgreSQL indexes: the tokens, one word each, so that tsvector position n is token n. */
export function searchableText(text: string): string {
  return tokenize(text).map((t) => t.text).join(' ');
}

/** The words PostgreSQL reads of a text in `language`: its tokens, stemmed first where the language is stemmed here. */
export function indexedWords(language: string, tokens: Token[]): string[] {
  const stem = Object.hasOwn(STEMMED_HERE, language) ? STEMMED_HERE[language as LanguageCode] : undefined;
  return stem ? tokens.map((t) => stem(t.text)) : tokens.map((t) => t.text);
}

/** searchableText of a page, title or heading in its language: what its vector is made of (vectors.ts). */
export function indexedText(language: string, text: string): string {
  return indexedWords(language, tokenize(text)).join(' ');
}

// ── Queries ───────────────────────────────────────────────────────────────────────────────────

/** One thing to look for: a word, or words that must stand together (a quoted phrase, "SB-2026-014", 严寒地区). */
export interface QueryItem { tokens: Token[]; phrase: boolean; negated: boolean }
/** A query: every group must match; a group matches when any of its items does (words joined by OR). */
export type ParsedQuery = QueryItem[][];

const MAX_QUERY_TOKENS = 32;

/**
 * Reads what people type the way web search engines do: words must all appear, "quoted words" must
 * appear together, -word must not appear, and OR between two words accepts either.
 */
export function parseQuery(raw: string): ParsedQuery {
  const groups: ParsedQuery = [];
  let joinNext = false;
  let budget = MAX_QUERY_TOKENS;
  for (const match of raw.normalize('NFC').matchAll(/(-?)"([^"]*)"?|(\S+)/g)) {
    if (match[3] === 'OR') {
      joinNext = groups.length > 0;
      continue;
    }
    const negated = match[1] === '-' || (match[3]?.startsWith('-') ?? false);
    const body = match[2] ?? match[3]!.replace(/^-/, '');
    const tokens = tokenize(body).slice(0, budget);
    if (tokens.length === 0) continue;
    budget -= tokens.length;
    const item: QueryItem = { tokens, phrase: match[2] !== undefined || tokens.length > 1, negated };
    if (joinNext && !negated) groups.at(-1)!.push(item);
    else groups.push([item]);
    joinNext = false;
    if (budget <= 0) break;
  }
  // A query of nothing but exclusions would list everything but them: nobody means that.
  return groups.some((g) => g.some((i) => !i.negated)) ? groups : [];
}

/** Every distinct folded token of a query, to be normalised by PostgreSQL in each configuration. */
export function queryTokens(query: ParsedQuery): string[] {
  return [...new Set(query.flat().flatMap((i) => i.tokens.map((t) => t.text)))];
}

/** Lexemes of each token in each configuration: [] for a stop word. */
export type Lexicon = Map<string, Map<string, string[]>>;

/**
 * The ways a query is read: once in each configuration of the lexicon, and once for each language stemmed
 * here, as its pages are indexed — its configuration's lexemes of each token, stemmed.
 */
function readingsOf(lexicon: Lexicon, stemmedHere: typeof STEMMED_HERE): Map<string, string[]>[] {
  const readings = [...lexicon.values()];
  for (const [language, stem] of Object.entries(stemmedHere)) {
    const base = lexicon.get(TEXT_SEARCH_CONFIG[language as LanguageCode]);
    if (base) readings.push(new Map([...base].map(([token, lexemes]) => [token, lexemes.map(stem)])));
  }
  return readings;
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Korean words and single characters of unspaced scripts match by prefix: 견인 finds 견인하십시오, and 严 finds
 * the pairs that start with it.
 */
const matchesByPrefix = (token: Token) => token.kind === 'hangul' || (token.kind === 'pair' && [...graphemes.segment(token.text)].length === 1);

/** One token in one configuration. */
function termOf(token: Token, lexemes: string[]): string {
  const prefix = matchesByPrefix(token) ? ':*' : '';
  return lexemes.length === 1 ? `${quote(lexemes[0]!)}${prefix}` : `(${lexemes.map((l) => quote(l) + prefix).join(' <-> ')})`;
}

/** An item read in one configuration; stop words keep their place in a phrase, as PostgreSQL counts them. */
function itemIn(item: QueryItem, lexicon: Map<string, string[]>): string | undefined {
  const parts: string[] = [];
  let gap = 1;
  for (const token of item.tokens) {
    const lexemes = lexicon.get(token.text) ?? [];
    if (lexemes.length === 0) {
      if (parts.length) gap++;
      continue;
    }
    if (parts.length) parts.push(gap === 1 ? '<->' : `<${gap}>`);
    parts.push(termOf(token, lexemes));
    gap = 1;
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : `(${parts.join(' ')})`;
}

export interface BuiltQuery {
  /** tsquery text: the query read in every configuration, any of which may match (null: only stop words). */
  tsquery: string | null;
  /** The lexemes a matching page may contain, to find the words to highlight. */
  lexemes: string[];
}

/**
 * One tsquery for pages of every language: the query as each configuration reads it (and as a language
 * stemmed here is indexed: Ukrainian, 'simple' after its stemmer), joined by OR. A page only holds lexemes
 * of its own configuration, so the reading in its configuration is the one that matches.
 * Exclusions are taken in every configuration at once, so an English page cannot slip through the
 * unstemmed reading of a word it was meant to exclude. (`stemmedHere` is for measuring how search did without them.)
 */
export function buildTsQuery(query: ParsedQuery, lexicon: Lexicon, stemmedHere = STEMMED_HERE): BuiltQuery {
  const lexicons = readingsOf(lexicon, stemmedHere);
  const exclusions = new Set<string>();
  for (const cfgLexicon of lexicons) {
    for (const group of query) {
      for (const item of group) {
        if (!item.negated) continue;
        const read = itemIn(item, cfgLexicon);
        if (read) exclusions.add(read);
      }
    }
  }
  const readings = new Set<string>();
  const lexemes = new Set<string>();
  for (const cfgLexicon of lexicons) {
    const groups: string[] = [];
    for (const group of query) {
      const items = group.filter((i) => !i.negated).map((i) => itemIn(i, cfgLexicon)).filter((x): x is string => x !== undefined);
      if (items.length) groups.push(items.length === 1 ? items[0]! : `(${items.join(' | ')})`);
    }
    if (groups.length === 0) continue;
    readings.add(groups.join(' & '));
    for (const group of query) for (const item of group) if (!item.negated) for (const t of item.tokens) for (const l of cfgLexicon.get(t.text) ?? []) lexemes.add(l);
  }
  if (readings.size === 0) return { tsquery: null, lexemes: [] };
  const positive = readings.size === 1 ? [...readings][0]! : [...readings].map((r) => `(${r})`).join(' | ');
  const tsquery = exclusions.size ? `(${positive}) & !(${[...exclusions].join(' | ')})` : positive;
  return { tsquery, lexemes: [...lexemes] };
}

/** For each character pair of the query: the length of the shortest phrase it is part of. */
export function phraseLengths(query: ParsedQuery): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const item of query.flat()) {
    if (item.negated) continue;
    for (const token of item.tokens) {
      if (token.kind !== 'pair') continue;
      lengths.set(token.text, Math.min(lengths.get(token.text) ?? Infinity, item.phrase ? item.tokens.length : 1));
    }
  }
  return lengths;
}

/** The tokens of a query that match any word they begin. */
export function prefixTokens(query: ParsedQuery): string[] {
  return query.flat().filter((i) => !i.negated).flatMap((i) => i.tokens.filter(matchesByPrefix).map((t) => t.text));
}
