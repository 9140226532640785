// The library's table of document authority: what each account is granted to read (the rule that reads it is reader-access.ts).
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/auth/identity.tables.ts';

/** Document authority of one user: each row grants one product, document type, certification, document or model. */
export const userDocumentGrants = pgTable('user_document_grants', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['PRODUCT', 'DOCUMENT_TYPE', 'EXHAUST_CERTIFICATION', 'DOCUMENT', 'MODEL'] }).notNull(),
  refId: integer('ref_id').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.kind, t.refId] }), index('user_document_grants_ref_idx').on(t.kind, t.refId)]);
