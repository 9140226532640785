// The SQL that turns text into a search vector, one place for pages, topics and titles.
import { isLanguageCode, tokenize } from '@gsis/contract';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { indexedText, TEXT_SEARCH_CONFIG } from './search-text.ts';

export function textSearchConfig(language: string): string {
  return isLanguageCode(language) ? TEXT_SEARCH_CONFIG[language] : 'simple';
}

/**
 * A vector of `text` read in the language's configuration (its words stemmed first where the language is
 * stemmed here: Ukrainian); the lexemes of `heading` (a topic's title, a page's heading) weighted A, so that
 * ranking puts heading hits first.
 */
export function searchVector(language: string, text: string, heading = ''): SQL {
  const cfg = textSearchConfig(language);
  const vector = sql`to_tsvector(${cfg}::regconfig, ${indexedText(language, text)})`;
  const headingText = indexedText(language, heading);
  return headingText ? sql`setweight(${vector}, 'A', tsvector_to_array(to_tsvector(${cfg}::regconfig, ${headingText})))` : vector;
}

/** Words worth offering in 'did you mean': spelled with letters, neither numbers nor codes nor Chinese bigrams. */
export function lexiconWords(text: string): string[] {
  const words = new Set<string>();
  for (const token of tokenize(text)) {
    if ((token.kind === 'word' || token.kind === 'hangul') && token.text.length >= 3 && token.text.length <= 30 && /^\p{L}[\p{L}\p{M}]*$/u.test(token.text)) words.add(token.text);
  }
  return [...words];
}

/**
 * The heading's part of a vector made by `searchVector` (its lexemes weighted A, positions kept): what the heading
 * indexes hold, so that pages whose heading names the words are found first, all of them, from a posting list a
 * fraction of the text's.
 */
export function headingVector(vector: SQL | AnyColumn): SQL {
  return sql`ts_filter(${vector}, '{a}')`;
}
