// The background job that reads a version's file after upload: the text of every PDF page, or every
// topic of a web-help bundle, into the tables search uses; the page count; and the status people see.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { documentVersions, pdfPages, searchWords, webhelpTopics } from './documents.tables.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { defineTask, enqueue, type TaskDefinition } from '../../../platform/jobs/job-queue.ts';
import { ocrLanguageData } from '../../../platform/pdf/ocr.ts';
import { readPdfPages, type PdfPages } from '../../../platform/pdf/pdf-text.ts';
import { PdfOpenError } from '../../../platform/pdf/pdfium.ts';
import { lexiconWords, searchVector } from '../../../platform/search-text/vectors.ts';
import { copyHeadings, pageHeadings } from './headings.ts';
import { ocrTask, type OcrSettings } from './ocr-task.ts';
import { createStampPlans } from './stamp-plans.ts';

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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const codePoint = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(codePoint) && codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function htmlToText(html: string): { title: string; text: string } {
  const rawTitle = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? '';
  const body = html
    .replace(/<(script|style|noscript|template)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<head[^>]*>[\s\S]*?<\/head>/i, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr|\/td|\/th)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, ' ');
  const clean = (s: string) => decodeEntities(s).replace(/[ \t\u00a0]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
  return { title: clean(rawTitle.replace(/<[^>]+>/g, ' ')), text: clean(body) };
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
  for (const match of entryHtml.matchAll(/href\s*=\s*["']([^"'#?]+)/gi)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(entry), decodeEntities(match[1]!)));
    if (htmlFiles.has(target) && !linked.includes(target) && target !== entry) linked.push(target);
  }
  const order = [entry, ...linked, ...[...htmlFiles].filter((f) => f !== entry && !linked.includes(f)).sort()];
  const topics = await Promise.all(order.map(async (p) => {
    const { title, text } = htmlToText(await readFile(path.join(root, p), 'utf8'));
    return { path: p, title: title || path.posix.basename(p), text };
  }));
  return { entry, topics };
}

/** A topic is found by its title as well as its text; the vector and the highlights both read this. */
export const topicSearchText = (topic: { title: string; text: string }) => `${topic.title}\n${topic.text}`;

interface VersionToIndex { id: number; fileId: string | null; sha256: string | null; publishType: 'PDF' | 'WEBHELP'; language: string }

async function loadVersion(db: Db, versionId: number): Promise<VersionToIndex | undefined> {
  const { rows } = await db.execute<{ id: number; file_id: string | null; sha256: string | null; publish_type: 'PDF' | 'WEBHELP'; language: string }>(sql`
    SELECT v.id, v.file_id, f.sha256, v.publish_type, v.language FROM document_versions v LEFT JOIN stored_files f ON f.id = v.file_id WHERE v.id = ${versionId}`);
  const r = rows[0];
  return r && { id: r.id, fileId: r.file_id, sha256: r.sha256, publishType: r.publish_type, language: r.language };
}

/** Adds the words of a version's text to the 'did you mean' lexicon (not OCR's, which may be misread: ocr-task.ts). */
async function addToLexicon(tx: Tx, texts: string[]): Promise<void> {
  const words = [...new Set(texts.flatMap(lexiconWords))];
  for (let i = 0; i < words.length; i += 1000) {
    await tx.insert(searchWords).values(words.slice(i, i + 1000).map((word) => ({ word }))).onConflictDoNothing();
  }
}

const BATCH = 200;

/** Indexes a version's file; added again with each new file (same key), so only the newest is read. */
export const indexTask = defineTask({
  name: INDEX_TASK,
  payload: z.object({ versionId: z.number().int() }),
  jobKey: ({ versionId }) => `index-version:${versionId}`,
  work: indexing,
});

/** What becomes of a version's scanned pages: OCR, or the reason there is none. */
function ocrStatusFor(language: string, ocr: OcrSettings): 'OFF' | 'NO_LANGUAGE_DATA' | 'READING' {
  if (!ocr.enabled) return 'OFF';
  return ocrLanguageData(language, ocr.languageDataDir) ? 'READING' : 'NO_LANGUAGE_DATA';
}

function indexing({ db, storage, ocr }: { db: Db; storage: FileStorage; ocr: OcrSettings }): TaskDefinition<{ versionId: number }> {
  const stampPlans = createStampPlans(storage);
  const setStatus = (versionId: number, status: 'INDEXING' | 'FAILED', error: string | null = null) =>
    db.update(documentVersions).set({ indexStatus: status, indexError: error }).where(eq(documentVersions.id, versionId));

  /**
   * Swaps a version's text for the new one and marks it indexed, in one transaction — unless a newer file
   * replaced the one just read, whose own job will index it.
   */
  const replaceText = (version: VersionToIndex, count: number, write: (tx: Tx) => Promise<void>, scans?: Pick<typeof documentVersions.$inferInsert, 'scannedPages' | 'ocrStatus'>) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ file_id: string }>(sql`SELECT file_id FROM document_versions WHERE id = ${version.id} FOR UPDATE`);
      if (rows[0]?.file_id !== version.fileId) return;
      await write(tx);
      await tx.update(documentVersions).set({ indexStatus: 'INDEXED', indexError: null, pageCount: count, ocrPages: 0, ...scans }).where(eq(documentVersions.id, version.id));
    });

  return {
    maxAttempts: 5,
    async run({ versionId }, { signal }) {
      const version = await loadVersion(db, versionId);
      if (!version?.fileId || !version.sha256) return; // deleted, or its file went away meanwhile
      const { fileId } = version;
      await setStatus(versionId, 'INDEXING');
      try {
        if (version.publishType === 'PDF') {
          // The part of every reader's watermarked copy that is the same for all, so the first reader waits for
          // their own part alone (milliseconds, not a parse of the whole file): made in a PDF helper of its own
          // while the text is read, and done before the version shows as indexed. A failure to read the text
          // comes first (it is final); one to make the plan is retried with the job.
          const planning = stampPlans.planFor(version.sha256).then(() => undefined, (error: unknown) => ({ error }));
          const { pages, scans } = await extractPdfPages(storage.blobPath(version.sha256), signal);
          const planned = await planning;
          if (planned) throw planned.error;
          const headings = pageHeadings(pages);
          const scanned = new Set(scans);
          const ocrStatus = scans.length ? ocrStatusFor(version.language, ocr) : null;
          await replaceText(version, pages.length, async (tx) => {
            await tx.delete(pdfPages).where(eq(pdfPages.versionId, versionId));
            for (let i = 0; i < pages.length; i += BATCH) {
              await tx.insert(pdfPages).values(pages.slice(i, i + BATCH).map((text, j) => ({
                versionId, pageNo: i + j + 1, text, textSource: scanned.has(i + j) ? 'SCAN' as const : 'TEXT' as const,
                tsv: searchVector(version.language, text, headings[i + j]),
              })));
            }
            await copyHeadings(tx, 'pdf', versionId);
            await addToLexicon(tx, pages);
            // OCR comes after, in jobs of its own (ocr-task.ts), once this text is committed: a scan takes seconds a
            // page where text takes a millisecond, so the version is searchable by its text at once, and a failure of
            // OCR never loses it.
            if (ocrStatus === 'READING') await enqueue(tx, ocrTask, { versionId, fileId, fromPage: scans[0]! + 1 });
          }, { scannedPages: scans.length, ocrStatus });
        } else {
          const { topics } = await webHelpTopics(storage.webhelpDir(version.sha256));
          await replaceText(version, topics.length, async (tx) => {
            await tx.delete(webhelpTopics).where(eq(webhelpTopics.versionId, versionId));
            for (let i = 0; i < topics.length; i += BATCH) {
              await tx.insert(webhelpTopics).values(topics.slice(i, i + BATCH).map((t, j) => ({
                versionId, path: t.path, title: t.title, text: t.text, sortOrder: i + j + 1, tsv: searchVector(version.language, topicSearchText(t), t.title),
              })));
            }
            await copyHeadings(tx, 'webhelp', versionId);
            await addToLexicon(tx, topics.map(topicSearchText));
          });
        }
      } catch (error) {
        if (error instanceof PermanentIndexError) {
          await setStatus(versionId, 'FAILED', error.message);
          return;
        }
        throw error;
      }
    },
    async onGiveUp({ versionId }, error) {
      await setStatus(versionId, 'FAILED', error.message.slice(0, 1000));
    },
  };
}
