// The rules of My info: people edit their own details and preferences (not their region, type or approval,
// which decide what they may read), change their password only with the current one — which ends their
// other sessions and is told by e-mail —, set up and turn off an authenticator app (off, and new recovery codes,
// only with the current password; each change on the audit trail), and end their other sessions.
import {
  ErrorCode, type LanguageCode, type MyInfo, type MyInfoSave, type MySessions, type PasswordChange, type PasswordProof, type SecondFactorState,
  type SessionDeviceType, type TotpConfirm, type TotpEnrolment, type DevicesForgotten, type PasskeyAdd, type PasskeyAdded, type PasskeyOptions, type PasskeyRemove,
} from '@gsis/contract';
import { hash, verify } from '@node-rs/argon2';
import Bowser from 'bowser';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import { confirmOwnApp, type SecondFactors } from '../../platform/auth/second-factor.ts';
import { holdsManagementMenu, revokeUserSessions, type SessionRow } from '../../platform/auth/sessions.repo.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { ClientInfo } from '../../platform/request-context.ts';
import * as repo from './myinfo.repo.ts';
import { mailDate, storeNewPassword } from '../../platform/auth/password-change.ts';
import { refuseCommonPassword, refuseSamePassword } from '../../platform/auth/password-policy.ts';

export interface MyInfoService {
  get(session: SessionRow, language: LanguageCode): Promise<MyInfo>;
  save(session: SessionRow, input: z.output<typeof MyInfoSave>): Promise<void>;
  changePassword(session: SessionRow, input: z.output<typeof PasswordChange>): Promise<void>;
  sessions(session: SessionRow): Promise<MySessions>;
  endSessions(session: SessionRow, only: string | undefined): Promise<number>;
  secondFactor(session: SessionRow): Promise<SecondFactorState>;
  startTotp(session: SessionRow): Promise<TotpEnrolment>;
  confirmTotp(session: SessionRow, input: z.output<typeof TotpConfirm>): Promise<string[]>;
  removeTotp(session: SessionRow, input: z.output<typeof PasswordProof>): Promise<void>;
  renewRecoveryCodes(session: SessionRow, input: z.output<typeof PasswordProof>): Promise<string[]>;
  forgetDevices(session: SessionRow): Promise<DevicesForgotten>;
  passkeyOptions(session: SessionRow, client: ClientInfo): Promise<PasskeyOptions>;
  addPasskey(session: SessionRow, input: z.output<typeof PasskeyAdd>, client: ClientInfo): Promise<PasskeyAdded>;
  removePasskey(session: SessionRow, input: z.output<typeof PasskeyRemove>): Promise<void>;
}

export function createMyInfoService({ db, clock, mailer, secondFactors }: { db: Db; clock: () => Date; mailer: Mailer; secondFactors: SecondFactors }): MyInfoService {
  /** The caller's current password, or CHECK_PASSWORD at `field`. */
  async function provePassword(session: SessionRow, password: string, field: string) {
    const account = await repo.passwordHashOf(db, session.userId);
    const current = account?.passwordHash;
    const ok = current ? await verify(current, password).catch(() => false) : false;
    if (!account || !current || !ok) throw new AppError(ErrorCode.CHECK_PASSWORD, { fields: [{ path: `body.${field}`, rule: 'wrong' }] });
    return { account, current };
  }
  const owner = (session: SessionRow) => ({ userId: session.userId, loginId: session.loginId });
  /**
   * An account that manages GSIS keeps a second factor: its last one goes only by another administrator's reset
   * (users), after which its next sign-in sets one up again.
   */
  async function refuseLastFactor(session: SessionRow, removing: 'TOTP' | 'PASSKEY'): Promise<void> {
    const factors = await secondFactors.factors(db, session.userId);
    const last = removing === 'TOTP' ? !factors.includes('PASSKEY') : !factors.includes('TOTP') && (await secondFactors.state(db, session.userId, clock())).passkeys.length <= 1;
    if (last && (await holdsManagementMenu(db, session.userId))) throw new AppError(ErrorCode.SECOND_FACTOR_MANDATORY);
  }
  const recipient = (session: SessionRow) => ({ address: session.loginId, name: session.name, language: session.language });

  return {
    async get(session, language) {
      const found = await repo.findMyInfo(db, session.userId, language);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      return found;
    },

    async save(session, input) {
      await repo.saveMyInfo(db, session.userId, input, clock());
    },

    async changePassword(session, input) {
      const { account, current } = await provePassword(session, input.currentPassword, 'currentPassword');
      if (input.newPassword === input.currentPassword) refuseSamePassword('newPassword');
      refuseCommonPassword(input.newPassword, 'newPassword');
      const passwordHash = await hash(input.newPassword);
      await db.transaction((tx) => storeNewPassword(tx, mailer, {
        owner: { id: session.userId, ...account }, passwordHash, replacing: current, now: clock(), via: 'MY_INFO', keepSession: session.sessionId,
      }));
    },

    async sessions(session) {
      const rows = await repo.openSessions(db, session.userId, session.sessionId, clock());
      return { sessions: rows.map((row) => ({ ...row, ...describeDevice(row.userAgent) })) };
    },

    endSessions(session, only) {
      return revokeUserSessions(db, session.userId, clock(), { except: session.sessionId, only });
    },

    secondFactor(session) {
      return secondFactors.state(db, session.userId, clock());
    },

    async startTotp(session) {
      if (await secondFactors.isOn(db, session.userId)) throw new AppError(ErrorCode.SECOND_FACTOR_ALREADY_ON);
      return secondFactors.start(db, owner(session), clock());
    },

    confirmTotp(session, { code }) {
      return db.transaction((tx) => confirmOwnApp(tx, { secondFactors, mailer }, { id: session.userId, loginId: session.loginId, name: session.name, language: session.language }, code, clock()));
    },

    async removeTotp(session, { password }) {
      await provePassword(session, password, 'password');
      await refuseLastFactor(session, 'TOTP');
      await db.transaction(async (tx) => {
        if (await secondFactors.removeApp(tx, session.userId)) {
          await recordAudit(tx, owner(session), { action: 'SECOND_FACTOR_OFF', targetType: 'USER', targetId: session.userId, before: { factor: 'TOTP' }, after: null });
          await mailer.queue(tx, 'SECOND_FACTOR_OFF', recipient(session), { account: session.loginId, date: mailDate(clock()) });
        }
      });
    },

    async renewRecoveryCodes(session, { password }) {
      await provePassword(session, password, 'password');
      return db.transaction(async (tx) => {
        if (!(await secondFactors.isOn(tx, session.userId))) throw new AppError(ErrorCode.NOT_FOUND);
        await recordAudit(tx, owner(session), { action: 'RECOVERY_CODES_RENEWED', targetType: 'USER', targetId: session.userId, before: null, after: null });
        return secondFactors.renewRecoveryCodes(tx, session.userId);
      });
    },

    async passkeyOptions(session, client) {
      return { options: await secondFactors.passkeyCreationOptions(db, { userId: session.userId, loginId: session.loginId, name: session.name }, client.origin, clock()) };
    },

    async addPasskey(session, input, client) {
      return db.transaction(async (tx) => {
        const now = clock();
        const first = !(await secondFactors.isOn(tx, session.userId));
        const id = await secondFactors.addPasskey(tx, session.userId, input, client.origin, now);
        if (id === null) throw new AppError(ErrorCode.PASSKEY_FAILED);
        await recordAudit(tx, owner(session), { action: 'PASSKEY_ADDED', targetType: 'USER', targetId: session.userId, before: null, after: { passkey: id, name: input.name } });
        if (first) await mailer.queue(tx, 'SECOND_FACTOR_ON', recipient(session), { account: session.loginId, date: mailDate(now) });
        // The first factor brings the recovery codes (an app already on has its own).
        const recoveryCodes = (await secondFactors.state(tx, session.userId, now)).recoveryCodesLeft === 0 ? await secondFactors.renewRecoveryCodes(tx, session.userId) : [];
        return { id, recoveryCodes };
      });
    },

    async removePasskey(session, { id, password }) {
      await provePassword(session, password, 'password');
      await refuseLastFactor(session, 'PASSKEY');
      await db.transaction(async (tx) => {
        if (!(await secondFactors.removePasskey(tx, session.userId, id))) throw new AppError(ErrorCode.NOT_FOUND);
        await recordAudit(tx, owner(session), { action: 'PASSKEY_REMOVED', targetType: 'USER', targetId: session.userId, before: { passkey: id }, after: null });
        if (!(await secondFactors.isOn(tx, session.userId))) await mailer.queue(tx, 'SECOND_FACTOR_OFF', recipient(session), { account: session.loginId, date: mailDate(clock()) });
      });
    },

    async forgetDevices(session) {
      return { forgotten: await secondFactors.forgetDevices(db, session.userId) };
    },
  };
}

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  model: string | null;
  deviceType: SessionDeviceType;
}

const DESKTOP_SYSTEMS = new Set(['Windows', 'macOS', 'Linux', 'Chrome OS']);
const DEVICE_TYPES = new Set<string>(['desktop', 'mobile', 'tablet', 'tv', 'bot']);

/**
 * A stored user agent as the names people know its device by ("Chrome", "Windows"; "Safari", "iOS", "iPhone"),
 * for My info to word as "Chrome on Windows" in the reader's language. A headless Chrome reads as the Chrome
 * it is; a program that is no browser (curl, an app's HTTP client) goes by its own product name.
 */
export function describeDevice(userAgent: string | null): DeviceDescription {
  const ua = userAgent?.trim();
  if (!ua) return { browser: null, os: null, model: null, deviceType: 'unknown' };
  const parsed = Bowser.parse(ua);
  const os = parsed.os.name || null;
  // "Samsung Internet for Android" is "Samsung Internet"; bowser's catch-all "Generic" says nothing.
  const named = parsed.browser.name && parsed.browser.name !== 'Generic' ? parsed.browser.name.replace(/ for (Android|iOS)$/, '') : null;
  const browser = named ?? programName(ua);
  const type = parsed.platform.type;
  const deviceType: SessionDeviceType = type && DEVICE_TYPES.has(type) ? (type as SessionDeviceType) : os && DESKTOP_SYSTEMS.has(os) ? 'desktop' : 'unknown';
  return { browser, os, model: parsed.platform.model || null, deviceType };
}

/** "curl" of "curl/8.5.0": the first product token of a user agent that is not a browser's. */
function programName(ua: string): string | null {
  const product = /^([A-Za-z][\w.-]{0,39})\/\S*/.exec(ua)?.[1];
  return product && product !== 'Mozilla' ? product : null;
}
