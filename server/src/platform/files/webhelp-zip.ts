// Unpacks an uploaded web-help bundle (a zip of HTML, CSS, scripts, images and fonts) without trusting anything in it:
// the whole central directory is judged before a single byte is written, every byte is counted as it flows,
// and a refused bundle leaves nothing behind.
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { fileRefused } from './file-kind.ts';
import { extensionOf, FILE_TYPES } from './file-types.ts';
import { asRefusal, ByteLimit, collisionKey, refuseOddEntry, safeSegments, YAUZL_OPTIONS } from './zip-rules.ts';

export interface WebHelpLimits { maxFiles: number; maxTotalBytes: number; maxFileBytes: number }

export const DEFAULT_WEBHELP_LIMITS: WebHelpLimits = { maxFiles: 5000, maxTotalBytes: 500 * 1024 * 1024, maxFileBytes: 100 * 1024 * 1024 };

export interface UnpackedFile {
  /** Posix path relative to the destination directory, as named in the bundle. */
  path: string;
  /** Bytes actually written. */
  size: number;
}

const HTML_EXTENSIONS = new Set(['html', 'htm']);

interface PlannedEntry {
  entry: Entry;
  /** Relative posix path without a trailing slash. */
  path: string;
  segments: string[];
  isDirectory: boolean;
}

/** Reads the whole central directory and refuses the bundle on the first entry that breaks a rule. Writes nothing. */
async function planExtraction(zipfile: ZipFile, limits: WebHelpLimits): Promise<PlannedEntry[]> {
  if (zipfile.entryCount > limits.maxFiles) throw fileRefused('TOO_MANY_FILES');
  const plan: PlannedEntry[] = [];
  const files = new Set<string>();
  const directories = new Set<string>();
  let declaredTotal = 0;
  let hasHtml = false;

  for await (const entry of zipfile.eachEntry()) {
    if (plan.length >= limits.maxFiles) throw fileRefused('TOO_MANY_FILES');
    const name = entry.fileName;
    const isDirectory = name.endsWith('/');
    const segments = safeSegments(name, isDirectory);

    refuseOddEntry(entry, isDirectory);

    const key = collisionKey(segments);
    for (let i = 1; i < segments.length; i += 1) {
      const ancestor = collisionKey(segments.slice(0, i));
      if (files.has(ancestor)) throw fileRefused('PATH_ESCAPE');
      directories.add(ancestor);
    }
    if (isDirectory) {
      if (files.has(key)) throw fileRefused('PATH_ESCAPE');
      directories.add(key);
    } else {
      if (files.has(key) || directories.has(key)) throw fileRefused('PATH_ESCAPE');
      files.add(key);
      const extension = extensionOf(name);
      // Only what the server sends with a known type; anything else (.exe, .sh, .php, no extension, dotfiles) is refused.
      if (!FILE_TYPES.has(extension)) throw fileRefused('FILE_TYPE');
      if (HTML_EXTENSIONS.has(extension)) hasHtml = true;
      if (entry.uncompressedSize > limits.maxFileBytes) throw fileRefused('TOO_LARGE');
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > limits.maxTotalBytes) throw fileRefused('TOO_LARGE');
    }
    plan.push({ entry, path: segments.join('/'), segments, isDirectory });
  }
  if (!hasHtml) throw fileRefused('NO_HTML');
  return plan;
}

function closed(stream: WriteStream): Promise<void> {
  return stream.closed ? Promise.resolve() : new Promise((resolve) => stream.once('close', () => resolve()));
}

/**
 * Unpacks the web-help bundle at `zipPath` into `destDir`, which must not exist yet and is created here.
 * Refuses the bundle with FILE_NOT_ALLOWED and details.reason (see FileRefusalReason) and then leaves no destDir behind.
 */
export async function unpackWebHelpZip(
  zipPath: string,
  destDir: string,
  limits: WebHelpLimits = DEFAULT_WEBHELP_LIMITS,
): Promise<{ files: UnpackedFile[]; totalBytes: number }> {
  const dest = path.resolve(destDir);
  let zipfile: ZipFile | undefined;
  let created = false;
  try {
    zipfile = await yauzl.openPromise(zipPath, YAUZL_OPTIONS);
    const plan = await planExtraction(zipfile, limits);

    await mkdir(path.dirname(dest), { recursive: true });
    await mkdir(dest, { mode: 0o755 }); // EEXIST when it is there already: we never write into, nor remove, what we did not make
    created = true;

    const files: UnpackedFile[] = [];
    let totalBytes = 0;
    for (const planned of plan) {
      const target = path.resolve(dest, ...planned.segments);
      if (!target.startsWith(dest + path.sep)) throw fileRefused('PATH_ESCAPE');
      if (planned.isDirectory) {
        await mkdir(target, { recursive: true, mode: 0o755 });
        continue;
      }
      await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
      const source = await zipfile.openReadStreamPromise(planned.entry);
      const limit = new ByteLimit(Math.min(limits.maxFileBytes, planned.entry.uncompressedSize), (count) => {
        totalBytes += count;
        return totalBytes <= limits.maxTotalBytes;
      });
      // 'wx': fail rather than follow or overwrite anything already at that path.
      const output = createWriteStream(target, { flags: 'wx', mode: 0o644 });
      try {
        await pipeline(source, limit, output);
      } catch (error) {
        await closed(output); // the file must be closed before the clean-up below removes it
        throw error;
      }
      files.push({ path: planned.path, size: limit.bytes });
    }
    return { files, totalBytes };
  } catch (error) {
    if (created) await rm(dest, { recursive: true, force: true, maxRetries: 3 });
    throw asRefusal(error);
  } finally {
    zipfile?.close();
  }
}
