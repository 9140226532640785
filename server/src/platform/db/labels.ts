// Catalogue rows keep a label per language in a jsonb `labels` column; SQL picks the reader's, else English.
import type { LanguageCode } from '@gsis/contract';
import { sql, type SQL } from 'drizzle-orm';

/** `alias` is the SQL alias of a row with a `labels` column, e.g. `dt`. */
export function labelIn(alias: string, language: LanguageCode): SQL {
  const row = sql.raw(alias);
  return sql`coalesce(${row}.labels->>${language}, ${row}.labels->>'en')`;
}

/** A row's label in a language, else English (the same rule as labelIn, for labels already read). */
export const labelFor = (labels: Record<string, string>, language: string | null | undefined): string => labels[language ?? 'en'] ?? labels.en ?? '';

/** Texts per language as a form sent them, without the languages left empty (those fall back to English). */
export const filledIn = (texts: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => Boolean(entry[1])));
