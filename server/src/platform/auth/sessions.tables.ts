// Sessions: one row per bearer token handed out.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, foreignColumn } from '../db/shared.tables.ts';

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').notNull().references(() => foreignColumn('users', 'id'), { onDelete: 'cascade' }),
  /** SHA-256 of the bearer token; the token itself is never stored. */
  tokenHash: bytea('token_hash').notNull().unique(),
  via: text('via', { enum: ['PASSWORD', 'DXP', 'TOKEN_REFRESH', 'COMPANY'] }).notNull(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** Absolute end of this session's line: a refreshed token keeps its predecessor's. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
  /** The company sign-in provider that opened the session (via COMPANY), whose own session logout may end too. */
  companyProviderId: integer('company_provider_id').references(() => foreignColumn('company_sign_in_providers', 'id'), { onDelete: 'set null' }),
}, (t) => [index('sessions_user_idx').on(t.userId)]);
