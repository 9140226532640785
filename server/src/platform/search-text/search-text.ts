// How text becomes searchable on PostgreSQL, shared by indexing (pages, topics, titles) and by the queries that look
// for it. The cut of text into tokens and the reading of a query are the contract's (contract/src/search-text.ts),
// one implementation for this server and the field kit's offline search in the browser.
//
// PostgreSQL's parser splits words at spaces and punctuation, which is right for Latin, Cyrillic and
// Korean but leaves a whole Chinese sentence, Thai clause or Burmese phrase as one "word". So we cut the
// text into tokens here, and hand PostgreSQL the tokens joined by single spaces: every token is then
// exactly one PostgreSQL word, position n of the tsvector is token n, and the viewer's highlights come
// back from the positions alone. Words are stemmed by PostgreSQL for the seven languages it has a stemmer
// for, and by GSIS for Ukrainian (STEMMED_HERE) before PostgreSQL reads them in 'simple'.
import { matchesByPrefix, STEMMED_HERE, tokenize, type LanguageCode, type ParsedQuery, type QueryItem, type Token } from '@gsis/contract';

/** PostgreSQL text-search configuration of each language: a stemmer where PostgreSQL has one. */
export const TEXT_SEARCH_CONFIG: Record<LanguageCode, string> = {
  en: 'english', fr: 'french', 'pt-BR': 'portuguese', 'es-419': 'spanish', ru: 'russian', tr: 'turkish', id: 'indonesian',
  ko: 'simple', 'zh-CN': 'simple', th: 'simple', my: 'simple', mn: 'simple', uk: 'simple',
};
/** Every configuration a page can be indexed with; a query is read in each of them. */
export const TEXT_SEARCH_CONFIGS = [...new Set(Object.values(TEXT_SEARCH_CONFIG))];

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
