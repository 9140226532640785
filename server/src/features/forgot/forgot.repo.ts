// SQL of find ID / find password: code rows, the account they are for, and the temporary password.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { revokeUserSessions } from '../../platform/auth/sessions.repo.ts';
import { heldSql, liftHold } from '../../platform/auth/sign-in-holds.repo.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { verificationCodes } from './forgot.tables.ts';
import { users } from '../../platform/auth/identity.tables.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function recentCodeCounts(db: DbOrTx, email: string, ip: string | null, since: Date): Promise<{ byEmail: number; byIp: number }> {
  const { rows: [row] } = await db.execute<{ by_email: number; by_ip: number }>(sql`
    SELECT (SELECT count(*)::int FROM verification_codes WHERE email = ${email} AND created_at > ${since}) AS by_email,
           (SELECT count(*)::int FROM verification_codes WHERE ip = ${ip} AND created_at > ${since}) AS by_ip`);
  return { byEmail: row!.by_email, byIp: row!.by_ip };
}

/** A request for a code, with no code yet: the job that e-mails it makes it (setCodeHash). */
export async function insertCode(tx: DbOrTx, code: { purpose: 'FIND_ID' | 'FIND_PASSWORD'; email: string; name: string | null; expiresAt: Date; ip: string | null }): Promise<number> {
  const [row] = await tx.insert(verificationCodes).values({ ...code, codeHash: null }).returning({ id: verificationCodes.id });
  return row!.id;
}

/** Gives a request its code, once: false when it has one already (the job ran before). */
export async function setCodeHash(tx: DbOrTx, id: number, codeHash: Buffer): Promise<boolean> {
  const updated = await tx.update(verificationCodes).set({ codeHash })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.codeHash), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return updated.length > 0;
}

export async function findCode(db: DbOrTx, id: number): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, id));
  return row;
}

/** The newest code asked for this address and purpose, locked for the check. */
export async function latestCodeForUpdate(tx: DbOrTx, purpose: 'FIND_ID' | 'FIND_PASSWORD', email: string): Promise<CodeRow | undefined> {
  const [row] = await tx.select().from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.email, email)))
    .orderBy(desc(verificationCodes.id)).limit(1).for('update');
  return row;
}

export async function countWrongTry(db: DbOrTx, id: number): Promise<void> {
  await db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} + 1` }).where(eq(verificationCodes.id, id));
}

export async function spendCode(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, id));
}

/** The account a code is for: find password by its ID; find ID by the name and address given at sign-up. APP accounts are never found. */
/** `held`: wrong passwords from unfamiliar addresses hold the account's ID now. */
export type ForgotAccount = { id: number; loginId: string; name: string; language: string | null; held: boolean; enabled: boolean };

export async function accountFor(db: DbOrTx, code: Pick<CodeRow, 'purpose' | 'email' | 'name'>, now: Date): Promise<ForgotAccount | undefined> {
  const byName = code.purpose === 'FIND_ID' ? sql`AND lower(btrim(name)) = lower(btrim(${code.name ?? ''}))` : sql``;
  const { rows } = await db.execute<ForgotAccount>(sql`
    SELECT id, login_id AS "loginId", name, language, ${heldSql(sql`login_id`, now)} AS held, enabled FROM users
    WHERE lower(login_id) = ${code.email} AND user_type <> 'APP' ${byName} LIMIT 1`);
  return rows[0];
}

/**
 * A temporary password: good only to choose a new one at sign-in, until `expiresAt`; the hold of wrong passwords
 * lifted, every session of the account ended.
 */
export async function resetPassword(tx: DbOrTx, account: Pick<ForgotAccount, 'id' | 'loginId'>, passwordHash: string, now: Date, expiresAt: Date): Promise<void> {
  await tx.update(users).set({ passwordHash, passwordMustChange: true, passwordExpiresAt: expiresAt, updatedAt: now }).where(eq(users.id, account.id));
  await liftHold(tx, account.loginId);
  await revokeUserSessions(tx, account.id, now);
}
