// Sign-up's table: the links that confirm an address.
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt, foreignColumn } from '../../platform/db/shared.tables.ts';

/** Sign-up verification links (/validatemail/{param}): single use, expiring; only the SHA-256 of the param is kept. */
export const emailVerifications = pgTable('email_verifications', {
  tokenHash: bytea('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => foreignColumn('users', 'id'), { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('email_verifications_user_idx').on(t.userId)]);
