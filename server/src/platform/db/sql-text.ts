// Small pieces of SQL every repo writes the same way: LIKE patterns that take the text literally, and
// timestamps as the ISO strings the API returns.
import { sql, type SQL } from 'drizzle-orm';

/** `%`, `_` and `\` in text someone typed stand for themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for text anywhere in the value. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
/** A LIKE pattern for values that start with the text. */
export const startingWith = (text: string) => `${escapeLike(text)}%`;

/** A JavaScript array as one text[] parameter (Drizzle would spread it into a row). */
export const textArray = (values: string[]): SQL => sql`${sql.param(values)}::text[]`;

/** A list of integers as one array parameter (`= ANY(...)`). */
export const intArray = (values: readonly number[]): SQL => sql`${sql.param(values)}::int[]`;

/** A timestamptz column (a trusted SQL name such as `u.created_at`) as `2026-11-21T17:13:00Z`. */
export function isoUtc(column: string): SQL<string> {
  return sql<string>`${sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`)}`;
}

/**
 * Whether `given` names exactly the ids of `current` (sorted ascending, as a query held them), each once: a new order
 * for a whole list, made from a screen that was not stale.
 */
export function namesEveryOne(given: readonly number[], current: readonly number[]): boolean {
  const sorted = [...given].sort((a, b) => a - b);
  return sorted.length === current.length && sorted.every((id, i) => id === current[i]);
}
