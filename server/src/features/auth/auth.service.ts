// The rules of signing in and out: passwords, lockout, account states, sessions and partner single sign-on.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  ErrorCode, MAX_FAILED_LOGINS, SIGNUP_USER_TYPES, isLanguageCode, type LoginRequest, type PreferencesRequest, type SessionResponse,
} from '@gsis/contract';
import { importSPKI, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../../config.ts';
import { recordAccessEvent } from '../../platform/access-events.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { insertSession, revokeSession, roleNamesOfUser, type SessionRow } from '../../platform/auth/sessions.repo.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { ClientInfo } from '../../platform/request-context.ts';
import { countFailedLogin, findAccountByLoginId, recordSuccessfulLogin, saveLanguage, type Account } from './auth.repo.ts';

export interface AuthServiceDeps {
  db: Db;
  clock: () => Date;
  config: Pick<Config, 'SESSION_ABSOLUTE_HOURS' | 'DXP_JWT_SECRET' | 'DXP_JWT_PUBLIC_KEY' | 'DXP_JWT_ISSUER' | 'DXP_JWT_AUDIENCE' | 'DXP_SHARED_USER_ID'>;
}

export interface OpenedSession {
  token: string;
  body: SessionResponse;
}

type SessionSubject = Pick<Account, 'id' | 'loginId' | 'name' | 'company' | 'userType' | 'language' | 'regionCode'>;

export function createAuthService({ db, clock, config }: AuthServiceDeps) {
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  // Verifying against a throw-away hash when the ID is unknown makes both answers take the same time.
  const decoyHash = hash(randomBytes(16).toString('hex'));
  const dxpKey = config.DXP_JWT_PUBLIC_KEY
    ? importSPKI(config.DXP_JWT_PUBLIC_KEY, 'RS256').then((key) => ({ key, alg: 'RS256' }))
    : config.DXP_JWT_SECRET
      ? Promise.resolve({ key: new TextEncoder().encode(config.DXP_JWT_SECRET), alg: 'HS256' })
      : undefined;

  /** The signed-in user and the login info area: this request's address, the sign-in before, and when. */
  async function sessionBody(tx: DbOrTx, user: SessionSubject, client: ClientInfo, previous: { address: string | null; at: Date | null }): Promise<SessionResponse> {
    return {
      user: {
        userId: user.loginId,
        userName: user.name,
        company: user.company,
        userType: user.userType,
        regionCode: user.regionCode,
        language: isLanguageCode(user.language) ? user.language : null,
        roles: await roleNamesOfUser(tx, user.id),
      },
      loginInfo: { currentAddress: client.ip, previousAddress: previous.address, lastLoginAt: previous.at?.toISOString() ?? null },
    };
  }

  const bodyOfSession = (tx: DbOrTx, session: SessionRow, client: ClientInfo) =>
    sessionBody(tx, { ...session, id: session.userId }, client, { address: session.prevLoginIp, at: session.prevLoginAt });

  async function openSession(tx: DbOrTx, userId: number, via: 'PASSWORD' | 'DXP' | 'TOKEN_REFRESH', client: ClientInfo, expiresAt?: Date) {
    const token = newSessionToken();
    const now = clock();
    await insertSession(tx, {
      userId, tokenHash: hashToken(token), via, now, expiresAt: expiresAt ?? new Date(now.getTime() + absoluteMs), ip: client.ip, userAgent: client.userAgent,
    });
    return token;
  }

  /** Account states that keep a person out even with the right password. */
  function refuseUnusable(account: Account): void {
    if (account.approvalStatus === 'UNAPPROVED') throw new AppError(ErrorCode.ACCOUNT_PENDING_APPROVAL);
    if (account.approvalStatus === 'DISAPPROVED') throw new AppError(ErrorCode.ACCOUNT_DISAPPROVED);
    if (!account.enabled) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
  }

  async function signIn(tx: DbOrTx, account: Account, via: 'PASSWORD' | 'DXP', client: ClientInfo): Promise<OpenedSession> {
    const now = clock();
    const previous = await recordSuccessfulLogin(tx, account.id, client.ip, now);
    const token = await openSession(tx, account.id, via, client);
    await recordAccessEvent(tx, { action: via === 'DXP' ? 'LOGIN_SSO' : 'LOGIN', client, at: now, user: account });
    const body = await sessionBody(tx, account, client, { address: previous.previousAddress, at: previous.previousAt });
    return { token, body };
  }

  return {
    async login(credentials: LoginRequest, client: ClientInfo): Promise<OpenedSession> {
      const account = await findAccountByLoginId(db, credentials.id);
      const storedHash = account?.passwordHash;
      const passwordOk = await verify(storedHash ?? (await decoyHash), credentials.password).catch(() => false);
      if (!account || !storedHash) {
        await recordAccessEvent(db, { action: 'LOGIN_FAILED', client, at: clock(), loginId: credentials.id, details: { reason: 'unknown_id' } });
        throw new AppError(ErrorCode.NO_LOGIN_INFO);
      }
      if (account.lockedAt) throw new AppError(ErrorCode.PASSWORD_LOCKED);
      if (!passwordOk) {
        const counted = await countFailedLogin(db, account.id, MAX_FAILED_LOGINS, clock());
        await recordAccessEvent(db, { action: 'LOGIN_FAILED', client, at: clock(), user: account, details: { reason: 'wrong_password' } });
        if (!counted || counted.lockedAt) throw new AppError(ErrorCode.PASSWORD_LOCKED);
        throw new AppError(ErrorCode.NO_LOGIN_INFO, { remainingAttempts: MAX_FAILED_LOGINS + 1 - counted.failedLoginCount });
      }
      refuseUnusable(account);
      return db.transaction((tx) => signIn(tx, account, 'PASSWORD', client));
    },

    async logout(session: SessionRow, client: ClientInfo): Promise<void> {
      const now = clock();
      await revokeSession(db, session.sessionId, now);
      await recordAccessEvent(db, { action: 'LOGOUT', client, at: now, user: { ...session, id: session.userId } });
    },

    async currentSession(session: SessionRow, client: ClientInfo): Promise<SessionResponse> {
      return bodyOfSession(db, session, client);
    },

    /** A fresh token for a still-valid one; the old token stops working and the session keeps its absolute end. */
    async refresh(session: SessionRow, client: ClientInfo): Promise<OpenedSession> {
      return db.transaction(async (tx) => {
        if (!(await revokeSession(tx, session.sessionId, clock()))) throw new AppError(ErrorCode.SESSION_EXPIRED);
        const token = await openSession(tx, session.userId, 'TOKEN_REFRESH', client, session.expiresAt);
        return { token, body: await bodyOfSession(tx, session, client) };
      });
    },

    /**
     * Single sign-on from the partner portal: a JWT signed with the configured key and issuer. Its e-mail
     * maps to a GSIS account when one exists; otherwise the partner's people share the configured account.
     */
    async dxpLogin(accessToken: string, client: ClientInfo): Promise<OpenedSession> {
      if (!dxpKey) throw new AppError(ErrorCode.SSO_TOKEN_INVALID);
      const { key, alg } = await dxpKey;
      let claims: JWTPayload & { email?: unknown };
      try {
        ({ payload: claims } = await jwtVerify(accessToken, key, {
          algorithms: [alg],
          issuer: config.DXP_JWT_ISSUER,
          ...(config.DXP_JWT_AUDIENCE ? { audience: config.DXP_JWT_AUDIENCE } : {}),
          currentDate: clock(),
          requiredClaims: ['sub', 'exp'],
        }));
      } catch {
        await recordAccessEvent(db, { action: 'LOGIN_FAILED', client, at: clock(), details: { reason: 'sso_token' } });
        throw new AppError(ErrorCode.SSO_TOKEN_INVALID);
      }
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      const own = email ? await findAccountByLoginId(db, email) : undefined;
      const account = own?.approvalStatus === 'APPROVED' && own.enabled ? own : await findAccountByLoginId(db, config.DXP_SHARED_USER_ID);
      if (!account) throw new AppError(ErrorCode.SSO_TOKEN_INVALID);
      refuseUnusable(account);
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

export type AuthService = ReturnType<typeof createAuthService>;
