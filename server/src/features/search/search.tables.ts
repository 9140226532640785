// The search feature's tables: the header box's suggestions and each user's recent searches.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { foreignColumn, tsvector } from '../../platform/db/shared.tables.ts';

/** What the header box suggests: models, suffixes and the titles of published documents. */
export const searchSuggestions = pgTable('search_suggestions', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['MODEL', 'SUFFIX', 'TITLE'] }).notNull(),
  /** The model, suffix or document it stands for. */
  refId: integer('ref_id').notNull(),
  label: text('label').notNull(),
  /** Searches that named it exactly; the more, the higher it is suggested. */
  popularity: integer('popularity').notNull().default(0),
  /** The label's tokens, so that full-text search can put hits in documents whose title matches first. */
  tsv: tsvector('tsv'),
}, (t) => [
  uniqueIndex('search_suggestions_ref_key').on(t.kind, t.refId),
  index('search_suggestions_label_idx').on(sql`lower(${t.label})`),
  index('search_suggestions_label_trgm_idx').using('gin', sql`lower(${t.label}) gin_trgm_ops`),
  // 'Did you mean' looks for the closest model or suffix: without titles' words in the way (160 ms to 1.5 ms at a
  // hundred thousand titles).
  index('search_suggestions_machine_trgm_idx').using('gin', sql`lower(${t.label}) gin_trgm_ops`).where(sql`kind <> 'TITLE'`),
  index('search_suggestions_tsv_idx').using('gin', t.tsv),
]);

/**
 * Every place a suggestion can be found from by prefix: the label's start and each word's start (each
 * character's, in Chinese), folded; with the suggestion's popularity, so the first letters find the
 * most popular suggestions by walking one index.
 */
export const searchSuggestionKeys = pgTable('search_suggestion_keys', {
  suggestionId: integer('suggestion_id').notNull().references(() => searchSuggestions.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  /** The key starts where the label starts. */
  whole: boolean('whole').notNull(),
  popularity: integer('popularity').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.suggestionId, t.key] }),
  index('search_suggestion_keys_key_idx').on(sql`${t.key} text_pattern_ops`),
  // The first one, two or three letters typed walk one of these, most popular first.
  ...[1, 2, 3].map((n) => index(`search_suggestion_keys_head${n}_idx`).on(sql.raw(`left("key", ${n})`), t.whole, t.popularity)),
]);

/** The searches a user ran lately, newest first under the search box and on /main. */
export const recentSearches = pgTable('recent_searches', {
  userId: integer('user_id').notNull().references(() => foreignColumn('users', 'id'), { onDelete: 'cascade' }),
  searchWord: text('search_word').notNull(),
  tab: text('tab', { enum: ['index', 'pdf', 'webhelp'] }).notNull(),
  searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('recent_searches_word_key').on(t.userId, sql`lower(${t.searchWord})`),
  index('recent_searches_user_idx').on(t.userId, t.searchedAt),
]);
