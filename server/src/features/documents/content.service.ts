// Serving what a reader opens: short-lived content tickets bound to the reader's session, PDFs with the
// reader's watermark (stamped once, kept in a cache, served with byte ranges so the viewer shows page 1
// early), and web-help files from a sandbox that cannot reach the portal's session.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_WATERMARK, ErrorCode, WatermarkSettings, type ContentTicket, type WebHelpToc } from '@gsis/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { systemSettings } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { findSessionById, userHasMenu, type SessionRow } from '../../platform/auth/sessions.repo.ts';
import { loadWatermarkFonts, renderWatermarkText, stampWatermark, type WatermarkFonts } from '../../platform/pdf/watermark.ts';
import { findReadableVersion, type Viewer } from './documents.repo.ts';
import { LIBRARY_MANAGER_MENU } from './documents.service.ts';
import { entryOf, listBundleFiles } from './indexing.ts';

const TICKET_SECRET_KEY = 'content-ticket-secret';
const WATERMARK_KEY = 'watermark';
const TICKET_SECONDS = 4 * 60 * 60;

export interface OpenedVersion {
  session: SessionRow;
  versionId: number;
  documentId: number;
  title: string;
  fileName: string;
  sha256: string;
  publishType: 'PDF' | 'WEBHELP';
  /** Library managers read the file as published, without a watermark. */
  manager: boolean;
}

export interface ReaderStamp { id: string; name: string; company: string; address: string; timeZone: string | null }

export interface ContentService {
  issueTicket(session: SessionRow, versionId: number): Promise<ContentTicket>;
  /** Checks a ticket, its session and the reader's authority now; answers 403 for anything amiss. */
  open(ticket: string): Promise<OpenedVersion>;
  /** The PDF file to send: the original for managers, the reader's watermarked copy otherwise. */
  pdfFor(opened: OpenedVersion, stamp: ReaderStamp): Promise<{ file: string; size: number; etag: string }>;
  webHelpFile(opened: OpenedVersion, relativePath: string): Promise<{ file: string; size: number }>;
  webHelpToc(session: SessionRow, versionId: number): Promise<WebHelpToc>;
  watermarkSettings(): Promise<WatermarkSettings>;
  /** Loads the watermark fonts ahead of the first reader (a few hundred ms of parsing). */
  prepare(): Promise<void>;
  saveWatermarkSettings(settings: WatermarkSettings): Promise<void>;
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

export function createContentService({ db, storage, clock, stampSlots = 2 }: { db: Db; storage: FileStorage; clock: () => Date; stampSlots?: number }): ContentService {
  let secret: Promise<Buffer> | undefined;
  let fonts: Promise<WatermarkFonts> | undefined;
  const stamping = new Map<string, Promise<void>>();
  const limit = semaphore(stampSlots);
  const cacheDir = storage.cacheDir('watermarked');

  /** One secret for every instance, made by whichever starts first. */
  function ticketSecret(): Promise<Buffer> {
    secret ??= (async () => {
      await db.insert(systemSettings).values({ key: TICKET_SECRET_KEY, value: b64(randomBytes(32)) }).onConflictDoNothing();
      const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, TICKET_SECRET_KEY));
      return Buffer.from(String(row!.value), 'base64url');
    })();
    return secret;
  }

  async function sign(payload: string): Promise<string> {
    return b64(createHmac('sha256', await ticketSecret()).update(payload).digest());
  }

  async function readable(session: SessionRow, versionId: number) {
    const manager = await userHasMenu(db, session.userId, LIBRARY_MANAGER_MENU);
    const viewer: Viewer = { userId: session.userId, readsAll: manager, distributedOnly: !manager };
    const found = await findReadableVersion(db, versionId, viewer);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND);
    if (!found.authorised) throw new AppError(ErrorCode.WRONG_ACCESS);
    return { found, manager };
  }

  function watermarkFonts(): Promise<WatermarkFonts> {
    fonts ??= loadWatermarkFonts().catch((error: unknown) => {
      fonts = undefined; // fonts installed later are found on the next try
      throw error;
    });
    return fonts;
  }

  /** The page a bundle opens on: its first topic once indexed, else read from the unpacked files. */
  async function entryPage(versionId: number, sha256: string): Promise<string> {
    const { rows } = await db.execute<{ path: string }>(sql`SELECT path FROM webhelp_topics WHERE version_id = ${versionId} ORDER BY sort_order LIMIT 1`);
    return rows[0]?.path ?? entryOf(await listBundleFiles(storage.webhelpDir(sha256)));
  }

  async function watermarkSettings(): Promise<WatermarkSettings> {
    const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, WATERMARK_KEY));
    const parsed = WatermarkSettings.safeParse(row?.value);
    return parsed.success ? parsed.data : DEFAULT_WATERMARK;
  }

  return {
    async issueTicket(session, versionId) {
      const { found } = await readable(session, versionId);
      const expires = Math.floor(clock().getTime() / 1000) + TICKET_SECONDS;
      const payload = `${versionId}.${session.sessionId}.${expires}`;
      const ticket = `${b64(Buffer.from(payload))}.${await sign(payload)}`;
      const fileName = encodeURIComponent(found.fileName.replace(/\.zip$/i, '') || 'document');
      return {
        ticket,
        fileUrl: `/service/content/${ticket}/${fileName}`,
        downloadUrl: `/service/content/${ticket}/${fileName}?download=1`,
        webhelpUrl: found.version.publishType === 'WEBHELP' ? `/service/webhelp/${ticket}/${await entryPage(versionId, found.sha256)}` : null,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },

    async open(ticket) {
      const [encoded, signature] = ticket.split('.');
      if (!encoded || !signature) throw new AppError(ErrorCode.WRONG_ACCESS);
      const payload = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = Buffer.from(await sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError(ErrorCode.WRONG_ACCESS);
      const [versionText, sessionId, expiresText] = payload.split('.');
      if (Number(expiresText) * 1000 <= clock().getTime()) throw new AppError(ErrorCode.WRONG_ACCESS);
      const session = sessionId ? await findSessionById(db, sessionId) : undefined;
      const now = clock();
      if (!session || now >= session.expiresAt || !session.enabled || session.approvalStatus !== 'APPROVED') throw new AppError(ErrorCode.WRONG_ACCESS);
      const { found, manager } = await readable(session, Number(versionText)).catch((error: unknown) => {
        // A ticket for something the reader can no longer reach is simply not valid any more.
        throw error instanceof AppError ? new AppError(ErrorCode.WRONG_ACCESS) : error;
      });
      return {
        session, versionId: found.version.id, documentId: found.version.documentId, title: found.title, fileName: found.fileName,
        sha256: found.sha256, publishType: found.version.publishType, manager,
      };
    },

    async pdfFor(opened, stamp) {
      if (opened.publishType !== 'PDF') throw new AppError(ErrorCode.NOT_FOUND);
      const original = storage.blobPath(opened.sha256);
      if (opened.manager) {
        const { size } = await stat(original);
        return { file: original, size, etag: `"${opened.sha256}"` };
      }
      const settings = await watermarkSettings();
      const text = renderWatermarkText(settings.template, {
        id: stamp.id, name: stamp.name, company: stamp.company, address: stamp.address, date: dateIn(stamp.timeZone, clock()),
      });
      const key = createHash('sha256').update([opened.sha256, text, settings.fontSize, settings.opacity, settings.angle].join('\u0000')).digest('hex');
      const file = path.join(cacheDir, `${key}.pdf`);
      if (!existsSync(file)) {
        let pending = stamping.get(key);
        if (!pending) {
          pending = limit(async () => {
            if (existsSync(file)) return;
            const stamped = await stampWatermark(await readFile(original), text, settings, await watermarkFonts());
            await mkdir(cacheDir, { recursive: true });
            const temp = `${file}.${b64(randomBytes(6))}.part`;
            await writeFile(temp, stamped);
            await rename(temp, file);
          }).finally(() => stamping.delete(key));
          stamping.set(key, pending);
        }
        await pending;
      }
      const { size } = await stat(file);
      return { file, size, etag: `"${key}"` };
    },

    async webHelpFile(opened, relativePath) {
      if (opened.publishType !== 'WEBHELP') throw new AppError(ErrorCode.NOT_FOUND);
      const root = storage.webhelpDir(opened.sha256);
      const normalised = path.posix.normalize(`/${relativePath}`).slice(1);
      const file = path.resolve(root, normalised);
      if (!file.startsWith(root + path.sep)) throw new AppError(ErrorCode.NOT_FOUND);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) throw new AppError(ErrorCode.NOT_FOUND);
      return { file, size: info.size };
    },

    async webHelpToc(session, versionId) {
      const { found } = await readable(session, versionId);
      if (found.version.publishType !== 'WEBHELP') throw new AppError(ErrorCode.NOT_FOUND);
      const { rows } = await db.execute<{ path: string; title: string }>(sql`SELECT path, title FROM webhelp_topics WHERE version_id = ${versionId} ORDER BY sort_order`);
      const entry = rows[0]?.path ?? (await entryPage(versionId, found.sha256));
      return { versionId, entry, topics: rows };
    },

    watermarkSettings,

    async prepare() {
      await watermarkFonts();
    },

    async saveWatermarkSettings(settings) {
      await db.insert(systemSettings).values({ key: WATERMARK_KEY, value: settings, updatedAt: clock() })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value: settings, updatedAt: clock() } });
      // Copies stamped with the old look are no longer served (their cache key differs); clear them out.
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

