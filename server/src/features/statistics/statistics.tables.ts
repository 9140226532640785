// The roll-ups statistics screens read: access events counted per UTC day and per what a screen groups by, kept
// by a background task (rollup.ts), so a screen reads a few thousand rows for a year instead of millions of events.
import { bigint, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const accessDaily = pgTable('access_daily', {
  day: date('day', { mode: 'string' }).notNull(),
  action: text('action').notNull(),
  /** What `value` is: region, country, language, time_zone, device, model, topic, function, document_type, product_type, user_type, missed_search, action. */
  dimension: text('dimension').notNull(),
  value: text('value').notNull(),
  /** The filters every screen may narrow by; '' where the events did not say. */
  regionCode: text('region_code').notNull().default(''),
  countryCode: text('country_code').notNull().default(''),
  documentType: text('document_type').notNull().default(''),
  productType: text('product_type').notNull().default(''),
  /** The searcher's language, for searches that found nothing; '' otherwise. */
  language: text('language').notNull().default(''),
  events: integer('events').notNull(),
  /** Feedback: the ratings added up, so an average survives any period. */
  ratingSum: integer('rating_sum').notNull().default(0),
}, (t) => [index('access_daily_dimension_day_idx').on(t.dimension, t.day), index('access_daily_day_idx').on(t.day)]);

/** How far the roll-ups have read the events: the largest event id counted, one row. */
export const accessRollupState = pgTable('access_rollup_state', {
  id: integer('id').primaryKey().default(1),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  rolledAt: timestamp('rolled_at', { withTimezone: true }),
});
