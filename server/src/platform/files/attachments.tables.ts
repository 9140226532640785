// Files attached to what people write (notices, questions, answers, messages). An upload is a row with no
// owner until the form that names it is saved; the owner is then the kind of thing and its id.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const attachments = pgTable('attachments', {
  id: serial('id').primaryKey(),
  sha256: text('sha256').notNull(),
  fileName: text('file_name').notNull(),
  size: integer('size').notNull(),
  kind: text('kind').notNull(),
  /** Who uploaded it: only they may attach it, until it is attached. */
  uploadedBy: integer('uploaded_by'),
  ownerType: text('owner_type'),
  ownerId: integer('owner_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('attachments_owner_idx').on(table.ownerType, table.ownerId)]);
