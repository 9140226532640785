// Content written per language keeps its words in a table of versions beside its row, one row per owner and
// language (notice_texts, faq_texts); English is always among them. Every list, page, search and popup picks the
// version a reader gets with the one expression below, so they never disagree about it.
import { DEFAULT_LANGUAGE, type LanguageCode } from '@gsis/contract';
import { sql, type SQL } from 'drizzle-orm';

/** A table of versions: its name and the column naming the row it belongs to (trusted SQL names). */
export interface Versions { table: string; owner: string }

/**
 * The version of `owner` (SQL naming the owning row's id) a reader in `language` gets: theirs, else English. A
 * subquery of one row with every column of the version, for `JOIN LATERAL ${versionFor(...)} v ON true`.
 */
export function versionFor({ table, owner }: Versions, ownerId: SQL, language: LanguageCode): SQL {
  return sql`(SELECT * FROM ${sql.identifier(table)} x WHERE x.${sql.identifier(owner)} = ${ownerId}
    AND x.language IN (${language}, ${DEFAULT_LANGUAGE}) ORDER BY x.language = ${language} DESC LIMIT 1)`;
}

/** The languages `owner` is written in, English first, as a text[]. */
export function languagesOf({ table, owner }: Versions, ownerId: SQL): SQL<string[]> {
  return sql<string[]>`ARRAY(SELECT x.language FROM ${sql.identifier(table)} x WHERE x.${sql.identifier(owner)} = ${ownerId}
    ORDER BY x.language <> ${DEFAULT_LANGUAGE}, x.language)`;
}
