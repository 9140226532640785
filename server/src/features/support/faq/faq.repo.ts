// SQL of the FAQ: the public page (in use, under classifications in use, in order), the managers' list, one
// FAQ — each in the version the reader gets (versionFor: theirs, else English) — and the rows with their
// versions. A classification stands for itself and the classifications under it.
import { FAQ_PAGE_MAX, type FaqEntry, type FaqItem, type FaqVersion, type LanguageCode } from '@gsis/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { languagesOf, versionFor, type Versions } from '../../../platform/db/language-versions.ts';
import { containing, isoUtc } from '../../../platform/db/sql-text.ts';
import { faqs, faqTexts } from './faq.tables.ts';

/** What a FAQ row holds besides its words. */
export type FaqRow = { classId: number; sortOrder: number; useYn: 'Y' | 'N' };
/** One language's words, with the plain text the keyword search reads. */
export type FaqText = { language: LanguageCode; question: string; answerHtml: string; answerText: string };
interface Filter { classId?: number | undefined; keyword?: string | undefined }

const TEXTS: Versions = { table: 'faq_texts', owner: 'faq_id' };

function where({ classId, keyword }: Filter, inUseOnly: boolean): SQL {
  return sql.join([
    sql`c.kind = 'QNA'`,
    inUseOnly ? sql`f.use_yn = 'Y' AND c.use_yn = 'Y' AND coalesce(p.use_yn, 'Y') = 'Y'` : sql`true`,
    classId ? sql`(c.id = ${classId} OR c.parent_id = ${classId})` : sql`true`,
    // The words the reader reads: a FAQ is found by its version in their language, or the English one they get.
    keyword ? sql`(v.question ILIKE ${containing(keyword)} OR v.answer_text ILIKE ${containing(keyword)})` : sql`true`,
  ], sql` AND `);
}

/** `v`: the version of FAQ `f` a reader in `language` gets; `c` and `p` its classification and that one's parent. */
const from = (language: LanguageCode) => sql`FROM faqs f JOIN LATERAL ${versionFor(TEXTS, sql`f.id`, language)} v ON true
  JOIN support_classes c ON c.id = f.class_id LEFT JOIN support_classes p ON p.id = c.parent_id`;
const ORDER = sql`ORDER BY coalesce(p.sort_order, c.sort_order), coalesce(p.id, c.id), f.sort_order, f.id`;

export async function publicFaqs(db: DbOrTx, filter: Filter, language: LanguageCode) {
  const { rows } = await db.execute<FaqEntry>(sql`
    SELECT f.id AS "faqId", f.class_id AS "classId", ${labelIn('c', language)} AS "classLabel", v.question, v.answer_html AS "answerHtml", v.language
    ${from(language)} WHERE ${where(filter, true)} ${ORDER} LIMIT ${FAQ_PAGE_MAX}`);
  return rows;
}

const itemColumns = (language: LanguageCode) => sql`f.id AS "faqId", f.class_id AS "classId", ${labelIn('c', language)} AS "classLabel", v.question,
  v.language, ${languagesOf(TEXTS, sql`f.id`)} AS languages, f.sort_order AS "sortOrder", f.use_yn AS "useYn", ${isoUtc('f.updated_at')} AS "updatedAt"`;

export async function managedFaqs(db: DbOrTx, filter: Filter & { page: number; pageSize: number }, language: LanguageCode) {
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<FaqItem>(sql`
      SELECT ${itemColumns(language)} ${from(language)} WHERE ${where(filter, false)} ${ORDER}
      LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${from(language)} WHERE ${where(filter, false)}`),
  ]);
  return { items: rows, total: count!.total };
}

export async function findFaq(db: DbOrTx, id: number, language: LanguageCode) {
  const { rows } = await db.execute<FaqItem & { answerHtml: string }>(sql`
    SELECT ${itemColumns(language)}, v.answer_html AS "answerHtml" ${from(language)} WHERE f.id = ${id}`);
  return rows[0];
}

/** Every version of a FAQ, English first: what its managers wrote. */
export async function versionsOf(db: DbOrTx, id: number): Promise<FaqVersion[]> {
  return db.select({ language: faqTexts.language, question: faqTexts.question, answerHtml: faqTexts.answerHtml }).from(faqTexts)
    .where(eq(faqTexts.faqId, id)).orderBy(sql`${faqTexts.language} <> 'en'`, faqTexts.language) as Promise<FaqVersion[]>;
}

/** Whether the classification is one of Q&A. */
export async function isQnaClass(db: DbOrTx, classId: number): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM support_classes WHERE id = ${classId} AND kind = 'QNA') AS found`);
  return rows[0]!.found;
}

/** The audited values of a FAQ (its English question, the languages it is in), its row held for a change. */
export async function lockFaq(tx: DbOrTx, id: number) {
  const { rows } = await tx.execute<{ classId: number; question: string; languages: string[]; sortOrder: number; useYn: 'Y' | 'N' }>(sql`
    SELECT f.class_id AS "classId", v.question, ${languagesOf(TEXTS, sql`f.id`)} AS languages, f.sort_order AS "sortOrder", f.use_yn AS "useYn"
    FROM faqs f JOIN LATERAL ${versionFor(TEXTS, sql`f.id`, 'en')} v ON true WHERE f.id = ${id} FOR UPDATE OF f`);
  return rows[0];
}

/** A FAQ's versions, replaced whole by the ones the form sent. */
async function writeTexts(tx: DbOrTx, faqId: number, texts: FaqText[]): Promise<void> {
  await tx.delete(faqTexts).where(eq(faqTexts.faqId, faqId));
  await tx.insert(faqTexts).values(texts.map((text) => ({ faqId, ...text })));
}

export async function insertFaq(tx: DbOrTx, row: FaqRow, texts: FaqText[]): Promise<number> {
  const [inserted] = await tx.insert(faqs).values(row).returning({ id: faqs.id });
  await writeTexts(tx, inserted!.id, texts);
  return inserted!.id;
}

export async function updateFaq(tx: DbOrTx, id: number, row: FaqRow, texts: FaqText[]): Promise<void> {
  await tx.update(faqs).set({ ...row, updatedAt: sql`now()` }).where(eq(faqs.id, id));
  await writeTexts(tx, id, texts);
}

export async function deleteFaq(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(faqs).where(eq(faqs.id, id));
}
