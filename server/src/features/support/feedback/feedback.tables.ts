// Feedback on documents, and the feedback managers who are told of it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { foreignColumn } from '../../../platform/db/shared.tables.ts';

export const documentFeedback = pgTable('document_feedback', {
  id: serial('id').primaryKey(),
  /** No cascade: a document with feedback cannot be deleted (the seed's rule). */
  documentId: integer('document_id').notNull().references(() => foreignColumn('documents', 'id')),
  versionId: integer('version_id').references(() => foreignColumn('document_versions', 'id'), { onDelete: 'set null' }),
  page: integer('page'),
  topicPath: text('topic_path'),
  rating: smallint('rating').notNull(),
  comment: text('comment').notNull(),
  authorId: integer('author_id').notNull().references(() => foreignColumn('users', 'id'), { onDelete: 'cascade' }),
  /** The author's name and company when they wrote it: the list shows who wrote, even after they change. */
  authorName: text('author_name').notNull(),
  authorCompany: text('author_company'),
  status: text('status', { enum: ['WAITING', 'ANSWERED'] }).notNull().default('WAITING'),
  answer: text('answer'),
  answererId: integer('answerer_id'),
  answererName: text('answerer_name'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('document_feedback_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  index('document_feedback_status_idx').on(t.status, t.createdAt),
  index('document_feedback_author_idx').on(t.authorId),
  index('document_feedback_document_idx').on(t.documentId),
]);

/** Who is e-mailed of new feedback (holders of the feedback menu; the service keeps it so). */
export const feedbackManagers = pgTable('feedback_managers', {
  userId: integer('user_id').primaryKey().references(() => foreignColumn('users', 'id'), { onDelete: 'cascade' }),
});
