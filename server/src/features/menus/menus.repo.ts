// SQL of the menu tree and of which roles hold which menu.
import { asc, eq, sql } from 'drizzle-orm';
import { batchedReads } from '../../platform/db/batched-reads.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { accessVersion, menus, roleMenus, roles, userMenus } from '../../platform/auth/access.tables.ts';

export type MenuRow = {
  menuId: string;
  parentMenuId: string | null;
  menuUrl: string;
  labels: Partial<Record<string, string>>;
  sortOrder: number;
  useYn: 'Y' | 'N';
};

/** The whole tree, parents before children, each level in its order. */
export async function listMenus(db: DbOrTx, useYn?: 'Y' | 'N'): Promise<MenuRow[]> {
  const parentOrder = sql<number>`coalesce((SELECT p.sort_order FROM menus p WHERE p.menu_id = ${menus.parentMenuId}), ${menus.sortOrder})`;
  return db
    .select({ menuId: menus.menuId, parentMenuId: menus.parentMenuId, menuUrl: menus.menuUrl, labels: menus.labels, sortOrder: menus.sortOrder, useYn: menus.useYn })
    .from(menus)
    .where(useYn ? eq(menus.useYn, useYn) : undefined)
    .orderBy(asc(parentOrder), sql`${menus.parentMenuId} IS NOT NULL`, asc(menus.sortOrder), asc(menus.menuId));
}

/** What the menu list is drawn from, as it stood at one moment: the tree, every role's menus, and that moment's counter. */
export interface AccessSnapshot {
  version: number;
  menus: MenuRow[];
  grants: { roleId: number; roleKey: string | null; menuId: string }[];
}

export async function loadAccessSnapshot(db: Db): Promise<AccessSnapshot> {
  // One snapshot for the three reads: the counter read is the one the tree and the grants were read at.
  return db.transaction(async (tx) => {
    const [counter] = await tx.select({ version: accessVersion.version }).from(accessVersion);
    const menuRows = await listMenus(tx);
    const grants = await tx
      .select({ roleId: roleMenus.roleId, roleKey: roles.roleKey, menuId: roleMenus.menuId })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId));
    return { version: counter?.version ?? 0, menus: menuRows, grants };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** The counter is read once per turn of the event loop for all the visitors who asked in it (batched-reads.ts). */
const COUNTER = 'access_version';
function accessVersionReader(db: Db) {
  const query = db.select({ version: accessVersion.version }).from(accessVersion).prepare('gsis_access_version');
  return batchedReads<number>(async () => {
    const [row] = await query.execute();
    return new Map([[COUNTER, row?.version ?? 0]]);
  });
}
const accessVersionReaders = new WeakMap<Db, ReturnType<typeof accessVersionReader>>();

/** The access tables' change counter now (a visitor's menu list has no session read to bring it). */
export async function accessVersionNow(db: Db): Promise<number> {
  let read = accessVersionReaders.get(db);
  if (!read) accessVersionReaders.set(db, read = accessVersionReader(db));
  return (await read(COUNTER)) ?? 0;
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

// ── Menu administration ──

export async function findMenu(db: DbOrTx, menuId: string, lock = false): Promise<(MenuRow & { children: number }) | undefined> {
  const { rows } = await db.execute<MenuRow & { children: number }>(sql`
    SELECT menu_id AS "menuId", parent_menu_id AS "parentMenuId", menu_url AS "menuUrl", labels, sort_order AS "sortOrder", use_yn AS "useYn",
      (SELECT count(*)::int FROM menus c WHERE c.parent_menu_id = m.menu_id) AS children
    FROM menus m WHERE menu_id = ${menuId} ${lock ? sql`FOR UPDATE` : sql``}`);
  return rows[0];
}

export async function nextMenuId(db: DbOrTx): Promise<string> {
  const { rows } = await db.execute<{ n: number }>(sql`SELECT coalesce(max(substring(menu_id FROM '^MENU_([0-9]+)$')::int), 0) + 1 AS n FROM menus`);
  return `MENU_${rows[0]!.n}`;
}

export async function upsertMenu(tx: DbOrTx, menu: MenuRow): Promise<void> {
  await tx.insert(menus).values(menu).onConflictDoUpdate({
    target: menus.menuId,
    set: { parentMenuId: menu.parentMenuId, menuUrl: menu.menuUrl, labels: menu.labels, sortOrder: menu.sortOrder, useYn: menu.useYn },
  });
}

export async function deleteMenu(tx: DbOrTx, menuId: string): Promise<void> {
  await tx.delete(menus).where(eq(menus.menuId, menuId));
}

/** The menus a role or a user holds directly. */
export async function heldMenus(db: DbOrTx, holder: { roleId?: number | undefined; userId?: number | undefined }): Promise<string[]> {
  const { rows } = holder.roleId !== undefined
    ? await db.execute<{ menu_id: string }>(sql`SELECT menu_id FROM role_menus WHERE role_id = ${holder.roleId} ORDER BY menu_id`)
    : await db.execute<{ menu_id: string }>(sql`SELECT menu_id FROM user_menus WHERE user_id = ${holder.userId!} ORDER BY menu_id`);
  return rows.map((r) => r.menu_id);
}

/** Whether the role or user exists (and may hold menus: APP users may not), held while its authority changes. */
export async function holderExists(tx: DbOrTx, holder: { roleId?: number | undefined; userId?: number | undefined }): Promise<boolean> {
  const { rows } = holder.roleId !== undefined
    ? await tx.execute(sql`SELECT 1 FROM roles WHERE id = ${holder.roleId} FOR UPDATE`)
    : await tx.execute(sql`SELECT 1 FROM users WHERE id = ${holder.userId!} AND user_type <> 'APP' FOR UPDATE`);
  return rows.length > 0;
}

export async function existingMenuIds(tx: DbOrTx, menuIds: string[]): Promise<string[]> {
  if (menuIds.length === 0) return [];
  const { rows } = await tx.execute<{ menu_id: string }>(sql`SELECT menu_id FROM menus WHERE menu_id = ANY(${sql.param(menuIds)}::text[]) FOR KEY SHARE`);
  return rows.map((r) => r.menu_id);
}

export async function replaceHeldMenus(tx: DbOrTx, holder: { roleId?: number | undefined; userId?: number | undefined }, menuIds: string[]): Promise<void> {
  if (holder.roleId !== undefined) {
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, holder.roleId));
    if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: holder.roleId!, menuId })));
  } else {
    await tx.delete(userMenus).where(eq(userMenus.userId, holder.userId!));
    if (menuIds.length) await tx.insert(userMenus).values(menuIds.map((menuId) => ({ userId: holder.userId!, menuId })));
  }
}
