// The roll-ups statistics screens read, kept by a background task (rollup.ts): each screen's events counted per UTC
// day and per what the screen groups by — with the filters that screen offers (access_daily), and without them
// (access_daily_totals, what a screen reads until someone narrows it; per month too, and all keys together per day
// for the chart) — so a screen reads a small share of the rows the raw events would take.
import { bigint, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The indexes screens read through carry the counts themselves (INCLUDE), so a screen is answered from the index
// alone: drizzle-kit cannot write INCLUDE, so they are at the end of migration 0020, written by hand —
// access_daily (count, region_code, day), access_daily_totals (count, day), access_monthly_totals (count, month)
// and access_daily_counts (count, day).

export const accessDaily = pgTable('access_daily', {
  day: date('day', { mode: 'string' }).notNull(),
  /** Which screen's count (dimensions.ts SCREEN_COUNTS; screens that count alike share one). */
  count: text('count').notNull(),
  value: text('value').notNull(),
  /** A second key some counts keep: the language a search that found nothing was typed in; '' otherwise. */
  detail: text('detail').notNull().default(''),
  /** The filters the screen offers; '' where it offers none or the events did not say. */
  regionCode: text('region_code').notNull().default(''),
  countryCode: text('country_code').notNull().default(''),
  documentType: text('document_type').notNull().default(''),
  productType: text('product_type').notNull().default(''),
  events: integer('events').notNull(),
  /** Feedback: the ratings added up, so an average survives any period. */
  ratingSum: integer('rating_sum').notNull().default(0),
}, (t) => [
  index('access_daily_count_day_idx').on(t.count, t.day),
  // The roll-up task replaces whole days.
  index('access_daily_day_idx').on(t.day),
]);

export const accessDailyTotals = pgTable('access_daily_totals', {
  day: date('day', { mode: 'string' }).notNull(),
  count: text('count').notNull(),
  value: text('value').notNull(),
  detail: text('detail').notNull().default(''),
  events: integer('events').notNull(),
  ratingSum: integer('rating_sum').notNull().default(0),
}, (t) => [
  index('access_daily_totals_count_value_day_idx').on(t.count, t.value, t.day),
  index('access_daily_totals_day_idx').on(t.day),
]);

/** access_daily_totals added up per month: what a period of whole months reads. */
export const accessMonthlyTotals = pgTable('access_monthly_totals', {
  month: date('month', { mode: 'string' }).notNull(),
  count: text('count').notNull(),
  value: text('value').notNull(),
  detail: text('detail').notNull().default(''),
  events: integer('events').notNull(),
  ratingSum: integer('rating_sum').notNull().default(0),
  /** The last day of the month with an event. */
  lastDay: date('last_day', { mode: 'string' }).notNull(),
}, (t) => [index('access_monthly_totals_month_idx').on(t.month)]);

/** Each screen's events per day, all keys together: what the chart's "all others" is worked out from. */
export const accessDailyCounts = pgTable('access_daily_counts', {
  day: date('day', { mode: 'string' }).notNull(),
  count: text('count').notNull(),
  events: integer('events').notNull(),
}, (t) => [index('access_daily_counts_day_idx').on(t.day)]);

/** How far the roll-ups have read the events: the largest event id counted, one row. */
export const accessRollupState = pgTable('access_rollup_state', {
  id: integer('id').primaryKey().default(1),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  rolledAt: timestamp('rolled_at', { withTimezone: true }),
});
