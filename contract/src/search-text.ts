// How text becomes searchable: the one cut of text into tokens that the server's search (indexing and queries on
// PostgreSQL, server/src/platform/search-text) and the field kit's offline search in the browser both use, so a
// phrase found online is found offline (docs/search.md).
//   - Chinese (Han, and kana should Japanese text appear), Thai, Burmese, Lao and Khmer: overlapping pairs
//     of characters (grapheme clusters, so a Thai vowel or tone mark stays with its consonant), matched as
//     phrases: any stretch of text the reader types is found. A dictionary cut (Intl.Segmenter) depends on
//     the text around a word: it cut 33% of two-character substrings of the demo's Chinese manual
//     differently in context than alone, and Thai ไส้กรองน้ำมันไฮดรอลิก ("hydraulic oil filter") in running
//     text differently from the same words typed alone, so such queries missed (docs/search.md).
//   - Korean: words (Hangul attaches endings: a word is matched by its start).
//   - Everything else: runs of letters and digits. Latin letters lose their accents (sécurité = securite) on
//     both sides. Ukrainian words are stemmed by GSIS itself (ukrainian.ts, STEMMED_HERE).
import { foldHomoglyphs } from './homoglyphs.ts';
import type { LanguageCode } from './languages.ts';
import { stemUkrainian } from './ukrainian.ts';

/**
 * Languages no stemmer of PostgreSQL reads that GSIS stems itself: each word of a page, and of a query, is replaced by
 * its stem (on the server before PostgreSQL reads it in 'simple', which keeps a word as it stands). One token stays
 * one word, at its place.
 */
export const STEMMED_HERE: Partial<Record<LanguageCode, (word: string) => string>> = { uk: stemUkrainian };

/** pair: two characters of a script written without spaces (one, where a run has only one). */
export type TokenKind = 'word' | 'hangul' | 'pair';
export interface Token {
  /** Folded: lower case, NFKC, look-alikes of another script in its word's own (homoglyphs.ts), Latin accents removed. */
  text: string;
  kind: TokenKind;
  /** Where the token stands in the original text (UTF-16 offsets), for snippets and highlights. */
  start: number;
  end: number;
}

/** Longer tokens are not words (base64, hashes); PostgreSQL would refuse them anyway. */
const MAX_TOKEN_LENGTH = 60;
/** Scripts written without spaces between words, as a regular-expression class body (the comparison of versions cuts them too). */
export const UNSPACED_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Myanmar}\\p{Script=Lao}\\p{Script=Khmer}';
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
  return foldHomoglyphs(text.normalize('NFKC').toLowerCase()).normalize('NFD').replace(LATIN_WITH_MARKS, '$1').normalize('NFC');
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

/**
 * Korean words and single characters of unspaced scripts match by prefix: 견인 finds 견인하십시오, and 严 finds
 * the pairs that start with it.
 */
export const matchesByPrefix = (token: Token): boolean => token.kind === 'hangul' || (token.kind === 'pair' && [...graphemes.segment(token.text)].length === 1);

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
