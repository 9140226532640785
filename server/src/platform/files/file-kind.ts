// What a file really is, judged by its first bytes and never by its name or the type the browser claimed.
import { ErrorCode } from '@gsis/contract';
import { AppError } from '../errors.ts';
import { looksExecutable } from './executables.ts';

export type FileKind = 'pdf' | 'zip' | 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

/** How many leading bytes callers must pass to detectFileKind (fewer is allowed, but may miss a PDF or SVG). */
export const HEAD_BYTES = 1024;

function startsWith(head: Buffer, magic: readonly number[], at = 0): boolean {
  if (head.length < at + magic.length) return false;
  return magic.every((byte, i) => head[at + i] === byte);
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = ascii('GIF87a');
const GIF89A = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY_ARCHIVE = [0x50, 0x4b, 0x05, 0x06];
const PDF = Buffer.from('%PDF-', 'latin1');

/** `<svg` after an optional BOM, whitespace, XML declaration, comments and a DOCTYPE without an internal subset. */
function looksLikeSvg(head: Buffer): boolean {
  let text = head.toString('latin1');
  if (text.startsWith('\xef\xbb\xbf')) text = text.slice(3);
  let at = 0;
  const skip = (open: string, close: string): boolean => {
    if (!text.startsWith(open, at)) return false;
    const end = text.indexOf(close, at + open.length);
    if (end < 0) return false;
    at = end + close.length;
    return true;
  };
  for (;;) {
    while (at < text.length && ' \t\r\n'.includes(text.charAt(at))) at += 1;
    if (skip('<?xml', '?>')) continue;
    if (skip('<!--', '-->')) continue;
    if (text.startsWith('<!DOCTYPE', at)) {
      // An internal subset ([...]) can declare entities (billion laughs, external entities): not accepted.
      const end = text.indexOf('>', at);
      if (end < 0 || text.slice(at, end).includes('[')) return false;
      at = end + 1;
      continue;
    }
    break;
  }
  return /^<svg[\s>/]/.test(text.slice(at, at + 5));
}

export { looksExecutable };

/** The kind of file whose first bytes are `head` (pass HEAD_BYTES of them), or null when it is none we accept. */
export function detectFileKind(head: Buffer): FileKind | null {
  if (looksExecutable(head)) return null;
  if (startsWith(head, ZIP_LOCAL_HEADER) || startsWith(head, ZIP_EMPTY_ARCHIVE)) return 'zip';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, GIF87A) || startsWith(head, GIF89A)) return 'gif';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'webp';
  // Readers would accept a PDF signature anywhere in the first kilobyte, which lets an HTML page or a zip pass
  // as a PDF (a polyglot): GSIS wants it first.
  if (startsWith(head, [...PDF])) return 'pdf';
  if (looksLikeSvg(head.subarray(0, HEAD_BYTES))) return 'svg';
  return null;
}

const EXTENSION: Record<FileKind, string> = { pdf: '.pdf', zip: '.zip', png: '.png', jpeg: '.jpg', gif: '.gif', webp: '.webp', svg: '.svg' };

/**
 * The name a stored file keeps: what it was uploaded as, with the extension of what it really is (a PDF sent as
 * "manual.exe" is kept, and downloaded, as "manual.pdf"), at most 255 characters. An ending of digits alone is
 * part of the name, not an extension ("Manual rev.2" becomes "Manual rev.2.pdf").
 */
export function withExtensionOf(kind: FileKind, fileName: string): string {
  const extension = EXTENSION[kind];
  const name = fileName.trim();
  const current = /\.(?=\d*[A-Za-z])[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? '';
  const fits = current.toLowerCase() === extension || (kind === 'jpeg' && current.toLowerCase() === '.jpeg');
  const base = (current ? name.slice(0, -current.length) : name) || 'file';
  const ending = fits ? current : extension;
  return `${base.slice(0, 255 - ending.length)}${ending}`;
}

/** Why an upload was refused; sent to the client as `details.reason` with the code FILE_NOT_ALLOWED. */
export type FileRefusalReason =
  | 'FILE_TYPE' | 'PATH_ESCAPE' | 'LINK' | 'TOO_LARGE' | 'TOO_MANY_FILES' | 'NOT_A_ZIP' | 'ENCRYPTED' | 'NO_HTML'
  // PDFs (platform/pdf/pdf-check.ts): cut short, damaged or with something appended; encrypted; active content.
  | 'PDF_DAMAGED' | 'PDF_ENCRYPTED' | 'PDF_SCRIPT' | 'PDF_LAUNCH' | 'PDF_EMBEDDED_PROGRAM'
  // Images drawn in the portal (images.ts, svg-clean.ts): a damaged PNG; an SVG that runs code or reaches outside the file.
  | 'IMAGE_DAMAGED' | 'SVG_SCRIPT' | 'SVG_EXTERNAL'
  // Zip attachments (zip-attachments.ts): an archive where none is allowed; an Office name on something else; macros;
  // parts fetched from elsewhere; a packaged program; programs, scripts or web pages inside; archives inside; a zip bomb.
  | 'ARCHIVE' | 'NOT_OFFICE' | 'MACRO' | 'EXTERNAL_LINK' | 'EMBEDDED_PROGRAM' | 'PROGRAM' | 'NESTED_ARCHIVE' | 'ZIP_BOMB';

/** The one error every upload refusal throws: FILE_NOT_ALLOWED ('Not an allowed file') with a machine-readable reason. */
export function fileRefused(reason: FileRefusalReason): AppError {
  return new AppError(ErrorCode.FILE_NOT_ALLOWED, { reason });
}
