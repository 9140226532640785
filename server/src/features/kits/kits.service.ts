// The rules of a field kit once taken. Taking one records it with a fresh key (handed out once, kept as its hash) and
// an expiry, as an access event. A device asks with the key alone whether the kit still holds: a key that names no kit
// and a revoked kit, or one whose reader may no longer sign in, read as REVOKED alike; a kit not checked within its
// expiry is EXPIRED for good; an active one is renewed and told what it holds now, by its reader's authority today. The
// reader fetches the kit's files, page texts and reference while it is active and only what its plan holds now.
// Administrators list every reader's kits or a user's, revoke them and set the expiry.
import { timingSafeEqual } from 'node:crypto';
import {
  ErrorCode, KIT_EXPIRY_DAYS_DEFAULT, isLanguageCode, type kitsApi,
  type EndpointBody, type EndpointResponse, type KitCheck, type KitCheckBody, type KitMachine, type KitPages, type KitPlanBody, type KitReferenceData, type KitRevokeBody, type KitSettings,
  type KitStatus, type KitSummary, type KitTaken, type LanguageCode, type ManagedKit,
} from '@gsis/contract';
import type { z } from 'zod';
import { accessUserOf, recordAccessEvent } from '../../platform/access-events.ts';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { unusableAccount } from '../../platform/auth/account-state.ts';
import type { SessionRow } from '../../platform/auth/sessions.repo.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/request-context.ts';
import type { DocumentService } from '../library/documents/documents.service.ts';
import type { PdfCopy } from '../library/reading/watermarked-copies.ts';
import type { Library } from '../library/library.feature.ts';
import type { KitParts } from '../troubleshooting/kit-parts.ts';
import { createKitPlanner, kitLanguages, type KitPlanner, type KitPlannerDeps } from './kit-plan.ts';
import * as repo from './kits.repo.ts';

export interface KitService extends Pick<KitPlanner, 'plan'> {
  take(session: SessionRow, body: z.output<typeof KitPlanBody>, language: LanguageCode, client: ClientInfo): Promise<KitTaken>;
  check(body: z.output<typeof KitCheckBody>): Promise<KitCheck>;
  /** The reader's watermarked copy of a PDF version their active kit holds now. */
  file(session: SessionRow, kitId: number, versionId: number, client: ClientInfo): Promise<PdfCopy>;
  pages(userId: number, kitId: number, versionId: number): Promise<KitPages>;
  reference(userId: number, kitId: number): Promise<KitReferenceData>;
  /** The reader removed the kit from their device. */
  remove(userId: number, kitId: number): Promise<void>;
  managedList(query: EndpointBody<typeof kitsApi.managedList>, language: LanguageCode): Promise<EndpointResponse<typeof kitsApi.managedList>>;
  revoke(actor: Actor, body: z.output<typeof KitRevokeBody>): Promise<void>;
  settings(): Promise<KitSettings>;
  saveSettings(settings: KitSettings): Promise<void>;
}

export interface KitServiceDeps extends KitPlannerDeps {
  db: Db;
  clock: () => Date;
  documents: Pick<DocumentService, 'kitVersions' | 'pageTexts'>;
  pdfs: Library['pdfs'];
  kitParts: KitParts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a kit holds: revoked (or its reader may no longer sign in), then past its expiry, else active. */
function statusOf(kit: repo.KitRow, now: Date): KitStatus {
  if (kit.revokedAt || unusableAccount(kit.owner)) return 'REVOKED';
  return now > kit.expiresAt ? 'EXPIRED' : 'ACTIVE';
}

/** The languages stored with a kit, read back as the contract's (a language no longer offered is left out). */
const languagesOf = (values: readonly string[]): LanguageCode[] => values.filter(isLanguageCode);
const readerLanguageOf = (kit: repo.KitRow): LanguageCode => (isLanguageCode(kit.readerLanguage) ? kit.readerLanguage : 'en');

/** The browser and system a kit was taken on, as administrators read it ("Chrome on Android"). */
function deviceOf(client: ClientInfo): string | null {
  const named = [client.browser, client.os].filter((part) => part !== undefined);
  return named.length ? named.join(' on ') : (client.userAgent?.slice(0, 200) ?? null);
}

/** The same answer for a key that names no kit and for a wrong one: the check tells nothing of which. */
const REVOKED: KitCheck = { status: 'REVOKED', expiresAt: null, plan: null };
/** What a key's hash is compared with when its kit is not there: the same length, and no key hashes to it. */
const NO_KEY = Buffer.alloc(32);

export function createKitService(deps: KitServiceDeps): KitService {
  const { db, clock, documents, pdfs, kitParts } = deps;
  const planner = createKitPlanner(deps);

  const expiryDays = async () => (await repo.readExpiryDays(db)) ?? KIT_EXPIRY_DAYS_DEFAULT;
  const expiryFrom = async (now: Date) => new Date(now.getTime() + (await expiryDays()) * DAY_MS);
  const planOf = (kit: repo.KitRow) => planner.planOfKit(kit.userId, { ...kit, languages: languagesOf(kit.languages) }, readerLanguageOf(kit));

  function summaryOf(kit: repo.KitRow, machine: KitMachine, now: Date): KitSummary {
    return {
      kitId: kit.kitId, machine, languages: kitLanguages(readerLanguageOf(kit), languagesOf(kit.languages)), status: statusOf(kit, now),
      createdAt: kit.createdAt.toISOString(), checkedAt: kit.checkedAt.toISOString(), expiresAt: kit.expiresAt.toISOString(),
    };
  }

  /** The user's own kit, active: NOT_FOUND when it is not theirs (or not there), WRONG_ACCESS when it no longer holds. */
  async function activeKit(userId: number, kitId: number): Promise<repo.KitRow> {
    const kit = await repo.findKit(db, kitId);
    if (!kit || kit.userId !== userId) throw new AppError(ErrorCode.NOT_FOUND);
    if (statusOf(kit, clock()) !== 'ACTIVE') throw new AppError(ErrorCode.WRONG_ACCESS);
    return kit;
  }

  /** A PDF version the user's active kit holds now (NOT_FOUND for anything else). */
  async function pdfInKit(userId: number, kitId: number, versionId: number): Promise<void> {
    const plan = await planOf(await activeKit(userId, kitId));
    const version = plan.documents.find((document) => document.versionId === versionId);
    if (version?.publishType !== 'PDF') throw new AppError(ErrorCode.NOT_FOUND);
  }

  /**
   * Revokes the user's kit `kitId` (NOT_FOUND when it is not theirs), or all of theirs, on `by`'s word; a kit revoked
   * already stays as it was. The ids of the kits this revoked.
   */
  async function revokeKits(on: DbOrTx, userId: number, kitId: number | undefined, by: number): Promise<number[]> {
    if (kitId !== undefined && !(await repo.ownsKit(on, userId, kitId))) throw new AppError(ErrorCode.NOT_FOUND);
    return repo.revokeKits(on, userId, kitId, by, clock());
  }

  return {
    plan: planner.plan,

    async take(session, body, language, client) {
      // The plan is read first, by the rules the plan route keeps; the kit and its access event are written together.
      const plan = await planner.plan(session.userId, body, language);
      const secret = newSessionToken();
      const now = clock();
      const expiresAt = await expiryFrom(now);
      const kitId = await db.transaction(async (tx) => {
        const id = await repo.insertKit(tx, {
          userId: session.userId, modelId: plan.machine.modelId, serialSuffix: plan.machine.suffix, serialNumber: plan.machine.serialNumber,
          // The languages asked beyond the reader's and English, each once.
          languages: plan.languages.slice(kitLanguages(language, []).length), readerLanguage: language, secretHash: hashToken(secret), device: deviceOf(client), now, expiresAt,
        });
        await recordAccessEvent(tx, {
          action: 'KIT_DOWNLOAD', client, at: now, user: accessUserOf(session), modelCode: plan.machine.model, function: 'KIT',
          details: { kitId: id, languages: plan.languages, versions: plan.totals.versions, bytes: plan.totals.bytes, suffix: plan.machine.suffix },
        });
        return id;
      });
      const [createdAt, until] = [now.toISOString(), expiresAt.toISOString()];
      return {
        kit: { kitId, machine: plan.machine, languages: plan.languages, status: 'ACTIVE', createdAt, checkedAt: createdAt, expiresAt: until },
        secret, plan,
      };
    },

    async check({ kitId, secret }) {
      const kit = await repo.findKit(db, kitId);
      // Compared in constant time, and against a hash no key has when there is no such kit.
      if (!timingSafeEqual(kit?.secretHash ?? NO_KEY, hashToken(secret)) || !kit) return REVOKED;
      const now = clock();
      const status = statusOf(kit, now);
      if (status === 'REVOKED') return REVOKED;
      // An expired kit gets nothing more, however soon it is checked after: the reader takes the machine again.
      if (status === 'EXPIRED') return { status, expiresAt: null, plan: null };
      const expiresAt = await expiryFrom(now);
      if (!(await repo.renewKit(db, kit.kitId, now, expiresAt))) return REVOKED;
      return { status, expiresAt: expiresAt.toISOString(), plan: await planOf(kit) };
    },

    async file(session, kitId, versionId, client) {
      await pdfInKit(session.userId, kitId, versionId);
      // The reader's own copy, as the content address serves it; taking the kit was the access event, not this.
      return pdfs.pdfOf(session, versionId, client);
    },

    async pages(userId, kitId, versionId) {
      await pdfInKit(userId, kitId, versionId);
      return { versionId, pages: await documents.pageTexts(versionId) };
    },

    async reference(userId, kitId) {
      const kit = await activeKit(userId, kitId);
      const plan = await planOf(kit);
      return kitParts.reference(userId, { guides: plan.guides, languages: plan.languages, readerLanguage: readerLanguageOf(kit) });
    },

    async remove(userId, kitId) {
      await revokeKits(db, userId, kitId, userId);
    },

    async managedList({ userId, status, keyword, page, pageSize }, language) {
      if (userId !== undefined && !(await repo.userExists(db, userId))) throw new AppError(ErrorCode.NOT_FOUND);
      // The status is judged here, by the rule the device's check keeps (statusOf: the owner's account as sign-in
      // reads it), so every kit is read to filter by it: a row each, thousands at most; machines only for the page.
      const now = clock();
      const kept = (await repo.kitList(db, { userId, keyword })).filter((kit) => !status || statusOf(kit, now) === status);
      const items: ManagedKit[] = await Promise.all(kept.slice((page - 1) * pageSize, page * pageSize).map(async (kit) => ({
        ...summaryOf(kit, await planner.machineOfKit(kit, language), now),
        device: kit.device, revokedAt: kit.revokedAt?.toISOString() ?? null,
        owner: { userId: kit.userId, loginId: kit.owner.loginId, name: kit.owner.name },
      })));
      return { items, total: kept.length, page, pageSize };
    },

    async revoke(actor, { userId, kitId }) {
      if (!(await repo.userExists(db, userId))) throw new AppError(ErrorCode.NOT_FOUND);
      await db.transaction(async (tx) => {
        const revoked = await revokeKits(tx, userId, kitId, actor.userId);
        // On the user's history, beside the other changes administrators make to the account.
        if (revoked.length) await recordAudit(tx, actor, { action: 'KIT_REVOKE', targetType: 'USER', targetId: userId, before: null, after: { kits: revoked } });
      });
    },

    async settings() {
      return { expiryDays: await expiryDays() };
    },

    async saveSettings({ expiryDays: days }) {
      await repo.saveExpiryDays(db, days, clock());
    },
  };
}
