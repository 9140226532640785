// SQL of signing in: the account behind an ID, failed-password counting and the login info.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { userStateColumns } from '../../platform/auth/sessions.repo.ts';
import { regions, users } from '../../platform/db/schema.ts';

const accountColumns = {
  id: users.id,
  ...userStateColumns,
  passwordHash: users.passwordHash,
  failedLoginCount: users.failedLoginCount,
  lockedAt: users.lockedAt,
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

export async function saveLanguage(db: DbOrTx, userId: number, language: string, now: Date): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

/** Counts one more wrong password in a single statement, so parallel attempts cannot undercount. */
export async function countFailedLogin(db: DbOrTx, userId: number, maxFailures: number, now: Date) {
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`${users.failedLoginCount} + 1`,
      lockedAt: sql`CASE WHEN ${users.failedLoginCount} + 1 > ${maxFailures} THEN coalesce(${users.lockedAt}, ${now.toISOString()}::timestamptz) ELSE ${users.lockedAt} END`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLoginCount: users.failedLoginCount, lockedAt: users.lockedAt });
  return row;
}

/** Clears the failure count and moves the last sign-in to "previous"; returns what was last before. */
export async function recordSuccessfulLogin(db: DbOrTx, userId: number, ip: string, now: Date) {
  const [row] = await db.execute<{ prev_ip: string | null; prev_at: Date | null }>(sql`
    WITH before AS (SELECT id, last_login_ip, last_login_at FROM ${users} WHERE id = ${userId} FOR UPDATE)
    UPDATE ${users} u SET
      failed_login_count = 0,
      locked_at = NULL,
      prev_login_ip = before.last_login_ip,
      prev_login_at = before.last_login_at,
      last_login_ip = ${ip},
      last_login_at = ${now.toISOString()}::timestamptz
    FROM before WHERE u.id = before.id
    RETURNING before.last_login_ip AS prev_ip, before.last_login_at AS prev_at`).then((r) => r.rows);
  return { previousAddress: row?.prev_ip ?? null, previousAt: row?.prev_at ? new Date(row.prev_at) : null };
}
