// Keeping the kits on this device the readers' own: whenever the device is online — at start, every hour, and when
// the network returns — every kit is checked with the server by its key (no session needed, so the kit of a reader
// who can no longer sign in is still wiped). A revoked kit is wiped; one the server calls expired loses its contents
// and stays listed to say why; an active one gets its new expiry and its new contents: versions that left it are
// removed from the device, new ones fetched for the reader signed in (only what changed). Then what the reader did
// offline (bookmarks, feedback) is sent.
import { bookmarksApi, feedbackApi, kitsApi, type BookmarkAdd, type KitDocument, type KitPlan } from '@gsis/contract';
import { ApiError } from '../../api/client.ts';
import { call } from '../../api/endpoints.ts';
import { session } from '../../session/session-store.ts';
import { fillKit, keptVersions, whatChangedMissing } from './kit-download.ts';
import { announceKitReady } from './kit-marker.ts';
import { allKits, dropContents, dropFile, fileKey, forgetReader, kitsOf, queue, queuedOf, saveKit, unqueue, wipeKit, type QueuedAction, type StoredKit } from './kit-store.ts';

export const CHECK_EVERY_MS = 60 * 60 * 1000;

/** What a round of checks changed, for the reader to be told. */
export interface CheckOutcome {
  /** Kits wiped: revoked, or their reader may no longer read them. */
  wiped: StoredKit[];
  /** Documents removed from kits, by title. */
  removed: string[];
  /** Newer versions being fetched, with what changed in them when they replace one the device kept. */
  updated: KitDocument[];
  /** What the reader did offline and has now been sent. */
  sent: QueuedAction[];
}

const listeners = new Set<(outcome: CheckOutcome) => void>();
/** Hears of each round of checks that changed something. */
export function onKitsChecked(listener: (outcome: CheckOutcome) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The versions a new plan no longer holds, those it holds that the old did not, and of those the updates: versions in
 * place of one the device kept of the same document and language, whose reader is shown what changed.
 */
function planChanges(before: KitPlan, after: KitPlan) {
  const ids = (plan: KitPlan) => new Set(keptVersions(plan).map((version) => version.versionId));
  const [was, is] = [ids(before), ids(after)];
  const added = keptVersions(after).filter((version) => !was.has(version.versionId));
  const kept = keptVersions(before);
  return {
    gone: kept.filter((version) => !is.has(version.versionId)),
    added,
    updates: added.filter((version) => kept.some((old) => old.documentId === version.documentId && old.language === version.language)),
  };
}

/** What of a plan the reference part follows: its guides, symbols and dictionary. */
const referenceOf = (plan: KitPlan) => JSON.stringify([plan.guides, plan.symbols, plan.dictionary]);

async function checkOne(kit: StoredKit, signedIn: string | null, outcome: CheckOutcome): Promise<void> {
  const answer = await call(kitsApi.check, { kitId: kit.kitId, secret: kit.secret }, { anonymous: true });
  if (answer.status === 'REVOKED') {
    await wipeKit(kit.kitId);
    outcome.wiped.push(kit);
    return;
  }
  if (answer.status === 'EXPIRED' || !answer.plan || !answer.expiresAt) {
    if (!kit.expired) {
      await dropContents(kit.kitId);
      await saveKit({ ...kit, expired: true, complete: false });
    }
    return;
  }
  const { gone, added, updates } = planChanges(kit.plan, answer.plan);
  for (const version of gone) await dropFile(fileKey(kit.kitId, version.versionId));
  // A document is removed when none of its versions is left; a version replaced by a newer one is an update.
  const still = new Set(keptVersions(answer.plan).map((version) => version.documentId));
  outcome.removed.push(...new Set(gone.filter((version) => !still.has(version.documentId)).map((version) => version.title)));
  // What changed is kept for the versions that are still in the kit.
  const updated = [...(kit.updated ?? []).filter((versionId) => !gone.some((version) => version.versionId === versionId)), ...updates.map((version) => version.versionId)];
  const checked: StoredKit = {
    ...kit, plan: answer.plan, checkedAt: new Date().toISOString(), expiresAt: answer.expiresAt, summary: { ...kit.summary, expiresAt: answer.expiresAt }, updated,
  };
  await saveKit(checked);
  // Only the reader signed in can fetch: the files are their watermarked copies, asked for with their session.
  const referenceChanged = referenceOf(kit.plan) !== referenceOf(answer.plan);
  if (kit.userId === signedIn && (added.length > 0 || !kit.complete || referenceChanged || (await whatChangedMissing(checked)))) {
    // A version new to the device that replaces none it kept is fetched, and not told as changed pages.
    outcome.updated.push(...added.map((version) => (updates.includes(version) ? version : { ...version, changes: null })));
    await fillKit(checked, { refreshReference: referenceChanged });
  }
}

/** A bookmark kept offline goes into the folder of that name when the reader has one by then, else a new one. */
async function withFolder(body: BookmarkAdd): Promise<BookmarkAdd> {
  const name = body.newFolderName?.trim();
  if (!name) return body;
  const same = (await call(bookmarksApi.list, undefined)).folders
    .find((folder) => folder.name.trim().localeCompare(name, undefined, { sensitivity: 'accent' }) === 0);
  return same ? { documentId: body.documentId, versionId: body.versionId, page: body.page, folderId: same.id } : body;
}

/**
 * Sends what the reader did offline, oldest first, and answers what was sent. What the server refuses for good (the
 * document gone from their authority since) is dropped; on a network failure the rest waits for the next round.
 */
export async function sendQueued(userId: string): Promise<QueuedAction[]> {
  const sent: QueuedAction[] = [];
  for (const action of await queuedOf(userId)) {
    try {
      if (action.kind === 'bookmark') await call(bookmarksApi.add, await withFolder(action.body));
      else await call(feedbackApi.save, action.body);
      sent.push(action);
      await unqueue(action.id!);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) await unqueue(action.id!);
      else break;
    }
  }
  if (sent.length) for (const listener of listeners) listener({ wiped: [], removed: [], updated: [], sent });
  return sent;
}

let running: Promise<CheckOutcome> | undefined;

/** One round: every kit on the device, then the signed-in reader's queue. Offline, nothing. */
async function round(): Promise<CheckOutcome> {
  const outcome: CheckOutcome = { wiped: [], removed: [], updated: [], sent: [] };
  if (!navigator.onLine) return outcome;
  const signedIn = session.get().user?.userId ?? null;
  for (const kit of await allKits()) {
    await checkOne(kit, signedIn, outcome).catch(() => undefined);
  }
  if (outcome.wiped.length || outcome.removed.length || outcome.updated.length) {
    for (const listener of listeners) listener(outcome);
  }
  if (signedIn) {
    outcome.sent.push(...(await sendQueued(signedIn)));
    const languages = (await kitsOf(signedIn)).flatMap((kit) => kit.summary.languages);
    if (languages.length) announceKitReady([...new Set(languages)]);
  }
  return outcome;
}

/** A round of checks, or the one already under way. */
export function checkKits(): Promise<CheckOutcome> {
  // Cleared once the round has settled (never inside it: a round that ends at once would clear it before it is set).
  running ??= round().finally(() => {
    running = undefined;
  });
  return running;
}

let started = false;
/** Checks now, every hour, and whenever the network returns. */
export function startKitChecks(): void {
  if (started) return;
  started = true;
  void checkKits();
  setInterval(() => void checkKits(), CHECK_EVERY_MS);
  window.addEventListener('online', () => void checkKits());
}

/** A reader signing out with "delete": the server forgets their kits' keys (while it can be told), the device all of theirs. */
export async function forgetKits(userId: string): Promise<void> {
  for (const kit of await kitsOf(userId)) await call(kitsApi.delete, { kitId: kit.kitId }).catch(() => undefined);
  await forgetReader(userId);
}

/**
 * Something the reader did in a kit (a bookmark, feedback): kept on the device, then sent at once when the device is
 * online. 'sent' when the server has it, 'kept' when it waits for the network.
 */
export async function keepOrSend(action: QueuedAction): Promise<'sent' | 'kept'> {
  await queue(action);
  if (!navigator.onLine) return 'kept';
  const sent = await sendQueued(action.userId);
  return sent.some((done) => done.queuedAt === action.queuedAt && done.kind === action.kind) ? 'sent' : 'kept';
}
