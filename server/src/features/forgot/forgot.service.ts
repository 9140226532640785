// The rules of find ID and find password: a 6-digit code by e-mail, single use, 10 minutes, 5 tries,
// limited per address and per client, and answers that are the same — in content and in the work done
// before answering — whether or not an account has the address. The account is looked up by the job
// that sends the code, after the answer; that job also makes the code, so it never waits anywhere in
// clear (not in the job's payload, not in the code's row) and rests only in the e-mail it goes out in.
// A proved code for a password gets a temporary password by e-mail: it works once, only to choose a new
// password at the next sign-in, for TEMPORARY_PASSWORD_HOURS.
import { createHash, randomInt } from 'node:crypto';
import { CODE_MINUTES, CODE_TRIES, CODES_PER_HOUR, ErrorCode, TEMPORARY_PASSWORD_HOURS, type ForgotVerified } from '@gsis/contract';
import { hash } from '@node-rs/argon2';
import { z } from 'zod';
import { AuditAction, recordAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { defineTask, enqueue } from '../../platform/jobs/job-queue.ts';
import { secret, type Mailer } from '../../platform/mail/mailer.ts';
import * as repo from './forgot.repo.ts';

export const SEND_CODE_TASK = 'send-verification-code';
/** Code requests one client address may make in an hour, whatever the addresses asked for. */
const CODES_PER_CLIENT_HOUR = 20;

type Purpose = 'FIND_ID' | 'FIND_PASSWORD';
const codeHash = (purpose: Purpose, email: string, code: string) => createHash('sha256').update(`${purpose}:${email}:${code}`).digest();

/** 12 characters of letters and digits, at least one of each: inside the password rule, easy to type from a phone. */
export function newPassword(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(letters.length)]!, digits[randomInt(digits.length)]!, ...Array.from({ length: 10 }, () => all[randomInt(all.length)]!)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export interface ForgotService {
  requestCode(input: { purpose: Purpose; email: string; name?: string | undefined }, ip: string | null): Promise<{ sent: true; expiresInMinutes: number }>;
  verify(input: { purpose: Purpose; email: string; code: string }): Promise<ForgotVerified>;
}

export function createForgotService({ db, clock, mailer }: { db: Db; clock: () => Date; mailer: Mailer }): ForgotService {
  return {
    async requestCode(input, ip) {
      const now = clock();
      const recent = await repo.recentCodeCounts(db, input.email, ip, new Date(now.getTime() - 3_600_000));
      if (recent.byEmail >= CODES_PER_HOUR || recent.byIp >= CODES_PER_CLIENT_HOUR) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, { retryAfterSeconds: 3600 });
      await db.transaction(async (tx) => {
        const id = await repo.insertCode(tx, {
          purpose: input.purpose, email: input.email, name: input.name ?? null,
          expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000), ip,
        });
        await enqueue(tx, sendCodeTask, { codeId: id });
      });
      return { sent: true, expiresInMinutes: CODE_MINUTES };
    },

    async verify(input) {
      const now = clock();
      // Hashed before the check so that a right and a wrong code take the same time.
      const password = input.purpose === 'FIND_PASSWORD' ? newPassword() : undefined;
      const passwordHash = password ? await hash(password) : undefined;
      const outcome = await db.transaction(async (tx): Promise<ForgotVerified | 'NONE' | 'WRONG' | 'SPENT'> => {
        const row = await repo.latestCodeForUpdate(tx, input.purpose, input.email);
        if (!row) return 'NONE';
        if (row.usedAt || row.expiresAt <= now || row.attempts >= CODE_TRIES) return 'SPENT';
        // No code yet (not sent, or no account has the address): every guess is wrong, and counted.
        if (!row.codeHash?.equals(codeHash(input.purpose, input.email, input.code))) {
          await repo.countWrongTry(tx, row.id);
          return 'WRONG';
        }
        await repo.spendCode(tx, row.id, now);
        const account = await repo.accountFor(tx, row, now);
        if (!account) return 'SPENT';
        const to = { address: account.loginId, name: account.name, language: account.language };
        if (input.purpose === 'FIND_ID') {
          await mailer.queue(tx, 'FIND_ID', to, { account: account.loginId });
          return { purpose: 'FIND_ID', id: account.loginId, passwordReset: false };
        }
        const expiresAt = new Date(now.getTime() + TEMPORARY_PASSWORD_HOURS * 3_600_000);
        await repo.resetPassword(tx, account, passwordHash!, now, expiresAt);
        const owner = { userId: account.id, loginId: account.loginId };
        const status = account.enabled ? 'ACTIVE' : 'DISABLED';
        // The owner proved the mailbox: the reset, and the lock it lifts, are theirs on the trail.
        if (account.held) {
          await recordAudit(tx, owner, { action: AuditAction.USER_UNLOCK, targetType: 'USER', targetId: account.id, before: { status: 'LOCKED' }, after: { status, via: 'PASSWORD_RESET' } });
        }
        await recordAudit(tx, owner, {
          action: AuditAction.PASSWORD_RESET, targetType: 'USER', targetId: account.id, before: null, after: { temporaryUntil: expiresAt.toISOString() },
        });
        await mailer.queue(tx, 'PASSWORD_RESET', to, { password: secret(password!), account: account.loginId, hours: String(TEMPORARY_PASSWORD_HOURS) }, '/login');
        return { purpose: 'FIND_PASSWORD', id: null, passwordReset: true };
      });
      if (outcome === 'NONE') throw new AppError(ErrorCode.VERIFICATION_CODE_REQUIRED_FIRST);
      if (outcome === 'WRONG' || outcome === 'SPENT') throw new AppError(ErrorCode.VERIFICATION_CODE_INVALID);
      return outcome;
    },
  };
}

/**
 * Makes the code of a request and e-mails it to the account it is for, if there is one; for an address
 * without an account, nothing (and the request keeps no code, so none can match). The code exists only in
 * this run and in the e-mail, whose stored copy keeps it apart and erases it once delivered.
 */
export const sendCodeTask = defineTask({
  name: SEND_CODE_TASK,
  payload: z.object({ codeId: z.number().int() }),
  jobKey: ({ codeId }) => `code:${codeId}`,
  work: ({ db, clock, mailer }: { db: Db; clock: () => Date; mailer: Mailer }) => ({
    async run({ codeId }) {
      const row = await repo.findCode(db, codeId);
      if (!row || row.usedAt || row.codeHash || row.expiresAt <= clock()) return;
      const account = await repo.accountFor(db, row, clock());
      if (!account) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        // A run repeated after its commit finds the code made and sends nothing twice.
        if (!(await repo.setCodeHash(tx, row.id, codeHash(row.purpose, row.email, code)))) return;
        await mailer.queue(tx, 'VERIFICATION_CODE', { address: account.loginId, name: account.name, language: account.language }, {
          code: secret(code), minutes: String(CODE_MINUTES),
        });
      });
    },
  }),
});
