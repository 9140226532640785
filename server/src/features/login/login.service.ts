// The rules of signing in and out: passwords, the hold after wrong passwords, account states, sessions and partner
// single sign-on.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  ErrorCode, SIGNUP_USER_TYPES, isLanguageCode, type EnrolledSession, type EnrolmentConfirm, type EnrolmentStart, type LoginPasswordChange, type LoginRequest,
  type PasskeyLogin, type PasskeyOptions, type PasskeyOptionsRequest, type PreferencesRequest, type SecondFactorLogin, type SecondFactorSession,
  type SessionResponse, type TotpEnrolment,
} from '@gsis/contract';
import { importSPKI, jwtVerify, type JWTPayload } from 'jose';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { accessUserOf, recordAccessEvent } from '../../platform/access-events.ts';
import { ANONYMOUS, AuditAction, recordAudit } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { unusableAccount } from '../../platform/auth/account-state.ts';
import { confirmOwnApp, type SecondFactors } from '../../platform/auth/second-factor.ts';
import { createSignedTokens } from '../../platform/auth/signed-tokens.ts';
import { countWrongPassword, heldUntil, liftHold } from '../../platform/auth/sign-in-holds.repo.ts';
import { holdsManagementMenu, insertSession, revokeSession, roleNamesOfUser, type SessionRow } from '../../platform/auth/sessions.repo.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import { userAccess } from '../../platform/auth/user-access.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { ClientInfo } from '../../platform/request-context.ts';
import { mailDate, storeNewPassword } from '../../platform/auth/password-change.ts';
import { refuseCommonPassword, refuseSamePassword } from '../../platform/auth/password-policy.ts';
import {
  claimSsoToken, findAccountById, findAccountByLoginId, recordSuccessfulLogin, rememberSignInAddress, saveLanguage, signedInFrom, type Account,
} from './login.repo.ts';

/** An address the account signed in from with its password within this long is familiar: no hold keeps it out. */
const FAMILIAR_FOR_MS = 180 * 24 * 3_600_000;

export interface LoginServiceDeps {
  db: Db;
  clock: () => Date;
  /** Tells the owner of an account that wrong passwords from elsewhere hold it. */
  mailer: Mailer;
  /** Asked for once the password is right, where the account has one. */
  secondFactors: SecondFactors;
  /**
   * Where logging out of a session sends the browser next to end its company provider's session too (company sign-in's
   * `providerSignOut`); none where the session has no such provider. Left out, logout ends the GSIS session alone.
   */
  signOutAt?: (sessionId: string) => Promise<string | undefined>;
  config: Pick<Config, 'SESSION_ABSOLUTE_HOURS' | 'DXP_JWT_SECRET' | 'DXP_JWT_PUBLIC_KEY' | 'DXP_JWT_ISSUER' | 'DXP_JWT_AUDIENCE' | 'DXP_ALLOW_MANAGEMENT_ACCOUNTS' | 'DXP_SHARED_USER_ID'>;
}

export interface OpenedSession<B extends SessionResponse = SessionResponse> {
  token: string;
  body: B;
}

type SessionSubject = Pick<Account, 'id' | 'loginId' | 'name' | 'company' | 'userType' | 'language' | 'regionCode'>;

/**
 * A first step proven right for an account — its password, or its company's identity provider (`company`, the
 * provider's id) — and whether it came from an address the account signed in from with its password.
 */
interface Proven { account: Account; familiar: boolean; company?: number }
/**
 * What a sign-in's second step carries: the account's id and ID, until when (ms) it may be taken, and whether the step
 * sets the app up (`e`: an account that must have a second factor and has none) rather than asks for its code, and
 * whether the first step was a company sign-in (`c`, its provider's id) rather than a password.
 */
interface Challenge { u: number; l: string; x: number; e?: 1; c?: number }
/** What a right password is asked for next: the code, the app's set-up, or nothing (the session opens). */
type SecondStep = 'code' | 'enrol' | null;

export function createLoginService({ db, clock, mailer, config, secondFactors, signOutAt }: LoginServiceDeps) {
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  // Verifying against a throw-away hash when the ID is unknown makes both answers take the same time.
  const decoyHash = hash(randomBytes(16).toString('hex'));
  const dxpKey = config.DXP_JWT_PUBLIC_KEY
    ? importSPKI(config.DXP_JWT_PUBLIC_KEY, 'RS256').then((key) => ({ key, alg: 'RS256' }))
    : config.DXP_JWT_SECRET
      ? Promise.resolve({ key: new TextEncoder().encode(config.DXP_JWT_SECRET), alg: 'HS256' })
      : undefined;

  /** The signed-in user and the login info area: this request's address, the sign-in before, and when. */
  function sessionBody(user: SessionSubject, roles: string[], client: ClientInfo, previous: { address: string | null; at: Date | null }): SessionResponse {
    return {
      user: {
        userId: user.loginId,
        userName: user.name,
        company: user.company,
        userType: user.userType,
        regionCode: user.regionCode,
        language: isLanguageCode(user.language) ? user.language : null,
        roles,
      },
      loginInfo: { currentAddress: client.ip, previousAddress: previous.address, lastLoginAt: previous.at?.toISOString() ?? null },
    };
  }

  // The roles come from this instance's copy, kept as of the access counter the guard read with the session: the
  // check usually makes no query of its own.
  const bodyOfSession = async (session: SessionRow, client: ClientInfo) =>
    sessionBody({ ...session, id: session.userId }, (await userAccess(db, session)).roles, client, { address: session.prevLoginIp, at: session.prevLoginAt });

  async function openSession(
    tx: DbOrTx, userId: number, via: 'PASSWORD' | 'DXP' | 'COMPANY' | 'TOKEN_REFRESH', client: ClientInfo, { expiresAt, companyProviderId }: { expiresAt?: Date; companyProviderId?: number | null } = {},
  ) {
    const token = newSessionToken();
    const now = clock();
    await insertSession(tx, {
      userId, tokenHash: hashToken(token), via, now, expiresAt: expiresAt ?? new Date(now.getTime() + absoluteMs), ip: client.ip, userAgent: client.userAgent,
      companyProviderId: companyProviderId ?? null,
    });
    return token;
  }

  /** Refuses what keeps a person out even with the right password (account-state.ts: the lock, approval, disabling). */
  function refuseUnusable(refusal: ErrorCode | null): void {
    if (refusal) throw new AppError(refusal);
  }

  async function signIn(tx: DbOrTx, account: Account, via: 'PASSWORD' | 'DXP' | 'COMPANY', client: ClientInfo, companyProviderId?: number): Promise<OpenedSession> {
    const now = clock();
    const previous = await recordSuccessfulLogin(tx, account.id, client.ip, now);
    if (via === 'PASSWORD') await rememberSignInAddress(tx, account.id, client.ip, now, new Date(now.getTime() - FAMILIAR_FOR_MS));
    const token = await openSession(tx, account.id, via, client, { companyProviderId });
    await recordAccessEvent(tx, { action: via === 'PASSWORD' ? 'LOGIN' : 'LOGIN_SSO', client, at: now, user: account, ...(via === 'COMPANY' ? { details: { via } } : {}) });
    const body = sessionBody(account, await roleNamesOfUser(tx, account.id), client, { address: previous.previousAddress, at: previous.previousAt });
    return { token, body };
  }

  /**
   * The account behind an ID and password, or the one answer every failure gets. No answer may tell whether the ID
   * has an account: an unknown ID, an account without a password and a wrong password all get NO_LOGIN_INFO with
   * nothing else (no attempts left), after the same argon2 verification (a decoy hash for an unknown ID) and the same
   * writes, so neither the body nor the time tells them apart.
   *
   * Wrong passwords from addresses the account has not signed in from (and every wrong password for an ID no account
   * has) are counted by the ID typed; past MAX_FAILED_LOGINS in a row the ID is held — 15 minutes, doubling with each
   * further one, at most a day (sign-in-holds.repo.ts) — and while it is, such an address gets PASSWORD_LOCKED (the
   * seed's message) before its password is tried, so guessing stops there and an ID without an account is held
   * alike. The owner's familiar addresses are neither counted nor held: nobody can lock the owner out.
   */
  async function authenticate(credentials: LoginRequest, client: ClientInfo): Promise<Proven> {
    const now = clock();
    const account = await findAccountByLoginId(db, credentials.id);
    // The same read for an unknown ID (no account has id 0), so both take the same round trips.
    const familiar = await signedInFrom(db, account?.id ?? 0, client.ip, new Date(now.getTime() - FAMILIAR_FOR_MS));
    await refuseHeld(credentials.id, account, familiar, client, now);
    const storedHash = account?.passwordHash;
    const passwordOk = await verify(storedHash ?? (await decoyHash), credentials.password).catch(() => false);
    if (!account || !storedHash || !passwordOk) {
      await countWrong(credentials.id, account, familiar, client, now, account && storedHash ? 'wrong_password' : 'unknown_id');
      throw new AppError(ErrorCode.NO_LOGIN_INFO);
    }
    // From here on the caller knows the password: telling the account's state tells them nothing new.
    refuseUnusable(unusableAccount(account));
    return { account, familiar };
  }

  /** While the ID is held, an unfamiliar address gets PASSWORD_LOCKED before anything it sent is tried. */
  async function refuseHeld(loginId: string, account: Account | undefined, familiar: boolean, client: ClientInfo, now: Date): Promise<void> {
    if (familiar || !(await heldUntil(db, loginId, now))) return;
    await recordAccessEvent(db, { action: 'LOGIN_FAILED', client, at: now, ...(account ? { user: account } : { loginId }), details: { reason: 'held' } });
    throw new AppError(ErrorCode.PASSWORD_LOCKED);
  }

  /** A wrong password or second-factor code: counted towards the hold when the address is unfamiliar, and recorded. */
  async function countWrong(loginId: string, account: Account | undefined, familiar: boolean, client: ClientInfo, now: Date, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const counted = familiar ? null : await countWrongPassword(tx, loginId, now);
      await recordAccessEvent(tx, { action: 'LOGIN_FAILED', client, at: now, ...(account ? { user: account } : { loginId }), details: { reason, familiar } });
      if (account && counted?.holdBegan) await heldByWrongPasswords(tx, account, counted.failures, counted.heldUntil!, client, now);
    });
  }

  /**
   * The session of a sign-in proven in full (the password, and the second factor where the account has one). One
   * from an unfamiliar address ends the streak it was not held by; a familiar one leaves strangers' count as it is.
   */
  async function openProven(tx: DbOrTx, { account, familiar, company }: Proven, client: ClientInfo): Promise<OpenedSession> {
    if (company !== undefined) return signIn(tx, account, 'COMPANY', client, company);
    if (!familiar) await liftHold(tx, account.loginId);
    return signIn(tx, account, 'PASSWORD', client);
  }

  /** How long the second step of a sign-in may take. */
  const CHALLENGE_MS = 5 * 60_000;
  const challenges = createSignedTokens(db, 'login.secondFactorChallenge');

  /**
   * An account with a second factor is asked for its code, unless this browser was remembered when it last proved it;
   * one that holds a management menu and has none sets one up first (ASVS 6.3.3): nothing else opens before.
   */
  async function secondStepOf(account: Account, rememberedDevice: string | undefined): Promise<SecondStep> {
    const now = clock();
    if (await secondFactors.isOn(db, account.id)) return (await secondFactors.remembers(db, account.id, rememberedDevice, now)) ? null : 'code';
    return (await holdsManagementMenu(db, account.id)) ? 'enrol' : null;
  }

  /** SECOND_FACTOR_REQUIRED or SECOND_FACTOR_ENROLMENT_REQUIRED, with the challenge the second step brings back. */
  async function askSecondFactor(account: Account, step: 'code' | 'enrol', { company }: { company?: number } = {}): Promise<never> {
    const payload: Challenge = {
      u: account.id, l: account.loginId, x: clock().getTime() + CHALLENGE_MS, ...(step === 'enrol' ? { e: 1 as const } : {}), ...(company !== undefined ? { c: company } : {}),
    };
    const challenge = await challenges.sign(JSON.stringify(payload));
    if (step === 'enrol') throw new AppError(ErrorCode.SECOND_FACTOR_ENROLMENT_REQUIRED, { challenge });
    throw new AppError(ErrorCode.SECOND_FACTOR_REQUIRED, { challenge, factors: await secondFactors.factors(db, account.id) });
  }

  /**
   * The account a second step's challenge was given for, still within its five minutes and of the step's kind
   * (SECOND_FACTOR_EXPIRED otherwise), and still one that may sign in from here.
   */
  async function takeChallenge(raw: string, step: 'code' | 'enrol', client: ClientInfo, now: Date): Promise<Proven> {
    const read = await challenges.read(raw);
    const challenge = read ? (JSON.parse(read) as Challenge) : null;
    if (!challenge || challenge.x <= now.getTime() || (challenge.e === 1) !== (step === 'enrol')) throw new AppError(ErrorCode.SECOND_FACTOR_EXPIRED);
    const account = await findAccountByLoginId(db, challenge.l);
    if (!account || account.id !== challenge.u) throw new AppError(ErrorCode.SECOND_FACTOR_EXPIRED);
    const familiar = await signedInFrom(db, account.id, client.ip, new Date(now.getTime() - FAMILIAR_FOR_MS));
    await refuseHeld(account.loginId, account, familiar, client, now);
    refuseUnusable(unusableAccount(account));
    return { account, familiar, ...(challenge.c !== undefined ? { company: challenge.c } : {}) };
  }

  /** The session of a second step; with the token of this browser when it asked to be remembered. */
  async function openAfterSecondStep(tx: DbOrTx, proven: Proven, client: ClientInfo, rememberDevice: boolean) {
    const opened = await openProven(tx, proven, client);
    if (!rememberDevice) return opened;
    const rememberedDevice = await secondFactors.rememberDevice(tx, proven.account.id, client.userAgent ?? null, clock());
    return { token: opened.token, body: { ...opened.body, rememberedDevice } };
  }

  /** The first hold of a streak, in the transaction that counted it: on the audit trail, and e-mailed to the owner. */
  async function heldByWrongPasswords(tx: DbOrTx, account: Account, failures: number, until: Date, client: ClientInfo, now: Date): Promise<void> {
    await recordAudit(tx, ANONYMOUS, {
      action: AuditAction.USER_LOCK, targetType: 'USER', targetId: account.id,
      before: { status: account.enabled ? 'ACTIVE' : 'DISABLED' }, after: { status: 'LOCKED', failedLogins: failures, address: client.ip, until: until.toISOString() },
    });
    await mailer.queue(tx, 'ACCOUNT_LOCKED', { address: account.loginId, name: account.name, language: account.language }, {
      account: account.loginId, date: mailDate(now),
    }, '/forgot/password');
  }

  /**
   * Wrong codes after the right password held the code step: on the audit trail, and e-mailed to the owner, whose
   * password someone else knows.
   */
  async function codesHeld(account: Account, client: ClientInfo, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await recordAudit(tx, ANONYMOUS, { action: 'SECOND_FACTOR_HELD', targetType: 'USER', targetId: account.id, before: null, after: { address: client.ip } });
      await mailer.queue(tx, 'SECOND_FACTOR_HELD', { address: account.loginId, name: account.name, language: account.language }, {
        account: account.loginId, date: mailDate(now),
      }, '/forgot/password');
    });
  }

  /** A temporary password (find password) opens no session: it only lets its owner choose a new one, for a day. */
  function refuseTemporary(account: Account): void {
    if (!account.passwordMustChange) return;
    if (account.passwordExpiresAt && account.passwordExpiresAt <= clock()) throw new AppError(ErrorCode.TEMPORARY_PASSWORD_EXPIRED);
    throw new AppError(ErrorCode.PASSWORD_CHANGE_REQUIRED);
  }

  return {
    async login(credentials: LoginRequest, client: ClientInfo): Promise<OpenedSession> {
      const proven = await authenticate(credentials, client);
      refuseTemporary(proven.account);
      const step = await secondStepOf(proven.account, credentials.rememberedDevice);
      if (step) await askSecondFactor(proven.account, step);
      return db.transaction((tx) => openProven(tx, proven, client));
    },

    /**
     * The step after SECOND_FACTOR_REQUIRED: the challenge (signed, for five minutes) and the app's code or a recovery
     * code. A wrong code counts as a wrong password does, and the hold keeps unfamiliar addresses out here too; wrong
     * codes in a row also hold the code step itself, from every address (TOO_MANY_REQUESTS, with when to try again).
     */
    async secondFactor(input: z.output<typeof SecondFactorLogin>, client: ClientInfo): Promise<OpenedSession<SecondFactorSession>> {
      const now = clock();
      const { account, familiar } = await takeChallenge(input.challenge, 'code', client, now);
      const checked = await secondFactors.check(db, account.id, input.code, now);
      if (!checked.ok && checked.held) {
        await recordAccessEvent(db, { action: 'LOGIN_FAILED', client, at: now, user: account, details: { reason: 'second_factor_held' } });
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, { retryAfterSeconds: Math.ceil((checked.held.getTime() - now.getTime()) / 1000) });
      }
      if (!checked.ok) {
        await countWrong(account.loginId, account, familiar, client, now, 'second_factor_wrong');
        if (checked.holdBegan) await codesHeld(account, client, now);
        throw new AppError(ErrorCode.SECOND_FACTOR_WRONG, { fields: [{ path: 'body.code', rule: 'wrong' }] });
      }
      return db.transaction((tx) => openAfterSecondStep(tx, { account, familiar }, client, input.rememberDevice));
    },

    /** The step after SECOND_FACTOR_REQUIRED, with a passkey: WebAuthn's request options for the account's passkeys. */
    async passkeyOptions(input: z.output<typeof PasskeyOptionsRequest>, client: ClientInfo): Promise<PasskeyOptions> {
      const now = clock();
      const { account } = await takeChallenge(input.challenge, 'code', client, now);
      return { options: await secondFactors.passkeyRequestOptions(db, account.id, client.origin, now) };
    },

    /**
     * A passkey's signature of the challenge it was handed (taken once): the session opens. A signature that does not
     * verify counts as a wrong code does towards the hold of unfamiliar addresses.
     */
    async passkey(input: z.output<typeof PasskeyLogin>, client: ClientInfo): Promise<OpenedSession<SecondFactorSession>> {
      const now = clock();
      const proven = await takeChallenge(input.challenge, 'code', client, now);
      if (!(await secondFactors.checkPasskey(db, proven.account.id, input.credential, client.origin, now))) {
        await countWrong(proven.account.loginId, proven.account, proven.familiar, client, now, 'passkey_failed');
        throw new AppError(ErrorCode.PASSKEY_FAILED);
      }
      return db.transaction((tx) => openAfterSecondStep(tx, proven, client, input.rememberDevice));
    },

    /** The step after SECOND_FACTOR_ENROLMENT_REQUIRED: the app's new secret, kept sealed until its first code. */
    async startEnrolment(input: z.output<typeof EnrolmentStart>, client: ClientInfo): Promise<TotpEnrolment> {
      const now = clock();
      const { account } = await takeChallenge(input.challenge, 'enrol', client, now);
      if (await secondFactors.isOn(db, account.id)) throw new AppError(ErrorCode.SECOND_FACTOR_ALREADY_ON);
      return secondFactors.start(db, { userId: account.id, loginId: account.loginId }, now);
    },

    /**
     * The app's first code: it is on (audited, e-mailed, as from My info), the session opens, and the recovery codes
     * come with it this once. A wrong code only asks again: whoever is here has the password and the secret.
     */
    async confirmEnrolment(input: z.output<typeof EnrolmentConfirm>, client: ClientInfo): Promise<OpenedSession<EnrolledSession>> {
      const now = clock();
      const proven = await takeChallenge(input.challenge, 'enrol', client, now);
      return db.transaction(async (tx) => {
        const recoveryCodes = await confirmOwnApp(tx, { secondFactors, mailer }, proven.account, input.code, now);
        const opened = await openAfterSecondStep(tx, proven, client, input.rememberDevice);
        return { token: opened.token, body: { ...opened.body, recoveryCodes } };
      });
    },

    /**
     * The step after PASSWORD_CHANGE_REQUIRED: the temporary password again, and the new one, which must
     * keep the rules, not be common and not be the temporary one; then the session opens. Every failure of
     * the sign-in itself answers as login does. An ordinary password is accepted here too: its holder could
     * change it in My info anyway.
     */
    async changePasswordAndLogin(input: z.output<typeof LoginPasswordChange>, client: ClientInfo): Promise<OpenedSession> {
      const proven = await authenticate(input, client);
      const { account } = proven;
      if (account.passwordMustChange && account.passwordExpiresAt && account.passwordExpiresAt <= clock()) throw new AppError(ErrorCode.TEMPORARY_PASSWORD_EXPIRED);
      if (input.newPassword === input.password) refuseSamePassword('newPassword');
      refuseCommonPassword(input.newPassword, 'newPassword');
      const passwordHash = await hash(input.newPassword);
      // With a second factor (or one to set up), the new password is kept and the session waits for the factor: a
      // reset never skips it.
      const step = await secondStepOf(account, input.rememberedDevice);
      const opened = await db.transaction(async (tx) => {
        await storeNewPassword(tx, mailer, { owner: account, passwordHash, replacing: account.passwordHash!, now: clock(), via: 'SIGN_IN' });
        return step ? null : openProven(tx, proven, client);
      });
      return opened ?? askSecondFactor(account, step!);
    },

    /** Ends the session; answers where the browser goes to end its company provider's session too, if anywhere. */
    async logout(session: SessionRow, client: ClientInfo): Promise<{ signOutAt?: string }> {
      const now = clock();
      const providerSignOut = await signOutAt?.(session.sessionId);
      await revokeSession(db, session.sessionId, now);
      await recordAccessEvent(db, { action: 'LOGOUT', client, at: now, user: accessUserOf(session) });
      return providerSignOut ? { signOutAt: providerSignOut } : {};
    },

    async currentSession(session: SessionRow, client: ClientInfo): Promise<SessionResponse> {
      return bodyOfSession(session, client);
    },

    /**
     * A fresh token for a still-valid one; the old token stops working and the session keeps its absolute
     * end. Single use on purpose, with no grace period: whoever asks wants the old token dead (after it may
     * have leaked), so of two exchanges of one token only one wins. The web app therefore never calls it:
     * it keeps its token for the session's life and checks it at page load with /api/check/session, which
     * changes nothing (exchanging it at every page load signed out every other tab, and any load cut short
     * before its answer arrived).
     */
    async refresh(session: SessionRow, client: ClientInfo): Promise<OpenedSession> {
      // Before the transaction: the body may read the pool, which a transaction must not wait on.
      const body = await bodyOfSession(session, client);
      return db.transaction(async (tx) => {
        if (!(await revokeSession(tx, session.sessionId, clock()))) throw new AppError(ErrorCode.SESSION_EXPIRED);
        const token = await openSession(tx, session.userId, 'TOKEN_REFRESH', client, { expiresAt: session.expiresAt, companyProviderId: session.companyProviderId });
        return { token, body };
      });
    },

    /**
     * The session of a company sign-in (features/company-sign-in), once its identity provider vouched for the account:
     * refused as sign-in refuses an unusable account; where the provider did not prove a second factor (amr), the
     * account's own is asked — or set up, for one that manages GSIS — exactly as after a password, unless this browser
     * was remembered; no password hold applies, since no password was typed.
     */
    async companySignIn(userId: number, client: ClientInfo, proof: { providerId: number; secondFactorDone: boolean; rememberedDevice?: string | undefined }): Promise<OpenedSession> {
      const account = await findAccountById(db, userId);
      if (!account) throw new AppError(ErrorCode.SSO_FAILED);
      refuseUnusable(unusableAccount(account));
      const step = proof.secondFactorDone ? null : await secondStepOf(account, proof.rememberedDevice);
      if (step) await askSecondFactor(account, step, { company: proof.providerId });
      return db.transaction((tx) => signIn(tx, account, 'COMPANY', client, proof.providerId));
    },

    /**
     * Single sign-on from the partner portal: a JWT signed with the configured key, for our audience, from the
     * configured issuer, used once (its jti is remembered until it expires). Its e-mail maps to a GSIS account
     * when one exists — refused as sign-in refuses it when it is unapproved or disabled (a hold after wrong passwords
     * stops guessing passwords, and does not keep the portal out), and refused when it holds a management menu unless DXP_ALLOW_MANAGEMENT_ACCOUNTS says otherwise (a partner portal's
     * e-mail claim must not be a way into administration) —; otherwise the partner's people share the
     * configured account. Every refusal is an access event and an entry of the audit trail.
     */
    async dxpLogin(accessToken: string, client: ClientInfo): Promise<OpenedSession> {
      const refuse = async (reason: string, target: string, error: ErrorCode = ErrorCode.SSO_TOKEN_INVALID): Promise<never> => {
        await db.transaction(async (tx) => {
          await recordAccessEvent(tx, { action: 'LOGIN_FAILED', client, at: clock(), details: { reason: `sso_${reason}` } });
          await recordAudit(tx, ANONYMOUS, { action: AuditAction.SSO_REFUSED, targetType: 'USER', targetId: target, before: null, after: { reason, ip: client.ip } });
        });
        throw new AppError(error);
      };
      if (!dxpKey || !config.DXP_JWT_ISSUER || !config.DXP_JWT_AUDIENCE) throw new AppError(ErrorCode.SSO_TOKEN_INVALID);
      const { key, alg } = await dxpKey;
      let claims: JWTPayload & { email?: unknown };
      try {
        ({ payload: claims } = await jwtVerify(accessToken, key, {
          algorithms: [alg],
          issuer: config.DXP_JWT_ISSUER,
          audience: config.DXP_JWT_AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['sub', 'exp', 'jti'],
        }));
      } catch {
        return refuse('token', '*');
      }
      // Claimed before anything else and outside the sign-in's transaction, so a refused token stays used too.
      if (!(await claimSsoToken(db, String(claims.jti), new Date(claims.exp! * 1000), clock()))) return refuse('replay', '*');

      const email = typeof claims.email === 'string' ? claims.email : undefined;
      const own = email ? await findAccountByLoginId(db, email) : undefined;
      if (own) {
        const refusal = unusableAccount(own);
        if (refusal) return refuse('account_state', own.loginId, refusal);
        if (!config.DXP_ALLOW_MANAGEMENT_ACCOUNTS && (await holdsManagementMenu(db, own.id))) return refuse('management_account', own.loginId);
      }
      const account = own ?? (await findAccountByLoginId(db, config.DXP_SHARED_USER_ID));
      if (!account) return refuse('no_shared_account', config.DXP_SHARED_USER_ID);
      refuseUnusable(unusableAccount(account));
      return db.transaction((tx) => signIn(tx, account, 'DXP', client));
    },

    async savePreferences(session: SessionRow, preferences: PreferencesRequest): Promise<void> {
      await saveLanguage(db, session.userId, preferences.language, clock());
    },

    userDivs() {
      return { userDivList: SIGNUP_USER_TYPES.map((userDiv) => ({ userDiv })) };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
