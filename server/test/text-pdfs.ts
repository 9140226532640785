// PDFs of text drawn in 14 pt Helvetica, made in memory with pdf-lib alone, for the server's tests and the journeys (e2e) alike.
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF of `pages` pages; each page carries `text(pageNo)` (1-based), or the matching string of an array. */
export async function makePdf(pages: number, textPerPage: string[] | ((pageNo: number) => string) = (n) => `Page ${n}`): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i += 1) {
    const page = doc.addPage([595, 842]);
    const text = typeof textPerPage === 'function' ? textPerPage(i) : (textPerPage[i - 1] ?? '');
    text.split('\n').forEach((line, j) => page.drawText(line, { x: 50, y: 780 - j * 20, size: 14, font }));
  }
  return Buffer.from(await doc.save());
}

/** A small maintenance manual, a procedure per page, for tests of what changed between versions: edit a copy. */
export const MAINTENANCE_PROCEDURES: readonly string[] = [
  'Engine oil\nDrain the oil with the engine warm and replace the filter.',
  'Coolant\nCheck the level on the reservoir when the engine is cold.',
  'Track tension\nMeasure the sag between the carrier roller and the track.',
  'Swing bearing\nGrease through the four nipples every 50 hours.',
  'Turntable bolts\nTighten to 980 Nm in a crosswise sequence.',
];

/** Those pages as a PDF, its footer numbering the pages. */
export const maintenanceManual = (pages: readonly string[], footer = 'DX225LCA service manual'): Promise<Buffer> =>
  makePdf(pages.length, pages.map((text, i) => `${text}\n${footer}   Page ${i + 1} of ${pages.length}`));
