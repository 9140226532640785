// SQL of the FAQ: the public page (in use, under classifications in use, in order), the managers' list, one
// FAQ, and the rows. A classification stands for itself and the classifications under it.
import { FAQ_PAGE_MAX, type FaqSave, type LanguageCode } from '@gsis/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { containing, isoUtc } from '../../../platform/db/sql-text.ts';
import { faqs } from './faq.tables.ts';

export type FaqValues = Omit<z.output<typeof FaqSave>, 'faqId'> & { answerText: string };
interface Filter { classId?: number | undefined; keyword?: string | undefined }

function where({ classId, keyword }: Filter, inUseOnly: boolean): SQL {
  return sql.join([
    sql`c.kind = 'QNA'`,
    inUseOnly ? sql`f.use_yn = 'Y' AND c.use_yn = 'Y' AND coalesce(p.use_yn, 'Y') = 'Y'` : sql`true`,
    classId ? sql`(c.id = ${classId} OR c.parent_id = ${classId})` : sql`true`,
    keyword ? sql`(f.question ILIKE ${containing(keyword)} OR f.answer_text ILIKE ${containing(keyword)})` : sql`true`,
  ], sql` AND `);
}

const FROM = sql`FROM faqs f JOIN support_classes c ON c.id = f.class_id LEFT JOIN support_classes p ON p.id = c.parent_id`;
const ORDER = sql`ORDER BY coalesce(p.sort_order, c.sort_order), coalesce(p.id, c.id), f.sort_order, f.id`;

export async function publicFaqs(db: DbOrTx, filter: Filter, language: LanguageCode) {
  const { rows } = await db.execute<{ faqId: number; classId: number; classLabel: string; question: string; answerHtml: string }>(sql`
    SELECT f.id AS "faqId", f.class_id AS "classId", ${labelIn('c', language)} AS "classLabel", f.question, f.answer_html AS "answerHtml"
    ${FROM} WHERE ${where(filter, true)} ${ORDER} LIMIT ${FAQ_PAGE_MAX}`);
  return rows;
}

const itemColumns = (language: LanguageCode) => sql`f.id AS "faqId", f.class_id AS "classId", ${labelIn('c', language)} AS "classLabel", f.question,
  f.sort_order AS "sortOrder", f.use_yn AS "useYn", ${isoUtc('f.updated_at')} AS "updatedAt"`;

export async function managedFaqs(db: DbOrTx, filter: Filter & { page: number; pageSize: number }, language: LanguageCode) {
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<{ faqId: number; classId: number; classLabel: string; question: string; sortOrder: number; useYn: 'Y' | 'N'; updatedAt: string }>(sql`
      SELECT ${itemColumns(language)} ${FROM} WHERE ${where(filter, false)} ${ORDER}
      LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${FROM} WHERE ${where(filter, false)}`),
  ]);
  return { items: rows, total: count!.total };
}

export async function findFaq(db: DbOrTx, id: number, language: LanguageCode) {
  const { rows } = await db.execute<{ faqId: number; classId: number; classLabel: string; question: string; sortOrder: number; useYn: 'Y' | 'N'; updatedAt: string; answerHtml: string }>(sql`
    SELECT ${itemColumns(language)}, f.answer_html AS "answerHtml" ${FROM} WHERE f.id = ${id}`);
  return rows[0];
}

/** Whether the classification is one of Q&A. */
export async function isQnaClass(db: DbOrTx, classId: number): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM support_classes WHERE id = ${classId} AND kind = 'QNA') AS found`);
  return rows[0]!.found;
}

/** The audited values of a FAQ, its row held for a change. */
export async function lockFaq(tx: DbOrTx, id: number) {
  const [row] = await tx.select({ classId: faqs.classId, question: faqs.question, sortOrder: faqs.sortOrder, useYn: faqs.useYn })
    .from(faqs).where(eq(faqs.id, id)).for('update');
  return row;
}

export async function insertFaq(tx: DbOrTx, values: FaqValues): Promise<number> {
  const [row] = await tx.insert(faqs).values(values).returning({ id: faqs.id });
  return row!.id;
}

export async function updateFaq(tx: DbOrTx, id: number, values: FaqValues): Promise<void> {
  await tx.update(faqs).set({ ...values, updatedAt: sql`now()` }).where(eq(faqs.id, id));
}

export async function deleteFaq(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(faqs).where(eq(faqs.id, id));
}
