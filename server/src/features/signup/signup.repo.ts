// SQL of sign-up: the new account, its verification link, and who approves it.
import type { MenuId } from '@gsis/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { emailVerifications } from './signup.tables.ts';
import { users } from '../../platform/auth/identity.tables.ts';

export async function loginIdTaken(db: DbOrTx, loginId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM users WHERE lower(login_id) = lower(${loginId})`);
  return rows.length > 0;
}

export async function insertSignup(tx: DbOrTx, account: {
  loginId: string; name: string; company: string; userType: 'EMPLOYEES' | 'DEALER' | 'USER'; mobilePhone: string; passwordHash: string; language: string;
}): Promise<number> {
  const [row] = await tx.insert(users).values({ ...account, approvalStatus: 'UNAPPROVED' }).returning({ id: users.id });
  return row!.id;
}

export async function insertVerification(tx: DbOrTx, userId: number, tokenHash: Buffer, expiresAt: Date): Promise<void> {
  await tx.insert(emailVerifications).values({ tokenHash, userId, expiresAt });
}

/** Takes a verification link for good: the first caller gets the account, later ones nothing. */
export async function consumeVerification(tx: DbOrTx, tokenHash: Buffer, now: Date): Promise<{ userId: number } | undefined> {
  const [row] = await tx.update(emailVerifications).set({ usedAt: now })
    .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt), sql`${emailVerifications.expiresAt} > ${now}`))
    .returning({ userId: emailVerifications.userId });
  return row;
}

export async function markEmailVerified(tx: DbOrTx, userId: number, now: Date): Promise<{ loginId: string; name: string; company: string | null; userType: string } | undefined> {
  const [row] = await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId))
    .returning({ loginId: users.loginId, name: users.name, company: users.company, userType: users.userType });
  return row;
}

/** People who approve accounts: enabled, approved, not APP, holding the user-management menu by role or directly. */
export async function approvers(db: DbOrTx, menuId: MenuId): Promise<{ loginId: string; name: string; language: string | null }[]> {
  const { rows } = await db.execute<{ loginId: string; name: string; language: string | null }>(sql`
    SELECT u.login_id AS "loginId", u.name, u.language FROM users u
    WHERE u.enabled AND u.approval_status = 'APPROVED' AND u.user_type <> 'APP' AND u.login_id LIKE '%@%'
      AND (EXISTS (SELECT 1 FROM user_menus um WHERE um.user_id = u.id AND um.menu_id = ${menuId})
        OR EXISTS (SELECT 1 FROM role_menus rm JOIN user_roles ur ON ur.role_id = rm.role_id WHERE ur.user_id = u.id AND rm.menu_id = ${menuId}))
    ORDER BY u.id`);
  return rows;
}
