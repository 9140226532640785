// SQL of the TSG dictionary: its terms with how many guide versions use each, one term, and the rows.
import type { LanguageCode, TermCategory } from '@gsis/contract';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { containing } from '../../../platform/db/sql-text.ts';
import { tsgTerms } from './tsg.tables.ts';

export type TermRow = { termId: number; category: TermCategory; texts: Record<string, string>; text: string; usedBy: number };

/** Guide versions whose content names the term `t.id` (a term stands in the text as [[term:N]]). */
const USED_BY = sql`(SELECT count(*)::int FROM tsg_guide_versions gv WHERE strpos(gv.content::text, '[[term:' || t.id || ']]') > 0)`;

export async function listTerms(db: DbOrTx, filter: { category?: TermCategory | undefined; keyword?: string | undefined }, language: LanguageCode): Promise<TermRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (filter.category) conditions.push(sql`t.category = ${filter.category}`);
  if (filter.keyword) conditions.push(sql`EXISTS (SELECT 1 FROM jsonb_each_text(t.texts) x WHERE x.value ILIKE ${containing(filter.keyword)})`);
  const { rows } = await db.execute<TermRow>(sql`
    SELECT t.id AS "termId", t.category, t.texts, coalesce(t.texts->>${language}, t.texts->>'en') AS text, ${USED_BY} AS "usedBy"
    FROM tsg_terms t WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY t.category, lower(coalesce(t.texts->>${language}, t.texts->>'en')), t.id`);
  return rows;
}

/** One term with its use; `lock` holds its row for a change. */
export async function findTerm(db: DbOrTx, id: number, lock = false): Promise<TermRow | undefined> {
  const { rows } = await db.execute<TermRow>(sql`
    SELECT t.id AS "termId", t.category, t.texts, t.texts->>'en' AS text, ${USED_BY} AS "usedBy"
    FROM tsg_terms t WHERE t.id = ${id} ${lock ? sql`FOR UPDATE OF t` : sql``}`);
  return rows[0];
}

/** The texts of the terms named, by id; ids not in the dictionary are left out. */
export async function textsOfTerms(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Record<string, string>>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: tsgTerms.id, texts: tsgTerms.texts }).from(tsgTerms).where(inArray(tsgTerms.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.texts as Record<string, string>]));
}

export async function insertTerm(tx: DbOrTx, values: { category: TermCategory; texts: Record<string, string> }, at: Date): Promise<number> {
  const [row] = await tx.insert(tsgTerms).values({ ...values, createdAt: at, updatedAt: at }).returning({ id: tsgTerms.id });
  return row!.id;
}

export async function updateTerm(tx: DbOrTx, id: number, values: { category: TermCategory; texts: Record<string, string> }, at: Date): Promise<void> {
  await tx.update(tsgTerms).set({ ...values, updatedAt: at }).where(eq(tsgTerms.id, id));
}

export async function deleteTerm(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(tsgTerms).where(eq(tsgTerms.id, id));
}

/** How many terms the dictionary holds. */
export async function countTerms(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM tsg_terms`);
  return rows[0]!.count;
}
