// Files on local disk under the data directory, addressed by their SHA-256. Uploads stream through a
// hash into a temporary file and are moved into place whole, so a half-received file is never served.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode } from '@gsis/contract';
import { AppError } from '../errors.ts';
import { HEAD_BYTES } from './file-kind.ts';

export interface ReceivedFile {
  tempPath: string;
  sha256: string;
  size: number;
  /** The first bytes, for judging the file by its content. */
  head: Buffer;
}

export interface FileStorage {
  receive(stream: Readable, maxBytes: number): Promise<ReceivedFile>;
  /**
   * Moves a received file to its place on a shelf (documents' `blobs` unless said); returns that path. The same
   * content kept twice on a shelf is stored once.
   */
  keep(file: ReceivedFile, shelf?: Shelf): Promise<string>;
  discard(file: ReceivedFile): Promise<void>;
  blobPath(sha256: string, shelf?: Shelf): string;
  /** Removes a file from a shelf (its owner knows nothing refers to it any more). */
  forget(sha256: string, shelf: Shelf): Promise<void>;
  /** Where an unpacked web-help bundle lives, by the SHA-256 of its zip. */
  webhelpDir(sha256: string): string;
  /** A fresh, not yet existing folder for unpacking, on the same disk as webhelpDir. */
  tempDir(): string;
  cacheDir(name: string): string;
}

/**
 * Files are kept on shelves by who may remove them: documents' files (`blobs`) stay, attachments' are removed
 * when nothing refers to them, which a shelf of their own makes safe (the same bytes as a document's are
 * another file there).
 */
export type Shelf = 'blobs' | 'attachments';

const SHA256 = /^[0-9a-f]{64}$/;
/** A temporary file or folder untouched this long belongs to no upload under way. */
const STALE_TEMP_MS = 24 * 60 * 60_000;

export async function createFileStorage(root: string): Promise<FileStorage> {
  const dirs = { blobs: path.join(root, 'blobs'), attachments: path.join(root, 'attachments'), webhelp: path.join(root, 'webhelp'), tmp: path.join(root, 'tmp'), cache: path.join(root, 'cache') };
  await Promise.all(Object.values(dirs).map((dir) => mkdir(dir, { recursive: true })));
  // Leftovers of uploads cut off by a crash. Only old ones: on a folder several instances share, the others'
  // uploads and unpackings under way are in it too.
  const now = Date.now();
  await Promise.all((await readdir(dirs.tmp)).map(async (name) => {
    const entry = path.join(dirs.tmp, name);
    const info = await stat(entry).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(entry, { recursive: true, force: true });
  }));

  const checkedSha = (sha256: string) => {
    if (!SHA256.test(sha256)) throw new Error(`not a SHA-256: ${sha256}`);
    return sha256;
  };
  const blobPath = (sha256: string, shelf: Shelf = 'blobs') => path.join(dirs[shelf], checkedSha(sha256).slice(0, 2), sha256);

  return {
    async receive(stream, maxBytes) {
      const tempPath = path.join(dirs.tmp, randomUUID());
      const hash = createHash('sha256');
      const headChunks: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) {
            callback(new AppError(ErrorCode.PAYLOAD_TOO_LARGE, { reason: 'FILE_TOO_LARGE' }));
            return;
          }
          hash.update(chunk);
          if (headLength < HEAD_BYTES) {
            headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
            headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
          }
          callback(null, chunk);
        },
      });
      try {
        await pipeline(stream, meter, createWriteStream(tempPath, { flags: 'wx', mode: 0o644 }));
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      return { tempPath, sha256: hash.digest('hex'), size, head: Buffer.concat(headChunks) };
    },
    async keep(file, shelf = 'blobs') {
      const target = blobPath(file.sha256, shelf);
      await mkdir(path.dirname(target), { recursive: true });
      const existing = await stat(target).catch(() => undefined);
      if (existing?.size === file.size) {
        await rm(file.tempPath, { force: true });
      } else {
        await rename(file.tempPath, target);
      }
      return target;
    },
    async forget(sha256, shelf) {
      await rm(blobPath(sha256, shelf), { force: true });
    },
    async discard(file) {
      await rm(file.tempPath, { force: true });
    },
    blobPath,
    webhelpDir: (sha256) => path.join(dirs.webhelp, checkedSha(sha256)),
    tempDir: () => path.join(dirs.tmp, randomUUID()),
    cacheDir: (name) => path.join(dirs.cache, name),
  };
}
