// The sign-in feature's table: partner single sign-on tokens already used.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Partner single sign-on tokens already used (their jti, as SHA-256), kept until they expire: a token opens one
 * session, never two.
 */
export const ssoTokenUses = pgTable('sso_token_uses', {
  jtiHash: text('jti_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sso_token_uses_expires_idx').on(t.expiresAt)]);
