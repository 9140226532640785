// SQL of My info: one's own row, its password, and its sessions.
import type { LanguageCode, MyInfo, MySessions } from '@gsis/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { labelIn } from '../../platform/db/labels.ts';
import { users } from '../../platform/auth/identity.tables.ts';
import { isoUtc } from '../../platform/db/sql-text.ts';


export async function findMyInfo(db: DbOrTx, userId: number, language: LanguageCode): Promise<MyInfo | undefined> {
  const { rows } = await db.execute<MyInfo>(sql`
    SELECT u.login_id AS id, u.name, u.company, u.department, u.position, u.company_phone AS "companyPhone", u.phone, u.mobile_phone AS "mobilePhone",
      u.user_type AS "userType", u.approval_status AS "approvalStatus", ${labelIn('r', language)} AS region, u.country_code AS "countryCode",
      u.language, u.time_zone AS "timeZone", u.notify_new_versions AS "notifyNewVersions", ${isoUtc('u.created_at')} AS "createdAt", ${isoUtc('u.last_login_at')} AS "lastLoginAt"
    FROM users u LEFT JOIN regions r ON r.id = u.region_id WHERE u.id = ${userId}`);
  return rows[0];
}

export async function saveMyInfo(db: DbOrTx, userId: number, values: {
  name: string; company: string | null; department: string | null; position: string | null; companyPhone: string | null; phone: string | null;
  mobilePhone: string; countryCode: string | null; language: string; timeZone: string | null; notifyNewVersions?: boolean | undefined;
}, now: Date): Promise<void> {
  await db.update(users).set({ ...values, updatedAt: now }).where(eq(users.id, userId));
}

export async function passwordHashOf(db: DbOrTx, userId: number): Promise<{ passwordHash: string | null; loginId: string; name: string; language: string | null } | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash, loginId: users.loginId, name: users.name, language: users.language }).from(users).where(eq(users.id, userId));
  return row;
}

export type OpenSessionRow = Pick<MySessions['sessions'][number], 'sessionId' | 'current' | 'createdAt' | 'lastSeenAt' | 'ip' | 'userAgent' | 'via'>;

/** The caller's sessions still open: this one first, then the others by last activity, newest first. */
export async function openSessions(db: DbOrTx, userId: number, currentSessionId: string, now: Date): Promise<OpenSessionRow[]> {
  const { rows } = await db.execute<OpenSessionRow>(sql`
    SELECT id::text AS "sessionId", id = ${currentSessionId}::uuid AS current, ${isoUtc('created_at')} AS "createdAt", ${isoUtc('last_seen_at')} AS "lastSeenAt",
      ip, user_agent AS "userAgent", via
    FROM sessions WHERE user_id = ${userId} AND revoked_at IS NULL AND expires_at > ${now}
    ORDER BY id = ${currentSessionId}::uuid DESC, last_seen_at DESC, created_at DESC`);
  return rows;
}

