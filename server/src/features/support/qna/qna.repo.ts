// SQL of Q&A: the lists (by status, the caller's own, and those the caller manages — a classification's
// managers manage its children's questions too), one question, its managers, and the rows.
import type { LanguageCode, QnaTab } from '@gsis/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { hasAttachmentsSql } from '../../../platform/files/attachments.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { containing, isoUtc } from '../../../platform/db/sql-text.ts';
import { qnaQuestions } from './qna.tables.ts';

/** The user manages the question's classification, or the one above it. */
const managedBy = (userId: number) => sql`EXISTS (SELECT 1 FROM support_class_managers m WHERE m.user_id = ${userId} AND m.class_id IN (c.id, c.parent_id))`;

const FROM = sql`FROM qna_questions q JOIN support_classes c ON c.id = q.class_id`;
const hasAttachment = hasAttachmentsSql('QNA_QUESTION', 'q.id');
const columns = (language: LanguageCode) => sql`q.id AS "questionId", ${labelIn('c', language)} AS "classLabel", q.title, q.asker_name AS asker, q.status,
  ${isoUtc('q.created_at')} AS "createdAt", CASE WHEN q.answered_at IS NULL THEN NULL ELSE ${isoUtc('q.answered_at')} END AS "answeredAt", ${hasAttachment} AS "hasAttachment"`;
type Item = { questionId: number; classLabel: string; title: string; asker: string; status: 'ANSWERING' | 'ANSWERED'; createdAt: string; answeredAt: string | null; hasAttachment: boolean };

export interface ListFilter { tab: QnaTab; classId?: number | undefined; keyword?: string | undefined; page: number; pageSize: number }

function where({ tab, classId, keyword }: ListFilter, userId: number | null): SQL {
  const byTab: Record<QnaTab, SQL> = {
    ANSWERED: sql`q.status = 'ANSWERED'`,
    ANSWERING: sql`q.status = 'ANSWERING'`,
    TO_ANSWER: userId === null ? sql`false` : sql`q.status = 'ANSWERING' AND ${managedBy(userId)}`,
    MINE: userId === null ? sql`false` : sql`q.asker_id = ${userId}`,
  };
  return sql.join([
    byTab[tab],
    classId ? sql`(c.id = ${classId} OR c.parent_id = ${classId})` : sql`true`,
    keyword ? sql`(q.title ILIKE ${containing(keyword)} OR q.body_text ILIKE ${containing(keyword)})` : sql`true`,
  ], sql` AND `);
}

export async function listQuestions(db: DbOrTx, filter: ListFilter, userId: number | null, language: LanguageCode) {
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<Item>(sql`SELECT ${columns(language)} ${FROM} WHERE ${where(filter, userId)}
      ORDER BY q.created_at DESC, q.id DESC LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${FROM} WHERE ${where(filter, userId)}`),
  ]);
  return { items: rows, total: count!.total };
}

/** The user manages some Q&A classification, so has questions to answer (a manager of a parent answers its children's too). */
export async function managesAnyClass(db: DbOrTx, userId: number): Promise<boolean> {
  const { rows } = await db.execute<{ manages: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM support_class_managers m JOIN support_classes c ON c.id = m.class_id WHERE m.user_id = ${userId} AND c.kind = 'QNA') AS manages`);
  return rows[0]!.manages;
}

export async function findQuestion(db: DbOrTx, id: number, userId: number, language: LanguageCode, lock = false) {
  const { rows } = await db.execute<Item & {
    classId: number; classLabels: Record<string, string>; askerId: number; bodyHtml: string; answerHtml: string | null; answererName: string | null; managed: boolean;
  }>(sql`
    SELECT ${columns(language)}, q.class_id AS "classId", c.labels AS "classLabels", q.asker_id AS "askerId", q.body_html AS "bodyHtml",
           q.answer_html AS "answerHtml", q.answerer_name AS "answererName", ${managedBy(userId)} AS managed
    ${FROM} WHERE q.id = ${id} ${lock ? sql`FOR UPDATE OF q` : sql``}`);
  return rows[0];
}

/** A Q&A classification in use, with its names, that a question may be asked in. */
export async function askableClass(db: DbOrTx, classId: number) {
  const { rows } = await db.execute<{ labels: Record<string, string> }>(sql`
    SELECT c.labels FROM support_classes c LEFT JOIN support_classes p ON p.id = c.parent_id
    WHERE c.id = ${classId} AND c.kind = 'QNA' AND c.use_yn = 'Y' AND coalesce(p.use_yn, 'Y') = 'Y'`);
  return rows[0];
}

/** Who to tell of a new question: the managers of its classification and of the one above, once each. */
export async function managersToTell(db: DbOrTx, classId: number) {
  const { rows } = await db.execute<{ address: string; name: string; language: string | null }>(sql`
    SELECT DISTINCT u.login_id AS address, u.name, u.language
    FROM support_classes c JOIN support_class_managers m ON m.class_id IN (c.id, c.parent_id) JOIN users u ON u.id = m.user_id
    WHERE c.id = ${classId} AND u.enabled AND u.approval_status = 'APPROVED' AND u.login_id LIKE '%@%'`);
  return rows;
}

/** The asker, to tell of the answer. */
export async function askerOf(db: DbOrTx, askerId: number) {
  const { rows } = await db.execute<{ address: string; name: string; language: string | null }>(sql`
    SELECT u.login_id AS address, u.name, u.language FROM users u WHERE u.id = ${askerId} AND u.enabled AND u.login_id LIKE '%@%'`);
  return rows[0];
}

export async function insertQuestion(tx: DbOrTx, values: typeof qnaQuestions.$inferInsert): Promise<number> {
  const [row] = await tx.insert(qnaQuestions).values(values).returning({ id: qnaQuestions.id });
  return row!.id;
}

export async function updateQuestion(tx: DbOrTx, id: number, values: Partial<typeof qnaQuestions.$inferInsert>): Promise<void> {
  await tx.update(qnaQuestions).set({ ...values, updatedAt: sql`now()` }).where(eq(qnaQuestions.id, id));
}

export async function deleteQuestion(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(qnaQuestions).where(eq(qnaQuestions.id, id));
}
