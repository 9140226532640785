// Looks inside PDFs for the tests with what the server itself ships (PDFium in WebAssembly, pdf-lib): page
// counts, text, word boxes as displayed and the fonts a file embeds — no poppler on the machine.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { extractPdfText, PdfTextReader } from '../src/platform/pdf/pdf-text.ts';
import { openPdf } from '../src/platform/pdf/pdfium.ts';

export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await openPdf(bytes);
  try {
    return pdf.pageCount;
  } finally {
    pdf.close();
  }
}

/** Every page's text, as the indexer reads it. */
export const pdfPages = (bytes: Uint8Array): Promise<string[]> => extractPdfText(bytes);

/** One page's text (1-based) in content order, white space removed: what a diagonal watermark compares with. */
export async function pdfPageText(bytes: Uint8Array, page: number): Promise<string> {
  const pdf = await openPdf(bytes);
  try {
    return new PdfTextReader(pdf).pageUnits(page - 1).map((unit) => unit.text).join('').replace(/\s+/gu, '');
  } finally {
    pdf.close();
  }
}

export interface WordBox { text: string; xMin: number; yMin: number; xMax: number; yMax: number }

interface PageFrame { left: number; bottom: number; width: number; height: number; rotate: number }

/** Where a point of user space shows on the displayed page: origin at the MediaBox's top left, y down, /Rotate applied. */
function displayed(frame: PageFrame, x: number, y: number): [number, number] {
  const u = x - frame.left;
  const v = frame.height - (y - frame.bottom);
  switch (((frame.rotate % 360) + 360) % 360) {
    case 90: return [frame.height - v, u];
    case 180: return [frame.width - u, frame.height - v];
    case 270: return [v, frame.width - u];
    default: return [u, v];
  }
}

/** Words of one page (1-based) with their boxes as displayed, split at white space and line breaks. */
export async function pdfWords(bytes: Uint8Array, page: number): Promise<WordBox[]> {
  const doc = await PDFDocument.load(bytes);
  const pdfPage = doc.getPage(page - 1);
  const media = pdfPage.getMediaBox();
  const frame: PageFrame = { left: media.x, bottom: media.y, width: media.width, height: media.height, rotate: pdfPage.getRotation().angle };

  const pdf = await openPdf(bytes);
  const { engine } = pdf;
  const handle = engine.FPDF_LoadPage(pdf.handle, page - 1);
  const textPage = engine.FPDFText_LoadPage(handle);
  const box = engine.pdfium.wasmExports.malloc(32);
  try {
    const words: WordBox[] = [];
    let current: WordBox | undefined;
    const count = engine.FPDFText_CountChars(textPage);
    for (let i = 0; i < count; i += 1) {
      const char = String.fromCodePoint(engine.FPDFText_GetUnicode(textPage, i));
      if (/\s/u.test(char) || !engine.FPDFText_GetCharBox(textPage, i, box, box + 8, box + 16, box + 24)) {
        current = undefined;
        continue;
      }
      const [left, right, bottom, top] = [0, 8, 16, 24].map((offset) => engine.pdfium.getValue(box + offset, 'double')) as [number, number, number, number];
      const corners = [displayed(frame, left, bottom), displayed(frame, right, top)];
      const xs = corners.map(([x]) => x);
      const ys = corners.map(([, y]) => y);
      if (!current) {
        current = { text: '', xMin: Infinity, yMin: Infinity, xMax: -Infinity, yMax: -Infinity };
        words.push(current);
      }
      current.text += char;
      current.xMin = Math.min(current.xMin, ...xs);
      current.xMax = Math.max(current.xMax, ...xs);
      current.yMin = Math.min(current.yMin, ...ys);
      current.yMax = Math.max(current.yMax, ...ys);
    }
    return words;
  } finally {
    engine.pdfium.wasmExports.free(box);
    engine.FPDFText_ClosePage(textPage);
    engine.FPDF_ClosePage(handle);
    pdf.close();
  }
}

export interface FontRow {
  /** BaseFont, with its subset prefix. */
  name: string;
  /** Subtype, and for a composite font its descendant's ("Type0/CIDFontType0"). */
  type: string;
  embedded: boolean;
  subset: boolean;
  toUnicode: boolean;
}

/** The fonts a file defines (what pdffonts lists), read with pdf-lib. */
export async function pdfFonts(bytes: Uint8Array): Promise<FontRow[]> {
  const doc = await PDFDocument.load(bytes);
  const rows: FontRow[] = [];
  const nameOf = (dict: PDFDict, key: string) => dict.lookupMaybe(PDFName.of(key), PDFName)?.decodeText() ?? '';
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || nameOf(object, 'Type') !== 'Font') continue;
    const subtype = nameOf(object, 'Subtype');
    if (subtype.startsWith('CIDFontType')) continue; // listed through its Type0 parent
    const descendant = subtype === 'Type0' ? object.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict) : undefined;
    const descriptor = (descendant ?? object).lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.get(PDFName.of(key)) instanceof PDFRef);
    const name = nameOf(object, 'BaseFont');
    rows.push({
      name,
      type: descendant ? `${subtype}/${nameOf(descendant, 'Subtype')}` : subtype,
      embedded,
      subset: /^[A-Z]{6}\+/.test(name),
      toUnicode: object.get(PDFName.of('ToUnicode')) !== undefined,
    });
  }
  return rows;
}
