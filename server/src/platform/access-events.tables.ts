// Access events, the facts statistics count.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { foreignColumn } from './db/shared.tables.ts';

/** One row per thing a person did that statistics count: sign-ins, searches, views, downloads … */
export const accessEvents = pgTable('access_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  action: text('action').notNull(),
  userId: integer('user_id').references(() => foreignColumn('users', 'id'), { onDelete: 'set null' }),
  loginId: text('login_id'),
  ip: text('ip'),
  countryCode: text('country_code'),
  regionCode: text('region_code'),
  language: text('language'),
  timeZone: text('time_zone'),
  device: text('device'),
  browser: text('browser'),
  os: text('os'),
  modelCode: text('model_code'),
  /** The document's type and product type, for readings and feedback. */
  documentType: text('document_type'),
  productType: text('product_type'),
  topic: text('topic'),
  function: text('function'),
  details: jsonb('details').$type<Record<string, unknown>>(),
}, (t) => [
  index('access_events_occurred_idx').on(t.occurredAt),
  index('access_events_action_occurred_idx').on(t.action, t.occurredAt),
  index('access_events_user_idx').on(t.userId),
]);
