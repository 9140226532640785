// OCR of a PDF version's scanned pages (pdf_pages rows whose text_source is 'SCAN'), after indexing has committed the
// version's text: a background job that reads a few pages per run in a PDF helper process (platform/pdf/ocr.ts) and
// saves each page as it is read, then queues its next run behind the jobs already waiting.
//
// Why a task of its own after the text, and not a step of indexing: a page of text takes a millisecond, a scanned
// page seconds. Indexed first, the version is searchable by its text at once; OCR that fails (a page Tesseract chokes
// on, a helper killed) fails this job alone and loses neither the text nor the pages already read; and a 300-page scan
// holds the job worker for one short run at a time, so mail and other uploads are not kept waiting for an hour.
import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { defineTask, enqueue, type TaskDefinition } from '../../../platform/jobs/job-queue.ts';
import { ocrLanguageData, ocrPage, type OcrLanguageData } from '../../../platform/pdf/ocr.ts';
import { searchVector } from '../../../platform/search-text/vectors.ts';
import { compareTask } from '../comparison/compare-task.ts';
import { pageHeadings } from './headings.ts';
import { lockWhileReading, markOcrDone, saveOcrPage, scannedVersion, setOcrStatusWhileReading } from './indexing.repo.ts';

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

/** The OCR data for a version's language, or why its scanned pages are not read: switched off, or no data for it. */
export function ocrDataFor(language: string, ocr: OcrSettings): { data: OcrLanguageData } | { status: 'OFF' | 'NO_LANGUAGE_DATA' } {
  if (!ocr.enabled) return { status: 'OFF' };
  const data = ocrLanguageData(language, ocr.languageDataDir);
  return data ? { data } : { status: 'NO_LANGUAGE_DATA' };
}

function ocrWork({ db, storage, ocr }: { db: Db; storage: FileStorage; ocr: OcrSettings }): TaskDefinition<{ versionId: number; fileId: string; fromPage: number }> {
  return {
    maxAttempts: 3,
    async run({ versionId, fileId, fromPage }, { signal }) {
      const version = await scannedVersion(db, versionId, fileId);
      if (!version) return; // a newer file, a deleted version, or OCR over
      const reading = ocrDataFor(version.language, ocr);
      if ('status' in reading) {
        // Switched off or the data taken away since the version was indexed (this instance's settings decide).
        await setOcrStatusWhileReading(db, versionId, fileId, reading.status);
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
          if (!(await lockWhileReading(tx, versionId, fileId))) return false;
          // Not added to 'did you mean': it offers words as they are printed, and OCR may have misread them.
          await saveOcrPage(tx, versionId, page.pageNo, { text, tsv: searchVector(version.language, text, heading) });
          return true;
        });
        if (!saved) return;
        read += 1;
      }
      const next = waiting[read];
      await db.transaction(async (tx) => {
        if (!(await lockWhileReading(tx, versionId, fileId))) return;
        if (next) await enqueue(tx, ocrTask, { versionId, fileId, fromPage: next.pageNo });
        else {
          await markOcrDone(tx, versionId);
          // The scans' words are text now: what changed is compared again with them.
          await enqueue(tx, compareTask, { versionId });
        }
      });
    },
    async onGiveUp({ versionId, fileId }) {
      await setOcrStatusWhileReading(db, versionId, fileId, 'FAILED');
    },
  };
}
