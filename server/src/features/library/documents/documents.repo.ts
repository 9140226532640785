// SQL of documents, their versions, applicability and the one-query document list.
import { PLATE_CODE_MAX, type DocumentCode, type DocumentDetail, type DocumentListItem, type LanguageCode, type ReaderDocument, type VersionChanges, type VersionItem } from '@gsis/contract';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DocumentListQuery as ListQuerySchema, DocumentSave as SaveSchema, VersionSave as VersionSchema } from '@gsis/contract';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { documentCertifications, documentModels, documentRegions, documents, documentVersions, pdfPages, storedFiles } from './documents.tables.ts';
import { readableBy, type ReaderView } from '../access/reader-access.ts';
import { readerLanguageOrder } from '../library-views.ts';
import { containing, intArray, textArray } from '../../../platform/db/sql-text.ts';
import { compactMachineCode, machineCodeKey } from '../catalogue/catalogue.tables.ts';

export type DocumentInput = z.output<typeof SaveSchema>;
export type VersionInput = z.output<typeof VersionSchema>;
export type ListQuery = z.output<typeof ListQuerySchema>;

/** Who is asking (reader-access.ts). */
export type Viewer = ReaderView;


export async function insertDocument(tx: DbOrTx, input: DocumentInput, createdBy: number): Promise<number> {
  const [row] = await tx.insert(documents).values({
    title: input.title, description: input.description, documentTypeId: input.documentTypeId, productId: input.productId, useYn: input.useYn,
    productNumber: input.productNumber, equipmentCode: input.equipmentCode, createdBy,
  }).returning({ id: documents.id });
  return row!.id;
}

export async function updateDocument(tx: DbOrTx, id: number, input: DocumentInput, now: Date): Promise<boolean> {
  const rows = await tx.update(documents).set({
    title: input.title, description: input.description, documentTypeId: input.documentTypeId, productId: input.productId, useYn: input.useYn,
    productNumber: input.productNumber, equipmentCode: input.equipmentCode, updatedAt: now,
  }).where(eq(documents.id, id)).returning({ id: documents.id });
  return rows.length > 0;
}

/** Replaces the models, certifications and regions of a document as whole sets. */
export async function replaceApplicability(tx: DbOrTx, documentId: number, input: DocumentInput): Promise<void> {
  await tx.delete(documentModels).where(eq(documentModels.documentId, documentId));
  await tx.delete(documentCertifications).where(eq(documentCertifications.documentId, documentId));
  await tx.delete(documentRegions).where(eq(documentRegions.documentId, documentId));
  if (input.models.length) await tx.insert(documentModels).values(input.models.map((m) => ({ documentId, ...m })));
  if (input.exhaustCertificationIds.length) await tx.insert(documentCertifications).values(input.exhaustCertificationIds.map((certificationId) => ({ documentId, certificationId })));
  if (input.regionIds.length) await tx.insert(documentRegions).values(input.regionIds.map((regionId) => ({ documentId, regionId })));
}

/** Whether a document has versions (which keep it from being deleted). */
export async function hasVersions(tx: DbOrTx, documentId: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`SELECT 1 FROM ${documentVersions} WHERE document_id = ${documentId} LIMIT 1`);
  return rows.length > 0;
}

export async function deleteDocumentRow(tx: DbOrTx, documentId: number): Promise<boolean> {
  const rows = await tx.delete(documents).where(eq(documents.id, documentId)).returning({ id: documents.id });
  return rows.length > 0;
}

const versionColumns = {
  id: documentVersions.id, versionLabel: documentVersions.versionLabel, publishType: documentVersions.publishType,
  language: documentVersions.language, isFinal: documentVersions.isFinal, distributionStatus: documentVersions.distributionStatus,
  distributedOn: documentVersions.distributedOn, indexStatus: documentVersions.indexStatus, indexError: documentVersions.indexError,
  pageCount: documentVersions.pageCount, scannedPages: documentVersions.scannedPages, ocrStatus: documentVersions.ocrStatus, ocrPages: documentVersions.ocrPages,
  fileName: storedFiles.originalName, fileSize: storedFiles.size,
};

export async function findDocumentDetail(db: DbOrTx, id: number): Promise<DocumentDetail | undefined> {
  const { rows } = await db.execute<{
    id: number; title: string; description: string; document_type_id: number; product_id: number; product_type_id: number; use_yn: 'Y' | 'N';
    product_number: string | null; equipment_code: string | null; created_at: string; updated_at: string;
  }>(sql`SELECT d.*, p.product_type_id FROM documents d JOIN products p ON p.id = d.product_id WHERE d.id = ${id}`);
  const doc = rows[0];
  if (!doc) return undefined;
  const [modelRows, certRows, regionRows, versions] = await Promise.all([
    db.execute<{ modelId: number; code: string; serialFrom: number | null; serialTo: number | null }>(sql`
      SELECT dm.model_id AS "modelId", m.code, dm.serial_from AS "serialFrom", dm.serial_to AS "serialTo"
      FROM document_models dm JOIN models m ON m.id = dm.model_id WHERE dm.document_id = ${id} ORDER BY m.code ASC`).then((r) => r.rows),
    db.select({ id: documentCertifications.certificationId }).from(documentCertifications).where(eq(documentCertifications.documentId, id)),
    db.select({ id: documentRegions.regionId }).from(documentRegions).where(eq(documentRegions.documentId, id)),
    listVersions(db, id),
  ]);
  return {
    id: doc.id, title: doc.title, description: doc.description, documentTypeId: doc.document_type_id, productId: doc.product_id,
    productTypeId: doc.product_type_id, useYn: doc.use_yn, productNumber: doc.product_number, equipmentCode: doc.equipment_code, models: modelRows, exhaustCertificationIds: certRows.map((r) => r.id),
    regionIds: regionRows.map((r) => r.id), versions, createdAt: new Date(doc.created_at).toISOString(), updatedAt: new Date(doc.updated_at).toISOString(),
  };
}

export async function listVersions(db: DbOrTx, documentId: number): Promise<VersionItem[]> {
  const rows = await db.select({ ...versionColumns, changes: sql<VersionChanges | null>`${changesSummary(sql`${documentVersions.id}`)}` })
    .from(documentVersions).leftJoin(storedFiles, eq(storedFiles.id, documentVersions.fileId))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.isFinal), sql`${documentVersions.distributedOn} DESC NULLS LAST`, desc(documentVersions.id));
  return rows.map((r) => ({ ...r, language: r.language as LanguageCode }));
}

export interface VersionRow {
  id: number; documentId: number; publishType: 'PDF' | 'WEBHELP'; language: string; isFinal: boolean;
  distributionStatus: 'DISTRIBUTED' | 'NOT_DISTRIBUTED'; fileId: string | null; indexStatus: string; versionLabel: string;
}

export async function findVersion(db: DbOrTx, versionId: number): Promise<VersionRow | undefined> {
  const [row] = await db.select({
    id: documentVersions.id, documentId: documentVersions.documentId, publishType: documentVersions.publishType, language: documentVersions.language,
    isFinal: documentVersions.isFinal, distributionStatus: documentVersions.distributionStatus, fileId: documentVersions.fileId,
    indexStatus: documentVersions.indexStatus, versionLabel: documentVersions.versionLabel,
  }).from(documentVersions).where(eq(documentVersions.id, versionId));
  return row;
}

/** The text of every page of a PDF version as indexing stored it, in page order (none before it is indexed). */
export async function pageTextsOf(db: DbOrTx, versionId: number): Promise<{ page: number; text: string }[]> {
  return db.select({ page: pdfPages.pageNo, text: pdfPages.text }).from(pdfPages).where(eq(pdfPages.versionId, versionId)).orderBy(pdfPages.pageNo);
}

/** Only one final version per document and language: marking one final unmarks the others first. */
async function clearOtherFinals(tx: DbOrTx, input: VersionInput, keepId: number | undefined): Promise<void> {
  if (!input.isFinal) return;
  const others = [eq(documentVersions.documentId, input.documentId), eq(documentVersions.language, input.language), eq(documentVersions.isFinal, true)];
  if (keepId !== undefined) others.push(ne(documentVersions.id, keepId));
  await tx.update(documentVersions).set({ isFinal: false }).where(and(...others));
}

export async function insertVersion(tx: DbOrTx, input: VersionInput): Promise<number> {
  await clearOtherFinals(tx, input, undefined);
  const [row] = await tx.insert(documentVersions).values({
    documentId: input.documentId, versionLabel: input.versionLabel, publishType: input.publishType, language: input.language, isFinal: input.isFinal,
    distributionStatus: input.distributionStatus, distributedOn: input.distributedOn,
  }).returning({ id: documentVersions.id });
  return row!.id;
}

export async function updateVersion(tx: DbOrTx, id: number, input: VersionInput, now: Date): Promise<void> {
  await clearOtherFinals(tx, input, id);
  await tx.update(documentVersions).set({
    versionLabel: input.versionLabel, publishType: input.publishType, language: input.language, isFinal: input.isFinal,
    distributionStatus: input.distributionStatus, distributedOn: input.distributedOn, updatedAt: now,
  }).where(eq(documentVersions.id, id));
}

export async function deleteVersionRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(documentVersions).where(eq(documentVersions.id, id));
}

export async function insertStoredFile(tx: DbOrTx, file: { sha256: string; size: number; kind: 'pdf' | 'zip'; originalName: string }): Promise<string> {
  const [row] = await tx.insert(storedFiles).values(file).returning({ id: storedFiles.id });
  return row!.id;
}

/** A new file for a version: its old text goes, and it waits for indexing. */
export async function attachFile(tx: DbOrTx, versionId: number, fileId: string, now: Date): Promise<void> {
  await tx.execute(sql`DELETE FROM pdf_pages WHERE version_id = ${versionId}`);
  await tx.execute(sql`DELETE FROM webhelp_topics WHERE version_id = ${versionId}`);
  await tx.update(documentVersions).set({
    fileId, indexStatus: 'WAITING', indexError: null, pageCount: null, scannedPages: null, ocrStatus: null, ocrPages: 0, updatedAt: now,
  }).where(eq(documentVersions.id, versionId));
}

// ── The list ───────────────────────────────────────────────────────────────────────────────────

/** A version row `v` a reader may see. */
const DISTRIBUTED_VERSION = sql`v.distribution_status = 'DISTRIBUTED' AND v.file_id IS NOT NULL`;
/** Versions `v` in the order readers meet them: the final one, then the newest. */
const FINAL_FIRST = sql`v.is_final DESC, v.distributed_on DESC NULLS LAST, v.id DESC`;
/** A document `d` with its type `dt`, product line `p` and product type `pt`. */
const DOCUMENT_WITH_CATALOGUE = sql`documents d
    JOIN document_types dt ON dt.id = d.document_type_id
    JOIN products p ON p.id = d.product_id
    JOIN product_types pt ON pt.id = p.product_type_id`;

/** What statistics count a document by: its type, its product type and its first model. */
export async function catalogueCodesOf(db: DbOrTx, documentId: number): Promise<{ documentType: string; productType: string; model: string | null } | undefined> {
  const { rows } = await db.execute<{ documentType: string; productType: string; model: string | null }>(sql`
    SELECT dt.code AS "documentType", pt.code AS "productType",
      (SELECT m.code FROM document_models dm JOIN models m ON m.id = dm.model_id WHERE dm.document_id = d.id ORDER BY m.code LIMIT 1) AS model
    FROM ${DOCUMENT_WITH_CATALOGUE} WHERE d.id = ${documentId}`);
  return rows[0];
}

/** What readers are told of a document `d` wherever it appears, named in their language. */
function documentSummary(viewer: Viewer, language: LanguageCode): SQL {
  return sql`d.id, d.title, d.description, ${labelIn('dt', language)} AS "documentType", p.name AS product, ${labelIn('pt', language)} AS "productType",
      d.product_number AS "productNumber", d.equipment_code AS "equipmentCode",
      ARRAY(SELECT m.code FROM document_models dm JOIN models m ON m.id = dm.model_id WHERE dm.document_id = d.id ORDER BY m.code) AS models,
      ARRAY(SELECT c.name FROM document_certifications dc JOIN exhaust_certifications c ON c.id = dc.certification_id WHERE dc.document_id = d.id ORDER BY c.sort_order) AS certifications,
      ${readableBy(viewer)} AS authorised`;
}

type DocumentSummary = Pick<DocumentListItem, 'id' | 'title' | 'description' | 'documentType' | 'product' | 'productType' | 'productNumber' | 'equipmentCode' | 'models' | 'certifications' | 'authorised'>;

/** The versions a viewer sees of a document `d`, as conditions on a version row `v`. */
function versionScope(viewer: Viewer, query: ListQuery): SQL {
  const parts: SQL[] = [sql`v.document_id = d.id`];
  if (viewer.distributedOnly) parts.push(DISTRIBUTED_VERSION);
  else if (query.distributionStatus) parts.push(sql`v.distribution_status = ${query.distributionStatus}`);
  if (query.version === 'FINAL') parts.push(sql`v.is_final`);
  if (query.language) parts.push(sql`v.language = ${query.language}`);
  if (query.publishType) parts.push(sql`v.publish_type = ${query.publishType}`);
  return sql.join(parts, sql` AND `);
}

const SORTS: Record<Exclude<ListQuery['sort'], 'forReader'>, SQL> = {
  title: sql`lower(d.title)`,
  distributedOn: sql`latest.distributed_on`,
  documentType: sql`dt.sort_order`,
  product: sql`p.sort_order`,
};

/**
 * The list's ORDER BY: a column both ways, or the reader's order (`authorised` is the summary's output column;
 * `reader_order` the row source readerOrderOf joins).
 */
function orderOf(query: ListQuery): SQL {
  // Among the other languages (order 2), each language's documents stay together.
  if (query.sort === 'forReader') return sql`authorised DESC, reader_order.language_order, CASE WHEN reader_order.language_order = 2 THEN reader_order.first_language END, dt.sort_order, dt.id, lower(d.title), d.id`;
  const order = query.order === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
  return sql`${SORTS[query.sort]} ${order}, d.id ${order}`;
}

/** For the reader's order: where a document's versions (`scope`) stand for a reader of `language`, read once per document. */
function readerOrderOf(query: ListQuery, scope: SQL, language: LanguageCode): SQL {
  if (query.sort !== 'forReader') return sql``;
  return sql`LEFT JOIN LATERAL (
      SELECT min(${readerLanguageOrder(sql`v.language`, language)}) AS language_order, min(v.language) AS first_language
      FROM document_versions v WHERE ${scope}
    ) reader_order ON true`;
}

const whereClause = (conditions: SQL[]): SQL => (conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`);

/**
 * What the index tab's list is narrowed to by a search word: documents that apply to one of the `machines` — where a
 * serial number is known, whose serial range for that model holds it — and those whose product number or equipment
 * code is `code` (case and separators aside); for a word that names neither, those whose title holds `title`. Not the
 * lists' keyword, which finds part of a code too: the index tab is asked at every search entered in the header box,
 * and a code is typed whole from a plate (an equality on an index), where part of one would cost every search a scan
 * of the codes' trigrams.
 */
export interface AppliesTo { machines?: { modelId: number; serialNumber: number | null }[]; code?: string; title?: string }

/** A product number or an equipment code `d.<column>` compared as model codes are: the key its indexes hold. */
const codeKey = (column: 'product_number' | 'equipment_code'): SQL => machineCodeKey(sql.raw(`d.${column}`));

/** The word as codes are compared, or undefined when it cannot be a code's key (nothing left, or not letters and digits). */
function codeKeyOf(word: string): string | undefined {
  const key = compactMachineCode(word);
  return /^[A-Z0-9]+$/.test(key) ? key : undefined;
}

/** Documents `d` whose product number or equipment code holds `word`'s key (LIKE on the codes' trigram indexes). */
function codeHolds(column: 'product_number' | 'equipment_code', word: string): SQL | undefined {
  const key = codeKeyOf(word);
  return key === undefined ? undefined : sql`${codeKey(column)} LIKE ${containing(key)}`;
}

function appliesToCondition({ machines = [], code, title }: AppliesTo): SQL {
  const conditions: SQL[] = [];
  if (title !== undefined) conditions.push(sql`d.title ILIKE ${containing(title)}`);
  if (machines.length) {
    const each = machines.map(({ modelId, serialNumber }) => (serialNumber === null
      ? sql`dm.model_id = ${modelId}`
      : sql`(dm.model_id = ${modelId} AND (dm.serial_from IS NULL OR dm.serial_from <= ${serialNumber}) AND (dm.serial_to IS NULL OR dm.serial_to >= ${serialNumber}))`));
    conditions.push(sql`EXISTS (SELECT 1 FROM document_models dm WHERE dm.document_id = d.id AND (${sql.join(each, sql` OR `)}))`);
  }
  const key = code === undefined ? undefined : codeKeyOf(code);
  if (key !== undefined) conditions.push(sql`(${codeKey('product_number')} = ${key} OR ${codeKey('equipment_code')} = ${key})`);
  return conditions.length ? sql`(${sql.join(conditions, sql` OR `)})` : sql`false`;
}

/**
 * What changed in a version against the one readers had before it (VersionChanges, as json), as stored when it was
 * compared; NULL until then, and for a first version.
 */
const changesSummary = (versionId: SQL): SQL => sql`(
  SELECT json_build_object('previousVersionLabel', pv.version_label, 'identical', c.identical, 'counts', c.counts)
  FROM version_comparisons c JOIN document_versions pv ON pv.id = c.previous_version_id
  WHERE c.version_id = ${versionId})`;

/** A version a field kit holds (the contract's KitDocument but the places guides link to in it). */
export type KitVersionRow = {
  versionId: number; documentId: number; title: string; versionLabel: string; language: LanguageCode; publishType: 'PDF' | 'WEBHELP';
  pageCount: number | null; bytes: number; forMachine: boolean; changes: VersionChanges | null;
};

/**
 * The versions a field kit holds for `viewer`: distributed, with a file, of documents in use they may read (the one
 * authority rule, readableBy) — each final version in one of `languages` of the documents that apply to the machine
 * (the index tab's rule, appliesToCondition: the model, and with a serial number the document's serial range for it),
 * and the versions guides link to (`linkedVersionIds`), whatever their language. By title, then in `languages`' order.
 */
export async function kitVersions(
  db: DbOrTx, viewer: Viewer, machine: { modelId: number; serialNumber: number | null }, languages: LanguageCode[], linkedVersionIds: readonly number[],
): Promise<KitVersionRow[]> {
  const forMachine = sql`(v.is_final AND v.language = ANY(${textArray(languages)}) AND ${appliesToCondition({ machines: [machine] })})`;
  const { rows } = await db.execute<KitVersionRow>(sql`
    SELECT v.id AS "versionId", v.document_id AS "documentId", d.title, v.version_label AS "versionLabel", v.language,
      v.publish_type AS "publishType", v.page_count AS "pageCount", f.size::float8 AS bytes, ${forMachine} AS "forMachine",
      ${changesSummary(sql`v.id`)} AS changes
    FROM document_versions v JOIN documents d ON d.id = v.document_id JOIN stored_files f ON f.id = v.file_id
    WHERE ${DISTRIBUTED_VERSION} AND d.use_yn = 'Y' AND (${forMachine} OR v.id = ANY(${intArray(linkedVersionIds)})) AND ${readableBy(viewer)}
    ORDER BY lower(d.title), d.id, array_position(${textArray(languages)}, v.language) NULLS LAST, v.language, v.publish_type, v.id`);
  return rows;
}

/**
 * Which codes `word` is (case and separators aside) of the documents readers can find (in use, with a distributed
 * version): one index probe per code, asked of every search entered in the header box.
 */
export async function codesNamed(db: DbOrTx, word: string): Promise<DocumentCode[]> {
  const key = codeKeyOf(word);
  if (key === undefined || key.length > PLATE_CODE_MAX) return [];
  const { rows } = await db.execute<{ product_number: boolean; equipment_code: boolean }>(sql`
    SELECT coalesce(bool_or(${codeKey('product_number')} = ${key}), false) AS product_number,
      coalesce(bool_or(${codeKey('equipment_code')} = ${key}), false) AS equipment_code
    FROM documents d
    WHERE (${codeKey('product_number')} = ${key} OR ${codeKey('equipment_code')} = ${key}) AND d.use_yn = 'Y'
      AND EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id AND ${DISTRIBUTED_VERSION})`);
  const found = rows[0];
  return [...(found?.product_number ? ['productNumber' as const] : []), ...(found?.equipment_code ? ['equipmentCode' as const] : [])];
}

export async function listDocuments(db: DbOrTx, viewer: Viewer, query: ListQuery, language: LanguageCode, appliesTo?: AppliesTo): Promise<{ items: DocumentListItem[]; total: number }> {
  const scope = versionScope(viewer, query);
  const where: SQL[] = [sql`EXISTS (SELECT 1 FROM document_versions v WHERE ${scope})`];
  if (appliesTo) where.push(appliesToCondition(appliesTo));
  if (viewer.distributedOnly) where.push(sql`d.use_yn = 'Y'`);
  if (query.documentTypeId) where.push(sql`d.document_type_id = ${query.documentTypeId}`);
  if (query.productId) where.push(sql`d.product_id = ${query.productId}`);
  if (query.productTypeId) where.push(sql`p.product_type_id = ${query.productTypeId}`);
  if (query.modelId) where.push(sql`EXISTS (SELECT 1 FROM document_models dm WHERE dm.document_id = d.id AND dm.model_id = ${query.modelId})`);
  if (query.exhaustCertificationId) where.push(sql`EXISTS (SELECT 1 FROM document_certifications dc WHERE dc.document_id = d.id AND dc.certification_id = ${query.exhaustCertificationId})`);
  if (query.keyword) {
    const codes = [codeHolds('product_number', query.keyword), codeHolds('equipment_code', query.keyword)].filter((c) => c !== undefined);
    where.push(sql`(${sql.join([sql`d.title ILIKE ${containing(query.keyword)}`, ...codes], sql` OR `)})`);
  }
  for (const [field, column] of [['productNumber', 'product_number'], ['equipmentCode', 'equipment_code']] as const) {
    const value = query[field];
    // A filter with no letter or digit in it holds nothing a code can hold: nothing matches.
    if (value) where.push(codeHolds(column, value) ?? sql`false`);
  }
  // Managers also list documents that have no version yet.
  if (!viewer.distributedOnly && !query.language && !query.publishType && !query.distributionStatus && query.version === 'ALL') where.shift();


  const { rows } = await db.execute<DocumentSummary & Pick<DocumentListItem, 'languages' | 'publishTypes' | 'versionLabel' | 'distributedOn' | 'distributionStatus'> & { total: number }>(sql`
    SELECT ${documentSummary(viewer, language)},
      ARRAY(SELECT DISTINCT v.language FROM document_versions v WHERE ${scope}) AS languages,
      ARRAY(SELECT DISTINCT v.publish_type FROM document_versions v WHERE ${scope}) AS "publishTypes",
      latest.version_label AS "versionLabel", latest.distributed_on::text AS "distributedOn",
      coalesce(latest.distribution_status, 'NOT_DISTRIBUTED') AS "distributionStatus",
      count(*) OVER ()::int AS total
    FROM ${DOCUMENT_WITH_CATALOGUE}
    LEFT JOIN LATERAL (
      SELECT v.version_label, v.distributed_on, v.distribution_status FROM document_versions v WHERE ${scope} ORDER BY ${FINAL_FIRST} LIMIT 1
    ) latest ON true
    ${readerOrderOf(query, scope, language)}
    WHERE ${whereClause(where)}
    ORDER BY ${orderOf(query)}
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);

  return {
    total: rows[0]?.total ?? (query.page > 1 ? await countDocuments(db, where) : 0),
    items: rows.map(({ total: _total, ...item }) => item),
  };
}

/** A page past the end still tells how many there are. */
async function countDocuments(db: DbOrTx, where: SQL[]): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(sql`
    SELECT count(*)::int AS total FROM documents d JOIN products p ON p.id = d.product_id WHERE ${whereClause(where)}`);
  return rows[0]?.total ?? 0;
}

// ── Reading ────────────────────────────────────────────────────────────────────────────────────

/**
 * A document as `viewer` sees it, or `withdrawn` when it is kept from readers (not in use, or no version distributed):
 * then only the models it is about, which every reader sees in the catalogue anyway, so that they can be sent on.
 */
export type ReaderLookup = { withdrawn: false; document: ReaderDocument } | { withdrawn: true; models: string[] };

export async function findReaderDocument(db: DbOrTx, documentId: number, viewer: Viewer, language: LanguageCode): Promise<ReaderLookup | undefined> {
  const distributedOnly = viewer.distributedOnly ? sql`AND ${DISTRIBUTED_VERSION}` : sql``;
  const { rows } = await db.execute<ReaderDocument & { useYn: string }>(sql`
    SELECT ${documentSummary(viewer, language)}, d.use_yn AS "useYn",
      coalesce((SELECT json_agg(json_build_object(
          'id', v.id, 'versionLabel', v.version_label, 'publishType', v.publish_type, 'language', v.language, 'isFinal', v.is_final,
          'distributedOn', v.distributed_on::text, 'pageCount', v.page_count, 'ready', v.file_id IS NOT NULL,
          'changes', ${changesSummary(sql`v.id`)}) ORDER BY ${FINAL_FIRST})
        FROM document_versions v WHERE v.document_id = d.id ${distributedOnly}), '[]'::json) AS versions
    FROM ${DOCUMENT_WITH_CATALOGUE}
    WHERE d.id = ${documentId}`);
  const found = rows[0];
  if (!found) return undefined;
  if (viewer.distributedOnly && (found.useYn !== 'Y' || found.versions.length === 0)) return { withdrawn: true, models: found.models };
  const { useYn: _useYn, ...document } = found;
  // What changed is told only to whoever may read the document (what-changed.ts answers the same).
  if (!document.authorised) document.versions = document.versions.map((version) => ({ ...version, changes: null }));
  return { withdrawn: false, document };
}

/**
 * The titles by which readers can find documents (in use, with a distributed version): of `documentIds`, or
 * of all documents.
 */
export async function findableTitles(db: DbOrTx, documentIds?: number[]): Promise<{ id: number; label: string }[]> {
  if (documentIds?.length === 0) return [];
  const { rows } = await db.execute<{ id: number; label: string }>(sql`
    SELECT d.id, d.title AS label FROM documents d
    WHERE d.use_yn = 'Y' AND EXISTS (SELECT 1 FROM document_versions v WHERE v.document_id = d.id AND v.distribution_status = 'DISTRIBUTED')
      ${documentIds ? sql`AND d.id = ANY(${sql.param(documentIds)}::int[])` : sql``}
    ORDER BY d.id`);
  return rows;
}
