// What changed in a version against the one readers had before it (compare-task.ts): one row per compared version.
import { boolean, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { documentVersions } from '../documents/documents.tables.ts';
import type { ChangeCounts, PageChange, TopicChange } from './page-comparison.ts';

export const versionComparisons = pgTable('version_comparisons', {
  versionId: integer('version_id').primaryKey().references(() => documentVersions.id, { onDelete: 'cascade' }),
  /** The version it was compared with: the latest earlier one of the same document and language readers had. */
  previousVersionId: integer('previous_version_id').notNull().references(() => documentVersions.id, { onDelete: 'cascade' }),
  /** Nothing but page furniture (running heads, printed page numbers, a web help's navigation) differs. */
  identical: boolean('identical').notNull(),
  counts: jsonb('counts').$type<ChangeCounts>().notNull(),
  /** Pages (PDF) or topics (web help) added, removed, moved and changed, with the changed words. */
  changes: jsonb('changes').$type<PageChange[] | TopicChange[]>().notNull(),
  /** Where each page or topic of the previous version is now (pageMap / topicMap of page-comparison.ts). */
  placeMap: jsonb('place_map').$type<(number | null)[] | Record<string, string | null>>().notNull(),
  comparedAt: timestamp('compared_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('version_comparisons_previous_idx').on(t.previousVersionId)]);
