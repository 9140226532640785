// The catalogue's tables: regions and countries, product types, product lines, models and their suffixes,
// document types, exhaust certifications, controller types.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, type Labels } from '../../../platform/db/shared.tables.ts';

export const productTypes = pgTable('product_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A product line within a product type, e.g. the medium crawler excavators; documents and grants name it. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  productTypeId: integer('product_type_id').notNull().references(() => productTypes.id),
  /** A product line's name is a trade name, the same in every language. */
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [index('products_product_type_idx').on(t.productTypeId)]);

export const models = pgTable('models', {
  id: serial('id').primaryKey(),
  /** The model as people type it, e.g. DX225LCA. */
  code: text('code').notNull().unique(),
  productId: integer('product_id').notNull().references((): AnyPgColumn => products.id),
  createdAt: createdAt(),
}, (t) => [
  index('models_product_idx').on(t.productId),
  // Search finds models by code and by the start of their code, whatever the case typed.
  index('models_code_upper_idx').on(sql`upper(${t.code}) text_pattern_ops`),
]);

/** Serial-number suffix codes of a model, optionally with the serial range they cover. */
export const modelSuffixes = pgTable('model_suffixes', {
  id: serial('id').primaryKey(),
  modelId: integer('model_id').notNull().references(() => models.id, { onDelete: 'cascade' }),
  suffix: text('suffix').notNull().unique(),
  serialFrom: integer('serial_from'),
  serialTo: integer('serial_to'),
}, (t) => [
  index('model_suffixes_model_idx').on(t.modelId),
  // Search resolves a suffix, or the suffix a serial number starts with, whatever the case typed.
  index('model_suffixes_suffix_upper_idx').on(sql`upper(${t.suffix})`),
]);

export const documentTypes = pgTable('document_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  labels: jsonb('labels').$type<Labels>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const exhaustCertifications = pgTable('exhaust_certifications', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** e.g. 'EU Stage V', 'EPA Tier 4 Final': proper names, the same in every language. */
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Engine/vehicle controller types the troubleshooting guides are written for. */
export const controllerTypes = pgTable('controller_types', {
  id: serial('id').primaryKey(),
  sourceTpcd: text('source_tpcd').notNull(),
  modelCodeName: text('model_code_name').notNull(),
  description: text('description').notNull().default(''),
}, (t) => [uniqueIndex('controller_types_key').on(t.sourceTpcd, t.modelCodeName)]);
