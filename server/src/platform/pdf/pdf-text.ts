// The text of a PDF, page by page, in reading order, read by PDFium in a PDF helper process (docs/performance.md,
// "PDF text extraction", compares it with poppler's pdftotext).
//
// PDFium's own page text is right for Latin, Cyrillic, Chinese and Korean, but not around /ActualText spans,
// where Chromium, Skia and LibreOffice put the real characters of a Thai or Burmese cluster whose glyphs do
// not map one to one (a Burmese vowel drawn before its consonant, a Thai mark stacked on another): PDFium sorts
// a line's glyphs by x, so a cluster's glyphs interleave with their neighbours' and their /ActualText comes out
// in pieces, repeated ("ค่าแรงบิดบิ"). So the page is assembled here from PDFium's page objects in content
// order: the glyphs of one marked span are one unit carrying its /ActualText once; every other text object is
// a unit carrying the Unicode PDFium's text page found for it (ToUnicode, encodings, glyph names — PDFium's
// job). Spaces and line breaks between units come from the geometry, and between two plain units from PDFium's
// own decision where it saw them side by side (it knows the glyphs' advance widths, which the page-object API
// does not give).
import { repairPageTexts } from './page-text-repair.ts';
import { PDF_HELPERS, runPdfTask, type PdfSource } from './pdf-helpers.ts';
import { openPdf, SCRATCH_BYTES, type HotExports, type OpenPdf, type Pdfium, type Scratch } from './pdfium.ts';

/** A run of text drawn as one piece, in PDF user space of its page. */
export interface TextUnit {
  readonly text: string;
  /** Origin (pen position) of its first glyph. */
  readonly x: number;
  readonly y: number;
  /** Box of its glyphs: ink for spans, advance-based right edge for plain objects. */
  left: number;
  right: number;
  bottom: number;
  top: number;
  /** Font size in user space. */
  readonly size: number;
  /** Set for the glyphs of one /ActualText span: the mark they share. */
  readonly span: number;
  /** The plain object's characters in PDFium's text page (first and last index), for its spacing. */
  readonly chars?: { first: number; last: number; spaceBefore: boolean };
}

const PAGE_OBJECT_TEXT = 1;
const PAGE_OBJECT_IMAGE = 3;
const PAGE_OBJECT_FORM = 5;
const ACTUAL_TEXT_BYTES = SCRATCH_BYTES - 64;
/** A scan: a page with at most this many letters and digits (a stamped page number)… */
const SCAN_MAX_LETTERS = 12;
const SCAN_MAX_CHARACTERS = 40;
/** …whose images cover this share of it when it has no text at all, or this share when it has those few letters. */
const SCAN_MIN_COVER = 0.05;
const SCAN_STAMPED_COVER = 0.5;

/** A PDF text string (§7.9.2.2): UTF-16BE after a BOM, UTF-8 after one (PDF 2.0), else PDFDocEncoding (≈ Latin-1 here). */
export function decodePdfTextString(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let text = '';
    for (let i = 2; i + 1 < bytes.length; i += 2) text += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
    return text;
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder().decode(bytes.subarray(3));
  let text = ''; // byte by byte: a spread of a long string's bytes could pass the engine's argument limit
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

interface CharRun { text: string; first: number; last: number; right: number; spaceBefore: boolean }

/** Reads the pages of one open document; each call is synchronous, so callers may yield between pages. */
export class PdfTextReader {
  private readonly pdf: OpenPdf;
  private readonly engine: Pdfium;
  private readonly hot: HotExports;
  private readonly scratch: Scratch;

  constructor(pdf: OpenPdf) {
    this.pdf = pdf;
    this.engine = pdf.engine;
    this.hot = pdf.hot;
    this.scratch = pdf.scratch;
  }

  /**
   * The page's text, each line trimmed, blank lines dropped. A page without /ActualText is PDFium's text page
   * as it is (its order and spacing are right there, and reading it whole is three times quicker); a page with
   * spans is assembled from its objects.
   */
  pageText(index: number): string {
    return this.withPage(index, (page, textPage) => {
      const count = this.hot.FPDFText_CountChars(textPage);
      if (!this.hasSpans(textPage, count)) return tidy(this.wholeText(textPage, count));
      return joinUnits(this.units(page, textPage, count));
    }) ?? '';
  }

  /**
   * Whether a page is a scan without a text layer, given the text read from it: it draws images and has no text, or
   * next to none under images covering half of it (a page number a tool stamped on a scan). Pages with more than a
   * few characters are answered from their text alone, so reading them costs nothing more.
   */
  isScan(index: number, text: string): boolean {
    if (text.length > SCAN_MAX_CHARACTERS) return false;
    const characters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
    if (characters > SCAN_MAX_LETTERS) return false;
    const page = this.engine.FPDF_LoadPage(this.pdf.handle, index);
    if (!page) return false;
    try {
      const area = this.engine.FPDF_GetPageWidthF(page) * this.engine.FPDF_GetPageHeightF(page);
      const covered = this.imageArea(this.engine.FPDFPage_CountObjects(page), (i) => this.engine.FPDFPage_GetObject(page, i));
      const share = area > 0 ? covered / area : 0;
      return characters === 0 ? share >= SCAN_MIN_COVER : share >= SCAN_STAMPED_COVER;
    } finally {
      this.engine.FPDF_ClosePage(page);
    }
  }

  /** The area the images among these objects cover (forms looked into), overlaps counted twice. */
  private imageArea(count: number, objectAt: (i: number) => number): number {
    const { engine, hot, scratch } = this;
    let area = 0;
    for (let i = 0; i < count; i += 1) {
      const object = objectAt(i);
      const type = hot.FPDFPageObj_GetType(object);
      if (type === PAGE_OBJECT_FORM) area += this.imageArea(engine.FPDFFormObj_CountObjects(object), (j) => engine.FPDFFormObj_GetObject(object, j));
      else if (type === PAGE_OBJECT_IMAGE && hot.FPDFPageObj_GetBounds(object, scratch.ptr, scratch.ptr + 4, scratch.ptr + 8, scratch.ptr + 12)) {
        const box = scratch.floats();
        area += Math.max(0, box[2]! - box[0]!) * Math.max(0, box[3]! - box[1]!);
      }
    }
    return area;
  }

  /** The page's units in content order, with their boxes (PDF user space). */
  pageUnits(index: number): TextUnit[] {
    return this.withPage(index, (page, textPage) => this.units(page, textPage, this.hot.FPDFText_CountChars(textPage))) ?? [];
  }

  private withPage<T>(index: number, read: (page: number, textPage: number) => T): T | undefined {
    const { engine } = this;
    const page = engine.FPDF_LoadPage(this.pdf.handle, index);
    if (!page) return undefined;
    try {
      const textPage = engine.FPDFText_LoadPage(page);
      try {
        return read(page, textPage);
      } finally {
        engine.FPDFText_ClosePage(textPage);
      }
    } finally {
      engine.FPDF_ClosePage(page);
    }
  }

  /** Whether any object the text page drew from is inside an /ActualText span (a span's first object always is). */
  private hasSpans(textPage: number, count: number): boolean {
    let previous = 0;
    for (let i = 0; i < count; i += 1) {
      const object = this.hot.FPDFText_GetTextObject(textPage, i);
      if (!object || object === previous) continue;
      previous = object;
      if (this.actualText(object)) return true;
    }
    return false;
  }

  private wholeText(textPage: number, count: number): string {
    const { engine } = this;
    const buffer = engine.pdfium.wasmExports.malloc((count + 1) * 2);
    try {
      const written = this.hot.FPDFText_GetText(textPage, 0, count, buffer);
      return written > 0 ? engine.pdfium.UTF16ToString(buffer) : '';
    } finally {
      engine.pdfium.wasmExports.free(buffer);
    }
  }

  private units(page: number, textPage: number, count: number): TextUnit[] {
    const runs = this.charRuns(textPage, count);
    const units: TextUnit[] = [];
    this.collect(this.engine.FPDFPage_CountObjects(page), (i) => this.engine.FPDFPage_GetObject(page, i), runs, units);
    return units;
  }

  /** Per text object, the characters PDFium's text page found for it, and whether it saw a space before it. */
  private charRuns(textPage: number, count: number): Map<number, CharRun> {
    const { hot, scratch } = this;
    const runs = new Map<number, CharRun>();
    let previous = 0;
    let spacePending = false;
    for (let i = 0; i < count; i += 1) {
      const object = hot.FPDFText_GetTextObject(textPage, i);
      const unicode = hot.FPDFText_GetUnicode(textPage, i);
      if (!object) {
        // A character PDFium generated: a space it judged from the gap, or a line break.
        if (previous && unicode === 0x20) spacePending = true;
        continue;
      }
      let run = runs.get(object);
      if (!run) {
        run = { text: '', first: i, last: i, right: -Infinity, spaceBefore: spacePending };
        runs.set(object, run);
      } else if (spacePending && object === previous) {
        run.text += ' '; // a gap inside one TJ array
      }
      spacePending = false;
      if (unicode) run.text += String.fromCodePoint(unicode);
      run.last = i;
      if (hot.FPDFText_GetLooseCharBox(textPage, i, scratch.ptr)) {
        const rect = scratch.floats(); // FS_RECTF: left, top, right, bottom
        run.right = Math.max(run.right, rect[0]!, rect[2]!);
      }
      previous = object;
    }
    return runs;
  }

  private collect(count: number, objectAt: (i: number) => number, runs: Map<number, CharRun>, units: TextUnit[]): void {
    const { engine, hot, scratch } = this;
    for (let i = 0; i < count; i += 1) {
      const object = objectAt(i);
      const type = hot.FPDFPageObj_GetType(object);
      if (type === PAGE_OBJECT_FORM) {
        // PDFium reports a form's objects in page space already.
        this.collect(engine.FPDFFormObj_CountObjects(object), (j) => engine.FPDFFormObj_GetObject(object, j), runs, units);
        continue;
      }
      if (type !== PAGE_OBJECT_TEXT) continue;
      if (!hot.FPDFPageObj_GetBounds(object, scratch.ptr, scratch.ptr + 4, scratch.ptr + 8, scratch.ptr + 12)) continue;
      const box = scratch.floats();
      const left = box[0]!, bottom = box[1]!, right = box[2]!, top = box[3]!;
      const span = this.actualText(object);
      const last = units.at(-1);
      if (span && last?.span === span.mark) {
        last.left = Math.min(last.left, left);
        last.right = Math.max(last.right, right);
        last.bottom = Math.min(last.bottom, bottom);
        last.top = Math.max(last.top, top);
        continue;
      }
      const run = span ? undefined : runs.get(object);
      const text = span ? span.text : run?.text ?? '';
      if (text === '') continue;
      hot.FPDFPageObj_GetMatrix(object, scratch.ptr); // FS_MATRIX: a, b, c, d, e, f
      const matrix = scratch.floats();
      const c = matrix[2]!, d = matrix[3]!, x = matrix[4]!, y = matrix[5]!;
      hot.FPDFTextObj_GetFontSize(object, scratch.ptr);
      const size = scratch.floats()[0]! * (Math.hypot(c, d) || 1);
      units.push({
        text, x, y, left, bottom, top, size,
        right: run && Number.isFinite(run.right) ? Math.max(run.right, left) : right,
        span: span?.mark ?? 0,
        ...(run ? { chars: { first: run.first, last: run.last, spaceBefore: run.spaceBefore } } : {}),
      });
    }
  }

  /** The innermost /ActualText around an object, and the mark that carries it (shared by the span's objects). */
  private actualText(object: number): { mark: number; text: string } | undefined {
    const { hot, scratch } = this;
    const lengthAt = scratch.ptr + ACTUAL_TEXT_BYTES;
    for (let k = hot.FPDFPageObj_CountMarks(object) - 1; k >= 0; k -= 1) {
      const mark = hot.FPDFPageObj_GetMark(object, k);
      // The blob form gives the string's bytes as written; the string form decodes them as UTF-8 and loses UTF-16.
      if (mark && hot.FPDFPageObjMark_GetParamBlobValue(mark, this.pdf.actualTextKey, scratch.ptr, ACTUAL_TEXT_BYTES, lengthAt)) {
        const length = Math.min(scratch.int32(ACTUAL_TEXT_BYTES), ACTUAL_TEXT_BYTES);
        return { mark, text: decodePdfTextString(scratch.bytes(length)) };
      }
    }
    return undefined;
  }
}

/** One form for every page's text: NFC, no NULs, lines trimmed with single spaces, no blank lines. */
function tidy(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u0000/g, '')
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Joins units in content order: a new line when the baseline moves by half a line or the text goes back to
 * the left; a space when PDFium saw one between two plain neighbours, else when the gap is wide enough for one.
 */
export function joinUnits(units: readonly TextUnit[]): string {
  let text = '';
  let previous: TextUnit | undefined;
  for (const unit of units) {
    if (previous) {
      const size = Math.max(previous.size, unit.size) || 10;
      const newLine = Math.abs(unit.y - previous.y) > size * 0.5 || unit.x < previous.x - size;
      if (newLine) text += '\n';
      else if (!/\s$/.test(text) && !/^\s/.test(unit.text) && spaceBetween(previous, unit, size)) text += ' ';
    }
    text += unit.text;
    previous = unit;
  }
  return tidy(text);
}

/** Scripts written without spaces between words: a gap between their clusters is kerning, not a space. */
export const UNSPACED_SCRIPT = /[\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;

function spaceBetween(previous: TextUnit, unit: TextUnit, size: number): boolean {
  const gap = unit.left - previous.right;
  if (previous.span || unit.span) {
    // A span's right edge is its ink (PDFium gives no advance widths for its glyphs), which ends short of the
    // pen by the glyph's side bearing: a quarter em is a word space in Latin, but mere kerning between Thai or
    // Burmese clusters, whose producers draw their spaces as glyphs anyway.
    const unspaced = UNSPACED_SCRIPT.test(previous.text.at(-1) ?? '') || UNSPACED_SCRIPT.test(unit.text[0] ?? '');
    return gap > size * (unspaced ? 0.8 : 0.25);
  }
  const a = previous.chars;
  const b = unit.chars;
  // Neighbours in PDFium's text page too (at most its generated space between them): trust its judgement.
  if (a && b && b.first > a.last && b.first - a.last <= 2) return b.spaceBefore;
  return gap > size * 0.2;
}

/** A document's text per page, and which pages are scans without a text layer (PdfTextReader.isScan). */
export interface PdfPages {
  readonly pages: string[];
  /** 0-based indices of the pages drawn as images with no text to search. */
  readonly scans: number[];
}

/** Reads pages [from, to) of a document here, on this thread (a PDF helper's), yielding to the event loop every few pages. */
export async function readPageRange(bytes: Uint8Array, from: number, to: number | undefined, signal?: AbortSignal): Promise<PdfPages> {
  const pdf = await openPdf(bytes);
  try {
    const reader = new PdfTextReader(pdf);
    const pages: string[] = [];
    const scans: number[] = [];
    const end = Math.min(to ?? pdf.pageCount, pdf.pageCount);
    for (let index = from; index < end; index += 1) {
      signal?.throwIfAborted();
      const text = reader.pageText(index);
      pages.push(text);
      if (reader.isScan(index, text)) scans.push(index);
      if (index % 4 === 3) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return { pages, scans };
  } finally {
    pdf.close();
  }
}

/** Documents shorter than this are read by one helper: starting another costs more than they do. */
const SHARED_FROM_PAGES = 24;

/**
 * Text per page and the scans among them, stopping when `signal` aborts, read in PDF helper processes
 * (pdf-helpers.ts): a short document by one, a long one shared out among up to one per core (each with its own
 * engine and a share of the pages), so a manual is read on every core and the server's own thread keeps answering
 * requests. The pages are mended as a whole (page-text-repair.ts: ligatures, look-alike letters, words broken at
 * line ends).
 */
export async function readPdfPages(source: PdfSource, signal?: AbortSignal): Promise<PdfPages> {
  const first = await runPdfTask({ kind: 'text', source, from: 0, countFrom: SHARED_FROM_PAGES }, signal);
  if ('pages' in first) return { pages: repairPageTexts(first.pages), scans: first.scans };
  const { pageCount } = first;
  const share = Math.ceil(pageCount / PDF_HELPERS);
  const parts = await Promise.all(Array.from({ length: PDF_HELPERS }, (_, i) =>
    runPdfTask({ kind: 'text', source, from: i * share, to: Math.min(pageCount, (i + 1) * share) }, signal)));
  return {
    pages: repairPageTexts(parts.flatMap((part) => ('pages' in part ? part.pages : []))),
    scans: parts.flatMap((part) => ('pages' in part ? part.scans : [])),
  };
}

/** Text per page (readPdfPages without the scans). */
export async function extractPdfText(source: PdfSource, signal?: AbortSignal): Promise<string[]> {
  return (await readPdfPages(source, signal)).pages;
}
