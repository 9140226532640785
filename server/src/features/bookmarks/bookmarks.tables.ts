// The bookmarks feature's tables: a reader's folders and the bookmarks in them, and who was told of which new version.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, foreignColumn } from '../../platform/db/shared.tables.ts';

export const bookmarkFolders = pgTable('bookmark_folders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => foreignColumn('users', 'id'), { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('bookmark_folders_name_key').on(t.userId, sql`lower(${t.name})`)]);

export const bookmarks = pgTable('bookmarks', {
  id: serial('id').primaryKey(),
  folderId: integer('folder_id').notNull().references(() => bookmarkFolders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => foreignColumn('users', 'id'), { onDelete: 'cascade' }),
  /** No cascade: a document that someone bookmarked cannot be deleted. */
  documentId: integer('document_id').notNull().references(() => foreignColumn('documents', 'id')),
  versionId: integer('version_id').references(() => foreignColumn('document_versions', 'id'), { onDelete: 'set null' }),
  /** The final version the reader knew of (when they kept it, or since they saw the newer one): a newer one is flagged. */
  knownFinalVersionId: integer('known_final_version_id').references(() => foreignColumn('document_versions', 'id'), { onDelete: 'set null' }),
  page: integer('page'),
  topicPath: text('topic_path'),
  createdAt: createdAt(),
}, (t) => [index('bookmarks_folder_idx').on(t.folderId), index('bookmarks_user_idx').on(t.userId), index('bookmarks_document_idx').on(t.documentId)]);

/**
 * Who was e-mailed of a new final version (new-versions.ts), kept in the transaction that queues the mail: a version
 * taken back and distributed again (a file fixed) tells nobody twice.
 */
export const newVersionNotices = pgTable('new_version_notices', {
  versionId: integer('version_id').notNull().references(() => foreignColumn('document_versions', 'id'), { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => foreignColumn('users', 'id'), { onDelete: 'cascade' }),
  toldAt: timestamp('told_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.versionId, t.userId] }), index('new_version_notices_user_idx').on(t.userId)]);
