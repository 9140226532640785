// What every zip GSIS opens must be, before any of it is used: web-help bundles (webhelp-zip.ts) and attachments
// (zip-attachments.ts). Names that stay inside the archive, no links, no encryption, only stored or deflated entries,
// and inflated bytes counted whatever the headers say.
import { Transform, type TransformCallback } from 'node:stream';
import type yauzl from 'yauzl';
import type { Entry } from 'yauzl';
import { AppError } from '../errors.ts';
import { fileRefused } from './file-kind.ts';

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const STORED = 0;
const DEFLATED = 8;
/** Longest name we accept, whole and per segment (bytes); file systems refuse longer segments anyway. */
const MAX_NAME_LENGTH = 1024;
const MAX_SEGMENT_BYTES = 255;

// strictFileNames: a backslash is refused rather than quietly turned into a slash.
// autoClose is off because the directory is read in full before any entry is opened; the handle is closed in `finally`.
export const YAUZL_OPTIONS: yauzl.Options = { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true };

/** Refuses an entry that is a link or a device (LINK), encrypted (ENCRYPTED) or packed in a way no zip tool uses (NOT_A_ZIP). */
export function refuseOddEntry(entry: Entry, isDirectory: boolean): void {
  // Unix mode lives in the high 16 bits; 0 means the archiver did not say (DOS/Windows), which is fine.
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) throw fileRefused('LINK');
  if ((type === S_IFDIR && !isDirectory) || (type === S_IFREG && isDirectory)) throw fileRefused('LINK');
  if (entry.isEncrypted()) throw fileRefused('ENCRYPTED');
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) throw fileRefused('NOT_A_ZIP');
}

/** The path segments of an entry name, or a PATH_ESCAPE refusal. */
export function safeSegments(name: string, isDirectory: boolean): string[] {
  // Control characters (NUL first), backslashes and colons (drive letters, NTFS streams) have no business in a web path.
  if (name.length === 0 || name.length > MAX_NAME_LENGTH || /[\u0000-\u001f\u007f\\:]/.test(name) || name.startsWith('/')) {
    throw fileRefused('PATH_ESCAPE');
  }
  const segments = (isDirectory ? name.slice(0, -1) : name).split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..' || Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) throw fileRefused('PATH_ESCAPE');
  }
  return segments;
}

/** Two names that would land on the same file on a case-insensitive or normalising file system are one name. */
export const collisionKey = (segments: readonly string[]): string => segments.join('/').normalize('NFC').toLowerCase();

/** Counts the bytes really inflated, whatever the header said, and stops the flow past any limit. */
export class ByteLimit extends Transform {
  bytes = 0;
  private readonly allowed: number;
  private readonly onBytes: (count: number) => boolean;

  constructor(allowed: number, onBytes: (count: number) => boolean) {
    super();
    this.allowed = allowed;
    this.onBytes = onBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.allowed || !this.onBytes(chunk.length)) return callback(fileRefused('TOO_LARGE'));
    callback(null, chunk);
  }
}

/**
 * yauzl and zlib say what went wrong in plain Errors; turn the ones about the archive into refusals.
 * File-system errors (they carry a syscall) and our own bugs (TypeError and friends) go on unchanged.
 */
export function asRefusal(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === 'string') return code.startsWith('Z_') ? fileRefused('NOT_A_ZIP') : error;
  if (error.constructor !== Error) return error;
  const message = error.message;
  if (/^(invalid characters in fileName|absolute path|invalid relative path)/.test(message)) return fileRefused('PATH_ESCAPE');
  if (/encryption/i.test(message)) return fileRefused('ENCRYPTED');
  // validateEntrySizes: more bytes than declared, or a stored entry whose two sizes disagree.
  if (/^(too many bytes in the stream|compressed\/uncompressed size mismatch)/.test(message)) return fileRefused('TOO_LARGE');
  // Anything else yauzl says (no end of central directory, bad signatures, truncated data): not a zip we can read.
  return fileRefused('NOT_A_ZIP');
}

