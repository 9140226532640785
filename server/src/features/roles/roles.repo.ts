// SQL of roles and their members. APP users are never members and never found.
import type { RoleItem, RoleUser } from '@gsis/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { roles, userRoles } from '../../platform/auth/access.tables.ts';
import { containing, isoUtc } from '../../platform/db/sql-text.ts';

export async function listRoles(db: DbOrTx): Promise<Omit<RoleItem, 'grantable'>[]> {
  const { rows } = await db.execute<Omit<RoleItem, 'grantable'>>(sql`
    SELECT r.id, r.role_key AS "roleKey", r.role_name AS "roleName",
      (SELECT count(*)::int FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = r.id AND u.user_type <> 'APP') AS "userCount",
      ${isoUtc('r.created_at')} AS "createdAt"
    FROM roles r ORDER BY r.id`);
  return rows;
}

export async function findRole(db: DbOrTx, id: number, lock = false): Promise<{ id: number; roleKey: string | null; roleName: string } | undefined> {
  const { rows } = await db.execute<{ id: number; roleKey: string | null; roleName: string }>(sql`
    SELECT id, role_key AS "roleKey", role_name AS "roleName" FROM roles WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`);
  return rows[0];
}

export async function insertRole(tx: DbOrTx, roleName: string): Promise<number> {
  const [row] = await tx.insert(roles).values({ roleName }).returning({ id: roles.id });
  return row!.id;
}

export async function renameRole(tx: DbOrTx, id: number, roleName: string): Promise<void> {
  await tx.update(roles).set({ roleName }).where(eq(roles.id, id));
}

/** Whether anyone (an APP account included) holds the role. */
export async function hasMembers(db: DbOrTx, roleId: number): Promise<boolean> {
  const { rows: [row] } = await db.execute<{ held: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM user_roles WHERE role_id = ${roleId}) AS held`);
  return row!.held;
}

export async function deleteRole(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, id));
}

const member = sql`u.id AS "userId", u.login_id AS "loginId", u.name, u.company, u.user_type AS "userType"`;

export async function roleUsers(db: DbOrTx, roleId: number, keyword: string | undefined): Promise<RoleUser[]> {
  const filter = keyword ? sql`AND (u.login_id ILIKE ${containing(keyword)} OR u.name ILIKE ${containing(keyword)} OR u.company ILIKE ${containing(keyword)})` : sql``;
  const { rows } = await db.execute<RoleUser>(sql`
    SELECT ${member} FROM user_roles ur JOIN users u ON u.id = ur.user_id
    WHERE ur.role_id = ${roleId} AND u.user_type <> 'APP' ${filter} ORDER BY u.name, u.id`);
  return rows;
}

export async function candidates(db: DbOrTx, roleId: number, keyword: string): Promise<RoleUser[]> {
  const { rows } = await db.execute<RoleUser>(sql`
    SELECT ${member} FROM users u
    WHERE u.user_type <> 'APP' AND (u.login_id ILIKE ${containing(keyword)} OR u.name ILIKE ${containing(keyword)} OR u.company ILIKE ${containing(keyword)})
      AND NOT EXISTS (SELECT 1 FROM user_roles ur WHERE ur.role_id = ${roleId} AND ur.user_id = u.id)
    ORDER BY u.name, u.id LIMIT 50`);
  return rows;
}

/** The user as a role may take them: not APP, held FOR KEY SHARE while the membership is written. */
export async function memberCandidate(tx: DbOrTx, userId: number): Promise<{ userType: string } | undefined> {
  const { rows } = await tx.execute<{ userType: string }>(sql`SELECT user_type AS "userType" FROM users WHERE id = ${userId} FOR KEY SHARE`);
  return rows[0];
}

export async function addMember(tx: DbOrTx, roleId: number, userId: number): Promise<boolean> {
  const rows = await tx.insert(userRoles).values({ roleId, userId }).onConflictDoNothing().returning({ userId: userRoles.userId });
  return rows.length > 0;
}

export async function removeMember(tx: DbOrTx, roleId: number, userId: number): Promise<boolean> {
  const rows = await tx.delete(userRoles).where(and(eq(userRoles.roleId, roleId), eq(userRoles.userId, userId))).returning({ userId: userRoles.userId });
  return rows.length > 0;
}
