// OCR of a PDF version's scanned pages (pdf_pages rows whose text_source is 'SCAN'), after indexing has committed the
// version's text: a background job that reads a few pages per run in a PDF helper process (platform/pdf/ocr.ts) and
// saves each page as it is read, then queues its next run behind the jobs already waiting.
//
// Why a task of its own after the text, and not a step of indexing: a page of text takes a millisecond, a scanned
// page seconds. Indexed first, the version is searchable by its text at once; OCR that fails (a page Tesseract chokes
// on, a helper killed) fails this job alone and loses neither the text nor the pages already read; and a 300-page scan
// holds the job worker for one short run at a time, so mail and other uploads are not kept waiting for an hour.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { defineTask, enqueue, type TaskDefinition } from '../../../platform/jobs/job-queue.ts';
import { ocrLanguageData, ocrPage, type OcrLanguageData } from '../../../platform/pdf/ocr.ts';
import { searchVector } from '../../../platform/search-text/vectors.ts';
import { compareTask } from '../comparison/compare-task.ts';
import { documentVersions, pdfPages } from './documents.tables.ts';
import { copyHeadings, pageHeadings } from './headings.ts';

const OCR_TASK = 'ocr-scanned-pages';

export interface OcrSettings {
  /** OCR_ENABLED */
  readonly enabled: boolean;
  /** OCR_LANGUAGE_DATA_DIR: trained data for the languages npm does not bring. */
  readonly languageDataDir: string;
}

/**
 * A run reads at most this many pages, and starts no page after this many seconds: then it queues the next run behind
 * the jobs already waiting (a page takes 2.5–4 s on one core: docs/performance.md, "Scanned pages and OCR").
 */
const PAGES_PER_RUN = 8;
const SECONDS_PER_RUN = 20;
/** A page Tesseract has not read by then is abandoned (its helper killed) and the run fails, to be tried again. */
const PAGE_TIMEOUT_MS = 120_000;

/** Reads the scanned pages of a version from page `fromPage` on; the file is named so that a newer file's text is never overwritten. */
export const ocrTask = defineTask({
  name: OCR_TASK,
  payload: z.object({ versionId: z.number().int(), fileId: z.string(), fromPage: z.number().int().min(1) }),
  jobKey: ({ versionId, fileId, fromPage }) => `${OCR_TASK}:${versionId}:${fileId}:${fromPage}`,
  work: ocrWork,
});

interface ScannedVersion { sha256: string; language: string; pages: { pageNo: number; text: string; scan: boolean }[] }

/** The version, if it still has this file and OCR is reading it, with its pages' texts in order. */
async function loadScannedVersion(db: Db, versionId: number, fileId: string): Promise<ScannedVersion | undefined> {
  const { rows } = await db.execute<{ sha256: string; language: string }>(sql`
    SELECT f.sha256, v.language FROM document_versions v JOIN stored_files f ON f.id = v.file_id
    WHERE v.id = ${versionId} AND v.file_id = ${fileId} AND v.ocr_status = 'READING'`);
  const version = rows[0];
  if (!version) return undefined;
  const pages = await db.select({ pageNo: pdfPages.pageNo, text: pdfPages.text, source: pdfPages.textSource })
    .from(pdfPages).where(eq(pdfPages.versionId, versionId)).orderBy(pdfPages.pageNo);
  return { ...version, pages: pages.map((p) => ({ pageNo: p.pageNo, text: p.text, scan: p.source === 'SCAN' })) };
}

/** The OCR data for a version's language, or why its scanned pages are not read: switched off, or no data for it. */
export function ocrDataFor(language: string, ocr: OcrSettings): { data: OcrLanguageData } | { status: 'OFF' | 'NO_LANGUAGE_DATA' } {
  if (!ocr.enabled) return { status: 'OFF' };
  const data = ocrLanguageData(language, ocr.languageDataDir);
  return data ? { data } : { status: 'NO_LANGUAGE_DATA' };
}

function ocrWork({ db, storage, ocr }: { db: Db; storage: FileStorage; ocr: OcrSettings }): TaskDefinition<{ versionId: number; fileId: string; fromPage: number }> {
  const stillReading = (versionId: number, fileId: string) =>
    and(eq(documentVersions.id, versionId), eq(documentVersions.fileId, fileId), eq(documentVersions.ocrStatus, 'READING'));

  return {
    maxAttempts: 3,
    async run({ versionId, fileId, fromPage }, { signal }) {
      const version = await loadScannedVersion(db, versionId, fileId);
      if (!version) return; // a newer file, a deleted version, or OCR over
      const reading = ocrDataFor(version.language, ocr);
      if ('status' in reading) {
        // Switched off or the data taken away since the version was indexed (this instance's settings decide).
        await db.update(documentVersions).set({ ocrStatus: reading.status }).where(stillReading(versionId, fileId));
        return;
      }
      const language = reading.data;
      const file = { file: storage.blobPath(version.sha256) };
      const texts = version.pages.map((p) => p.text);
      const waiting = version.pages.filter((p) => p.scan && p.pageNo >= fromPage);
      const started = Date.now();
      let read = 0;
      for (const page of waiting) {
        if (read === PAGES_PER_RUN || (read > 0 && Date.now() - started > SECONDS_PER_RUN * 1000)) break;
        const found = await ocrPage(file, page.pageNo - 1, language, AbortSignal.any([signal, AbortSignal.timeout(PAGE_TIMEOUT_MS)]));
        // What OCR found stands for the page (a page number stamped on the scan is read with the rest); when it found
        // nothing, the page keeps what little text it had.
        const text = found || page.text;
        texts[page.pageNo - 1] = text;
        // The page's heading among the pages as they now read (the running header of a scanned manual is known once
        // OCR has read a few of its pages).
        const heading = pageHeadings(texts)[page.pageNo - 1];
        const saved = await db.transaction(async (tx) => {
          const [locked] = await tx.select({ id: documentVersions.id }).from(documentVersions).where(stillReading(versionId, fileId)).for('update');
          if (!locked) return false;
          await tx.update(pdfPages).set({ text, textSource: 'OCR', tsv: searchVector(version.language, text, heading) })
            .where(and(eq(pdfPages.versionId, versionId), eq(pdfPages.pageNo, page.pageNo)));
          await copyHeadings(tx, 'pdf', versionId, [page.pageNo]);
          // Not added to 'did you mean': it offers words as they are printed, and OCR may have misread them.
          await tx.update(documentVersions).set({ ocrPages: sql`(SELECT count(*) FROM pdf_pages WHERE version_id = ${versionId} AND text_source = 'OCR' AND text <> '')` })
            .where(eq(documentVersions.id, versionId));
          return true;
        });
        if (!saved) return;
        read += 1;
      }
      const next = waiting[read];
      await db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: documentVersions.id }).from(documentVersions).where(stillReading(versionId, fileId)).for('update');
        if (!locked) return;
        if (next) await enqueue(tx, ocrTask, { versionId, fileId, fromPage: next.pageNo });
        else {
          await tx.update(documentVersions).set({ ocrStatus: 'DONE' }).where(eq(documentVersions.id, versionId));
          // The scans' words are text now: what changed is compared again with them.
          await enqueue(tx, compareTask, { versionId });
        }
      });
    },
    async onGiveUp({ versionId, fileId }) {
      await db.update(documentVersions).set({ ocrStatus: 'FAILED' }).where(stillReading(versionId, fileId));
    },
  };
}
