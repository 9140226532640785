// PDF text extraction, side by side in one run: GSIS's in-process reader (PDFium in WebAssembly, with its own
// handling of /ActualText spans) and poppler's pdftotext where it is installed (the extractor GSIS used to need).
// Per language: characters right against the text the PDF was made from (a generated corpus in all 13
// languages), agreement with pdftotext on the Chromium-made demo library, and pages per second; on PDFs that
// nobody here made (server/test/real-pdfs: pdfTeX, xdvipdfmx, LuaTeX, LibreOffice, FPDF, 2003–2023), agreement
// with pdftotext's text kept beside them, PDFium's text as it comes and as GSIS mends it (page-text-repair.ts);
// then OCR of scanned pages (Tesseract in WebAssembly, in a PDF helper): seconds per page and words read right.
// Usage: npm run bench:pdf-text
import { execFile } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ocrLanguageData, ocrPage } from '../server/src/platform/pdf/ocr.ts';
import { repairPageTexts } from '../server/src/platform/pdf/page-text-repair.ts';
import { extractPdfText, readPageRange, readPdfPages } from '../server/src/platform/pdf/pdf-text.ts';
import { agreement, agreementByLanguage, clusters, realPdfFile } from '../server/test/real-pdfs/corpus.ts';
import { makeScannedPdf } from '../server/test/scanned-pdf.ts';
import { CORPUS } from '../server/test/search-corpus.ts';
import { makeScriptPdf } from '../server/test/script-pdf.ts';

const run = promisify(execFile);
const DEMO = path.resolve(import.meta.dirname, '../server/demo-content');

async function pdftotext(bytes: Uint8Array): Promise<string[] | undefined> {
  const child = run('pdftotext', ['-enc', 'UTF-8', '-', '-'], { maxBuffer: 1 << 28, encoding: 'utf8' });
  child.child.stdin?.end(bytes);
  try {
    const pages = (await child).stdout.split('\f');
    if (pages.length > 1 && pages.at(-1)!.trim() === '') pages.pop();
    return pages.map((page) => page.normalize('NFC'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Levenshtein distance over grapheme clusters (two rows; pages are short). */
function distance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** Share of the reference's clusters right, in order, white space aside. */
function charactersRight(reference: readonly string[], pages: readonly string[]): number {
  let total = 0;
  let wrong = 0;
  reference.forEach((text, i) => {
    const want = clusters(text);
    total += want.length;
    wrong += distance(want, clusters(pages[i] ?? ''));
  });
  return Math.max(0, 1 - wrong / total);
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

const pct = (share: number | undefined) => (share === undefined ? '—' : `${(share * 100).toFixed(1)} %`);

console.log('\nGenerated corpus (subset Noto faces; Thai and Burmese clusters in /ActualText spans): characters right');
console.log('language   GSIS       pdftotext');
for (const entry of CORPUS) {
  const text = entry.topics.map((topic) => `${topic.title}\n${topic.body}`);
  const pdf = await makeScriptPdf(entry.language, entry.topics.map((topic) => [topic.title, topic.body]));
  const ours = await extractPdfText(pdf);
  const poppler = await pdftotext(pdf);
  console.log(`${entry.language.padEnd(10)} ${pct(charactersRight(text, ours)).padEnd(10)} ${pct(poppler && charactersRight(text, poppler))}`);
}

console.log('\nDemo library (Chromium print-to-PDF): agreement with pdftotext, and time');
console.log('file                                 pages  characters  words     GSIS ms  pdftotext ms');
const words = (text: string) => text.split(/\s+/u).filter(Boolean);
const files = (await readdir(DEMO)).filter((file) => file.endsWith('.pdf')).sort();
for (const file of files) {
  const bytes = await readFile(path.join(DEMO, file));
  await extractPdfText(bytes); // the engine loaded and the file's pages warm, for both
  const ours = await timed(() => extractPdfText(bytes));
  const poppler = await timed(() => pdftotext(bytes));
  const reference = poppler.value;
  console.log(
    `${file.padEnd(36)} ${String(ours.value.length).padStart(5)}  ${pct(reference && agreement(reference, ours.value, clusters)).padStart(10)}  ${pct(reference && agreement(reference, ours.value, words)).padStart(7)}`
      + `  ${ours.ms.toFixed(0).padStart(8)}  ${reference ? poppler.ms.toFixed(0).padStart(12) : '—'.padStart(12)}`,
  );
}

console.log('\nReal PDFs made elsewhere (server/test/real-pdfs): agreement with pdftotext, PDFium as it reads and as GSIS mends it');
console.log('language  files  pages  words raw  words GSIS  characters raw  characters GSIS');
const raw = await agreementByLanguage(async (pdf) => (await readPageRange(await readFile(realPdfFile(pdf)), 0, undefined)).pages);
const mended = await agreementByLanguage(async (pdf) => extractPdfText({ file: realPdfFile(pdf) }));
for (const [i, row] of mended.entries()) {
  const before = raw[i]!;
  console.log(`${row.language.padEnd(9)} ${String(row.files).padStart(5)}  ${String(row.pages).padStart(5)}  ${pct(before.words).padStart(9)}  ${pct(row.words).padStart(10)}  ${pct(before.characters).padStart(14)}  ${pct(row.characters).padStart(15)}`);
}

// What the mending costs on the longest manual, against reading it (the same pages, read in this process).
const longest = await readFile(path.join(DEMO, 'dx225lca-service-manual-en.pdf'));
const read = await timed(async () => (await readPageRange(longest, 0, undefined)).pages);
repairPageTexts(read.value);
const mend = await timed(async () => repairPageTexts(read.value));
console.log(`\nThe 320-page manual read in one process: ${read.ms.toFixed(0)} ms; mended: ${mend.ms.toFixed(1)} ms (${((100 * mend.ms) / read.ms).toFixed(1)} % more)`);

// A manual's page of 36 lines of 14 pt text, scanned at 200 dpi; OCR draws it again at 300 dpi.
const SCAN_LINES = Array.from({ length: 36 }, (_, i) => `Step ${i + 1}: check the coolant level and the hydraulic filter.`);
const SCANNED_PAGES = 4;
console.log(`\nScanned pages (a page of ${SCAN_LINES.length} lines rasterised at 200 dpi), English data from npm`);
const scan = await makeScannedPdf(Array.from({ length: SCANNED_PAGES }, () => ({ scan: SCAN_LINES.join('\n') })));
const found = await timed(() => readPdfPages(scan));
console.log(`found: ${found.value.scans.length} of ${SCANNED_PAGES} pages, in ${found.ms.toFixed(0)} ms`);
const english = ocrLanguageData('en', undefined)!;
const first = await timed(() => ocrPage(scan, 0, english));
console.log(`first page (a helper started, Tesseract and its model loaded): ${(first.ms / 1000).toFixed(2)} s`);
const wanted = words(SCAN_LINES.join(' ').toLowerCase());
for (let page = 1; page < SCANNED_PAGES; page += 1) {
  const read = await timed(() => ocrPage(scan, page, english));
  const right = agreement([wanted.join(' ')], [read.value.toLowerCase()], words);
  console.log(`page ${page + 1}: ${(read.ms / 1000).toFixed(2)} s, words right ${pct(right)}`);
}
