// The installation's SQL: the built-in roles, the menu tree, regions and accounts (the platform's tables), and
// the marks that say what was laid. The features' demo rows are their own (features/**/*.seed.ts).
import { BUILT_IN_ROLES, builtInRoleMenus, flattenMenuTree, type BuiltInRole } from '@gsis/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/database.ts';
import { menus, roleMenus, roles, userMenus, userRoles } from '../platform/auth/access.tables.ts';
import { countries, regions, users } from '../platform/auth/identity.tables.ts';
import { systemSettings } from '../platform/db/settings.tables.ts';
import { labelsOf, loadNamespace } from '../platform/i18n.ts';
import { REGION_COUNTRIES } from './regions.ts';

const DEMO_LAID_KEY = 'demo_data';

/** One instance lays the data down; another starting at the same moment waits here, then finds it done. */
export async function holdSetupLock(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('gsis:setup'))`);
}

export async function countAccounts(tx: DbOrTx): Promise<number> {
  const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
  return count;
}

export async function mustChangePassword(tx: DbOrTx, userId: number): Promise<void> {
  await tx.update(users).set({ passwordMustChange: true }).where(eq(users.id, userId));
}

export async function grantMenu(tx: DbOrTx, userId: number, menuId: string): Promise<void> {
  await tx.insert(userMenus).values([{ userId, menuId }]);
}

export async function demoLaid(tx: DbOrTx): Promise<boolean> {
  const [done] = await tx.select().from(systemSettings).where(eq(systemSettings.key, DEMO_LAID_KEY));
  return done !== undefined;
}

export async function markDemoLaid(tx: DbOrTx, at: Date): Promise<void> {
  await tx.insert(systemSettings).values({ key: DEMO_LAID_KEY, value: { laidAt: at.toISOString() } });
}

export async function ensureRoles(tx: DbOrTx, names: Record<BuiltInRole, string>): Promise<Map<BuiltInRole, number>> {
  await tx.insert(roles).values(BUILT_IN_ROLES.map((key) => ({ roleKey: key, roleName: names[key] }))).onConflictDoNothing();
  const rows = await tx.select({ id: roles.id, key: roles.roleKey }).from(roles).where(inArray(roles.roleKey, [...BUILT_IN_ROLES]));
  return new Map(rows.map((r) => [r.key as BuiltInRole, r.id]));
}

/** Adds the menus of the tree that are missing, and gives the built-in roles only those new ones. */
export async function ensureMenus(tx: DbOrTx, roleIds: Map<BuiltInRole, number>): Promise<void> {
  const labels = loadNamespace('menus');
  const tree = flattenMenuTree();
  const inserted = await tx
    .insert(menus)
    .values(tree.map((m) => ({ menuId: m.menuId, parentMenuId: m.parentMenuId, menuUrl: m.menuUrl, sortOrder: m.order, labels: labelsOf(labels, m.menuId) })))
    .onConflictDoNothing()
    .returning({ menuId: menus.menuId });
  const fresh = new Set(inserted.map((m) => m.menuId));
  const grants = BUILT_IN_ROLES.flatMap((role) => builtInRoleMenus(role).filter((id) => fresh.has(id)).map((menuId) => ({ roleId: roleIds.get(role)!, menuId })));
  if (grants.length) await tx.insert(roleMenus).values(grants).onConflictDoNothing();
}

export async function ensureRegions(tx: DbOrTx): Promise<void> {
  const labels = loadNamespace('catalogue');
  const codes = Object.keys(REGION_COUNTRIES);
  await tx.insert(regions).values(codes.map((code, i) => ({ code, labels: labelsOf(labels, `regions.${code}`), sortOrder: i + 1 }))).onConflictDoNothing();
  const ids = new Map((await tx.select({ id: regions.id, code: regions.code }).from(regions)).map((r) => [r.code, r.id]));
  const rows = Object.entries(REGION_COUNTRIES).flatMap(([region, list]) => list.map((code) => ({ code, regionId: ids.get(region)! })));
  await tx.insert(countries).values(rows).onConflictDoNothing();
}

async function regionId(tx: DbOrTx, code: string): Promise<number | null> {
  const [row] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.code, code));
  return row?.id ?? null;
}

export async function addAccount(
  tx: DbOrTx,
  account: { loginId: string; name: string; company: string; userType: 'EMPLOYEES' | 'DEALER' | 'USER' | 'APP'; region: string; country: string; passwordHash: string | null; roles: number[] },
): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({
      loginId: account.loginId, name: account.name, company: account.company, userType: account.userType, approvalStatus: 'APPROVED',
      regionId: await regionId(tx, account.region), countryCode: account.country, passwordHash: account.passwordHash,
      // Accounts the installation makes are not signed up for: their address needs no confirming.
      emailVerifiedAt: account.loginId.includes('@') ? new Date() : null,
    })
    .returning({ id: users.id });
  if (account.roles.length) await tx.insert(userRoles).values(account.roles.map((roleId) => ({ userId: row!.id, roleId })));
  return row!.id;
}
