// SQL of delegated administration: what a caller holds, what roles carry, and whether a system
// administrator who can still manage users, roles and menus is left.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';

export const SYSTEM_ADMIN = 'SYSTEM_ADMIN';

/**
 * Serialises every change of access (roles, memberships, menu authority, account status) across instances,
 * so two administrators demoting each other at once cannot both see the other one left.
 */
export async function lockAccessChanges(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('gsis:access'))`);
}

/** Whether the user is a member of the SYSTEM_ADMIN role, and the menus they hold through roles or directly. */
export async function holdings(db: DbOrTx, userId: number): Promise<{ systemAdmin: boolean; menuIds: string[] }> {
  const { rows } = await db.execute<{ systemAdmin: boolean; menuIds: string[] }>(sql`
    SELECT EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ${userId} AND r.role_key = ${SYSTEM_ADMIN}) AS "systemAdmin",
      ARRAY(SELECT rm.menu_id FROM role_menus rm JOIN user_roles ur ON ur.role_id = rm.role_id WHERE ur.user_id = ${userId}
            UNION SELECT um.menu_id FROM user_menus um WHERE um.user_id = ${userId}) AS "menuIds"`);
  return rows[0]!;
}

export type RoleAuthority = { id: number; roleKey: string | null; menuIds: string[] };

/** The roles named, each with the menus it carries; ids that name no role are simply absent. */
export async function roleAuthorities(db: DbOrTx, roleIds: readonly number[]): Promise<RoleAuthority[]> {
  if (roleIds.length === 0) return [];
  const { rows } = await db.execute<RoleAuthority>(sql`
    SELECT r.id, r.role_key AS "roleKey", ARRAY(SELECT rm.menu_id FROM role_menus rm WHERE rm.role_id = r.id ORDER BY rm.menu_id) AS "menuIds"
    FROM roles r WHERE r.id = ANY(${sql.param([...roleIds])}::int[]) ORDER BY r.id`);
  return rows;
}

/** Every role with the menus it carries (the role list marks which ones the caller may hand out). */
export async function allRoleAuthorities(db: DbOrTx): Promise<RoleAuthority[]> {
  const { rows } = await db.execute<RoleAuthority>(sql`
    SELECT r.id, r.role_key AS "roleKey", ARRAY(SELECT rm.menu_id FROM role_menus rm WHERE rm.role_id = r.id ORDER BY rm.menu_id) AS "menuIds"
    FROM roles r ORDER BY r.id`);
  return rows;
}

/**
 * Whether some system administrator could manage users, roles and menus right now: a member of the
 * SYSTEM_ADMIN role, approved and enabled, who holds each of `menuIds` in the way the /mgmt guard checks
 * it (the menu and its parent in use; held through a role or directly).
 */
export async function anAdministratorCanManage(db: DbOrTx, menuIds: readonly string[]): Promise<boolean> {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM users u
      WHERE u.enabled AND u.approval_status = 'APPROVED' AND u.user_type <> 'APP'
        AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.role_key = ${SYSTEM_ADMIN})
        AND NOT EXISTS (
          SELECT 1 FROM unnest(${sql.param([...menuIds])}::text[]) AS needed(menu_id)
          WHERE NOT EXISTS (
            SELECT 1 FROM menus m
            WHERE m.menu_id = needed.menu_id AND m.use_yn = 'Y'
              AND (m.parent_menu_id IS NULL OR EXISTS (SELECT 1 FROM menus p WHERE p.menu_id = m.parent_menu_id AND p.use_yn = 'Y'))
              AND (EXISTS (SELECT 1 FROM user_menus um WHERE um.user_id = u.id AND um.menu_id = m.menu_id)
                OR EXISTS (SELECT 1 FROM role_menus rm JOIN user_roles ur ON ur.role_id = rm.role_id WHERE ur.user_id = u.id AND rm.menu_id = m.menu_id))))
    ) AS ok`);
  return rows[0]?.ok === true;
}

export async function isSystemAdmin(db: DbOrTx, userId: number): Promise<boolean> {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ${userId} AND r.role_key = ${SYSTEM_ADMIN}) AS ok`);
  return rows[0]?.ok === true;
}
