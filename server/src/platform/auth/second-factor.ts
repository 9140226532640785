// The rules of a second factor (ASVS 6.5, 6.6): an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds,
// one step either side for clocks that drift), set up with a secret the server seals (secret-box.ts) and confirmed by
// its first code; each code is accepted once. Ten recovery codes (50 random bits each, base32, XXXXX-XXXXX) are shown
// once when the app is confirmed, kept only as keyed digests, and each signs in once. Passkeys (WebAuthn, by
// @simplewebauthn/server) are the other factor: a key pair on the person's device or password manager, whose public
// half GSIS keeps; each signs a challenge GSIS hands out and takes back once, for the site the browser is on. My info
// sets them up; sign-in asks for one once the password is right.
import { randomBytes } from 'node:crypto';
import { ErrorCode, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN, type PasskeyAdd, type PasskeyAssertion, type SecondFactorState } from '@gsis/contract';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { generateSecret, generateURI, verify } from 'otplib';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.ts';
import type { DbOrTx } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { Config } from '../../config.ts';
import { publicUrlOf, type Mailer } from '../mail/mailer.ts';
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

/** A passkey's browser is on one of these origins (the site's, and those allowed to call its API); the RP ID is its host. */
export interface PasskeySite { name: string; origins: string[] }

export interface SecondFactors {
  /** Whether sign-in asks the account for a second factor: its app is confirmed, or it has a passkey. */
  isOn(db: DbOrTx, userId: number): Promise<boolean>;
  /** Which factors the account has, for the sign-in page to offer. */
  factors(db: DbOrTx, userId: number): Promise<('TOTP' | 'PASSKEY')[]>;
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
  /** Turns the app off; with it the recovery codes and remembered browsers, when no passkey is left. False when it was not on. */
  removeApp(db: DbOrTx, userId: number): Promise<boolean>;
  /** Every factor of the account (a reset by an administrator): false when it had none. */
  removeAll(db: DbOrTx, userId: number): Promise<boolean>;
  /** WebAuthn's creation options for a new passkey, asked from `origin`; PASSKEY_WRONG_SITE from an origin not the site's. */
  passkeyCreationOptions(db: DbOrTx, user: { userId: number; loginId: string; name: string }, origin: string | undefined, now: Date): Promise<Record<string, unknown>>;
  /** Keeps the passkey the browser made for the challenge handed out; null when it does not verify. */
  addPasskey(db: DbOrTx, userId: number, input: z.output<typeof PasskeyAdd>, origin: string | undefined, now: Date): Promise<number | null>;
  /** WebAuthn's request options for the account's passkeys. */
  passkeyRequestOptions(db: DbOrTx, userId: number, origin: string | undefined, now: Date): Promise<Record<string, unknown>>;
  /** Whether the signature proves one of the account's passkeys for a challenge handed to it (taken once). */
  checkPasskey(db: DbOrTx, userId: number, credential: z.output<typeof PasskeyAssertion>, origin: string | undefined, now: Date): Promise<boolean>;
  /** Removes one passkey; with the last factor, the recovery codes and remembered browsers go too. */
  removePasskey(db: DbOrTx, userId: number, id: number): Promise<boolean>;
  /** Remembers the browser that just proved the factor, for REMEMBER_DEVICE_DAYS: the token it keeps. */
  rememberDevice(db: DbOrTx, userId: number, userAgent: string | null, now: Date): Promise<string>;
  /** Whether `token` is a browser the account remembers now (and its factor is on). */
  remembers(db: DbOrTx, userId: number, token: string | undefined, now: Date): Promise<boolean>;
  /** Forgets every browser the account remembers: the next sign-in of each asks for the code. How many there were. */
  forgetDevices(db: DbOrTx, userId: number): Promise<number>;
}

/** The site passkeys are for: the origin people reach GSIS at, and those allowed to call its API (CORS_ORIGINS). */
export function passkeySiteOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'CORS_ORIGINS'>): PasskeySite {
  return { name: 'GSIS', origins: [...new Set([new URL(publicUrlOf(config)).origin, ...config.CORS_ORIGINS])] };
}

/** How long a passkey's challenge may take. */
const PASSKEY_CHALLENGE_MS = 5 * 60_000;

export function createSecondFactors({ box, issuer = 'GSIS', site }: { box: SecretBox; issuer?: string; site: PasskeySite }): SecondFactors {
  /** The relying party a request from `origin` is for: PASSKEY_WRONG_SITE from anywhere but the site's own origins. */
  function relyingParty(origin: string | undefined): { id: string; origin: string } {
    if (!origin || !site.origins.includes(origin)) throw new AppError(ErrorCode.PASSKEY_WRONG_SITE);
    return { id: new URL(origin).hostname, origin };
  }
  const challengeHash = (challenge: string) => hashToken(challenge).toString('hex');
  async function keepChallenge(db: DbOrTx, userId: number, challenge: string, purpose: 'REGISTER' | 'SIGN_IN', now: Date) {
    await repo.keepChallenge(db, { challengeHash: challengeHash(challenge), userId, purpose, expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MS) }, now);
  }
  /** The challenge the browser signed, read from its client data (verified after against the one taken). */
  const challengeOf = (clientDataJSON: string): string | null => {
    try {
      const value = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  };

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
    async isOn(db, userId) {
      const { totp, passkeys } = await repo.factorsOf(db, userId);
      return totp || passkeys > 0;
    },

    async factors(db, userId) {
      const { totp, passkeys } = await repo.factorsOf(db, userId);
      return [...(passkeys > 0 ? ['PASSKEY' as const] : []), ...(totp ? ['TOTP' as const] : [])];
    },

    async state(db, userId, now) {
      const [totp, keys] = await Promise.all([repo.totpOf(db, userId), repo.passkeysOf(db, userId)]);
      const passkeys = keys.map((k) => ({ id: k.id, name: k.name, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null }));
      if (!totp?.confirmedAt && !passkeys.length) return { totpSince: null, recoveryCodesLeft: 0, rememberedDevices: 0, passkeys };
      const [recoveryCodesLeft, rememberedDevices] = await Promise.all([repo.recoveryCodesLeft(db, userId), repo.rememberedDevicesOf(db, userId, now)]);
      return { totpSince: totp?.confirmedAt?.toISOString() ?? null, recoveryCodesLeft, rememberedDevices, passkeys };
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
      const app = totp?.confirmedAt ? totp : null;
      // A passkey-only account has no app: its recovery codes are checked all the same.
      if (!app && (await repo.factorsOf(db, userId)).passkeys === 0) return { ok: false, held: null };
      if (app?.heldUntil && app.heldUntil > now) return { ok: false, held: app.heldUntil };
      let right = false;
      if (RECOVERY_CODE_PATTERN.test(code)) right = await repo.spendRecoveryCode(db, userId, await box.digest(code), now);
      else if (app) {
        const secret = await box.open(app.sealedSecret);
        const step = secret ? await stepOf(secret, code, now, app.lastStep) : null;
        right = step !== null && (await repo.takeStep(db, userId, step));
      }
      if (right) {
        if (app && app.wrongCodes > 0) await repo.forgetWrongCodes(db, userId);
        return { ok: true };
      }
      // The count of wrong codes lives with the app; without one, the ID's hold of unfamiliar addresses is what counts
      // (a recovery code has 50 random bits: guessing is not a way in).
      if (!app) return { ok: false, held: null };
      const wrong = await repo.countWrongCode(db, userId);
      const holdMs = holdAfter(wrong);
      if (holdMs === null) return { ok: false, held: null };
      await repo.holdCodes(db, userId, new Date(now.getTime() + holdMs));
      // The first hold of a streak: the owner is told (their password is known to whoever typed these).
      return beginsHold(wrong) ? { ok: false, held: null, holdBegan: true } : { ok: false, held: null };
    },

    renewRecoveryCodes: newRecoveryCodes,

    async removeApp(db, userId) {
      const removed = await repo.removeApp(db, userId);
      if (removed && (await repo.factorsOf(db, userId)).passkeys === 0) await repo.removeWhatFactorsShare(db, userId);
      return removed;
    },

    removeAll: repo.removeEverything,

    async passkeyCreationOptions(db, user, origin, now) {
      const rp = relyingParty(origin);
      const existing = await repo.passkeysOf(db, user.userId);
      const options = await generateRegistrationOptions({
        rpName: site.name, rpID: rp.id, userName: user.loginId, userDisplayName: user.name, attestationType: 'none',
        // One passkey per authenticator: the browser says so rather than making a second.
        excludeCredentials: existing.map((k) => ({ id: k.credentialId, transports: k.transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await keepChallenge(db, user.userId, options.challenge, 'REGISTER', now);
      return options as unknown as Record<string, unknown>;
    },

    async addPasskey(db, userId, { name, credential }, origin, now) {
      const rp = relyingParty(origin);
      const challenge = challengeOf(credential.response.clientDataJSON);
      if (!challenge || !(await repo.takeChallenge(db, challengeHash(challenge), userId, 'REGISTER', now))) return null;
      const verified = await verifyRegistrationResponse({
        response: credential as RegistrationResponseJSON, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false,
      }).catch(() => ({ verified: false as const }));
      if (!verified.verified) return null;
      const { credential: made } = verified.registrationInfo;
      return repo.addPasskey(db, {
        userId, credentialId: made.id, publicKey: Buffer.from(made.publicKey), counter: made.counter, transports: made.transports ?? [], name, createdAt: now,
      });
    },

    async passkeyRequestOptions(db, userId, origin, now) {
      const rp = relyingParty(origin);
      const keys = await repo.passkeysOf(db, userId);
      const options = await generateAuthenticationOptions({ rpID: rp.id, allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports })), userVerification: 'preferred' });
      await keepChallenge(db, userId, options.challenge, 'SIGN_IN', now);
      return options as unknown as Record<string, unknown>;
    },

    async checkPasskey(db, userId, credential, origin, now) {
      const rp = relyingParty(origin);
      const challenge = challengeOf(credential.response.clientDataJSON);
      if (!challenge || !(await repo.takeChallenge(db, challengeHash(challenge), userId, 'SIGN_IN', now))) return false;
      const key = (await repo.passkeysOf(db, userId)).find((k) => k.credentialId === credential.id);
      if (!key) return false;
      const verified = await verifyAuthenticationResponse({
        response: credential as AuthenticationResponseJSON, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false,
        credential: { id: key.credentialId, publicKey: new Uint8Array(key.publicKey), counter: key.counter, transports: key.transports },
      }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
      // A signature counter that does not grow is a cloned authenticator's: refused.
      return verified.verified && (await repo.usePasskey(db, key.id, verified.authenticationInfo!.newCounter, now));
    },

    async removePasskey(db, userId, id) {
      const removed = await repo.removePasskey(db, userId, id);
      if (removed && !(await this.isOn(db, userId))) await repo.removeWhatFactorsShare(db, userId);
      return removed;
    },

    async rememberDevice(db, userId, userAgent, now) {
      const token = newSessionToken();
      await repo.rememberDevice(db, { userId, tokenHash: hashToken(token).toString('hex'), userAgent, createdAt: now, expiresAt: new Date(now.getTime() + REMEMBER_DEVICE_DAYS * 86_400_000) });
      return token;
    },

    async remembers(db, userId, token, now) {
      return token !== undefined && (await repo.remembers(db, userId, hashToken(token).toString('hex'), now)) && (await this.isOn(db, userId));
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
