// The rules of My info: people edit their own details and preferences (not their region, type or approval,
// which decide what they may read), change their password only with the current one — which ends their
// other sessions and is told by e-mail — and end their other sessions.
import { ErrorCode, type LanguageCode, type MyInfo, type MyInfoSave, type MySessions, type PasswordChange } from '@gsis/contract';
import { hash, verify } from '@node-rs/argon2';
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
      return { sessions: await repo.openSessions(db, session.userId, session.sessionId, clock()) };
    },

    endSessions(session, only) {
      return revokeUserSessions(db, session.userId, clock(), { except: session.sessionId, only });
    },
  };
}
