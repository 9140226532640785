// SQL of the menu tree and of which roles hold which menu.
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { menus, roleMenus, roles } from '../../platform/db/schema.ts';

export interface MenuRow {
  menuId: string;
  parentMenuId: string | null;
  menuUrl: string;
  labels: Partial<Record<string, string>>;
  sortOrder: number;
  useYn: 'Y' | 'N';
}

/** The whole tree, parents before children, each level in its order. */
export async function listMenus(db: DbOrTx, useYn?: 'Y' | 'N'): Promise<MenuRow[]> {
  const parentOrder = sql<number>`coalesce((SELECT p.sort_order FROM menus p WHERE p.menu_id = ${menus.parentMenuId}), ${menus.sortOrder})`;
  return db
    .select({ menuId: menus.menuId, parentMenuId: menus.parentMenuId, menuUrl: menus.menuUrl, labels: menus.labels, sortOrder: menus.sortOrder, useYn: menus.useYn })
    .from(menus)
    .where(useYn ? eq(menus.useYn, useYn) : undefined)
    .orderBy(asc(parentOrder), sql`${menus.parentMenuId} IS NOT NULL`, asc(menus.sortOrder), asc(menus.menuId));
}

export async function menuIdsOfRoleKey(db: DbOrTx, roleKey: string): Promise<string[]> {
  const rows = await db
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(eq(roles.roleKey, roleKey));
  return rows.map((r) => r.menuId);
}

export async function rolesByMenu(db: DbOrTx): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ menuId: roleMenus.menuId, role: sql<string>`coalesce(${roles.roleKey}, ${roles.roleName})` })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .orderBy(roles.id);
  const byMenu = new Map<string, string[]>();
  for (const { menuId, role } of rows) byMenu.set(menuId, [...(byMenu.get(menuId) ?? []), role]);
  return byMenu;
}
