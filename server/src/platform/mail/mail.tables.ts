// The e-mail outbox (outbox.ts).
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/shared.tables.ts';

/**
 * Every message GSIS sends, stored before it is sent: a background job delivers it (SMTP, or the local
 * mailbox when no SMTP server is configured) and records the outcome here.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The Message-ID header, the same on every attempt: a receiver can tell a resend from a new message. */
  messageId: text('message_id').notNull().unique(),
  toAddress: text('to_address').notNull(),
  toName: text('to_name'),
  language: text('language').notNull(),
  /** What the message is, e.g. SIGNUP_VERIFY; for the mailbox screen and the statistics. */
  kind: text('kind').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  /**
   * The message's secrets (a code, a temporary password, a verification link), kept apart from subject and
   * bodies, which hold a mark in their place (platform/mail/secrets.ts); erased once the message is
   * delivered or given up, so nobody reads them at rest afterwards.
   */
  secrets: jsonb('secrets').$type<Record<string, string>>(),
  status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED'] }).notNull().default('QUEUED'),
  /** SMTP, or LOCAL: kept in the local mailbox. */
  transport: text('transport', { enum: ['SMTP', 'LOCAL'] }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  index('mail_outbox_created_idx').on(t.createdAt),
  index('mail_outbox_to_idx').on(sql`lower(${t.toAddress})`),
]);
