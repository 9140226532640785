// The rules of sign-up: one account per e-mail address, every term agreed, the address proved by a
// single-use link that expires, and then an administrator's approval, whom the verification tells.
import { ErrorCode, SIGNUP_LINK_HOURS, type SignupRequest, type SignupIdCheck } from '@gsis/contract';
import { hash } from '@node-rs/argon2';
import type { z } from 'zod';
import { recordAccessEvent } from '../../platform/access-events.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { constraintViolation } from '../../platform/db/pg-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { secret, type Mailer } from '../../platform/mail/mailer.ts';
import type { ClientInfo } from '../../platform/request-context.ts';
import { refuseCommonPassword } from '../../platform/auth/password-policy.ts';
import * as repo from './signup.repo.ts';

/** The menu whose holders approve new accounts. */
export const APPROVER_MENU = 'MGMT_USER';

export interface SignupService {
  checkId(id: z.output<typeof SignupIdCheck>['id']): Promise<{ available: true }>;
  signup(input: SignupRequest & { id: string; language?: string | undefined }, client: ClientInfo): Promise<void>;
  validateMail(param: string): Promise<{ verified: true; id: string }>;
}

export function createSignupService({ db, clock, mailer }: { db: Db; clock: () => Date; mailer: Mailer }): SignupService {
  return {
    async checkId(id) {
      if (await repo.loginIdTaken(db, id)) throw new AppError(ErrorCode.ALREADY_EXISTS);
      return { available: true };
    },

    async signup(input, client) {
      const language = input.language ?? client.language ?? 'en';
      refuseCommonPassword(input.password, 'password');
      const passwordHash = await hash(input.password);
      const token = newSessionToken();
      const now = clock();
      try {
        await db.transaction(async (tx) => {
          const userId = await repo.insertSignup(tx, {
            loginId: input.id, name: input.name, company: input.company, userType: input.userType as 'EMPLOYEES' | 'DEALER' | 'USER',
            mobilePhone: input.mobilePhone, passwordHash, language,
          });
          await repo.insertVerification(tx, userId, hashToken(token), new Date(now.getTime() + SIGNUP_LINK_HOURS * 3_600_000));
          await mailer.queue(tx, 'SIGNUP_VERIFY', { address: input.id, name: input.name, language }, { hours: String(SIGNUP_LINK_HOURS) }, { path: '/validatemail/', secret: secret(token) });
          await recordAccessEvent(tx, { action: 'SIGNUP', client, at: now, loginId: input.id, details: { userType: input.userType } });
        });
      } catch (error) {
        if (constraintViolation(error)?.constraint === 'users_login_id_key') throw new AppError(ErrorCode.ALREADY_EXISTS);
        throw error;
      }
    },

    async validateMail(param) {
      const now = clock();
      return db.transaction(async (tx) => {
        const taken = await repo.consumeVerification(tx, hashToken(param), now);
        if (!taken) throw new AppError(ErrorCode.VERIFICATION_CODE_INVALID);
        const account = await repo.markEmailVerified(tx, taken.userId, now);
        if (!account) throw new AppError(ErrorCode.VERIFICATION_CODE_INVALID);
        for (const approver of await repo.approvers(tx, APPROVER_MENU)) {
          await mailer.queue(tx, 'SIGNUP_PENDING_APPROVAL', { address: approver.loginId, name: approver.name, language: approver.language }, {
            account: account.loginId, company: account.company ?? '', userType: account.userType,
          }, `/management/user/detail?id=${taken.userId}`);
        }
        return { verified: true as const, id: account.loginId };
      });
    },
  };
}
