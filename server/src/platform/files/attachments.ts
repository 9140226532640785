// Attachments: one file per upload, judged by its content (PDF without active content, PNG, JPEG, GIF, WebP, an
// Office document that is a real OOXML package, and other zips only where allowed — zip-attachments.ts), kept content-addressed, then given to the notice, question or message
// whose form names it. Readers get them through signed addresses that the owner's service hands out to those
// it lets see the owner, so the download itself needs no session.
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { ATTACHMENT_KINDS, ErrorCode, MAX_ATTACHMENT_BYTES, type Attachment, type UploadedAttachment } from '@gsis/contract';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { createSignedTokens } from '../auth/signed-tokens.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { judgePdf } from '../pdf/pdf-check.ts';
import { attachments } from './attachments.tables.ts';
import { detectFileKind, fileRefused, withExtensionOf, type FileKind } from './file-kind.ts';
import { extensionOf } from './file-types.ts';
import { imageLength } from './image-structure.ts';
import type { FileStorage, ReceivedFile } from './storage.ts';
import { DEFAULT_ZIP_ATTACHMENT_RULES, judgeZipAttachment, OFFICE_CONTENT_TYPES, type OfficeExtension } from './zip-attachments.ts';

/** What an attachment belongs to: a kind of thing ('NOTICE', …) and its id. */
export interface AttachmentOwner { type: string; id: number }

/** SQL: whether the owner of `type` whose id is the trusted SQL expression `idColumn` (`q.id`) has attachments. */
export const hasAttachmentsSql = (type: string, idColumn: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM attachments a WHERE a.owner_type = ${type} AND a.owner_id = ${sql.raw(idColumn)})`;

/** An attachment opened by its address: where its bytes are and what to call them. */
export interface OpenedAttachment { path: string; size: number; fileName: string; contentType: string; sha256: string }

export interface Attachments {
  /** Receives one upload of an account and judges it (FILE_NOT_ALLOWED with the reason when it is not a kind we keep). */
  receive(stream: Readable, fileName: string, uploaderId: number): Promise<UploadedAttachment>;
  /** The same for a visitor (no account, at most `maxBytes`); its `claim` is what attaches it. */
  receiveFromVisitor(stream: Readable, fileName: string, maxBytes: number): Promise<UploadedAttachment & { claim: string }>;
  /**
   * Makes `ids` the owner's attachments (listed in the order they were uploaded), inside the caller's transaction: each must be the
   * owner's already or an upload of `uploaderId` not yet attached; the owner's others are let go.
   */
  attach(tx: DbOrTx, owner: AttachmentOwner, ids: readonly number[], uploaderId: number): Promise<void>;
  /** Gives the owner the visitors' uploads whose claims are given, in the caller's transaction. */
  attachClaimed(tx: DbOrTx, owner: AttachmentOwner, claims: readonly string[]): Promise<void>;
  /** Lets go of every attachment of the owner (the owner is being deleted). */
  detachAll(tx: DbOrTx, owner: AttachmentOwner): Promise<void>;
  /** The owner's attachments with addresses a reader can download them from for a few hours. */
  listFor(db: DbOrTx, owner: AttachmentOwner): Promise<Attachment[]>;
  /** The attachment a signed address names (WRONG_ACCESS for a forged or expired one). */
  open(ticket: string): Promise<OpenedAttachment>;
}

const ALLOWED: ReadonlySet<FileKind> = new Set(ATTACHMENT_KINDS);
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', zip: 'application/zip',
};
/** An Office document's own type (it is stored as a zip, judged as the document its name says). */
const officeTypeOf = (kind: string, fileName: string): string | undefined =>
  kind === 'zip' ? OFFICE_CONTENT_TYPES[extensionOf(fileName) as OfficeExtension] : undefined;
const ADDRESS_SECONDS = 4 * 60 * 60;
const SHELF = 'attachments';
/** Serialises keeping and removing the same bytes. */
const lockFile = (tx: DbOrTx, sha256: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`attachment:${sha256}`}))`);
const UNCLAIMED_HOURS = 24;

export function createAttachments({ db, storage, clock, allowArchives = false }: { db: Db; storage: FileStorage; clock: () => Date; allowArchives?: boolean }): Attachments {
  const tokens = createSignedTokens(db, 'attachment-address-secret');
  const claims = createSignedTokens(db, 'attachment-claim-secret');

  const zipRules = { ...DEFAULT_ZIP_ATTACHMENT_RULES, allowArchives };

  /** The kind of an upload, and for a zip the Office document it is (null: an archive the installation allows). */
  async function judge(kind: FileKind | null, tempPath: string, fileName: string): Promise<{ kind: FileKind; office: OfficeExtension | null }> {
    if (!kind || !ALLOWED.has(kind)) throw fileRefused('FILE_TYPE');
    if (kind === 'pdf') await judgePdf({ file: tempPath });
    return { kind, office: kind === 'zip' ? await judgeZipAttachment(tempPath, fileName, zipRules) : null };
  }

  /**
   * Forgets uploads never attached within a day and attachments let go of, and the files no attachment
   * refers to any more (attachments have a shelf of their own, so a document's file is never one of them).
   */
  async function sweep(): Promise<void> {
    const cutoff = new Date(clock().getTime() - UNCLAIMED_HOURS * 3600_000);
    const gone = await db.delete(attachments)
      .where(or(eq(attachments.ownerType, 'RELEASED'), and(isNull(attachments.ownerType), lt(attachments.createdAt, cutoff))))
      .returning({ sha256: attachments.sha256 });
    for (const sha256 of new Set(gone.map((row) => row.sha256))) {
      // Under the file's lock, which an upload of the same bytes takes too: it is never removed under a new row.
      await db.transaction(async (tx) => {
        await lockFile(tx, sha256);
        const [still] = await tx.select({ id: attachments.id }).from(attachments).where(eq(attachments.sha256, sha256)).limit(1);
        if (!still) await storage.forget(sha256, SHELF);
      });
    }
  }

  /**
   * A picture read through to its end (image-structure.ts); what a JPEG carries after it (a motion photo's video, or
   * anything else) is cut off, so the upload kept is the picture alone.
   */
  async function pictureAlone(received: ReceivedFile, kind: FileKind, maxBytes: number): Promise<ReceivedFile> {
    if (kind !== 'png' && kind !== 'jpeg' && kind !== 'gif' && kind !== 'webp') return received;
    const bytes = await readFile(received.tempPath);
    const length = imageLength(kind, bytes);
    if (length === bytes.length) return received;
    const picture = await storage.receive(Readable.from([bytes.subarray(0, length)]), maxBytes);
    await storage.discard(received);
    return picture;
  }

  async function keep(stream: Readable, fileName: string, uploaderId: number | null, maxBytes: number): Promise<UploadedAttachment> {
    let received = await storage.receive(stream, maxBytes);
    try {
      const { kind, office } = await judge(detectFileKind(received.head), received.tempPath, fileName);
      received = await pictureAlone(received, kind, maxBytes);
      // An Office document keeps its name (it was judged as what its extension says); anything else gets its kind's.
      const kept = office ? fileName.trim().slice(0, 255) : withExtensionOf(kind, fileName);
      const [row] = await db.transaction(async (tx) => {
        await lockFile(tx, received.sha256);
        const inserted = await tx.insert(attachments)
          .values({ sha256: received.sha256, fileName: kept, size: received.size, kind, uploadedBy: uploaderId, createdAt: clock() })
          .returning({ attachmentId: attachments.id });
        await storage.keep(received, SHELF);
        return inserted;
      });
      // Each upload tidies up after those that were never used.
      await sweep();
      return { attachmentId: row!.attachmentId, fileName: kept, size: received.size };
    } catch (error) {
      await storage.discard(received);
      throw error;
    }
  }

  const rows = (tx: DbOrTx, owner: AttachmentOwner) =>
    tx.select({ attachmentId: attachments.id, fileName: attachments.fileName, size: attachments.size })
      .from(attachments)
      .where(and(eq(attachments.ownerType, owner.type), eq(attachments.ownerId, owner.id)))
      .orderBy(asc(attachments.id));

  return {
    receive: (stream, fileName, uploaderId) => keep(stream, fileName, uploaderId, MAX_ATTACHMENT_BYTES),

    async receiveFromVisitor(stream, fileName, maxBytes) {
      const kept = await keep(stream, fileName, null, maxBytes);
      return { ...kept, claim: await claims.sign(String(kept.attachmentId)) };
    },

    async attach(tx, owner, ids, uploaderId) {
      const mine = and(eq(attachments.ownerType, owner.type), eq(attachments.ownerId, owner.id));
      if (ids.length > 0) {
        const claimed = await tx.update(attachments)
          .set({ ownerType: owner.type, ownerId: owner.id })
          .where(and(inArray(attachments.id, [...ids]), or(mine, and(isNull(attachments.ownerType), eq(attachments.uploadedBy, uploaderId)))))
          .returning({ id: attachments.id });
        if (claimed.length !== ids.length) {
          throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.attachmentIds', rule: 'not_yours' }] });
        }
      }
      // Let go of the others; the sweep forgets them.
      await tx.update(attachments).set({ ownerType: 'RELEASED', ownerId: null })
        .where(and(mine, ids.length > 0 ? sql`${attachments.id} <> ALL(${sql.param([...ids])}::int[])` : sql`true`));
    },

    async attachClaimed(tx, owner, given) {
      const ids = (await Promise.all(given.map((claim) => claims.read(claim)))).map(Number);
      if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
        throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.attachmentClaims', rule: 'not_yours' }] });
      }
      if (ids.length === 0) return;
      const claimed = await tx.update(attachments).set({ ownerType: owner.type, ownerId: owner.id })
        .where(and(inArray(attachments.id, ids), isNull(attachments.ownerType), isNull(attachments.uploadedBy)))
        .returning({ id: attachments.id });
      if (claimed.length !== ids.length) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.attachmentClaims', rule: 'not_yours' }] });
    },

    async detachAll(tx, owner) {
      await tx.update(attachments).set({ ownerType: 'RELEASED', ownerId: null })
        .where(and(eq(attachments.ownerType, owner.type), eq(attachments.ownerId, owner.id)));
    },

    async listFor(on, owner) {
      const found = await rows(on, owner);
      const expires = Math.floor(clock().getTime() / 1000) + ADDRESS_SECONDS;
      return Promise.all(found.map(async (file) => ({
        ...file,
        url: `/service/attachment/${await tokens.sign(`${file.attachmentId}.${expires}`)}/${encodeURIComponent(file.fileName)}`,
      })));
    },

    async open(ticket) {
      const payload = await tokens.read(ticket);
      const [idText, expiresText] = payload?.split('.') ?? [];
      const id = Number(idText);
      if (!payload || !Number.isSafeInteger(id) || !(Number(expiresText) * 1000 > clock().getTime())) throw new AppError(ErrorCode.WRONG_ACCESS);
      const [row] = await db.select().from(attachments)
        .where(and(eq(attachments.id, id), sql`${attachments.ownerId} IS NOT NULL`));
      if (!row) throw new AppError(ErrorCode.NOT_FOUND);
      return {
        path: storage.blobPath(row.sha256, SHELF), size: row.size, fileName: row.fileName, sha256: row.sha256,
        contentType: officeTypeOf(row.kind, row.fileName) ?? CONTENT_TYPES[row.kind] ?? 'application/octet-stream',
      };
    },
  };
}
