// The troubleshooting guides' tables: the dictionary of terms guides use, the guides (what each is for: a model
// or a product line, a controller type, a fault code) and their versions (one language each, drafts that become
// published versions; the content as written, with [[term:N]] where a dictionary term stands).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GuideContent } from '@gsis/contract';
import { createdAt, foreignColumn, type Labels } from '../../../platform/db/shared.tables.ts';

export const tsgTerms = pgTable('tsg_terms', {
  id: serial('id').primaryKey(),
  category: text('category', { enum: ['COMPONENT', 'SYMPTOM', 'CHECK'] }).notNull(),
  texts: jsonb('texts').$type<Labels>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('tsg_terms_english_key').on(t.category, sql`lower(${t.texts}->>'en')`)]);

export const tsgGuides = pgTable('tsg_guides', {
  id: serial('id').primaryKey(),
  modelId: integer('model_id').references(() => foreignColumn('models', 'id')),
  productId: integer('product_id').references(() => foreignColumn('products', 'id')),
  controllerTypeId: integer('controller_type_id').notNull().references(() => foreignColumn('controller_types', 'id')),
  codeKind: text('code_kind', { enum: ['J1939', 'OEM'] }).notNull(),
  spn: integer('spn'),
  fmi: integer('fmi'),
  oemCode: text('oem_code'),
  /** 'J1939:110:0' or 'OEM:E0123': the code however it was typed (contract faultCodeKey). */
  codeKey: text('code_key').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('tsg_guides_one_scope', sql`(${t.modelId} IS NULL) <> (${t.productId} IS NULL)`),
  uniqueIndex('tsg_guides_key').on(sql`coalesce(${t.modelId}, 0)`, sql`coalesce(${t.productId}, 0)`, t.controllerTypeId, t.codeKey),
  index('tsg_guides_code_idx').on(t.codeKey),
  index('tsg_guides_spn_idx').on(t.spn),
  index('tsg_guides_model_idx').on(t.modelId),
  index('tsg_guides_product_idx').on(t.productId),
]);

export const tsgGuideVersions = pgTable('tsg_guide_versions', {
  id: serial('id').primaryKey(),
  guideId: integer('guide_id').notNull().references(() => tsgGuides.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  label: text('label').notNull(),
  status: text('status', { enum: ['DRAFT', 'PUBLISHED', 'SUPERSEDED'] }).notNull(),
  title: text('title').notNull(),
  content: jsonb('content').$type<GuideContent>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
}, (t) => [
  // One draft and one published version per language at a time.
  uniqueIndex('tsg_guide_versions_draft_key').on(t.guideId, t.language).where(sql`status = 'DRAFT'`),
  uniqueIndex('tsg_guide_versions_published_key').on(t.guideId, t.language).where(sql`status = 'PUBLISHED'`),
]);
