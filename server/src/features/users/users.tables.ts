// The users feature's table: the document authority granted to each account.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/identity.tables.ts';

/** Document authority of one user: each row grants one product, document type, certification, document or model. */
export const userDocumentGrants = pgTable('user_document_grants', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['PRODUCT', 'DOCUMENT_TYPE', 'EXHAUST_CERTIFICATION', 'DOCUMENT', 'MODEL'] }).notNull(),
  refId: integer('ref_id').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.kind, t.refId] }), index('user_document_grants_ref_idx').on(t.kind, t.refId)]);
