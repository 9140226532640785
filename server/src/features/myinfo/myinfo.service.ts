// The rules of My info: people edit their own details and preferences (not their region, type or approval,
// which decide what they may read), change their password only with the current one — which ends their
// other sessions and is told by e-mail — and end their other sessions.
import { ErrorCode, type LanguageCode, type MyInfo, type MyInfoSave, type MySessions, type PasswordChange, type SessionDeviceType } from '@gsis/contract';
import { hash, verify } from '@node-rs/argon2';
import Bowser from 'bowser';
import type { z } from 'zod';
import { revokeUserSessions, type SessionRow } from '../../platform/auth/sessions.repo.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import * as repo from './myinfo.repo.ts';
import { storeNewPassword } from '../../platform/auth/password-change.ts';
import { refuseCommonPassword, refuseSamePassword } from '../../platform/auth/password-policy.ts';

export interface MyInfoService {
  get(session: SessionRow, language: LanguageCode): Promise<MyInfo>;
  save(session: SessionRow, input: z.output<typeof MyInfoSave>): Promise<void>;
  changePassword(session: SessionRow, input: z.output<typeof PasswordChange>): Promise<void>;
  sessions(session: SessionRow): Promise<MySessions>;
  endSessions(session: SessionRow, only: string | undefined): Promise<number>;
}

export function createMyInfoService({ db, clock, mailer }: { db: Db; clock: () => Date; mailer: Mailer }): MyInfoService {
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
      const account = await repo.passwordHashOf(db, session.userId);
      const current = account?.passwordHash;
      const ok = current ? await verify(current, input.currentPassword).catch(() => false) : false;
      if (!account || !current || !ok) throw new AppError(ErrorCode.CHECK_PASSWORD, { fields: [{ path: 'body.currentPassword', rule: 'wrong' }] });
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
