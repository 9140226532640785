// Scanned PDFs for tests, made the way a scanner makes them: a page of text (drawn by pdf-lib, as makePdf draws it) is
// rasterised by PDFium and the picture fills a page of a new PDF, with no text at all. Beside such pages, a PDF may
// hold ordinary text pages, text pages with a picture on them, blank pages, and scans with a page number stamped on
// them as text (as PDF tools number a scanned file).
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { greyPng, renderPageGrey } from '../src/platform/pdf/page-image.ts';
import { openPdf } from '../src/platform/pdf/pdfium.ts';
import { png } from './image-fixtures.ts';

export type TestPage =
  | { readonly scan: string; readonly stamp?: string }
  | { readonly text: string; readonly picture?: boolean }
  | { readonly blank: true };

const A4: [number, number] = [595, 842];

/** Lines of 14 pt Helvetica from the top of the page (as library-factories' makePdf draws them). */
const drawLines = (page: PDFPage, text: string, font: PDFFont) =>
  text.split('\n').forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 20, size: 14, font }));

/** The picture of a page holding `text`, as a scanner at `dpi` would take it. */
export async function pictureOfText(text: string, dpi = 200): Promise<Buffer> {
  const doc = await PDFDocument.create();
  drawLines(doc.addPage(A4), text, await doc.embedFont(StandardFonts.Helvetica));
  const pdf = await openPdf(await doc.save());
  try {
    return greyPng(renderPageGrey(pdf, 0, { dpi }));
  } finally {
    pdf.close();
  }
}

export async function makeScannedPdf(pages: readonly TestPage[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const spec of pages) {
    const page = doc.addPage(A4);
    if ('scan' in spec) {
      page.drawImage(await doc.embedPng(await pictureOfText(spec.scan)), { x: 0, y: 0, width: A4[0], height: A4[1] });
      if (spec.stamp) page.drawText(spec.stamp, { x: 290, y: 20, size: 9, font });
    } else if ('text' in spec) {
      drawLines(page, spec.text, font);
      // A photograph of a third of the page under the text.
      if (spec.picture) page.drawImage(await doc.embedPng(png(400, 300)), { x: 50, y: 150, width: 495, height: 370 });
    }
  }
  return Buffer.from(await doc.save());
}
