// Questions and their answers.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { supportClasses } from '../support-classes/support-classes.tables.ts';

export const qnaQuestions = pgTable('qna_questions', {
  id: serial('id').primaryKey(),
  classId: integer('class_id').notNull().references(() => supportClasses.id, { onDelete: 'restrict' }),
  askerId: integer('asker_id').notNull(),
  /** The asker's name when they asked: the list shows who asked, even after they leave. */
  askerName: text('asker_name').notNull(),
  title: text('title').notNull(),
  /** Sanitised when saved (platform/rich-text). */
  bodyHtml: text('body_html').notNull(),
  bodyText: text('body_text').notNull(),
  status: text('status', { enum: ['ANSWERING', 'ANSWERED'] }).notNull().default('ANSWERING'),
  answerHtml: text('answer_html'),
  answererId: integer('answerer_id'),
  answererName: text('answerer_name'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('qna_questions_status_idx').on(table.status, table.createdAt), index('qna_questions_asker_idx').on(table.askerId)]);
