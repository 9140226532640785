// The SQL of reading versions' text into the tables search uses: the version to index and its status, its pages'
// or topics' text swapped in one transaction, the 'did you mean' lexicon, the heading rows, what OCR read of
// scanned pages, and the versions an older text reader read.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../platform/db/database.ts';
import { intArray } from '../../../platform/db/sql-text.ts';
import { headingVector } from '../../../platform/search-text/vectors.ts';
import type { TextKind } from '../library-views.ts';
import { documentVersions, pdfPages, searchWords, webhelpTopics } from './documents.tables.ts';

export interface VersionToIndex { id: number; fileId: string | null; sha256: string | null; publishType: 'PDF' | 'WEBHELP'; language: string }

export async function versionToIndex(db: DbOrTx, versionId: number): Promise<VersionToIndex | undefined> {
  const { rows } = await db.execute<{ id: number; file_id: string | null; sha256: string | null; publish_type: 'PDF' | 'WEBHELP'; language: string }>(sql`
    SELECT v.id, v.file_id, f.sha256, v.publish_type, v.language FROM document_versions v LEFT JOIN stored_files f ON f.id = v.file_id WHERE v.id = ${versionId}`);
  const r = rows[0];
  return r && { id: r.id, fileId: r.file_id, sha256: r.sha256, publishType: r.publish_type, language: r.language };
}

export async function setIndexStatus(db: DbOrTx, versionId: number, status: 'INDEXING' | 'FAILED', error: string | null): Promise<void> {
  await db.update(documentVersions).set({ indexStatus: status, indexError: error }).where(eq(documentVersions.id, versionId));
}

/** The version's file now, its row held until the transaction ends (undefined: the version is gone). */
export async function lockedFileOf(tx: Tx, versionId: number): Promise<string | null | undefined> {
  const { rows } = await tx.execute<{ file_id: string | null }>(sql`SELECT file_id FROM document_versions WHERE id = ${versionId} FOR UPDATE`);
  return rows[0]?.file_id;
}

export async function markIndexed(tx: Tx, versionId: number, values: Pick<typeof documentVersions.$inferInsert, 'pageCount' | 'textReader' | 'scannedPages' | 'ocrStatus' | 'ocrPages'>): Promise<void> {
  await tx.update(documentVersions).set({ indexStatus: 'INDEXED', indexError: null, ...values }).where(eq(documentVersions.id, versionId));
}

/** Marks a version read by `reader` without new text (one the reader cannot read keeps the text it has). */
export async function markReadBy(db: DbOrTx, versionId: number, reader: number): Promise<void> {
  await db.update(documentVersions).set({ textReader: reader }).where(eq(documentVersions.id, versionId));
}

/** The text OCR read from the version's scanned pages, by page number. */
export async function ocrTextOf(db: DbOrTx, versionId: number): Promise<Map<number, string>> {
  const rows = await db.select({ pageNo: pdfPages.pageNo, text: pdfPages.text }).from(pdfPages)
    .where(sql`${pdfPages.versionId} = ${versionId} AND ${pdfPages.textSource} = 'OCR'`);
  return new Map(rows.map((r) => [r.pageNo, r.text]));
}

const BATCH = 200;

/** A version's pages in place of those it had, in batches. */
export async function replacePdfPages(tx: Tx, versionId: number, pages: (Omit<typeof pdfPages.$inferInsert, 'versionId' | 'tsv'> & { tsv: SQL })[]): Promise<void> {
  await tx.delete(pdfPages).where(eq(pdfPages.versionId, versionId));
  for (let i = 0; i < pages.length; i += BATCH) await tx.insert(pdfPages).values(pages.slice(i, i + BATCH).map((page) => ({ versionId, ...page })));
}

/** A version's web-help topics in place of those it had, in batches. */
export async function replaceTopics(tx: Tx, versionId: number, topics: (Omit<typeof webhelpTopics.$inferInsert, 'versionId' | 'tsv'> & { tsv: SQL })[]): Promise<void> {
  await tx.delete(webhelpTopics).where(eq(webhelpTopics.versionId, versionId));
  for (let i = 0; i < topics.length; i += BATCH) await tx.insert(webhelpTopics).values(topics.slice(i, i + BATCH).map((topic) => ({ versionId, ...topic })));
}

/** Adds words to the 'did you mean' lexicon. */
export async function addToLexicon(tx: Tx, words: string[]): Promise<void> {
  for (let i = 0; i < words.length; i += 1000) {
    await tx.insert(searchWords).values(words.slice(i, i + 1000).map((word) => ({ word }))).onConflictDoNothing();
  }
}

/**
 * Writes the heading rows of a version's units (of every version when none is named), a row where there is a heading;
 * with `pages`, of those PDF pages alone, in place of the rows they had (OCR's text replacing a scan's).
 */
export async function copyHeadings(tx: DbOrTx, kind: TextKind, versionId?: number, pages?: number[]): Promise<void> {
  const [into, unit, from] = kind === 'pdf'
    ? [sql`pdf_page_headings (version_id, page_no, heading)`, sql`x.page_no`, sql`pdf_pages x`]
    : [sql`webhelp_topic_headings (version_id, path, heading)`, sql`x.path`, sql`webhelp_topics x`];
  const heading = headingVector(sql`x.tsv`);
  const onlyPages = pages && kind === 'pdf' ? sql`AND x.page_no = ANY(${intArray(pages)})` : sql``;
  if (pages && kind === 'pdf') await tx.execute(sql`DELETE FROM pdf_page_headings x WHERE x.version_id = ${versionId} ${onlyPages}`);
  await tx.execute(sql`INSERT INTO ${into}
    SELECT x.version_id, ${unit}, ${heading} FROM ${from}
    WHERE ${heading} <> ''::tsvector ${versionId === undefined ? sql`` : sql`AND x.version_id = ${versionId}`} ${onlyPages}`);
}

/** Indexed versions that a reader older than `reader` read, oldest first. */
export async function outdatedVersions(db: DbOrTx, reader: number, limit: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM document_versions WHERE index_status = 'INDEXED' AND text_reader < ${reader} ORDER BY id LIMIT ${limit}`);
  return rows.map((r) => r.id);
}

/** Indexed versions, and how many of them `reader` (or a newer one) has read. */
export async function textReadBy(db: DbOrTx, reader: number): Promise<{ versions: number; current: number }> {
  const { rows } = await db.execute<{ versions: number; current: number }>(sql`
    SELECT count(*)::int AS versions, count(*) FILTER (WHERE text_reader >= ${reader})::int AS current
    FROM document_versions WHERE index_status = 'INDEXED'`);
  return rows[0]!;
}

/** Whether a job of `task` is queued or running. */
export async function taskQueued(db: DbOrTx, task: string): Promise<boolean> {
  const { rows } = await db.execute<{ waiting: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM jobs WHERE task = ${task}) AS waiting`);
  return rows[0]?.waiting ?? false;
}

// ── OCR of scanned pages (ocr-task.ts): every write is of a version that still has the file OCR reads ──

export interface ScannedVersion { sha256: string; language: string; pages: { pageNo: number; text: string; scan: boolean }[] }

const stillReading = (versionId: number, fileId: string) =>
  and(eq(documentVersions.id, versionId), eq(documentVersions.fileId, fileId), eq(documentVersions.ocrStatus, 'READING'));

/** The version, if it still has this file and OCR is reading it, with its pages' texts in order. */
export async function scannedVersion(db: DbOrTx, versionId: number, fileId: string): Promise<ScannedVersion | undefined> {
  const { rows } = await db.execute<{ sha256: string; language: string }>(sql`
    SELECT f.sha256, v.language FROM document_versions v JOIN stored_files f ON f.id = v.file_id
    WHERE v.id = ${versionId} AND v.file_id = ${fileId} AND v.ocr_status = 'READING'`);
  const version = rows[0];
  if (!version) return undefined;
  const pages = await db.select({ pageNo: pdfPages.pageNo, text: pdfPages.text, source: pdfPages.textSource })
    .from(pdfPages).where(eq(pdfPages.versionId, versionId)).orderBy(pdfPages.pageNo);
  return { ...version, pages: pages.map((p) => ({ pageNo: p.pageNo, text: p.text, scan: p.source === 'SCAN' })) };
}

/** Sets the OCR status of a version OCR is still reading with this file. */
export async function setOcrStatusWhileReading(db: DbOrTx, versionId: number, fileId: string, status: 'OFF' | 'NO_LANGUAGE_DATA' | 'FAILED'): Promise<void> {
  await db.update(documentVersions).set({ ocrStatus: status }).where(stillReading(versionId, fileId));
}

/** Holds the version until the transaction ends, if OCR is still reading it with this file. */
export async function lockWhileReading(tx: Tx, versionId: number, fileId: string): Promise<boolean> {
  const [locked] = await tx.select({ id: documentVersions.id }).from(documentVersions).where(stillReading(versionId, fileId)).for('update');
  return locked !== undefined;
}

/** A page's text as OCR read it, and the version's count of such pages. */
export async function saveOcrPage(tx: Tx, versionId: number, pageNo: number, page: { text: string; tsv: SQL }): Promise<void> {
  await tx.update(pdfPages).set({ ...page, textSource: 'OCR' }).where(and(eq(pdfPages.versionId, versionId), eq(pdfPages.pageNo, pageNo)));
  await copyHeadings(tx, 'pdf', versionId, [pageNo]);
  await tx.update(documentVersions).set({ ocrPages: sql`(SELECT count(*) FROM pdf_pages WHERE version_id = ${versionId} AND text_source = 'OCR' AND text <> '')` })
    .where(eq(documentVersions.id, versionId));
}

export async function markOcrDone(tx: Tx, versionId: number): Promise<void> {
  await tx.update(documentVersions).set({ ocrStatus: 'DONE' }).where(eq(documentVersions.id, versionId));
}
