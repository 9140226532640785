// An account's second factor: its authenticator app (TOTP, RFC 6238) and its recovery codes. My info sets them up;
// sign-in asks for them (second-factor.ts).
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../db/shared.tables.ts';
import { users } from './identity.tables.ts';

export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** The app's secret (base32), sealed by the secret box: unreadable with the database alone. */
  sealedSecret: text('sealed_secret').notNull(),
  /** When its first code confirmed it; null while it is being set up (and sign-in does not ask for it). */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  lastStep: bigint('last_step', { mode: 'number' }),
  /**
   * Wrong codes in a row, from any address (whoever reaches the code has the password), and until when the code step
   * is held after too many: the hold of wrong passwords, for codes (sign-in-holds.repo.ts `holdAfter`).
   */
  wrongCodes: integer('wrong_codes').notNull().default(0),
  heldUntil: timestamp('held_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const recoveryCodes = pgTable('recovery_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** HMAC-SHA-256 of the code under the secret box's key: the code itself is kept nowhere. */
  codeDigest: text('code_digest').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('recovery_codes_user_idx').on(t.userId)]);

/**
 * Browsers that proved the second factor and asked to be remembered: for 30 days a sign-in of the account from one
 * of them skips the code (the token the browser keeps is a thing the person has, as the app is). Kept hashed; gone
 * with the factor itself (turned off, or reset by an administrator).
 */
export const rememberedDevices = pgTable('remembered_devices', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token (tokens.ts `hashToken`): the token itself is kept nowhere. */
  tokenHash: text('token_hash').notNull().unique(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('remembered_devices_user_idx').on(t.userId)]);

/** Passkeys (WebAuthn): a device's or a password manager's key pair, of which GSIS keeps the public half. */
export const passkeys = pgTable('passkeys', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The credential's id (base64url), as the browser names it when signing in. */
  credentialId: text('credential_id').notNull().unique(),
  /** The COSE public key; not a secret. */
  publicKey: bytea('public_key').notNull(),
  /** The authenticator's signature counter: a clone that replays an old count is refused (0 for most passkeys, which keep none). */
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: text('transports').array().notNull().default([]),
  /** What the owner calls it ("Phone", "YubiKey"), shown in My info. */
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [index('passkeys_user_idx').on(t.userId)]);

/**
 * The challenges GSIS handed a browser to sign with a passkey (registering one, or signing in), each taken once
 * within five minutes: a signed answer cannot be replayed. Kept as SHA-256; the row names whose and what for.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challengeHash: text('challenge_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['REGISTER', 'SIGN_IN'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('webauthn_challenges_user_idx').on(t.userId)]);
