// Small images people upload to be drawn in the portal (the symbol library's): an SVG, rebuilt from an
// allow-list, or a PNG whose header is whole and whose size is sane. Judged by the bytes, never the name.
import { detectFileKind, fileRefused, HEAD_BYTES } from './file-kind.ts';
import { cleanSvg } from './svg-clean.ts';

export interface CleanImage { kind: 'svg' | 'png'; bytes: Buffer }

const PNG_SIGNATURE_BYTES = 8;

/** Width and height from a PNG's IHDR chunk, which must come first; null when the header is not a PNG's. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < PNG_SIGNATURE_BYTES + 8 + 13 + 4) return null;
  const length = bytes.readUInt32BE(PNG_SIGNATURE_BYTES);
  const type = bytes.toString('latin1', PNG_SIGNATURE_BYTES + 4, PNG_SIGNATURE_BYTES + 8);
  if (length !== 13 || type !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(PNG_SIGNATURE_BYTES + 8), height: bytes.readUInt32BE(PNG_SIGNATURE_BYTES + 12) };
}

/** The image ready to keep, or FILE_NOT_ALLOWED with the reason (FILE_TYPE, IMAGE_DAMAGED, TOO_LARGE, SVG_SCRIPT, SVG_EXTERNAL). */
export function cleanImage(bytes: Buffer, limits: { maxBytes: number; maxPixels: number }): CleanImage {
  if (bytes.length > limits.maxBytes) throw fileRefused('TOO_LARGE');
  const kind = detectFileKind(bytes.subarray(0, HEAD_BYTES));
  if (kind === 'svg') return { kind, bytes: cleanSvg(bytes) };
  if (kind !== 'png') throw fileRefused('FILE_TYPE');
  const size = pngSize(bytes);
  // A PNG ends with its IEND chunk: one cut short, or with something after it (a polyglot), is refused.
  const ending = bytes.subarray(bytes.length - 12);
  if (!size || size.width === 0 || size.height === 0 || ending.toString('latin1', 4, 8) !== 'IEND') throw fileRefused('IMAGE_DAMAGED');
  if (size.width > limits.maxPixels || size.height > limits.maxPixels) throw fileRefused('TOO_LARGE');
  return { kind, bytes };
}
