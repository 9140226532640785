// The rules of a second factor (ASVS 6.5, 6.6): an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds,
// one step either side for clocks that drift), set up with a secret the server seals (secret-box.ts) and confirmed by
// its first code; each code is accepted once. Ten recovery codes (50 random bits each, base32, XXXXX-XXXXX) are shown
// once when the app is confirmed, kept only as keyed digests, and each signs in once. My info sets it up; sign-in asks
// for it once the password is right.
import { randomBytes } from 'node:crypto';
import { ErrorCode, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN, type SecondFactorState } from '@gsis/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import { recordAudit } from '../audit/audit.ts';
import type { DbOrTx } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailDate, type PasswordOwner } from './password-change.ts';
import * as repo from './second-factor.repo.ts';
import { beginsHold, holdAfter } from './sign-in-holds.repo.ts';
import type { SecretBox } from './secret-box.ts';
import { hashToken, newSessionToken } from './tokens.ts';

export const RECOVERY_CODE_COUNT = 10;
/** How long a browser that proved the factor and asked to be remembered skips the code. */
export const REMEMBER_DEVICE_DAYS = 30;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;

/** A recovery code: ten base32 characters from 50 random bits, in two groups of five. */
function newRecoveryCode(): string {
  const bits = randomBytes(8).readBigUInt64BE(0) >> 14n; // 50 bits of the 64 read
  const chars = Array.from({ length: 10 }, (_, i) => BASE32[Number((bits >> BigInt(45 - i * 5)) & 31n)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export interface SecondFactors {
  /** Whether sign-in asks the account for a code. */
  isOn(db: DbOrTx, userId: number): Promise<boolean>;
  state(db: DbOrTx, userId: number, now: Date): Promise<SecondFactorState>;
  /** A new secret for the account's app, kept sealed until confirmed; the otpauth:// address names GSIS and the ID. */
  start(db: DbOrTx, user: { userId: number; loginId: string }, now: Date): Promise<{ secret: string; uri: string }>;
  /** The app's first code: it is on from now, and these are its recovery codes (null: the code is not right). */
  confirm(db: DbOrTx, userId: number, code: string, now: Date): Promise<string[] | null>;
  /**
   * Whether `code` — the app's, or an unused recovery code — proves the factor now (a code so used is spent). Wrong
   * codes in a row hold the code step as wrong passwords hold an ID (sign-in-holds.repo.ts `holdAfter`), from every
   * address: whoever got this far has the password. While held, no code is tried: `held` says until when.
   */
  check(db: DbOrTx, userId: number, code: string, now: Date): Promise<{ ok: true } | { ok: false; held: Date | null; holdBegan?: true }>;
  renewRecoveryCodes(db: DbOrTx, userId: number): Promise<string[]>;
  /** Turns the app off, with its recovery codes and remembered browsers; false when it was not on. */
  remove(db: DbOrTx, userId: number): Promise<boolean>;
  /** Remembers the browser that just proved the factor, for REMEMBER_DEVICE_DAYS: the token it keeps. */
  rememberDevice(db: DbOrTx, userId: number, userAgent: string | null, now: Date): Promise<string>;
  /** Whether `token` is a browser the account remembers now (and its factor is on). */
  remembers(db: DbOrTx, userId: number, token: string | undefined, now: Date): Promise<boolean>;
  /** Forgets every browser the account remembers: the next sign-in of each asks for the code. How many there were. */
  forgetDevices(db: DbOrTx, userId: number): Promise<number>;
}

export function createSecondFactors({ box, issuer = 'GSIS' }: { box: SecretBox; issuer?: string }): SecondFactors {
  /** The step the app's code is right for at `now` (one either side), later than `after`; null when none. */
  async function stepOf(secret: string, code: string, now: Date, after: number | null): Promise<number | null> {
    if (!TOTP_CODE_PATTERN.test(code)) return null;
    const result = await verify({
      secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: STEP_SECONDS,
      ...(after !== null ? { afterTimeStep: after } : {}),
    }).catch(() => ({ valid: false as const }));
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  async function newRecoveryCodes(db: DbOrTx, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(db, userId, await Promise.all(codes.map((code) => box.digest(code))));
    return codes;
  }

  return {
    isOn: repo.hasConfirmedTotp,

    async state(db, userId, now) {
      const totp = await repo.totpOf(db, userId);
      if (!totp?.confirmedAt) return { totpSince: null, recoveryCodesLeft: 0, rememberedDevices: 0 };
      const [recoveryCodesLeft, rememberedDevices] = await Promise.all([repo.recoveryCodesLeft(db, userId), repo.rememberedDevicesOf(db, userId, now)]);
      return { totpSince: totp.confirmedAt.toISOString(), recoveryCodesLeft, rememberedDevices };
    },

    async start(db, user, now) {
      const secret = generateSecret();
      await repo.startTotp(db, user.userId, await box.seal(secret), now);
      return { secret, uri: generateURI({ issuer, label: user.loginId, secret }) };
    },

    async confirm(db, userId, code, now) {
      const totp = await repo.totpOf(db, userId);
      const secret = totp && !totp.confirmedAt ? await box.open(totp.sealedSecret) : null;
      const step = secret ? await stepOf(secret, code, now, null) : null;
      if (step === null) return null;
      await repo.confirmTotp(db, userId, step, now);
      return newRecoveryCodes(db, userId);
    },

    async check(db, userId, code, now) {
      const totp = await repo.totpOf(db, userId);
      if (!totp?.confirmedAt) return { ok: false, held: null };
      if (totp.heldUntil && totp.heldUntil > now) return { ok: false, held: totp.heldUntil };
      let right: boolean;
      if (RECOVERY_CODE_PATTERN.test(code)) right = await repo.spendRecoveryCode(db, userId, await box.digest(code), now);
      else {
        const secret = await box.open(totp.sealedSecret);
        const step = secret ? await stepOf(secret, code, now, totp.lastStep) : null;
        right = step !== null && (await repo.takeStep(db, userId, step));
      }
      if (right) {
        if (totp.wrongCodes > 0) await repo.forgetWrongCodes(db, userId);
        return { ok: true };
      }
      const wrong = await repo.countWrongCode(db, userId);
      const holdMs = holdAfter(wrong);
      if (holdMs === null) return { ok: false, held: null };
      await repo.holdCodes(db, userId, new Date(now.getTime() + holdMs));
      // The first hold of a streak: the owner is told (their password is known to whoever typed these).
      return beginsHold(wrong) ? { ok: false, held: null, holdBegan: true } : { ok: false, held: null };
    },

    renewRecoveryCodes: newRecoveryCodes,
    remove: repo.removeSecondFactor,

    async rememberDevice(db, userId, userAgent, now) {
      const token = newSessionToken();
      await repo.rememberDevice(db, { userId, tokenHash: hashToken(token).toString('hex'), userAgent, createdAt: now, expiresAt: new Date(now.getTime() + REMEMBER_DEVICE_DAYS * 86_400_000) });
      return token;
    },

    async remembers(db, userId, token, now) {
      return token !== undefined && (await repo.remembers(db, userId, hashToken(token).toString('hex'), now)) && (await repo.hasConfirmedTotp(db, userId));
    },

    forgetDevices: repo.forgetDevices,
  };
}

/**
 * The owner confirms the app they are setting up with its first code — in My info, or at a sign-in that must set one
 * up —, in the caller's transaction: on the audit trail and e-mailed to them. The recovery codes, shown this once;
 * SECOND_FACTOR_ALREADY_ON when one is on, SECOND_FACTOR_WRONG at body.code when the code is not the app's.
 */
export async function confirmOwnApp(
  tx: DbOrTx, { secondFactors, mailer }: { secondFactors: SecondFactors; mailer: Mailer }, owner: PasswordOwner, code: string, now: Date,
): Promise<string[]> {
  if (await secondFactors.isOn(tx, owner.id)) throw new AppError(ErrorCode.SECOND_FACTOR_ALREADY_ON);
  const codes = await secondFactors.confirm(tx, owner.id, code, now);
  if (!codes) throw new AppError(ErrorCode.SECOND_FACTOR_WRONG, { fields: [{ path: 'body.code', rule: 'wrong' }] });
  await recordAudit(tx, { userId: owner.id, loginId: owner.loginId }, { action: 'SECOND_FACTOR_ON', targetType: 'USER', targetId: owner.id, before: null, after: { factor: 'TOTP' } });
  await mailer.queue(tx, 'SECOND_FACTOR_ON', { address: owner.loginId, name: owner.name, language: owner.language }, { account: owner.loginId, date: mailDate(now) });
  return codes;
}
