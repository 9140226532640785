// Installation-wide settings, one key each: every writer keeps to keys of its own.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts about the installation itself, such as whether the demo data was laid down. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
