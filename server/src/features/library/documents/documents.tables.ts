// The document library's tables: documents, their versions and files, and the text indexing reads out of them.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, foreignKey, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, foreignColumn, tsvector } from '../../../platform/db/shared.tables.ts';
import { OCR_STATUSES, TEXT_SOURCES } from '@gsis/contract';
import { machineCodeKey } from '../catalogue/catalogue.tables.ts';

/** A file kept in storage under its SHA-256; several versions may share one. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  sha256: text('sha256').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  kind: text('kind', { enum: ['pdf', 'zip', 'png', 'jpeg', 'gif', 'webp', 'svg'] }).notNull(),
  originalName: text('original_name').notNull(),
  createdAt: createdAt(),
}, (t) => [index('stored_files_sha_idx').on(t.sha256)]);

export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  documentTypeId: integer('document_type_id').notNull().references(() => foreignColumn('document_types', 'id')),
  productId: integer('product_id').notNull().references(() => foreignColumn('products', 'id')),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull().default('Y'),
  /** As typed (contract: PLATE_CODE_PATTERN), null when the document has none; compared by machineCodeKey. */
  productNumber: text('product_number'),
  equipmentCode: text('equipment_code'),
  createdBy: integer('created_by').references(() => foreignColumn('users', 'id'), { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('documents_title_key').on(sql`lower(${t.title})`),
  index('documents_type_product_idx').on(t.documentTypeId, t.productId),
  index('documents_product_idx').on(t.productId),
  // The document list's and the index tab's title search (ILIKE '%word%') among a hundred thousand titles.
  index('documents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  // Every search entered in the header box asks whether its word is a document's product number or equipment code
  // (which tab it lands on), on the key model codes are compared by: an equality, one index probe each.
  index('documents_product_number_key_idx').on(machineCodeKey(sql`${t.productNumber}`)),
  index('documents_equipment_code_key_idx').on(machineCodeKey(sql`${t.equipmentCode}`)),
  // Part of a code (LIKE '%…%' on the same key): the managers' filters, and the keyword of every list and of the index
  // tab's title search, where the title's trigram index alone would leave the codes to a scan of every document.
  index('documents_product_number_trgm_idx').using('gin', sql`${machineCodeKey(sql`${t.productNumber}`)} gin_trgm_ops`),
  index('documents_equipment_code_trgm_idx').using('gin', sql`${machineCodeKey(sql`${t.equipmentCode}`)} gin_trgm_ops`),
]);

/** The models a document applies to, optionally narrowed to a serial-number range. */
export const documentModels = pgTable('document_models', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  modelId: integer('model_id').notNull().references(() => foreignColumn('models', 'id')),
  serialFrom: integer('serial_from'),
  serialTo: integer('serial_to'),
}, (t) => [primaryKey({ columns: [t.documentId, t.modelId] }), index('document_models_model_idx').on(t.modelId)]);

export const documentCertifications = pgTable('document_certifications', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  certificationId: integer('certification_id').notNull().references(() => foreignColumn('exhaust_certifications', 'id')),
}, (t) => [primaryKey({ columns: [t.documentId, t.certificationId] }), index('document_certifications_cert_idx').on(t.certificationId)]);

/** Where a document is distributed; a document without rows here is distributed everywhere. */
export const documentRegions = pgTable('document_regions', {
  documentId: integer('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
  regionId: integer('region_id').notNull().references(() => foreignColumn('regions', 'id')),
}, (t) => [primaryKey({ columns: [t.documentId, t.regionId] }), index('document_regions_region_idx').on(t.regionId)]);

export const documentVersions = pgTable('document_versions', {
  id: serial('id').primaryKey(),
  documentId: integer('document_id').notNull().references(() => documents.id),
  versionLabel: text('version_label').notNull(),
  publishType: text('publish_type', { enum: ['PDF', 'WEBHELP'] }).notNull(),
  language: text('language').notNull(),
  isFinal: boolean('is_final').notNull().default(false),
  distributionStatus: text('distribution_status', { enum: ['DISTRIBUTED', 'NOT_DISTRIBUTED'] }).notNull().default('NOT_DISTRIBUTED'),
  distributedOn: date('distributed_on', { mode: 'string' }),
  fileId: uuid('file_id').references(() => storedFiles.id),
  indexStatus: text('index_status', { enum: ['NO_FILE', 'WAITING', 'INDEXING', 'INDEXED', 'FAILED'] }).notNull().default('NO_FILE'),
  indexError: text('index_error'),
  pageCount: integer('page_count'),
  /** The text reader that read the version's text (indexing.ts TEXT_READER); 1 for those read before it had numbers. */
  textReader: smallint('text_reader').notNull().default(1),
  /** PDF pages that are scans without a text layer (their pdf_pages rows are 'SCAN' or 'OCR'); null until indexed. */
  scannedPages: integer('scanned_pages'),
  /** What OCR does with them (null when there are none): indexing.ts, ocr-task.ts. */
  ocrStatus: text('ocr_status', { enum: OCR_STATUSES }),
  /** Scanned pages on which OCR found words: they can be searched. */
  ocrPages: integer('ocr_pages').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('document_versions_label_key').on(t.documentId, t.language, sql`lower(${t.versionLabel})`),
  // One final version per document and language: the one that opens by default.
  uniqueIndex('document_versions_final_key').on(t.documentId, t.language).where(sql`${t.isFinal}`),
  index('document_versions_document_idx').on(t.documentId),
]);

/** The text of every PDF page, for search and for the viewer's highlights. */
export const pdfPages = pgTable('pdf_pages', {
  versionId: integer('version_id').notNull().references(() => documentVersions.id, { onDelete: 'cascade' }),
  pageNo: integer('page_no').notNull(),
  text: text('text').notNull(),
  /**
   * Where the text comes from: the page's own text ('TEXT'), nothing yet because the page is a scan without a text
   * layer ('SCAN'), or OCR of the scan ('OCR', which may misread; empty when it found no words).
   */
  textSource: text('text_source', { enum: TEXT_SOURCES }).notNull().default('TEXT'),
  /** The page's tokens (platform/search-text), with the page heading's lexemes weighted A. */
  tsv: tsvector('tsv'),
}, (t) => [
  primaryKey({ columns: [t.versionId, t.pageNo] }),
  index('pdf_pages_tsv_idx').using('gin', t.tsv),
]);

/** Every HTML topic of a web-help bundle, in table-of-contents order. */
export const webhelpTopics = pgTable('webhelp_topics', {
  versionId: integer('version_id').notNull().references(() => documentVersions.id, { onDelete: 'cascade' }),
  path: text('path').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** Title and text tokens (platform/search-text), the title's lexemes weighted A. */
  tsv: tsvector('tsv'),
}, (t) => [
  primaryKey({ columns: [t.versionId, t.path] }),
  index('webhelp_topics_tsv_idx').using('gin', t.tsv),
]);

/*
 * The headings of pages and topics apart from their text (their lexemes weighted A in `tsv`, as headingVector
 * takes them out), a row only where there is one: search gathers the units whose heading holds the query first,
 * all of them, from these narrow rows and their index, without reading the pages' own rows (up to 8 KB each,
 * scattered over the table: docs/search.md, docs/performance.md).
 * Written with the text, in the same transaction (headings.ts); gone with it.
 */
export const pdfPageHeadings = pgTable('pdf_page_headings', {
  versionId: integer('version_id').notNull(),
  pageNo: integer('page_no').notNull(),
  heading: tsvector('heading').notNull(),
}, (t) => [
  primaryKey({ columns: [t.versionId, t.pageNo] }),
  foreignKey({ columns: [t.versionId, t.pageNo], foreignColumns: [pdfPages.versionId, pdfPages.pageNo] }).onDelete('cascade'),
  index('pdf_page_headings_heading_idx').using('gin', t.heading),
]);

export const webhelpTopicHeadings = pgTable('webhelp_topic_headings', {
  versionId: integer('version_id').notNull(),
  path: text('path').notNull(),
  heading: tsvector('heading').notNull(),
}, (t) => [
  primaryKey({ columns: [t.versionId, t.path] }),
  foreignKey({ columns: [t.versionId, t.path], foreignColumns: [webhelpTopics.versionId, webhelpTopics.path] }).onDelete('cascade'),
  index('webhelp_topic_headings_heading_idx').using('gin', t.heading),
]);

/**
 * The words that occur in indexed text, for search's 'did you mean' (trigram similarity). Here because indexing
 * (indexing.ts) writes it, in the transaction that writes the text.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
}, (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)]);
