// A PDF page as a picture, for OCR: PDFium renders it into a bitmap, kept as 8-bit grey (what Tesseract reads) and
// handed on as a PNG (a signature and three chunks; node:zlib deflates and checksums).
import { crc32, deflateSync } from 'node:zlib';
import type { OpenPdf } from './pdfium.ts';

export interface GreyImage {
  readonly width: number;
  readonly height: number;
  /** One byte per pixel, row after row, 0 black to 255 white. */
  readonly pixels: Uint8Array;
}

/** Draw the page's annotations too (a stamp or a form field can carry words). */
const FPDF_ANNOT = 0x01;
const BGRX_BYTES = 4;

/**
 * Renders a page at `dpi`, scaled down when that would pass `maxPixels` (an A4 page at 300 dpi is 8.7 million;
 * a poster-sized page would be hundreds): memory and OCR time grow with the pixels.
 */
export function renderPageGrey(pdf: OpenPdf, index: number, { dpi = 300, maxPixels = 12_000_000 } = {}): GreyImage {
  const { engine } = pdf;
  const page = engine.FPDF_LoadPage(pdf.handle, index);
  if (!page) throw new Error(`page ${index + 1} could not be loaded`);
  try {
    const points = { width: engine.FPDF_GetPageWidthF(page), height: engine.FPDF_GetPageHeightF(page) };
    const scale = Math.min(dpi / 72, Math.sqrt(maxPixels / Math.max(1, points.width * points.height)));
    const width = Math.max(1, Math.round(points.width * scale));
    const height = Math.max(1, Math.round(points.height * scale));
    const bitmap = engine.FPDFBitmap_Create(width, height, 0);
    if (!bitmap) throw new Error(`no memory for a ${width} × ${height} picture of page ${index + 1}`);
    try {
      engine.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xffffffff);
      engine.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, FPDF_ANNOT);
      const start = engine.FPDFBitmap_GetBuffer(bitmap);
      const stride = engine.FPDFBitmap_GetStride(bitmap);
      const heap = engine.pdfium.HEAPU8;
      const pixels = new Uint8Array(width * height);
      for (let y = 0; y < height; y += 1) {
        let from = start + y * stride;
        const row = y * width;
        for (let x = 0; x < width; x += 1, from += BGRX_BYTES) {
          // Luma (BT.601) in integers: blue, green, red.
          pixels[row + x] = (heap[from]! * 29 + heap[from + 1]! * 150 + heap[from + 2]! * 77) >> 8;
        }
      }
      return { width, height, pixels };
    } finally {
      engine.FPDFBitmap_Destroy(bitmap);
    }
  } finally {
    engine.FPDF_ClosePage(page);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The picture as a PNG (8-bit grey, no filter; deflated quickly: it is read once, not kept). */
export function greyPng({ width, height, pixels }: GreyImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per pixel
  header[9] = 0; // grey
  const rows = Buffer.alloc((width + 1) * height); // each row after its filter byte, 0 (none)
  for (let y = 0; y < height; y += 1) rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 1 })), pngChunk('IEND', new Uint8Array(0))]);
}
