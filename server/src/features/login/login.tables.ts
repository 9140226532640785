// The sign-in feature's tables: partner single sign-on tokens already used, and the addresses accounts signed in from.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/identity.tables.ts';

/**
 * Partner single sign-on tokens already used (their jti, as SHA-256), kept until they expire: a token opens one
 * session, never two.
 */
export const ssoTokenUses = pgTable('sso_token_uses', {
  jtiHash: text('jti_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sso_token_uses_expires_idx').on(t.expiresAt)]);

/**
 * The addresses an account signed in from with its password, and when last: wrong passwords from them do not count
 * towards the account's hold, and a hold does not keep them out (docs/security.md, "Wrong passwords").
 */
export const signInAddresses = pgTable('sign_in_addresses', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.address] })]);
