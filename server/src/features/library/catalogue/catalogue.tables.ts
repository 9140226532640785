// The catalogue's tables: regions and countries, product types, product lines, models and their suffixes,
// document types, exhaust certifications, controller types.
import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, type Labels } from '../../../platform/db/shared.tables.ts';

/**
 * A model code or suffix as search compares it: upper case, without the spaces, hyphens, underscores, dots and
 * slashes people type or leave out (DX60W-5, dx60w 5 and DX60W5 are one model). compactMachineCode is the same
 * on a search word; the indexes are on this expression, so it must stay written exactly so.
 */
export const machineCodeKey = (code: SQL): SQL => sql`translate(upper(${code}), ' -_./', '')`;
export const compactMachineCode = (word: string): string => word.toUpperCase().replace(/[\s\-_./]/g, '');

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
  // Troubleshooting finds a model by its code whatever the case typed.
  index('models_code_upper_idx').on(sql`upper(${t.code}) text_pattern_ops`),
  // Search finds models by code and by the start of their code, however it is typed (machineCodeKey).
  index('models_code_key_idx').on(sql`${machineCodeKey(sql`${t.code}`)} text_pattern_ops`),
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
  // Search resolves a suffix, or the suffix a serial number starts with, however it is typed (machineCodeKey).
  index('model_suffixes_suffix_key_idx').on(machineCodeKey(sql`${t.suffix}`)),
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
