// The session a company sign-in opens, built from the platform's pieces the password sign-in uses (login.service.ts):
// the same row (via COMPANY), the same login info and the same answer as /api/login. It stands apart from the login
// service while that service changes; where it refuses an account that manages GSIS, the password sign-in's second
// factor step is to take over.
import { ErrorCode, MANAGEMENT_MENUS, isLanguageCode, type SessionResponse } from '@gsis/contract';
import type { Config } from '../../config.ts';
import { recordAccessEvent } from '../../platform/access-events.ts';
import { insertSession, menuIdsOfUser, roleNamesOfUser } from '../../platform/auth/sessions.repo.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/request-context.ts';
import { findAccount, recordCompanySignIn } from './company-sign-in.repo.ts';
import type { SessionOpener } from './company-sign-in.service.ts';

export function createCompanySessions({ db, clock, config }: { db: Db; clock: () => Date; config: Pick<Config, 'SESSION_ABSOLUTE_HOURS'> }): SessionOpener {
  return {
    async openCompanySession(userId, client: ClientInfo, proof) {
      // The guard's notion of holding a management menu (login.repo.ts `holdsManagementMenu`, which this feature may
      // not import): such an account needs two factors, and a provider that proved none leaves only the password way.
      // TODO(merge): ask for the GSIS second factor here instead, as login.service.ts does after a password.
      if (!proof.secondFactorDone && (await menuIdsOfUser(db, userId)).some((menuId) => MANAGEMENT_MENUS.has(menuId))) {
        throw new AppError(ErrorCode.SSO_SECOND_FACTOR_REQUIRED);
      }
      return db.transaction(async (tx) => {
        const now = clock();
        const account = (await findAccount(tx, userId))!;
        const previous = await recordCompanySignIn(tx, userId, client.ip, now);
        const token = newSessionToken();
        await insertSession(tx, {
          userId, tokenHash: hashToken(token), via: 'COMPANY', now, expiresAt: new Date(now.getTime() + config.SESSION_ABSOLUTE_HOURS * 3_600_000),
          ip: client.ip, userAgent: client.userAgent,
        });
        await recordAccessEvent(tx, { action: 'LOGIN_SSO', client, at: now, user: account, details: { via: 'COMPANY', secondFactor: proof.secondFactorDone } });
        const body: SessionResponse = {
          user: {
            userId: account.loginId, userName: account.name, company: account.company, userType: account.userType, regionCode: account.regionCode,
            language: isLanguageCode(account.language) ? account.language : null, roles: await roleNamesOfUser(tx, userId),
          },
          loginInfo: { currentAddress: client.ip, previousAddress: previous.previousAddress, lastLoginAt: previous.previousAt?.toISOString() ?? null },
        };
        return { token, body };
      });
    },
  };
}
