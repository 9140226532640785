// Watermarked copies: a reader gets a PDF stamped with their watermark (who, from where, on which day,
// in the look the watermark settings give). A copy is the original file, then the update every reader's copy of
// it shares (stamp-plans.ts), then the reader's own part, a few kilobytes made once per reader text and kept
// under files/cache/watermarked, whose size WATERMARK_CACHE_MB bounds (the least recently read go first). The
// three are sent as one body, so the copy streams from its first byte and answers byte ranges at once.
// Library managers get the file as published.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, type WatermarkSettings } from '@gsis/contract';
import { keptAnswers } from '../../../platform/cache/kept-answers.ts';
import type { ChangeSignals } from '../../../platform/db/change-signals.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { withExtensionOf } from '../../../platform/files/file-kind.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import type { SentFile } from '../../../platform/http/send-file.ts';
import { STAMP_PLAN_FORMAT } from '../../../platform/pdf/stamp-plan.ts';
import { stampUpdate } from '../../../platform/pdf/stamp-update.ts';
import { loadWatermarkFonts, type WatermarkFonts } from '../../../platform/pdf/watermark-fonts.ts';
import { renderWatermarkText } from '../../../platform/pdf/watermark-text.ts';
import type { ClientInfo } from '../../../platform/request-context.ts';
import type { OpenedVersion } from './content-tickets.ts';
import type { StampPlans } from './stamp-plans.ts';
import { readWatermarkSettings, writeWatermarkSettings } from './watermark-settings.repo.ts';
/**
 * A watermarked copy's mtime is when it was last stamped or read (by the service's clock). A read within
 * this long of that does not write it again (at most one touch per copy a minute), and eviction leaves such
 * a copy alone: it may be on its way to a reader between pdfFor() and the route opening it.
 */
const RECENTLY_READ_MS = 60_000;
/** A half-written reader's part (`*.part`) this old was left by a crash or a killed instance. */
const STALE_PART_MS = 60 * 60_000;

/** What a PDF is sent as: the file, and the name it is shown or saved under. */
export interface PdfCopy extends SentFile { etag: string; fileName: string }

export interface WatermarkedCopies {
  /** The PDF to send for an opened version: the original for managers, the reader's watermarked copy otherwise. */
  pdfFor(opened: OpenedVersion, client: ClientInfo): Promise<PdfCopy>;
  settings(): Promise<WatermarkSettings>;
  /** Saves the look of the watermark; copies stamped with the old one are no longer served. */
  saveSettings(settings: WatermarkSettings): Promise<void>;
  /**
   * Finds the watermark fonts and reads the Latin face ahead of the first reader; the Korean, Chinese, Thai and
   * Myanmar faces are read when a watermark first needs them (a one-off ~0.2–0.5 s for that reader).
   */
  prepare(): Promise<void>;
}

/** What the stamp says of the reader: who (from the session), from where and in which time zone (from the request). */
interface ReaderStamp { id: string; name: string; company: string; address: string; timeZone: string | null }

function stampOf(opened: OpenedVersion, client: ClientInfo): ReaderStamp {
  const s = opened.session;
  return { id: s.loginId, name: s.name, company: s.company ?? '', address: client.ip, timeZone: client.timeZone ?? s.timeZone };
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** One at a time per slot: stamping is CPU and memory heavy, so a burst queues instead of piling up. */
function semaphore(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

function dateIn(timeZone: string | null, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export interface WatermarkedCopiesDeps {
  db: Db;
  /** Every instance keeps the watermark settings, which every byte range of a copy needs, until they change. */
  signals: ChangeSignals;
  storage: FileStorage;
  plans: StampPlans;
  clock: () => Date;
  stampSlots?: number;
  /** Disk the watermarked copies may take (WATERMARK_CACHE_MB); past it the least recently read go. */
  cacheLimitBytes?: number;
}

export function createWatermarkedCopies({ db, signals, storage, plans, clock, stampSlots = 2, cacheLimitBytes = 4096 * 1024 * 1024 }: WatermarkedCopiesDeps): WatermarkedCopies {
  // Dropped on every instance by the transaction that saves them, and after a minute in any case (for settings
  // changed by hand in SQL).
  const keptSettings = keptAnswers<WatermarkSettings>({ signals, topic: 'watermark', max: 1, ttlMs: 60_000 });
  let fonts: Promise<WatermarkFonts> | undefined;
  const stamping = new Map<string, Promise<void>>();
  const limit = semaphore(stampSlots);
  const cacheDir = storage.cacheDir('watermarked');
  let sweeping: Promise<void> | undefined;
  let sweepAgain = false;

  function watermarkFonts(): Promise<WatermarkFonts> {
    fonts ??= loadWatermarkFonts().catch((error: unknown) => {
      fonts = undefined; // fonts installed later are found on the next try
      throw error;
    });
    return fonts;
  }

  /**
   * Deletes the least recently read copies until the cache fits its limit. One listing and one stat per copy,
   * run after each new stamp only (stamping a whole PDF costs far more), never per read.
   */
  async function evictBeyondLimit(): Promise<void> {
    const names = await readdir(cacheDir).catch(() => [] as string[]);
    const entries = await Promise.all(names.map(async (name) => {
      const file = path.join(cacheDir, name);
      const info = await stat(file).catch(() => undefined);
      return info?.isFile() ? { name, file, size: info.size, readAt: info.mtimeMs } : undefined;
    }));
    const now = clock().getTime();
    let total = 0;
    const copies: { file: string; size: number; readAt: number }[] = [];
    for (const entry of entries) {
      if (!entry) continue;
      if (entry.name.endsWith('.part')) {
        // Being written now (counted), or left by a crash (removed). Written by writeFile: wall-clock mtime.
        if (Date.now() - entry.readAt > STALE_PART_MS) await rm(entry.file, { force: true });
        else total += entry.size;
        continue;
      }
      total += entry.size;
      copies.push(entry);
    }
    copies.sort((a, b) => a.readAt - b.readAt);
    for (const copy of copies) {
      if (total <= cacheLimitBytes) return;
      // Oldest first: once one was read within the minute, so were all after it. The cache may then stay
      // over its limit by what readers opened in that minute, rather than pull a copy from under one.
      if (now - copy.readAt < RECENTLY_READ_MS) return;
      // Read again since the listing (stat is cheap, and only victims pay it)?
      const fresh = await stat(copy.file).catch(() => undefined);
      if (fresh && now - fresh.mtimeMs < RECENTLY_READ_MS) continue;
      // A copy still being sent to a reader may go: on POSIX a deleted file stays readable through the
      // descriptors already open on it, and its disk space is freed when the last one closes.
      await rm(copy.file, { force: true });
      total -= copy.size;
    }
  }

  /** One sweep at a time per instance; stamps finishing during a sweep ask for one more after it. */
  function sweepCache(): Promise<void> {
    if (sweeping) {
      sweepAgain = true;
      return sweeping;
    }
    sweeping = (async () => {
      do {
        sweepAgain = false;
        await evictBeyondLimit();
      } while (sweepAgain);
    })().finally(() => { sweeping = undefined; });
    return sweeping;
  }

  const watermarkSettings = () => keptSettings.get('watermark', () => readWatermarkSettings(db));

  async function stampedCopy(opened: OpenedVersion, client: ClientInfo): Promise<SentFile & { etag: string }> {
    const original = storage.blobPath(opened.sha256);
    if (opened.manager) {
      const { size } = await stat(original);
      return { file: original, size, etag: `"${opened.sha256}"` };
    }
    const stamp = stampOf(opened, client);
    const settings = await watermarkSettings();
    const text = renderWatermarkText(settings.template, {
      id: stamp.id, name: stamp.name, company: stamp.company, address: stamp.address, date: dateIn(stamp.timeZone, clock()),
    });
    const { plan, baseFile, pagesFile } = await plans.planFor(opened.sha256);
    const key = createHash('sha256').update([opened.sha256, STAMP_PLAN_FORMAT, text, settings.fontSize, settings.opacity, settings.angle].join('\u0000')).digest('hex');
    const file = path.join(cacheDir, `${key}.pdf-update`);
    const copyOf = (readerPartSize: number) => ({
      file: baseFile,
      size: plan.base.size + plan.pagesPartSize + readerPartSize,
      etag: `"${key}"`,
      appended: [{ file: pagesFile, size: plan.pagesPartSize }, { file, size: readerPartSize }],
    });
    const now = clock();
    const cached = await stat(file).catch(() => undefined);
    // A hit marks the copy read now (unless it was within the minute), so eviction takes others first; a
    // copy evicted between the stat and the touch is stamped again below.
    if (cached && (now.getTime() - cached.mtimeMs < RECENTLY_READ_MS || (await utimes(file, now, now).then(() => true, () => false)))) {
      return copyOf(cached.size);
    }
    let pending = stamping.get(key);
    if (!pending) {
      pending = limit(async () => {
        if (existsSync(file)) return;
        const update = await stampUpdate(plan, text, settings, await watermarkFonts());
        await mkdir(cacheDir, { recursive: true });
        const temp = `${file}.${b64(randomBytes(6))}.part`;
        await writeFile(temp, update);
        const stampedAt = clock();
        await utimes(temp, stampedAt, stampedAt);
        await rename(temp, file);
      })
        .then(() => sweepCache().catch(() => undefined)) // a failed sweep is retried by the next stamp's
        .finally(() => stamping.delete(key));
      stamping.set(key, pending);
    }
    await pending;
    const { size } = await stat(file);
    return copyOf(size);
  }

  return {
    async pdfFor(opened, client) {
      if (opened.publishType !== 'PDF') throw new AppError(ErrorCode.NOT_FOUND);
      // Offered under the name it was stored as, with a PDF's extension even where an older upload kept another
      // (manual.exe): a saved copy must open as what it is.
      return { ...(await stampedCopy(opened, client)), fileName: withExtensionOf('pdf', opened.fileName) };
    },

    settings: watermarkSettings,

    async prepare() {
      await watermarkFonts();
    },

    async saveSettings(settings) {
      await db.transaction(async (tx) => {
        await writeWatermarkSettings(tx, settings, clock());
        await signals.signal(tx, 'watermark');
      });
      // Copies stamped with the old look are no longer served (their cache key differs); clear them out.
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
