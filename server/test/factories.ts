// Test data made straight in the database, the way an administrator's screens will later make it:
// users in any approval state, roles and menu authority. Every name is unique, so tests run in any order.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { BuiltInRole } from '@gsis/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/database.ts';
import { roleMenus, roles, signInHolds, userMenus, userRoles, users } from '../src/schema.ts';
// Brings the `inject('adminDatabaseUrl')` typing of the global setup into `tsc -p server`, which
// otherwise sees harness.ts without it (server/tsconfig.json includes only src).
import type {} from './global-setup.ts';

/** A password that satisfies the sign-up rule. */
export const USER_PASSWORD = 'Factory1234pw';

export const uniqueId = (prefix: string): string => `${prefix}-${randomBytes(5).toString('hex')}`;

export interface UserOptions {
  loginId?: string;
  name?: string;
  password?: string | null;
  userType?: 'EMPLOYEES' | 'DEALER' | 'USER' | 'APP';
  approvalStatus?: 'APPROVED' | 'UNAPPROVED' | 'DISAPPROVED';
  enabled?: boolean;
  /** Built-in role keys or ids of roles made with createRole; USER when not given. */
  roles?: (BuiltInRole | number)[];
  language?: string | null;
  timeZone?: string | null;
}

export interface CreatedUser {
  id: number;
  loginId: string;
  name: string;
  password: string;
}

export async function createUser(db: Db, options: UserOptions = {}): Promise<CreatedUser> {
  const loginId = options.loginId ?? `${uniqueId('user')}@test.local`;
  const name = options.name ?? `Test ${loginId.split('@')[0]}`;
  const password = options.password === undefined ? USER_PASSWORD : options.password;
  const [row] = await db
    .insert(users)
    .values({
      loginId,
      name,
      company: 'Test Company',
      userType: options.userType ?? 'DEALER',
      approvalStatus: options.approvalStatus ?? 'APPROVED',
      enabled: options.enabled ?? true,
      passwordHash: password === null ? null : await hash(password),
      countryCode: 'KR',
      language: options.language ?? null,
      timeZone: options.timeZone ?? null,
    })
    .returning({ id: users.id });
  const id = row!.id;
  const wanted = options.roles ?? ['USER'];
  const keys = wanted.filter((r): r is BuiltInRole => typeof r === 'string');
  const ids = wanted.filter((r): r is number => typeof r === 'number');
  if (keys.length) {
    const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.roleKey, keys));
    if (found.length !== keys.length) throw new Error(`unknown role among ${keys.join(', ')}`);
    ids.push(...found.map((r) => r.id));
  }
  if (ids.length) await db.insert(userRoles).values(ids.map((roleId) => ({ userId: id, roleId })));
  return { id, loginId, name, password: password ?? '' };
}

/** A role of the administrators' kind (no built-in key) holding the given menus. */
export async function createRole(db: Db, menuIds: string[], roleName = uniqueId('Role')): Promise<number> {
  const [row] = await db.insert(roles).values({ roleName }).returning({ id: roles.id });
  if (menuIds.length) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: row!.id, menuId })));
  return row!.id;
}

export async function grantUserMenu(db: Db, userId: number, menuId: string): Promise<void> {
  await db.insert(userMenus).values({ userId, menuId });
}

export async function revokeUserMenu(db: Db, userId: number, menuId: string): Promise<void> {
  await db.delete(userMenus).where(and(eq(userMenus.userId, userId), eq(userMenus.menuId, menuId)));
}

export async function revokeRoleMenu(db: Db, roleId: number, menuId: string): Promise<void> {
  await db.delete(roleMenus).where(and(eq(roleMenus.roleId, roleId), eq(roleMenus.menuId, menuId)));
}

export type QueuedMail = { kind: string; language: string; subject: string; text_body: string; html_body: string };

/**
 * The messages queued for an address, oldest first (the outbox, before any SMTP) — but for the notice that a second
 * factor was set up, which the harness's sign-in of every management account causes (harness.ts `login`); the tests
 * of second factors read that one themselves.
 */
export async function mailsTo(db: Db, address: string): Promise<QueuedMail[]> {
  const { rows } = await db.execute<QueuedMail>(sql`
    SELECT kind, language, subject, text_body, html_body FROM mail_outbox
    WHERE lower(to_address) = lower(${address}) AND kind <> 'SECOND_FACTOR_ON' ORDER BY id`);
  return rows;
}

/** Holds the ID as wrong passwords from unfamiliar addresses would (six in a row), until `minutes` after `now`. */
export async function holdSignIns(db: Db, loginId: string, now: Date, minutes = 15): Promise<void> {
  await db.insert(signInHolds).values({ loginKey: loginId.toLowerCase(), failures: 6, lastFailureAt: now, heldUntil: new Date(now.getTime() + minutes * 60_000) })
    .onConflictDoUpdate({ target: signInHolds.loginKey, set: { failures: 6, lastFailureAt: now, heldUntil: new Date(now.getTime() + minutes * 60_000) } });
}
