// The messages received through Contact Us.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { supportClasses } from '../support-classes/support-classes.tables.ts';

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  classId: integer('class_id').notNull().references(() => supportClasses.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  company: text('company').notNull().default(''),
  email: text('email').notNull(),
  countryCode: text('country_code').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** The language the visitor wrote from, for the reply. */
  language: text('language'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('contact_messages_created_idx').on(table.createdAt, table.id)]);
