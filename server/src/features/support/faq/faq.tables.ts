// The FAQ: questions and sanitised answers in each language they are written in, each FAQ in a Q&A classification.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { supportClasses } from '../support-classes/support-classes.tables.ts';

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  classId: integer('class_id').notNull().references(() => supportClasses.id, { onDelete: 'restrict' }),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull().default('Y'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('faqs_class_idx').on(table.classId)]);

/** A FAQ's question and answer in one language. English is always there: readers without a version of their own get it. */
export const faqTexts = pgTable('faq_texts', {
  faqId: integer('faq_id').notNull().references(() => faqs.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  question: text('question').notNull(),
  /** Sanitised when saved (platform/rich-text): safe to draw. */
  answerHtml: text('answer_html').notNull(),
  /** The words of the answer, for the keyword search. */
  answerText: text('answer_text').notNull(),
}, (table) => [primaryKey({ columns: [table.faqId, table.language] })]);
