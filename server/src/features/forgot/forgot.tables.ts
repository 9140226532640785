// Find ID / password's table: the codes it e-mails.
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../platform/db/shared.tables.ts';

/**
 * Verification codes of find ID / find password: one row per request, whether or not an account has the
 * address (so the answer cannot tell); only a hash of the code is kept. Single use, expiring, few tries.
 */
export const verificationCodes = pgTable('verification_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  purpose: text('purpose', { enum: ['FIND_ID', 'FIND_PASSWORD'] }).notNull(),
  /** Lower case. */
  email: text('email').notNull(),
  name: text('name'),
  /** Null until the job that e-mails the code makes it (only for an address with an account): no code waits anywhere in clear. */
  codeHash: bytea('code_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ip: text('ip'),
  createdAt: createdAt(),
}, (t) => [
  index('verification_codes_email_idx').on(t.email, t.purpose, t.createdAt),
  index('verification_codes_ip_idx').on(t.ip, t.createdAt),
]);
