// SQL of the symbol library: the readers' list (filtered by type and by a number or a meaning in any
// language), the administrators' list, one symbol's image, and the rows and their order.
import type { SymbolType } from '@gsis/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { containing } from '../../../platform/db/sql-text.ts';
import { catalogueModels } from '../../library/library-views.ts';
import { symbols } from './symbols.tables.ts';

export type SymbolRow = { symbolId: number; number: string; type: SymbolType; meanings: Record<string, string>; sortOrder: number; imageType: 'svg' | 'png'; imageSha256: string };
export interface SymbolValues { number: string; type: SymbolType; meanings: Record<string, string> }
export interface SymbolImageValues { image: Buffer; imageType: 'svg' | 'png'; imageSha256: string };

const COLUMNS = sql`s.id AS "symbolId", s.number, s.type, s.meanings, s.sort_order AS "sortOrder", s.image_type AS "imageType", s.image_sha256 AS "imageSha256"`;
const ORDER = sql`ORDER BY s.sort_order, s.id`;

/**
 * Symbols of the type, whose number or meaning in some language holds the keyword, shown by the published guides of
 * a model, or among the ids named; every symbol without a filter.
 */
export async function listSymbols(
  db: DbOrTx, filter: { type?: SymbolType | undefined; keyword?: string | undefined; model?: string | undefined; ids?: readonly number[] } = {},
): Promise<SymbolRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (filter.ids) conditions.push(sql`s.id = ANY(${sql.param([...filter.ids])}::int[])`);
  if (filter.model) {
    conditions.push(sql`EXISTS (
      SELECT 1 FROM tsg_guide_versions gv JOIN tsg_guides g ON g.id = gv.guide_id
      JOIN ${catalogueModels} m ON m.id = g.model_id OR m.product_id = g.product_id
      WHERE gv.status = 'PUBLISHED' AND upper(m.code) = upper(${filter.model})
        AND gv.content->'steps' @> jsonb_build_array(jsonb_build_object('symbolIds', jsonb_build_array(s.id))))`);
  }
  if (filter.type) conditions.push(sql`s.type = ${filter.type}`);
  if (filter.keyword) {
    const pattern = containing(filter.keyword);
    conditions.push(sql`(s.number ILIKE ${pattern} OR EXISTS (SELECT 1 FROM jsonb_each_text(s.meanings) m WHERE m.value ILIKE ${pattern}))`);
  }
  const { rows } = await db.execute<SymbolRow>(sql`SELECT ${COLUMNS} FROM symbols s WHERE ${sql.join(conditions, sql` AND `)} ${ORDER}`);
  return rows;
}

/** One symbol; `lock` holds its row for a change. */
export async function findSymbol(db: DbOrTx, id: number, lock = false): Promise<SymbolRow | undefined> {
  const { rows } = await db.execute<SymbolRow>(sql`SELECT ${COLUMNS} FROM symbols s WHERE s.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`);
  return rows[0];
}

/** The symbol's image, if it is still the one whose digest starts with `shaPrefix`. */
export async function imageOf(db: DbOrTx, id: number, shaPrefix: string) {
  const [row] = await db.select({ image: symbols.image, imageType: symbols.imageType, imageSha256: symbols.imageSha256 })
    .from(symbols).where(eq(symbols.id, id));
  return row && row.imageSha256.startsWith(shaPrefix) ? row : undefined;
}

export async function insertSymbol(tx: DbOrTx, values: SymbolValues & SymbolImageValues, at: Date): Promise<number> {
  const [row] = await tx.insert(symbols)
    .values({ ...values, sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM symbols)`, createdAt: at, updatedAt: at })
    .returning({ id: symbols.id });
  return row!.id;
}

export async function updateSymbol(tx: DbOrTx, id: number, values: SymbolValues & Partial<SymbolImageValues>, at: Date): Promise<void> {
  await tx.update(symbols).set({ ...values, updatedAt: at }).where(eq(symbols.id, id));
}

/** Whether a guide version shows the symbol in one of its steps. */
export async function symbolInUse(db: DbOrTx, id: number): Promise<boolean> {
  const { rows } = await db.execute<{ used: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM tsg_guide_versions gv WHERE gv.content->'steps' @> ${JSON.stringify([{ symbolIds: [id] }])}::jsonb) AS used`);
  return rows[0]!.used;
}

export async function deleteSymbol(tx: DbOrTx, id: number): Promise<boolean> {
  return (await tx.delete(symbols).where(eq(symbols.id, id)).returning({ id: symbols.id })).length > 0;
}

/** Every symbol's id, the rows held for a reordering. */
export async function lockAll(tx: DbOrTx): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`SELECT id FROM symbols ORDER BY id FOR UPDATE`);
  return rows.map((row) => row.id);
}

export async function setOrder(tx: DbOrTx, ids: number[]): Promise<void> {
  await tx.execute(sql`
    UPDATE symbols s SET sort_order = o.position
    FROM unnest(${sql.param(ids)}::int[]) WITH ORDINALITY AS o(id, position)
    WHERE s.id = o.id`);
}

/** How many symbols the library holds. */
export async function countSymbols(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM symbols`);
  return rows[0]!.count;
}
