// SQL of signing in: the account behind an ID, the addresses it signed in from, and the login info.
import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { userStateColumns } from '../../platform/auth/sessions.repo.ts';
import { signInAddresses, ssoTokenUses } from './login.tables.ts';
import { regions, users } from '../../platform/auth/identity.tables.ts';

const accountColumns = {
  id: users.id,
  ...userStateColumns,
  passwordHash: users.passwordHash,
  passwordMustChange: users.passwordMustChange,
  passwordExpiresAt: users.passwordExpiresAt,
  lastLoginAt: users.lastLoginAt,
  lastLoginIp: users.lastLoginIp,
};

export type Account = Awaited<ReturnType<typeof findAccountByLoginId>> & {};

export async function findAccountByLoginId(db: DbOrTx, loginId: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(regions, eq(regions.id, users.regionId))
    .where(eq(sql`lower(${users.loginId})`, loginId.toLowerCase()));
  return row;
}

export async function findAccountById(db: DbOrTx, userId: number): Promise<Account | undefined> {
  const [row] = await db.select(accountColumns).from(users).leftJoin(regions, eq(regions.id, users.regionId)).where(eq(users.id, userId));
  return row;
}

export async function saveLanguage(db: DbOrTx, userId: number, language: string, now: Date): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

/** Whether the account signed in with its password from `address` since `since`. */
export async function signedInFrom(db: DbOrTx, userId: number, address: string, since: Date): Promise<boolean> {
  const [row] = await db.select({ userId: signInAddresses.userId }).from(signInAddresses)
    .where(and(eq(signInAddresses.userId, userId), eq(signInAddresses.address, address), gt(signInAddresses.lastAt, since)));
  return row !== undefined;
}

/** Remembers that the account signed in from `address` now; its addresses unused since `forgetBefore` are forgotten. */
export async function rememberSignInAddress(db: DbOrTx, userId: number, address: string, now: Date, forgetBefore: Date): Promise<void> {
  await db.delete(signInAddresses).where(and(eq(signInAddresses.userId, userId), sql`${signInAddresses.lastAt} < ${forgetBefore.toISOString()}::timestamptz`));
  await db.insert(signInAddresses).values({ userId, address, lastAt: now })
    .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.address], set: { lastAt: now } });
}

/** Moves the last sign-in to "previous"; returns what was last before. */
export async function recordSuccessfulLogin(db: DbOrTx, userId: number, ip: string, now: Date) {
  const [row] = await db.execute<{ prev_ip: string | null; prev_at: Date | null }>(sql`
    WITH before AS (SELECT id, last_login_ip, last_login_at FROM ${users} WHERE id = ${userId} FOR UPDATE)
    UPDATE ${users} u SET
      prev_login_ip = before.last_login_ip,
      prev_login_at = before.last_login_at,
      last_login_ip = ${ip},
      last_login_at = ${now.toISOString()}::timestamptz
    FROM before WHERE u.id = before.id
    RETURNING before.last_login_ip AS prev_ip, before.last_login_at AS prev_at`).then((r) => r.rows);
  return { previousAddress: row?.prev_ip ?? null, previousAt: row?.prev_at ? new Date(row.prev_at) : null };
}

/**
 * Marks a partner token's jti as used; false when it already was. Only its hash is kept, until the token would
 * have expired anyway; expired marks are cleared on the way.
 */
export async function claimSsoToken(db: DbOrTx, jti: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(ssoTokenUses).where(sql`${ssoTokenUses.expiresAt} < ${now.toISOString()}`);
  const inserted = await db.insert(ssoTokenUses)
    .values({ jtiHash: createHash('sha256').update(jti).digest('hex'), expiresAt })
    .onConflictDoNothing()
    .returning({ jtiHash: ssoTokenUses.jtiHash });
  return inserted.length === 1;
}
