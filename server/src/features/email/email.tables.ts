// The tables of e-mail administration: groups and their members, templates and their text per language, and
// sends with one row per recipient, which names the outbox message made for it once it is made.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, foreignColumn } from '../../platform/db/shared.tables.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';

export const emailGroups = pgTable('email_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('email_groups_name_key').on(sql`lower(${t.name})`)]);

export const emailGroupMembers = pgTable('email_group_members', {
  groupId: integer('group_id').notNull().references(() => emailGroups.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => foreignColumn('users', 'id'), { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('email_group_members_user_idx').on(t.userId)]);

export const emailTemplates = pgTable('email_templates', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailTemplateTexts = pgTable('email_template_texts', {
  templateId: integer('template_id').notNull().references(() => emailTemplates.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  subject: text('subject').notNull(),
  /** Sanitised when saved (platform/rich-text): safe to draw. */
  bodyHtml: text('body_html').notNull(),
}, (t) => [primaryKey({ columns: [t.templateId, t.language] })]);

/** The text a send went out with, per language: the template may change or go, the send keeps what it sent. */
export interface SentText { language: string; subject: string; bodyHtml: string }

export const emailSends = pgTable('email_sends', {
  id: serial('id').primaryKey(),
  templateId: integer('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  texts: jsonb('texts').$type<SentText[]>().notNull(),
  sentBy: integer('sent_by').notNull().references(() => foreignColumn('users', 'id')),
  recipientCount: integer('recipient_count').notNull(),
  /** Why handing the messages to the outbox was given up after every attempt; null while it goes on or went well. */
  stoppedReason: text('stopped_reason'),
  createdAt: createdAt(),
}, (t) => [index('email_sends_created_idx').on(t.createdAt)]);

export const emailSendRecipients = pgTable('email_send_recipients', {
  id: serial('id').primaryKey(),
  sendId: integer('send_id').notNull().references(() => emailSends.id, { onDelete: 'cascade' }),
  /** Lower case: one message per address in a send, however it was chosen. */
  address: text('address').notNull(),
  userId: integer('user_id').references(() => foreignColumn('users', 'id'), { onDelete: 'set null' }),
  name: text('name'),
  company: text('company'),
  language: text('language').notNull(),
  /**
   * The outbox message made for this recipient, set in the transaction that made it, so a send resumed after a
   * restart never makes a second. Null: not made yet.
   */
  mailId: bigint('mail_id', { mode: 'number' }).references(() => mailOutbox.id),
}, (t) => [
  uniqueIndex('email_send_recipients_address_key').on(t.sendId, t.address),
  index('email_send_recipients_waiting_idx').on(t.sendId, t.id).where(sql`${t.mailId} IS NULL`),
  index('email_send_recipients_mail_idx').on(t.mailId),
]);
