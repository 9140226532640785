// The symbol library's table: each symbol with its image kept in the row (a small SVG or PNG, written with
// the row in one transaction, so a symbol never points at a file that is not there).
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, type Labels } from '../../../platform/db/shared.tables.ts';

export const symbols = pgTable('symbols', {
  id: serial('id').primaryKey(),
  /** As printed beside the symbol in the manuals; unique whatever its case. */
  number: text('number').notNull(),
  type: text('type', { enum: ['CAUTION', 'WARNING', 'FAILURE'] }).notNull(),
  meanings: jsonb('meanings').$type<Labels>().notNull(),
  /** An SVG as rebuilt by platform/files/svg-clean.ts, or a PNG as checked by platform/files/images.ts. */
  image: bytea('image').notNull(),
  imageType: text('image_type', { enum: ['svg', 'png'] }).notNull(),
  /** Names the image in its addresses, so a changed image is never served from a cache under the old one's. */
  imageSha256: text('image_sha256').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('symbols_number_key').on(sql`upper(${t.number})`)]);
