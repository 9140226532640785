// The field kits readers took: one row per kit on a device, with the hash of its key (the key itself is handed to
// the device once and never stored).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt, foreignColumn } from '../../platform/db/shared.tables.ts';

export const fieldKits = pgTable('field_kits', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => foreignColumn('users', 'id'), { onDelete: 'cascade' }),
  /** A kit of a model that is deleted goes with it: there is nothing left to check it against. */
  modelId: integer('model_id').notNull().references(() => foreignColumn('models', 'id'), { onDelete: 'cascade' }),
  /** The serial plate as it was read when the kit was taken (a suffix of the model and the machine's number), or none. */
  serialSuffix: text('serial_suffix'),
  serialNumber: integer('serial_number'),
  /** The languages asked for beyond the reader's own and English. */
  languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
  /** The reader's language when the kit was taken: a check, which has no session, plans the kit in it. */
  readerLanguage: text('reader_language').notNull(),
  /** SHA-256 of the kit's key. */
  secretHash: bytea('secret_hash').notNull(),
  /** The browser and system it was taken on, as administrators see it. */
  device: text('device'),
  createdAt: createdAt(),
  /** The last check that found it active (its taking, at first). */
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** Who revoked it: the reader (deleted from the device) or an administrator. */
  revokedBy: integer('revoked_by').references(() => foreignColumn('users', 'id'), { onDelete: 'set null' }),
}, (t) => [
  // A user's kits, newest first (the administrators' list, revoking them all).
  index('field_kits_user_idx').on(t.userId, t.createdAt.desc()),
  // Deleting a model deletes its kits.
  index('field_kits_model_idx').on(t.modelId),
]);
