// Filling a kit on the device: the reference part (guides, dictionary, symbols and their images), then each PDF of
// the plan — the reader's own watermarked copy — with its page texts for searching offline. A PDF comes in parts kept
// as they arrive; when the connection drops, the download waits for it and asks for the rest only (Range, If-Range on
// the copy's ETag), so a flaky network costs the bytes it lost, never the whole file. One fill per kit at a time; the
// pages that show a kit follow its progress here.
import { documentsApi, ErrorCode, kitsApi, pathOf, type KitDocument, type KitPlan, type KitPlanBody } from '@gsis/contract';
import { apiUrl } from '../../api/base.ts';
import { ApiError, clientHeaders, settleResponse } from '../../api/client.ts';
import { call } from '../../api/endpoints.ts';
import { announceKitReady } from './kit-marker.ts';
import {
  completeFile, fileKey, fileOf, hasChanges, hasPages, keepPart, kitOf, referenceOf, saveChanges, saveKit, savePages, saveReference, startFile,
  type StoredFile, type StoredKit,
} from './kit-store.ts';

/** A part is kept once this much has arrived: a dropped connection loses less than this. */
const PART_BYTES = 256 * 1024;
/** Waits between tries after a failure, growing to this. */
const MAX_WAIT_MS = 15_000;

export interface FillProgress {
  kitId: number;
  bytesDone: number;
  bytesTotal: number;
  /** The connection dropped: the download waits for it and goes on from where it stopped. */
  waiting: boolean;
  /** Stopped for good (the kit was revoked, a version left it): the code says why. */
  failed: string | null;
  done: boolean;
}

const fills = new Map<number, { progress: FillProgress; promise: Promise<void> }>();
const listeners = new Set<() => void>();
const publish = () => {
  for (const listener of listeners) listener();
};
export const fillProgress = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  of: (kitId: number): FillProgress | undefined => fills.get(kitId)?.progress,
};

/** The PDFs a device keeps of a plan (web help is read online). */
export const keptVersions = (plan: KitPlan) => plan.documents.filter((document) => document.publishType === 'PDF');

/** Waits `ms`, or less when the browser says the network is back. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** A failure worth another try: no network, or the server busy or down for a moment. */
const passing = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/** Runs `attempt` until it succeeds or fails for good, waiting longer between tries; `waiting` says when it waits. */
async function persist<T>(attempt: () => Promise<T>, waiting: (is: boolean) => void): Promise<T> {
  for (let wait = 1000; ; wait = Math.min(wait * 2, MAX_WAIT_MS)) {
    try {
      const result = await attempt();
      waiting(false);
      return result;
    } catch (error) {
      if (!passing(error)) throw error;
      waiting(true);
      await pause(navigator.onLine ? wait : MAX_WAIT_MS);
    }
  }
}

/** Total size from a 206's Content-Range ("bytes 100-199/4000") or a 200's Content-Length. */
function totalOf(response: Response): number | null {
  const range = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
  const length = response.headers.get('content-length');
  return range ? Number(range) : length && response.status === 200 ? Number(length) : null;
}

/** One try at the rest of a file: asks for the bytes after those kept, keeps parts as they come. */
async function fetchRest(kitId: number, versionId: number, counted: (bytes: number) => void): Promise<void> {
  let file: StoredFile = (await fileOf(kitId, versionId))
    ?? { key: fileKey(kitId, versionId), kitId, versionId, total: null, received: 0, parts: 0, etag: null, blob: null };
  if (file.blob) return;
  const { headers, token } = clientHeaders();
  const resuming = file.received > 0 && file.etag !== null;
  if (resuming) Object.assign(headers, { range: `bytes=${file.received}-`, 'if-range': file.etag! });
  let response: Response;
  try {
    response = await fetch(apiUrl(pathOf(kitsApi.file, { kitId, versionId })), { headers: { ...headers, accept: 'application/pdf' }, redirect: 'manual' });
  } catch {
    throw settleResponse(0, null, token, null)!;
  }
  const failure = settleResponse(response.status, response.headers.get('authorization'), token, response.ok ? null : await response.json().catch(() => null));
  if (failure) throw failure;
  if (response.status !== 206) {
    // The whole copy (a first try, or one made anew since): what was kept of another copy goes.
    counted(-file.received);
    file = { ...file, total: totalOf(response), received: 0, parts: 0, etag: response.headers.get('etag'), blob: null };
    await startFile(file);
  } else if (file.total === null) {
    file = { ...file, total: totalOf(response) };
  }
  const reader = response.body!.getReader();
  let buffered: Uint8Array[] = [];
  let bufferedBytes = 0;
  const flush = async () => {
    if (bufferedBytes === 0) return;
    const blob = new Blob(buffered as BlobPart[]);
    buffered = [];
    bufferedBytes = 0;
    file = await keepPart(file, blob);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered.push(value);
      bufferedBytes += value.byteLength;
      counted(value.byteLength);
      if (bufferedBytes >= PART_BYTES) await flush();
    }
    await flush();
  } catch {
    // What arrived before the drop is kept: the next try asks for the rest.
    await flush();
    throw new ApiError(0, ErrorCode.CONTACT_MANAGER);
  }
  await completeFile(file);
}

async function fetchReference(kit: StoredKit): Promise<void> {
  const reference = await call(kitsApi.reference, undefined, { params: { kitId: kit.kitId } });
  // The symbols' images, fetched now while there is a network: offline they come from the device.
  const images = new Map<number, Blob>();
  for (const symbol of reference.symbols) {
    const response = await fetch(apiUrl(symbol.imageUrl)).catch(() => null);
    if (response?.ok) images.set(symbol.symbolId, await response.blob());
  }
  await saveReference(kit.kitId, reference, images);
}

/** A version that came as an update and whose text changed, whose comparison the device does not keep yet. */
const whatChangedToFetch = async (kit: StoredKit, version: KitDocument) =>
  (kit.updated ?? []).includes(version.versionId) && version.changes !== null && !version.changes.identical
  && !(await hasChanges(kit.kitId, version.versionId));

/** An update whose comparison the device does not keep yet (it may have been made after the update was fetched). */
export async function whatChangedMissing(kit: StoredKit): Promise<boolean> {
  for (const version of keptVersions(kit.plan)) {
    if (await whatChangedToFetch(kit, version)) return true;
  }
  return false;
}

/**
 * What changed in an update, kept for reading offline; false when the server refuses it for good (made again since,
 * or the document gone from the reader's authority): the update itself goes on, told without it.
 */
async function fetchWhatChanged(kitId: number, versionId: number): Promise<boolean> {
  try {
    await saveChanges(kitId, await call(documentsApi.whatChanged, { versionId }));
    return true;
  } catch (error) {
    if (passing(error)) throw error;
    return false;
  }
}

/**
 * Fetches whatever the kit's plan holds that the device does not yet keep. Resolves when the kit is complete;
 * rejects (ApiError) when it cannot be: the kit revoked or expired, a version gone from it.
 */
export function fillKit(kit: StoredKit, options: { refreshReference?: boolean } = {}): Promise<void> {
  const running = fills.get(kit.kitId);
  if (running && !running.progress.done && running.progress.failed === null) return running.promise;
  const versions = keptVersions(kit.plan);
  // A new object for every change: the pages read it as a snapshot (useSyncExternalStore).
  let progress: FillProgress = { kitId: kit.kitId, bytesDone: 0, bytesTotal: versions.reduce((sum, v) => sum + v.bytes, 0), waiting: false, failed: null, done: false };
  const entry: { progress: FillProgress; promise: Promise<void> } = { progress, promise: Promise.resolve() };
  fills.set(kit.kitId, entry);
  const update = (change: Partial<FillProgress>) => {
    progress = { ...progress, ...change };
    entry.progress = progress;
    publish();
  };
  const waiting = (is: boolean) => {
    if (progress.waiting !== is) update({ waiting: is });
  };
  /** Updates whose comparison the server refused for good. */
  const refused = new Set<number>();
  const promise = (async () => {
    try {
      await saveKit({ ...kit, complete: false });
      if (options.refreshReference || !(await referenceOf(kit.kitId))) await persist(() => fetchReference(kit), waiting);
      for (const version of versions) {
        const kept = await fileOf(kit.kitId, version.versionId);
        update({ bytesDone: progress.bytesDone + (kept?.received ?? 0) });
        if (!kept?.blob) {
          await persist(() => fetchRest(kit.kitId, version.versionId, (bytes) => update({ bytesDone: progress.bytesDone + bytes })), waiting);
        }
        if (!(await hasPages(kit.kitId, version.versionId))) {
          await persist(async () => savePages(kit.kitId, await call(kitsApi.pages, undefined, { params: { kitId: kit.kitId, versionId: version.versionId } })), waiting);
        }
        if ((await whatChangedToFetch(kit, version)) && !(await persist(() => fetchWhatChanged(kit.kitId, version.versionId), waiting))) {
          refused.add(version.versionId);
        }
      }
      const now = await kitOf(kit.userId, kit.kitId);
      // A comparison refused is not asked for again at every check (the kit would be filled anew each time).
      if (now) await saveKit({ ...now, complete: true, updated: (now.updated ?? []).filter((versionId) => !refused.has(versionId)) });
      announceKitReady(kit.summary.languages);
      update({ done: true, bytesDone: Math.max(progress.bytesDone, progress.bytesTotal) });
    } catch (error) {
      update({ failed: error instanceof ApiError ? error.code : ErrorCode.CONTACT_MANAGER, waiting: false });
      throw error;
    }
  })();
  entry.promise = promise;
  publish();
  return promise;
}

/** Takes a kit for the machine: the server records it and hands its key; the device keeps it and starts filling it. */
export async function takeKit(userId: string, body: KitPlanBody): Promise<StoredKit> {
  const taken = await call(kitsApi.take, body);
  const kit: StoredKit = {
    kitId: taken.kit.kitId, userId, secret: taken.secret, summary: taken.kit, plan: taken.plan,
    checkedAt: taken.kit.checkedAt, expiresAt: taken.kit.expiresAt, complete: false, expired: false,
  };
  await saveKit(kit);
  void fillKit(kit).catch(() => undefined);
  return kit;
}
