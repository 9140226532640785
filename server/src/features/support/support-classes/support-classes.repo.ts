// SQL of the Support classifications: the lists (parents first, then each parent's children in order), one
// row, its place in the tree, what stands under it, and its managers — employees who may sign in.
import type { LanguageCode, SupportClassKind } from '@gsis/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { containing } from '../../../platform/db/sql-text.ts';
import { supportClasses, supportClassManagers } from './support-classes.tables.ts';

type ClassValues = Pick<typeof supportClasses.$inferInsert, 'parentId' | 'labels' | 'sortOrder' | 'useYn'>;

/** Parents in their order, each followed by its children in theirs. */
const treeOrder = sql`coalesce(p.sort_order, c.sort_order), coalesce(p.id, c.id), c.parent_id NULLS FIRST, c.sort_order, c.id`;

/** The classifications of a kind (`classId`: that one alone), with their names and how many managers each has. */
export async function listClasses(db: DbOrTx, kind: SupportClassKind, language: LanguageCode, inUseOnly: boolean, classId?: number) {
  const { rows } = await db.execute<{
    classId: number; parentId: number | null; label: string; labels: Record<string, string>; sortOrder: number; useYn: 'Y' | 'N'; managerCount: number;
  }>(sql`
    SELECT c.id AS "classId", c.parent_id AS "parentId", ${labelIn('c', language)} AS label, c.labels, c.sort_order AS "sortOrder",
           c.use_yn AS "useYn", (SELECT count(*)::int FROM support_class_managers m WHERE m.class_id = c.id) AS "managerCount"
    FROM support_classes c LEFT JOIN support_classes p ON p.id = c.parent_id
    WHERE c.kind = ${kind} ${inUseOnly ? sql`AND c.use_yn = 'Y' AND coalesce(p.use_yn, 'Y') = 'Y'` : sql``} ${classId === undefined ? sql`` : sql`AND c.id = ${classId}`}
    ORDER BY ${treeOrder}`);
  return rows;
}

export async function findClass(db: DbOrTx, kind: SupportClassKind, id: number, lock = false) {
  const query = db.select({ id: supportClasses.id, parentId: supportClasses.parentId, labels: supportClasses.labels, sortOrder: supportClasses.sortOrder, useYn: supportClasses.useYn })
    .from(supportClasses).where(and(eq(supportClasses.id, id), eq(supportClasses.kind, kind)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function hasChildren(db: DbOrTx, id: number): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM support_classes WHERE parent_id = ${id}) AS found`);
  return rows[0]!.found;
}

/** Whether anything is filed under the classification (FAQs, questions, Contact Us messages). */
export async function isInUse(db: DbOrTx, id: number): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM faqs WHERE class_id = ${id}) OR EXISTS (SELECT 1 FROM qna_questions WHERE class_id = ${id})
        OR EXISTS (SELECT 1 FROM contact_messages WHERE class_id = ${id}) AS found`);
  return rows[0]!.found;
}

export async function insertClass(tx: DbOrTx, kind: SupportClassKind, values: ClassValues): Promise<number> {
  const [row] = await tx.insert(supportClasses).values({ ...values, kind }).returning({ id: supportClasses.id });
  return row!.id;
}

export async function updateClass(tx: DbOrTx, id: number, values: ClassValues): Promise<void> {
  await tx.update(supportClasses).set(values).where(eq(supportClasses.id, id));
}

export async function deleteClass(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(supportClasses).where(eq(supportClasses.id, id));
}

/** People who may manage a classification (and feedback, holding its menu): approved, enabled employees. */
const mayManage = sql`u.user_type = 'EMPLOYEES' AND u.approval_status = 'APPROVED' AND u.enabled`;

/** A manager as the managers' screens list them. */
export type Person = { userId: number; loginId: string; name: string; company: string | null };

export async function managersOf(db: DbOrTx, classId: number) {
  const { rows } = await db.execute<{ userId: number; loginId: string; name: string; company: string | null }>(sql`
    SELECT u.id AS "userId", u.login_id AS "loginId", u.name, u.company
    FROM support_class_managers m JOIN users u ON u.id = m.user_id
    WHERE m.class_id = ${classId} ORDER BY u.name, u.id`);
  return rows;
}

/** `also`: a further condition on the user `u` (feedback managers hold the feedback menu). */
export async function candidates(db: DbOrTx, keyword: string, also: SQL = sql`true`): Promise<Person[]> {
  const { rows } = await db.execute<Person>(sql`
    SELECT u.id AS "userId", u.login_id AS "loginId", u.name, u.company FROM users u
    WHERE ${mayManage} AND ${also} AND (u.login_id ILIKE ${containing(keyword)} OR u.name ILIKE ${containing(keyword)})
    ORDER BY u.name, u.id LIMIT 20`);
  return rows;
}

/** How many of `userIds` may manage a classification. */
export async function countEligible(db: DbOrTx, userIds: number[], also: SQL = sql`true`): Promise<number> {
  if (userIds.length === 0) return 0;
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users u WHERE u.id = ANY(${sql.param(userIds)}::int[]) AND ${mayManage} AND ${also}`);
  return rows[0]!.n;
}

export async function replaceManagers(tx: DbOrTx, classId: number, userIds: number[]): Promise<void> {
  await tx.delete(supportClassManagers).where(eq(supportClassManagers.classId, classId));
  if (userIds.length > 0) await tx.insert(supportClassManagers).values(userIds.map((userId) => ({ classId, userId })));
}
