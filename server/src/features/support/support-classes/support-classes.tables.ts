// The classifications of Q&A and Contact Us, and their managers.
import type { Labels } from '@gsis/contract';
import { type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/auth/identity.tables.ts';

export const supportClasses = pgTable('support_classes', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['QNA', 'CONTACT'] }).notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => supportClasses.id, { onDelete: 'restrict' }),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull().default('Y'),
}, (table) => [index('support_classes_kind_idx').on(table.kind, table.parentId)]);

export const supportClassManagers = pgTable('support_class_managers', {
  classId: integer('class_id').notNull().references(() => supportClasses.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (table) => [primaryKey({ columns: [table.classId, table.userId] })]);
