// The background job that reads a version's file after upload: the text of every PDF page, or every
// topic of a web-help bundle, into the tables search uses; the page count; and the status people see.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Db, Tx } from '../../../platform/db/database.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { addJob, defineTask, enqueue, type TaskDefinition } from '../../../platform/jobs/job-queue.ts';
import { linkTargetsOf, textOf, titleOf } from '../../../platform/html/html-text.ts';
import { readPdfPages, type PdfPages } from '../../../platform/pdf/pdf-text.ts';
import { PdfOpenError } from '../../../platform/pdf/pdfium.ts';
import { lexiconWords, searchVector } from '../../../platform/search-text/vectors.ts';
import { compareTask } from '../comparison/compare-task.ts';
import { pageHeadings } from './headings.ts';
import {
  addToLexicon, copyHeadings, lockedFileOf, markIndexed, markReadBy, ocrTextOf, outdatedVersions, replacePdfPages, replaceTopics, setIndexStatus,
  taskQueued, textReadBy, versionToIndex, type VersionToIndex,
} from './indexing.repo.ts';
import { ocrDataFor, ocrTask, type OcrSettings } from './ocr-task.ts';
import { createStampPlans } from '../reading/stamp-plans.ts';

export const INDEX_TASK = 'index-version';

/** A failure that retrying cannot mend (a damaged file): recorded at once, not retried. */
class PermanentIndexError extends Error {}

/** Text per page and the scans among them, read by PDFium in PDF helper processes (platform/pdf/pdf-text.ts); a file it cannot open fails for good. */
export async function extractPdfPages(file: string, signal?: AbortSignal): Promise<PdfPages> {
  try {
    return await readPdfPages({ file }, signal);
  } catch (error) {
    if (error instanceof PdfOpenError) throw new PermanentIndexError(error.message);
    throw error;
  }
}

/** Every regular file of an unpacked bundle, as relative posix paths. */
export async function listBundleFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

const isHtml = (p: string) => /\.x?html?$/i.test(p);

/** The page a bundle opens on: index.html at the top if there is one, else the shallowest HTML file. */
export function entryOf(files: string[]): string {
  const html = files.filter(isHtml).sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  return html.find((f) => /^index\.html?$/i.test(f)) ?? html[0]!;
}

/** Topics in reading order: as the entry page links them, then the rest by path. */
export async function webHelpTopics(root: string): Promise<{ entry: string; topics: { path: string; title: string; text: string }[] }> {
  const files = await listBundleFiles(root);
  const entry = entryOf(files);
  const htmlFiles = new Set(files.filter(isHtml));
  const entryHtml = await readFile(path.join(root, entry), 'utf8');
  const linked: string[] = [];
  for (const href of linkTargetsOf(entryHtml)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(entry), href));
    if (htmlFiles.has(target) && !linked.includes(target) && target !== entry) linked.push(target);
  }
  const order = [entry, ...linked, ...[...htmlFiles].filter((f) => f !== entry && !linked.includes(f)).sort()];
  const topics = await Promise.all(order.map(async (p) => {
    const html = await readFile(path.join(root, p), 'utf8');
    return { path: p, title: titleOf(html) || path.posix.basename(p), text: textOf(html, { blockBreaks: true }) };
  }));
  return { entry, topics };
}

/** A topic is found by its title as well as its text; the vector and the highlights both read this. */
export const topicSearchText = (topic: { title: string; text: string }) => `${topic.title}\n${topic.text}`;


/**
 * The reader of versions' text. A version read by an older one is read again in the background (rereadLibraryTask),
 * so the whole library gains from a better reader, not only what is uploaded after it.
 *   1. PDFium's objects with /ActualText spans; web help by regular expressions (before 2026-11-29).
 *   2. Page text mended (platform/pdf/page-text-repair.ts: look-alike letters, hyphens at line ends, ligatures,
 *      footnote marks); tokens fold look-alikes; web help read by an HTML parser.
 */
export const TEXT_READER = 2;

/** Indexes a version's file; added again with each new file (same key), so only the newest is read. */
export const indexTask = defineTask({
  name: INDEX_TASK,
  payload: z.object({ versionId: z.number().int() }),
  jobKey: ({ versionId }) => `index-version:${versionId}`,
  work: (deps: IndexerDeps): TaskDefinition<{ versionId: number }> => {
    const indexer = createIndexer(deps);
    return {
      maxAttempts: 5,
      run: ({ versionId }, { signal }) => indexer.index(versionId, signal),
      onGiveUp: ({ versionId }, error) => indexer.failed(versionId, error.message.slice(0, 1000)),
    };
  },
});

const REREAD_TASK = 'reread-library';
/** Versions read again per job: other jobs (a new upload's indexing) run between two batches. */
const REREAD_BATCH = 4;

/** Indexed versions, and how many of them the current reader has read. */
export const textReading = (db: Db): Promise<{ versions: number; current: number }> => textReadBy(db, TEXT_READER);

/**
 * At start: if some version was read by an older reader and no reading of the library is under way, one begins.
 * (Two instances starting together may both begin one; they read the same versions, which is harmless.)
 */
export async function scheduleLibraryReread(db: Db): Promise<void> {
  if ((await taskQueued(db, REREAD_TASK)) || (await outdatedVersions(db, TEXT_READER, 1)).length === 0) return;
  await addJob(db, REREAD_TASK, {}, { maxAttempts: 3 });
}

/**
 * Reads a few outdated versions again, then hands the rest to a job of its own (a job cannot add one with its own
 * key while it runs). Readers keep the old text until the new one replaces it in one transaction, and the
 * version's status stays as it is: a web-help version being read again is served all the while.
 */
export const rereadLibraryTask = defineTask({
  name: REREAD_TASK,
  payload: z.object({}),
  work: (deps: IndexerDeps): TaskDefinition<Record<string, never>> => {
    const indexer = createIndexer(deps);
    return {
      maxAttempts: 3,
      async run(_, { signal }) {
        const versions = await outdatedVersions(deps.db, TEXT_READER, REREAD_BATCH);
        for (const versionId of versions) {
          signal.throwIfAborted();
          await indexer.reread(versionId, signal);
        }
        if (versions.length === REREAD_BATCH) await addJob(deps.db, REREAD_TASK, {}, { maxAttempts: 3 });
      },
    };
  },
});

interface IndexerDeps { db: Db; storage: FileStorage; ocr: OcrSettings }

/** What becomes of a version's scanned pages: OCR, or the reason there is none. */
function ocrStatusFor(language: string, ocr: OcrSettings): 'OFF' | 'NO_LANGUAGE_DATA' | 'READING' {
  const reading = ocrDataFor(language, ocr);
  return 'status' in reading ? reading.status : 'READING';
}

function createIndexer({ db, storage, ocr }: IndexerDeps) {
  const stampPlans = createStampPlans(storage);
  const setStatus = (versionId: number, status: 'INDEXING' | 'FAILED', error: string | null = null) => setIndexStatus(db, versionId, status, error);
  /** Adds the words of a version's text to the 'did you mean' lexicon (not OCR's, which may be misread: ocr-task.ts). */
  const addWords = (tx: Tx, texts: string[]) => addToLexicon(tx, [...new Set(texts.flatMap(lexiconWords))]);

  /**
   * Swaps a version's text for the new one and marks it indexed by this reader, in one transaction — unless a
   * newer file replaced the one just read, whose own job will index it.
   */
  const replaceText = (version: VersionToIndex, count: number, write: (tx: Tx) => Promise<void>, scans?: Omit<Parameters<typeof markIndexed>[2], 'pageCount' | 'textReader'>) =>
    db.transaction(async (tx) => {
      if ((await lockedFileOf(tx, version.id)) !== version.fileId) return;
      await write(tx);
      await markIndexed(tx, version.id, { pageCount: count, textReader: TEXT_READER, ...scans });
      // What changed against the version readers had before, from the text just committed.
      await enqueue(tx, compareTask, { versionId: version.id });
    });

  /**
   * The text OCR read from the version's scanned pages, by page number: a version read again keeps it (the same file
   * has the same scans, and OCR is seconds a page), where a new file is read by OCR anew.
   */
  const keptOcrText = (versionId: number) => ocrTextOf(db, versionId);

  /** Reads the version's file into the tables search uses; `again` for a version read before (see keptOcrText). */
  async function readText(version: VersionToIndex, signal: AbortSignal, again = false): Promise<void> {
    const versionId = version.id;
    if (version.publishType === 'PDF') {
      const { pages, scans } = await extractPdfPages(storage.blobPath(version.sha256!), signal);
      const scanned = new Set(scans);
      const kept = again ? await keptOcrText(versionId) : new Map<number, string>();
      const texts = pages.map((text, i) => (scanned.has(i) ? kept.get(i + 1) ?? text : text));
      const headings = pageHeadings(texts);
      // Scans OCR has not read (all of a new file's) are read after this text is committed; those it read stay.
      const unread = scans.filter((i) => !kept.has(i + 1));
      const ocrStatus = unread.length ? ocrStatusFor(version.language, ocr) : scans.length ? undefined : null;
      await replaceText(version, pages.length, async (tx) => {
        await replacePdfPages(tx, versionId, texts.map((text, page) => {
          const textSource = !scanned.has(page) ? 'TEXT' as const : kept.has(page + 1) ? 'OCR' as const : 'SCAN' as const;
          return { pageNo: page + 1, text, textSource, tsv: searchVector(version.language, text, headings[page]) };
        }));
        await copyHeadings(tx, 'pdf', versionId);
        await addWords(tx, pages);
        // OCR comes after, in jobs of its own (ocr-task.ts), once this text is committed: a scan takes seconds a
        // page where text takes a millisecond, so the version is searchable by its text at once, and a failure of
        // OCR never loses it.
        if (ocrStatus === 'READING') await enqueue(tx, ocrTask, { versionId, fileId: version.fileId!, fromPage: unread[0]! + 1 });
      }, { scannedPages: scans.length, ocrPages: [...kept.values()].filter(Boolean).length, ...(ocrStatus === undefined ? {} : { ocrStatus }) });
    } else {
      const { topics } = await webHelpTopics(storage.webhelpDir(version.sha256!));
      await replaceText(version, topics.length, async (tx) => {
        await replaceTopics(tx, versionId, topics.map((t, i) => ({
          path: t.path, title: t.title, text: t.text, sortOrder: i + 1, tsv: searchVector(version.language, topicSearchText(t), t.title),
        })));
        await copyHeadings(tx, 'webhelp', versionId);
        await addWords(tx, topics.map(topicSearchText));
      });
    }
  }

  return {
    async index(versionId: number, signal: AbortSignal): Promise<void> {
      const version = await versionToIndex(db, versionId);
      if (!version?.fileId || !version.sha256) return; // deleted, or its file went away meanwhile
      await setStatus(versionId, 'INDEXING');
      try {
        // The part of every reader's watermarked copy that is the same for all, so the first reader waits for
        // their own part alone (milliseconds, not a parse of the whole file): made in a PDF helper of its own
        // while the text is read, and done before the version shows as indexed. A failure to read the text
        // comes first (it is final); one to make the plan is retried with the job.
        const planning = version.publishType === 'PDF' ? stampPlans.planFor(version.sha256).then(() => undefined, (error: unknown) => ({ error })) : undefined;
        await readText(version, signal);
        const planned = await planning;
        if (planned) throw planned.error;
      } catch (error) {
        if (error instanceof PermanentIndexError) {
          await setStatus(versionId, 'FAILED', error.message);
          return;
        }
        throw error;
      }
    },

    /** Reads an indexed version again with this reader; one it cannot read keeps the text it has. */
    async reread(versionId: number, signal: AbortSignal): Promise<void> {
      const version = await versionToIndex(db, versionId);
      if (!version?.fileId || !version.sha256) return;
      try {
        await readText(version, signal, true);
      } catch (error) {
        if (!(error instanceof PermanentIndexError)) throw error;
        await markReadBy(db, versionId, TEXT_READER);
      }
    },

    failed: (versionId: number, message: string) => setStatus(versionId, 'FAILED', message).then(() => undefined),
  };
}
