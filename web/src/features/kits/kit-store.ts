// The field kits on this device: IndexedDB, one database for every reader who signs in on it. Each record names
// its reader (the session's userId), and every read filters by the reader signed in now, so signing in as another
// person never shows the previous reader's kits. A PDF arrives in parts (a download resumes after the part last
// kept) and is kept whole once complete. Nothing here talks to the server: kit-download.ts and kit-sync.ts do.
import type { BookmarkAdd, FeedbackSave, KitPages, KitPlan, KitReferenceData, KitSummary, WhatChanged } from '@gsis/contract';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { markKitReaders } from './kit-marker.ts';

/** A kit as the device keeps it. */
export interface StoredKit {
  kitId: number;
  /** Whose kit it is: the SessionUser's userId. */
  userId: string;
  /** The kit's key, for checks without a session (a disabled reader's kit must still be wiped). */
  secret: string;
  summary: KitSummary;
  /** What the kit holds, as the last check (or its taking) said. */
  plan: KitPlan;
  /** The last check that found it ACTIVE, and the expiry that check gave. */
  checkedAt: string;
  expiresAt: string;
  /** Every version of the plan's PDFs kept whole, with its pages, and the reference part kept. */
  complete: boolean;
  /** The server said EXPIRED (never renewed): its files are gone, the kit stays listed to say why. */
  expired: boolean;
  /**
   * Versions that came in place of one the device kept (a check found a newer final version): the reader is shown
   * what changed in them. Absent on kits kept before updates were told.
   */
  updated?: number[];
}

/** A PDF of a kit, whole (`blob`) or on its way (`received` bytes in `parts` parts). */
export interface StoredFile {
  key: string;
  kitId: number;
  versionId: number;
  /** The copy's size, once the server said it. */
  total: number | null;
  received: number;
  parts: number;
  /** The copy the parts are of: a resumed download asks for the rest of this one (If-Range). */
  etag: string | null;
  blob: Blob | null;
}

/** Something the reader did offline, sent when the network returns. */
export type QueuedAction = {
  id?: number;
  userId: string;
  /** What the reader is told it was: the document's title, and the page. */
  label: string;
  queuedAt: string;
} & ({ kind: 'bookmark'; body: BookmarkAdd } | { kind: 'feedback'; body: FeedbackSave });

interface KitDb extends DBSchema {
  kits: { key: number; value: StoredKit; indexes: { byUser: string } };
  files: { key: string; value: StoredFile; indexes: { byKit: number } };
  parts: { key: [string, number]; value: { fileKey: string; index: number; blob: Blob } };
  pages: { key: string; value: KitPages & { key: string; kitId: number }; indexes: { byKit: number } };
  reference: { key: number; value: KitReferenceData & { kitId: number } };
  images: { key: string; value: { key: string; kitId: number; blob: Blob }; indexes: { byKit: number } };
  outbox: { key: number; value: QueuedAction; indexes: { byUser: string } };
  /** What changed in a version that came as an update, by its file's key. */
  changes: { key: string; value: { key: string; kitId: number; changed: WhatChanged }; indexes: { byKit: number } };
}

const DB_NAME = 'gsis-field-kits';

let opening: Promise<IDBPDatabase<KitDb>> | undefined;
function db(): Promise<IDBPDatabase<KitDb>> {
  opening ??= openDB<KitDb>(DB_NAME, 2, {
    // A device that kept kits before a store was added gets the store, keeping what it holds.
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('kits', { keyPath: 'kitId' }).createIndex('byUser', 'userId');
        database.createObjectStore('files', { keyPath: 'key' }).createIndex('byKit', 'kitId');
        database.createObjectStore('parts', { keyPath: ['fileKey', 'index'] });
        database.createObjectStore('pages', { keyPath: 'key' }).createIndex('byKit', 'kitId');
        database.createObjectStore('reference', { keyPath: 'kitId' });
        database.createObjectStore('images', { keyPath: 'key' }).createIndex('byKit', 'kitId');
        database.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true }).createIndex('byUser', 'userId');
      }
      if (oldVersion < 2) database.createObjectStore('changes', { keyPath: 'key' }).createIndex('byKit', 'kitId');
    },
  });
  return opening;
}

export const fileKey = (kitId: number, versionId: number) => `${kitId}/${versionId}`;
export const imageKey = (kitId: number, symbolId: number) => `${kitId}/${symbolId}`;

// ── Who hears of changes (the pages listing kits redraw) ─────────────────────────────────────────

const listeners = new Set<() => void>();
let version = 0;
export function kitsChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}
export const kitChanges = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  version: () => version,
};

// ── Kits ─────────────────────────────────────────────────────────────────────────────────────────

export async function kitsOf(userId: string): Promise<StoredKit[]> {
  const kits = await (await db()).getAllFromIndex('kits', 'byUser', userId);
  return kits.sort((a, b) => b.summary.createdAt.localeCompare(a.summary.createdAt));
}

/** Every kit on the device, whoever's: checks wipe a revoked kit of a reader who can no longer sign in. */
export async function allKits(): Promise<StoredKit[]> {
  return (await db()).getAll('kits');
}

/** The kit, if it is this reader's. */
export async function kitOf(userId: string, kitId: number): Promise<StoredKit | undefined> {
  const kit = await (await db()).get('kits', kitId);
  return kit?.userId === userId ? kit : undefined;
}

export async function saveKit(kit: StoredKit): Promise<void> {
  await (await db()).put('kits', kit);
  await remark();
  kitsChanged();
}

/** Keeps the marker (kit-marker.ts) true to the kits the device holds. */
async function remark(): Promise<void> {
  markKitReaders((await allKits()).map((kit) => kit.userId));
}

/** Removes a kit and everything it holds from the device. */
export async function wipeKit(kitId: number): Promise<void> {
  await dropContents(kitId);
  await (await db()).delete('kits', kitId);
  await remark();
  kitsChanged();
}

/** Removes what a kit holds (files, parts, pages, what changed, reference, images), keeping its record. */
export async function dropContents(kitId: number): Promise<void> {
  const database = await db();
  const files = await database.getAllFromIndex('files', 'byKit', kitId);
  for (const file of files) await dropFile(file.key);
  const tx = database.transaction(['pages', 'changes', 'reference', 'images'], 'readwrite');
  for (const store of ['pages', 'changes', 'images'] as const) {
    for (const key of await tx.objectStore(store).index('byKit').getAllKeys(kitId)) await tx.objectStore(store).delete(key);
  }
  await tx.objectStore('reference').delete(kitId);
  await tx.done;
}

// ── Files ────────────────────────────────────────────────────────────────────────────────────────

export async function fileOf(kitId: number, versionId: number): Promise<StoredFile | undefined> {
  return (await db()).get('files', fileKey(kitId, versionId));
}

export async function filesOf(kitId: number): Promise<StoredFile[]> {
  return (await db()).getAllFromIndex('files', 'byKit', kitId);
}

/** Keeps the next part of a file on its way, and how far it got, in one transaction: a part is kept or not at all. */
export async function keepPart(file: StoredFile, blob: Blob): Promise<StoredFile> {
  const database = await db();
  const tx = database.transaction(['files', 'parts'], 'readwrite');
  const next: StoredFile = { ...file, received: file.received + blob.size, parts: file.parts + 1 };
  await tx.objectStore('parts').put({ fileKey: file.key, index: file.parts, blob });
  await tx.objectStore('files').put(next);
  await tx.done;
  return next;
}

export async function startFile(file: StoredFile): Promise<void> {
  await dropFile(file.key);
  await (await db()).put('files', file);
}

/** Joins a file's parts into the whole PDF and lets the parts go. */
export async function completeFile(file: StoredFile): Promise<void> {
  const database = await db();
  const parts = await database.getAll('parts', IDBKeyRange.bound([file.key, 0], [file.key, Number.MAX_SAFE_INTEGER]));
  const blob = new Blob(parts.sort((a, b) => a.index - b.index).map((part) => part.blob), { type: 'application/pdf' });
  const tx = database.transaction(['files', 'parts'], 'readwrite');
  await tx.objectStore('files').put({ ...file, blob, total: blob.size, received: blob.size });
  await tx.objectStore('parts').delete(IDBKeyRange.bound([file.key, 0], [file.key, Number.MAX_SAFE_INTEGER]));
  await tx.done;
}

export async function dropFile(key: string): Promise<void> {
  const database = await db();
  const tx = database.transaction(['files', 'parts', 'pages', 'changes'], 'readwrite');
  await tx.objectStore('parts').delete(IDBKeyRange.bound([key, 0], [key, Number.MAX_SAFE_INTEGER]));
  await tx.objectStore('files').delete(key);
  await tx.objectStore('pages').delete(key);
  await tx.objectStore('changes').delete(key);
  await tx.done;
}

// ── Page texts, reference, images ───────────────────────────────────────────────────────────────

export async function savePages(kitId: number, pages: KitPages): Promise<void> {
  await (await db()).put('pages', { ...pages, kitId, key: fileKey(kitId, pages.versionId) });
}

export async function pagesOf(kitId: number): Promise<KitPages[]> {
  return (await db()).getAllFromIndex('pages', 'byKit', kitId);
}

export async function hasPages(kitId: number, versionId: number): Promise<boolean> {
  return (await (await db()).count('pages', fileKey(kitId, versionId))) > 0;
}

export async function saveChanges(kitId: number, changed: WhatChanged): Promise<void> {
  await (await db()).put('changes', { key: fileKey(kitId, changed.version.id), kitId, changed });
}

/** The versions of a kit whose comparison the device keeps. */
export async function changedVersionsOf(kitId: number): Promise<Set<number>> {
  const keys = await (await db()).getAllKeysFromIndex('changes', 'byKit', kitId);
  return new Set(keys.map((key) => Number(key.split('/')[1])));
}

/** Whether the device keeps what changed in a version of the kit (counted, not read: a comparison can be long). */
export async function hasChanges(kitId: number, versionId: number): Promise<boolean> {
  return (await (await db()).count('changes', fileKey(kitId, versionId))) > 0;
}

/** What changed in a version of the kit that came as an update, once fetched. */
export async function changesOf(kitId: number, versionId: number): Promise<WhatChanged | undefined> {
  return (await (await db()).get('changes', fileKey(kitId, versionId)))?.changed;
}

export async function saveReference(kitId: number, reference: KitReferenceData, images: Map<number, Blob>): Promise<void> {
  const database = await db();
  const tx = database.transaction(['reference', 'images'], 'readwrite');
  for (const key of await tx.objectStore('images').index('byKit').getAllKeys(kitId)) await tx.objectStore('images').delete(key);
  for (const [symbolId, blob] of images) await tx.objectStore('images').put({ key: imageKey(kitId, symbolId), kitId, blob });
  await tx.objectStore('reference').put({ ...reference, kitId });
  await tx.done;
}

export async function referenceOf(kitId: number): Promise<{ reference: KitReferenceData; images: Map<number, Blob> } | undefined> {
  const database = await db();
  const reference = await database.get('reference', kitId);
  if (!reference) return undefined;
  const images = new Map<number, Blob>();
  for (const image of await database.getAllFromIndex('images', 'byKit', kitId)) images.set(Number(image.key.split('/')[1]), image.blob);
  return { reference, images };
}

// ── What the reader did offline ─────────────────────────────────────────────────────────────────

export async function queue(action: QueuedAction): Promise<void> {
  await (await db()).add('outbox', action);
  kitsChanged();
}

export async function queuedOf(userId: string): Promise<QueuedAction[]> {
  return (await db()).getAllFromIndex('outbox', 'byUser', userId);
}

export async function unqueue(id: number): Promise<void> {
  await (await db()).delete('outbox', id);
  kitsChanged();
}

/** Forgets everything of one reader on this device: their kits and what they queued (signing out with "delete"). */
export async function forgetReader(userId: string): Promise<void> {
  for (const kit of await kitsOf(userId)) await wipeKit(kit.kitId);
  const database = await db();
  for (const key of await database.getAllKeysFromIndex('outbox', 'byUser', userId)) await database.delete('outbox', key);
  kitsChanged();
}

/** What the kits of a reader take on the device. */
export async function bytesOf(kitId: number): Promise<number> {
  const files = await filesOf(kitId);
  return files.reduce((sum, file) => sum + (file.blob?.size ?? file.received), 0);
}
