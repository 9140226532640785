// The one way an owner's new password is stored — from My info, or at the sign-in that follows a password
// reset: the temporary state cleared, the user's other sessions ended (a stolen token must not outlive the
// password it was opened with), the change written to the audit trail and e-mailed to the owner, all in the
// caller's transaction.
import { ErrorCode } from '@gsis/contract';
import { and, eq } from 'drizzle-orm';
import { AuditAction, recordAudit } from '../audit/audit.ts';
import { revokeUserSessions } from './sessions.repo.ts';
import type { DbOrTx } from '../db/database.ts';
import { users } from './identity.tables.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface PasswordOwner { id: number; loginId: string; name: string; language: string | null }

/** "2026-11-24 09:30 UTC": how e-mails about an account's security say when. */
export const mailDate = (at: Date): string => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export async function storeNewPassword(tx: DbOrTx, mailer: Mailer, input: {
  owner: PasswordOwner;
  passwordHash: string;
  /**
   * The hash of the password the owner just proved: the change is made only if it is still the one stored,
   * so of two changes racing with one (temporary) password only the first wins — it works once.
   */
  replacing: string;
  now: Date;
  /** How the owner came to choose it, for the trail: MY_INFO or SIGN_IN (after a reset). */
  via: 'MY_INFO' | 'SIGN_IN';
  /** The session the change was made from, which goes on; every other one ends. */
  keepSession?: string | undefined;
}): Promise<void> {
  const { owner, now } = input;
  const changed = await tx.update(users)
    .set({ passwordHash: input.passwordHash, passwordMustChange: false, passwordExpiresAt: null, updatedAt: now })
    .where(and(eq(users.id, owner.id), eq(users.passwordHash, input.replacing)))
    .returning({ id: users.id });
  // Someone else changed it in between: the password proved is no longer the account's.
  if (changed.length === 0) throw new AppError(ErrorCode.NO_LOGIN_INFO);
  const ended = await revokeUserSessions(tx, owner.id, now, input.keepSession ? { except: input.keepSession } : {});
  await recordAudit(tx, { userId: owner.id, loginId: owner.loginId }, {
    action: AuditAction.PASSWORD_CHANGE, targetType: 'USER', targetId: owner.id, before: null, after: { via: input.via, sessionsEnded: ended },
  });
  await mailer.queue(tx, 'PASSWORD_CHANGED', { address: owner.loginId, name: owner.name, language: owner.language }, { account: owner.loginId, date: mailDate(now) });
}
