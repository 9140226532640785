// SQL of user management. APP accounts are technical and never found here.
import type { BuiltInRole, LanguageCode, UserDetail, UserListItem } from '@gsis/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { revokeUserSessions } from '../../platform/auth/sessions.repo.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { labelIn } from '../../platform/db/labels.ts';
import { userRoles } from '../../platform/auth/access.tables.ts';
import { users } from '../../platform/auth/identity.tables.ts';
import { failuresSql, heldSql } from '../../platform/auth/sign-in-holds.repo.ts';
import { containing, isoUtc } from '../../platform/db/sql-text.ts';

/** DISABLED, LOCKED while wrong passwords from unfamiliar addresses hold the ID, else ACTIVE. */
const status = (now: Date) => sql`CASE WHEN NOT u.enabled THEN 'DISABLED' WHEN ${heldSql(sql`u.login_id`, now)} THEN 'LOCKED' ELSE 'ACTIVE' END`;
const NOT_APP = sql`u.user_type <> 'APP'`;

const listColumns = (language: LanguageCode, now: Date) => sql`u.id, u.login_id AS "loginId", u.name, u.company, u.user_type AS "userType", u.approval_status AS "approvalStatus",
  ${status(now)} AS status, ${labelIn('r', language)} AS region, ${isoUtc('u.created_at')} AS "createdAt", ${isoUtc('u.last_login_at')} AS "lastLoginAt"`;

export interface ListFilters {
  page: number; pageSize: number; keyword?: string | undefined; userType?: string | undefined; approvalStatus?: string | undefined;
  regionId?: number | undefined; status?: string | undefined; from?: string | undefined; to?: string | undefined;
}

export async function listUsers(db: DbOrTx, q: ListFilters, language: LanguageCode, now: Date): Promise<{ items: UserListItem[]; total: number }> {
  const where: SQL[] = [NOT_APP];
  if (q.keyword) {
    const like = containing(q.keyword);
    where.push(sql`(u.login_id ILIKE ${like} OR u.name ILIKE ${like} OR u.company ILIKE ${like})`);
  }
  if (q.userType) where.push(sql`u.user_type = ${q.userType}`);
  if (q.approvalStatus) where.push(sql`u.approval_status = ${q.approvalStatus}`);
  if (q.regionId) where.push(sql`u.region_id = ${q.regionId}`);
  if (q.status) where.push(sql`${status(now)} = ${q.status}`);
  if (q.from) where.push(sql`u.created_at >= ${q.from}::date`);
  if (q.to) where.push(sql`u.created_at < ${q.to}::date + 1`);
  const condition = sql.join(where, sql` AND `);
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<UserListItem>(sql`SELECT ${listColumns(language, now)} FROM users u LEFT JOIN regions r ON r.id = u.region_id WHERE ${condition}
      ORDER BY u.created_at DESC, u.id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM users u WHERE ${condition}`),
  ]);
  return { items: rows, total: count!.total };
}

/** The user as the detail screen shows it, but for the document grants (the library's); `lock` takes the row for a change. */
export async function findUserDetail(db: DbOrTx, id: number, language: LanguageCode, now: Date, lock = false): Promise<Omit<UserDetail, 'grants'> | undefined> {
  const { rows } = await db.execute<Omit<UserDetail, 'grants'>>(sql`
    SELECT ${listColumns(language, now)}, u.department, u.position, u.company_phone AS "companyPhone", u.phone, u.mobile_phone AS "mobilePhone",
      u.region_id AS "regionId", u.country_code AS "countryCode", u.language, ${isoUtc('u.email_verified_at')} AS "emailVerifiedAt",
      ${isoUtc('u.updated_at')} AS "updatedAt", ${failuresSql(sql`u.login_id`)} AS "failedLoginCount",
      (SELECT ${isoUtc('f.confirmed_at')} FROM totp_factors f WHERE f.user_id = u.id) AS "secondFactorSince", u.allow_all_documents AS "allowAllDocuments",
      ARRAY(SELECT ur.role_id FROM user_roles ur WHERE ur.user_id = u.id ORDER BY ur.role_id) AS "roleIds"
    FROM users u LEFT JOIN regions r ON r.id = u.region_id WHERE u.id = ${id} AND ${NOT_APP} ${lock ? sql`FOR UPDATE OF u` : sql``}`);
  return rows[0];
}

export async function setApproval(tx: DbOrTx, id: number, status: 'APPROVED' | 'DISAPPROVED', now: Date): Promise<void> {
  await tx.update(users).set({ approvalStatus: status, updatedAt: now }).where(eq(users.id, id));
}

/** Disabling ends every session of the user at once. */
export async function setEnabled(tx: DbOrTx, id: number, enabled: boolean, now: Date): Promise<void> {
  await tx.update(users).set({ enabled, updatedAt: now }).where(eq(users.id, id));
  if (!enabled) await revokeUserSessions(tx, id, now);
}

export async function regionExists(tx: DbOrTx, regionId: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`SELECT 1 FROM regions WHERE id = ${regionId} FOR KEY SHARE`);
  return rows.length > 0;
}

export async function saveAuthority(tx: DbOrTx, id: number, allowAll: boolean, regionId: number | null, now: Date): Promise<void> {
  await tx.update(users).set({ allowAllDocuments: allowAll, regionId, updatedAt: now }).where(eq(users.id, id));
}

export async function builtInRoleId(tx: DbOrTx, key: BuiltInRole): Promise<number> {
  const { rows: [row] } = await tx.execute<{ id: number }>(sql`SELECT id FROM roles WHERE role_key = ${key}`);
  return row!.id;
}

export async function rolesExist(tx: DbOrTx, roleIds: number[]): Promise<boolean> {
  if (roleIds.length === 0) return true;
  const { rows } = await tx.execute(sql`SELECT id FROM roles WHERE id = ANY(${sql.param(roleIds)}::int[]) FOR KEY SHARE`);
  return rows.length === roleIds.length;
}

export async function setRoles(tx: DbOrTx, id: number, roleIds: number[], now: Date): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, id));
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
  await tx.update(users).set({ updatedAt: now }).where(eq(users.id, id));
}
