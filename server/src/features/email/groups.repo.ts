// SQL of e-mail groups and their members. APP users are never members and never found; people are found as
// user management finds them (ID, name or company).
import type { EmailGroupItem, EmailUser } from '@gsis/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, isoUtc } from '../../platform/db/sql-text.ts';
import { emailGroupMembers, emailGroups } from './email.tables.ts';

/** `reachable`: count only the members a send reaches (approved, enabled, an e-mail address as their ID). */
export async function listGroups(db: DbOrTx, reachable = false): Promise<EmailGroupItem[]> {
  const reaches = reachable ? sql`AND u.enabled AND u.approval_status = 'APPROVED' AND position('@' IN u.login_id) > 1` : sql``;
  const { rows } = await db.execute<EmailGroupItem>(sql`
    SELECT g.id AS "groupId", g.name, g.description,
      (SELECT count(*)::int FROM email_group_members m JOIN users u ON u.id = m.user_id WHERE m.group_id = g.id AND u.user_type <> 'APP' ${reaches}) AS "memberCount",
      ${isoUtc('g.updated_at')} AS "updatedAt"
    FROM email_groups g ORDER BY lower(g.name), g.id`);
  return rows;
}

/** The group's audited values, its row held for a change. */
export async function lockGroup(tx: DbOrTx, id: number): Promise<{ name: string; description: string | null } | undefined> {
  const [row] = await tx.select({ name: emailGroups.name, description: emailGroups.description }).from(emailGroups).where(eq(emailGroups.id, id)).for('update');
  return row;
}

export async function insertGroup(tx: DbOrTx, values: { name: string; description: string | null }): Promise<number> {
  const [row] = await tx.insert(emailGroups).values(values).returning({ id: emailGroups.id });
  return row!.id;
}

export async function updateGroup(tx: DbOrTx, id: number, values: { name: string; description: string | null }): Promise<void> {
  await tx.update(emailGroups).set({ ...values, updatedAt: sql`now()` }).where(eq(emailGroups.id, id));
}

/** Whether anyone (an APP account included) is in the group. */
export async function hasMembers(db: DbOrTx, groupId: number): Promise<boolean> {
  const { rows: [row] } = await db.execute<{ held: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM email_group_members WHERE group_id = ${groupId}) AS held`);
  return row!.held;
}

export async function deleteGroup(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(emailGroups).where(eq(emailGroups.id, id));
}

const person = sql`u.id AS "userId", u.login_id AS "loginId", u.name, u.company, u.user_type AS "userType"`;
const matching = (keyword: string | undefined): SQL => (keyword
  ? sql`(u.login_id ILIKE ${containing(keyword)} OR u.name ILIKE ${containing(keyword)} OR u.company ILIKE ${containing(keyword)})`
  : sql`true`);

export async function members(db: DbOrTx, query: { groupId: number; keyword?: string | undefined; page: number; pageSize: number }): Promise<{ items: EmailUser[]; total: number }> {
  const where = sql`m.group_id = ${query.groupId} AND u.user_type <> 'APP' AND ${matching(query.keyword)}`;
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<EmailUser>(sql`SELECT ${person} FROM email_group_members m JOIN users u ON u.id = m.user_id WHERE ${where}
      ORDER BY u.name, u.id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM email_group_members m JOIN users u ON u.id = m.user_id WHERE ${where}`),
  ]);
  return { items: rows, total: count!.total };
}

/** People found by ID, name or company, never APP users; with a group, only those not in it yet. */
export async function findPeople(db: DbOrTx, keyword: string, notInGroup?: number): Promise<EmailUser[]> {
  const outside = notInGroup === undefined ? sql`true` : sql`NOT EXISTS (SELECT 1 FROM email_group_members m WHERE m.group_id = ${notInGroup} AND m.user_id = u.id)`;
  const { rows } = await db.execute<EmailUser>(sql`
    SELECT ${person} FROM users u WHERE u.user_type <> 'APP' AND ${matching(keyword)} AND ${outside}
    ORDER BY u.name, u.id LIMIT 50`);
  return rows;
}

/** A user a group may take (not APP), held FOR KEY SHARE while the membership is written. */
export async function memberCandidate(tx: DbOrTx, userId: number): Promise<{ userType: string; loginId: string } | undefined> {
  const { rows } = await tx.execute<{ userType: string; loginId: string }>(sql`SELECT user_type AS "userType", login_id AS "loginId" FROM users WHERE id = ${userId} FOR KEY SHARE`);
  return rows[0];
}

export async function addMember(tx: DbOrTx, groupId: number, userId: number): Promise<boolean> {
  const rows = await tx.insert(emailGroupMembers).values({ groupId, userId }).onConflictDoNothing().returning({ userId: emailGroupMembers.userId });
  return rows.length > 0;
}

export async function removeMember(tx: DbOrTx, groupId: number, userId: number): Promise<boolean> {
  const rows = await tx.delete(emailGroupMembers).where(and(eq(emailGroupMembers.groupId, groupId), eq(emailGroupMembers.userId, userId))).returning({ userId: emailGroupMembers.userId });
  return rows.length > 0;
}

export async function touchGroup(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(emailGroups).set({ updatedAt: sql`now()` }).where(eq(emailGroups.id, id));
}
