// Requests to read a document one's account may not open.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { foreignColumn } from '../../platform/db/shared.tables.ts';

export const accessRequests = pgTable('access_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => foreignColumn('users', 'id'), { onDelete: 'cascade' }),
  /** A request is worth nothing once its document is gone. */
  documentId: integer('document_id').notNull().references(() => foreignColumn('documents', 'id'), { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  status: text('status', { enum: ['PENDING', 'GRANTED', 'DECLINED'] }).notNull().default('PENDING'),
  note: text('note'),
  deciderId: integer('decider_id'),
  deciderName: text('decider_name'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // One request waiting per reader and document.
  uniqueIndex('access_requests_pending_key').on(t.userId, t.documentId).where(sql`${t.status} = 'PENDING'`),
  index('access_requests_status_idx').on(t.status, t.createdAt),
]);
