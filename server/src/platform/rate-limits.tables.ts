// Rate-limit counters (rate-limit-store.ts).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
