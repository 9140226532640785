// SQL of feedback: the lists (the author's own, everyone's for the feedback administrators) with the place
// in the library each is about, one feedback, its managers, and the rows.
import { eq, sql, type SQL } from 'drizzle-orm';
import { holdsMenuSql } from '../../../platform/auth/sessions.repo.ts';
import { lockRow, type DbOrTx } from '../../../platform/db/database.ts';
import { containing, isoUtc } from '../../../platform/db/sql-text.ts';
import type { Reader } from '../../library/access/reader-access.ts';
import { placeInLibrary } from '../../library/library-views.ts';
import type { Person } from '../support-classes/support-classes.repo.ts';
import { documentFeedback, feedbackManagers } from './feedback.tables.ts';

export const FEEDBACK_MENU = 'MGMT_SUP_FEEDBACK';

type Item = {
  feedbackId: number; documentId: number; documentTitle: string; versionId: number | null; versionLabel: string | null; publishType: 'PDF' | 'WEBHELP' | null;
  page: number | null; topicPath: string | null; topicTitle: string | null; rating: number; comment: string; author: string; company: string | null;
  status: 'WAITING' | 'ANSWERED'; createdAt: string; answer: string | null; answerer: string | null; answeredAt: string | null;
};

/** `reader` names the documents: a title the reader's view no longer has is empty. */
const select = (reader: Reader) => sql`
  SELECT f.id AS "feedbackId", f.document_id AS "documentId", coalesce(p.title, '') AS "documentTitle", f.version_id AS "versionId",
    p.version_label AS "versionLabel", p.publish_type AS "publishType", f.page, f.topic_path AS "topicPath", p.topic_title AS "topicTitle",
    f.rating, f.comment, f.author_name AS author, f.author_company AS company, f.status, ${isoUtc('f.created_at')} AS "createdAt",
    f.answer, f.answerer_name AS answerer, CASE WHEN f.answered_at IS NULL THEN NULL ELSE ${isoUtc('f.answered_at')} END AS "answeredAt"
  FROM document_feedback f
  LEFT JOIN LATERAL ${placeInLibrary(reader, { documentId: sql`f.document_id`, versionId: sql`f.version_id`, topicPath: sql`f.topic_path` })} p ON true`;

export interface ListFilter { authorId?: number; status?: 'WAITING' | 'ANSWERED' | undefined; rating?: number | undefined; keyword?: string | undefined; page: number; pageSize: number }

function where({ authorId, status, rating, keyword }: ListFilter): SQL {
  return sql.join([
    authorId === undefined ? sql`true` : sql`f.author_id = ${authorId}`,
    status ? sql`f.status = ${status}` : sql`true`,
    rating ? sql`f.rating = ${rating}` : sql`true`,
    keyword ? sql`(p.title ILIKE ${containing(keyword)} OR f.comment ILIKE ${containing(keyword)} OR f.author_name ILIKE ${containing(keyword)})` : sql`true`,
  ], sql` AND `);
}

export async function listFeedback(db: DbOrTx, reader: Reader, filter: ListFilter) {
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<Item>(sql`${select(reader)} WHERE ${where(filter)}
      ORDER BY f.created_at DESC, f.id DESC LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${select(reader)} WHERE ${where(filter)}) x`),
  ]);
  return { items: rows, total: count!.total };
}

/** One feedback with its author; `lock` holds it until the transaction ends (lockRow). */
export async function findFeedback(db: DbOrTx, reader: Reader, id: number, lock = false) {
  if (lock) await lockRow(db, 'document_feedback', id);
  const { rows } = await db.execute<Item & { authorId: number }>(sql`
    SELECT x.*, f.author_id AS "authorId" FROM (${select(reader)} WHERE f.id = ${id}) x JOIN document_feedback f ON f.id = x."feedbackId"`);
  return rows[0];
}

export async function insertFeedback(tx: DbOrTx, values: typeof documentFeedback.$inferInsert): Promise<number> {
  const [row] = await tx.insert(documentFeedback).values(values).returning({ id: documentFeedback.id });
  return row!.id;
}

export async function answerFeedback(tx: DbOrTx, id: number, values: { answer: string; answererId: number; answererName: string; answeredAt?: Date }): Promise<void> {
  await tx.update(documentFeedback).set({ ...values, status: 'ANSWERED' }).where(eq(documentFeedback.id, id));
}

export async function deleteFeedback(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(documentFeedback).where(eq(documentFeedback.id, id));
}

/** Feedback managers are employees who may manage (classes.repo.ts) and hold the feedback menu. */
export const holdsFeedbackMenu = holdsMenuSql(sql`u.id`, FEEDBACK_MENU);

export async function managers(db: DbOrTx): Promise<Person[]> {
  const { rows } = await db.execute<Person>(sql`
    SELECT u.id AS "userId", u.login_id AS "loginId", u.name, u.company
    FROM feedback_managers m JOIN users u ON u.id = m.user_id ORDER BY u.name, u.id`);
  return rows;
}

export async function replaceManagers(tx: DbOrTx, userIds: number[]): Promise<void> {
  await tx.delete(feedbackManagers);
  if (userIds.length > 0) await tx.insert(feedbackManagers).values(userIds.map((userId) => ({ userId })));
}

/** The managers to tell of new feedback: those who may still manage it, with an e-mail address. */
export async function managersToTell(db: DbOrTx) {
  const { rows } = await db.execute<{ address: string; name: string; language: string | null }>(sql`
    SELECT u.login_id AS address, u.name, u.language FROM feedback_managers m JOIN users u ON u.id = m.user_id
    WHERE u.enabled AND u.approval_status = 'APPROVED' AND ${holdsFeedbackMenu} AND u.login_id LIKE '%@%'`);
  return rows;
}

/** The author, to tell of the answer. */
export async function authorOf(db: DbOrTx, authorId: number) {
  const { rows } = await db.execute<{ address: string; name: string; language: string | null }>(sql`
    SELECT u.login_id AS address, u.name, u.language FROM users u WHERE u.id = ${authorId} AND u.enabled AND u.login_id LIKE '%@%'`);
  return rows[0];
}
