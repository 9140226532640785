// SQL of sessions and of the menu authority every guarded call checks.
import { MANAGEMENT_MENUS, type MenuId } from '@gsis/contract';
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { batchedReads } from '../db/batched-reads.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { accessVersion, menus, roleMenus, roles, userMenus, userRoles } from './access.tables.ts';
import { regions, users } from './identity.tables.ts';
import { sessions } from './sessions.tables.ts';

export interface SessionRow {
  sessionId: string;
  userId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  loginId: string;
  name: string;
  company: string | null;
  userType: 'EMPLOYEES' | 'DEALER' | 'USER' | 'APP';
  approvalStatus: 'APPROVED' | 'UNAPPROVED' | 'DISAPPROVED';
  enabled: boolean;
  language: string | null;
  timeZone: string | null;
  countryCode: string | null;
  regionCode: string | null;
  prevLoginIp: string | null;
  prevLoginAt: Date | null;
  /** The company sign-in provider that opened the session's line, if one did. */
  companyProviderId: number | null;
  /**
   * The access tables' change counter (`access_version`) as this session was read: what this instance's copies of
   * those tables (a user's roles, the menu tree) are checked against (`user-access.ts`, the menus service).
   */
  accessVersion: number;
}

/** Who a user is and whether they may be in: what a session and a sign-in both read (join regions). */
export const userStateColumns = {
  loginId: users.loginId,
  name: users.name,
  company: users.company,
  userType: users.userType,
  approvalStatus: users.approvalStatus,
  enabled: users.enabled,
  language: users.language,
  timeZone: users.timeZone,
  countryCode: users.countryCode,
  regionCode: regions.code,
};

const accessVersionNow = sql<number>`(SELECT ${accessVersion.version} FROM ${accessVersion})`.mapWith(Number);

/** An open session's row and its token's hash (which a batch of lookups is told apart by: no caller gets it). */
function sessionQuery(db: Db, match: SQL) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      userId: users.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ...userStateColumns,
      prevLoginIp: users.prevLoginIp,
      prevLoginAt: users.prevLoginAt,
      companyProviderId: sessions.companyProviderId,
      accessVersion: accessVersionNow,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(regions, eq(regions.id, users.regionId))
    .where(and(match, isNull(sessions.revokedAt)));
}

/**
 * The session lookups, built once per database handle and run as named prepared statements: the guard makes one
 * on every authenticated request, and it is the only query most of them make (the session, who the user is and
 * whether they may be in, and the access counter, in one round trip parsed and planned once per connection).
 * Bearer tokens are looked up in batches (batched-reads.ts): the requests of one turn of the event loop share a
 * statement.
 */
function preparedSessionQueries(db: Db) {
  const byTokenHashes = sessionQuery(db, sql`${sessions.tokenHash} = ANY(${sql.placeholder('keys')}::bytea[])`).prepare('gsis_sessions_by_token_hashes');
  return {
    byTokenHash: batchedReads<SessionRow>(async (hexes) => {
      const rows = await byTokenHashes.execute({ keys: hexes.map((hex) => Buffer.from(hex, 'hex')) });
      return new Map(rows.map(({ tokenHash, ...session }) => [tokenHash.toString('hex'), session]));
    }),
    byId: sessionQuery(db, eq(sessions.id, sql.placeholder('key'))).prepare('gsis_session_by_id'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof preparedSessionQueries>>();
function sessionQueries(db: Db): ReturnType<typeof preparedSessionQueries> {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, queries = preparedSessionQueries(db));
  return queries;
}

export async function findSessionByTokenHash(db: Db, tokenHash: Buffer): Promise<SessionRow | undefined> {
  return sessionQueries(db).byTokenHash(tokenHash.toString('hex'));
}

/** An open session by its id: what a content ticket, which names its session, is checked against. */
export async function findSessionById(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await sessionQueries(db).byId.execute({ key: sessionId });
  if (!row) return undefined;
  const { tokenHash: _hash, ...session } = row;
  return session;
}

export async function insertSession(
  db: DbOrTx,
  values: { userId: number; tokenHash: Buffer; via: (typeof sessions.$inferInsert)['via']; now: Date; expiresAt: Date; ip: string; userAgent: string | undefined; companyProviderId?: number | null },
): Promise<void> {
  await db.insert(sessions).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    via: values.via,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
    ip: values.ip,
    userAgent: values.userAgent ?? null,
    companyProviderId: values.companyProviderId ?? null,
  });
}

export async function touchSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Ends a user's open sessions — all of them, or all but `except` (the caller's own), or only `only` —
 * and says how many were open.
 */
export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date, scope: { except?: string; only?: string | undefined } = {}): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (scope.except) conditions.push(ne(sessions.id, scope.except));
  if (scope.only) conditions.push(eq(sessions.id, scope.only));
  const revoked = await db.update(sessions).set({ revokedAt: now }).where(and(...conditions)).returning({ id: sessions.id });
  return revoked.length;
}

/** Revokes a session; true when it was still open (so two refreshes of one token cannot both win). */
export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** A user's roles and direct menus, with the access counter they were read at (one statement, so one snapshot). */
function userAccessQuery(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      version: accessVersionNow,
      roles: sql<string[]>`ARRAY(SELECT coalesce(r.role_key, r.role_name) FROM ${userRoles} ur JOIN ${roles} r ON r.id = ur.role_id WHERE ur.user_id = ${userId} ORDER BY r.id)`,
      roleIds: sql<number[]>`ARRAY(SELECT ur.role_id FROM ${userRoles} ur WHERE ur.user_id = ${userId})`,
      directMenuIds: sql<string[]>`ARRAY(SELECT um.menu_id FROM ${userMenus} um WHERE um.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('gsis_user_access');
}
const userAccessQueries = new WeakMap<Db, ReturnType<typeof userAccessQuery>>();

export interface UserAccessRow {
  version: number;
  /** The built-in key, else the name, in the order the roles were made. */
  roles: string[];
  /** The same roles' ids, in no order. */
  roleIds: number[];
  /** Menus given to the user directly, on top of their roles', in no order. */
  directMenuIds: string[];
}

export async function findUserAccess(db: Db, userId: number): Promise<UserAccessRow | undefined> {
  let query = userAccessQueries.get(db);
  if (!query) userAccessQueries.set(db, query = userAccessQuery(db));
  const [row] = await query.execute({ userId });
  return row;
}

export async function roleNamesOfUser(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: sql<string>`coalesce(${roles.roleKey}, ${roles.roleName})` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.id);
  return rows.map((r) => r.name);
}

/** A child menu is in use only while its parent is: switching a parent off closes its whole branch. */
const parentInUse = sql`(${menus.parentMenuId} IS NULL OR EXISTS (SELECT 1 FROM menus p WHERE p.menu_id = ${menus.parentMenuId} AND p.use_yn = 'Y'))`;

/** The menus a user holds, through their roles or given to them directly; only menus in use count. */
export async function menuIdsOfUser(db: DbOrTx, userId: number): Promise<string[]> {
  const viaRoles = db
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
    .where(eq(userRoles.userId, userId));
  const direct = db.select({ menuId: userMenus.menuId }).from(userMenus).where(eq(userMenus.userId, userId));
  const rows = await db
    .select({ menuId: menus.menuId })
    .from(menus)
    .where(and(eq(menus.useYn, 'Y'), parentInUse, inArray(menus.menuId, viaRoles.union(direct))));
  return rows.map((r) => r.menuId);
}

/**
 * Whether the account holds a menu in use that opens management APIs (/mgmt/**): an administrator of something, who
 * must prove a second factor and whom partner single sign-on refuses. The guard's own notion of holding a menu.
 */
export async function holdsManagementMenu(db: DbOrTx, userId: number): Promise<boolean> {
  return (await menuIdsOfUser(db, userId)).some((menuId) => MANAGEMENT_MENUS.has(menuId));
}

/** Whether the user holds one menu: the check behind every /mgmt/** call. */
/**
 * Whether the user (an SQL value, e.g. `u.id`) holds the menu now: the menu and its parent in use, and the
 * menu given to the user or to one of their roles.
 */
export function holdsMenuSql(userId: SQL, menuId: MenuId): SQL {
  return sql`EXISTS (
      SELECT 1 FROM ${menus} m
      WHERE m.menu_id = ${menuId} AND m.use_yn = 'Y'
        AND (m.parent_menu_id IS NULL OR EXISTS (SELECT 1 FROM ${menus} p WHERE p.menu_id = m.parent_menu_id AND p.use_yn = 'Y'))
        AND (
        EXISTS (SELECT 1 FROM ${userMenus} um WHERE um.user_id = ${userId} AND um.menu_id = m.menu_id)
        OR EXISTS (SELECT 1 FROM ${roleMenus} rm JOIN ${userRoles} ur ON ur.role_id = rm.role_id
                   WHERE ur.user_id = ${userId} AND rm.menu_id = m.menu_id)
      )
    )`;
}

export async function userHasMenu(db: DbOrTx, userId: number, menuId: MenuId): Promise<boolean> {
  const result = await db.execute<{ ok: boolean }>(sql`SELECT ${holdsMenuSql(sql`${userId}`, menuId)} AS ok`);
  return result.rows[0]?.ok === true;
}
