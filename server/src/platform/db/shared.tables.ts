// What every tables file shares: column types, the created_at column, and foreign keys to other owners' tables.
import { type AnyPgColumn, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
/** Written with to_tsvector() in SQL; never read into JavaScript. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Labels per language, e.g. { en: 'Support', ko: '고객지원' }. */
export type Labels = Partial<Record<string, string>>;

/**
 * A column of a table another feature (or the platform) owns, as the target of a foreign key:
 * `.references(() => foreignColumn('users', 'id'))`. A tables file names other owners' tables rather than
 * importing them, so no feature's tables depend on another's (checks/architecture.test.ts); drizzle-kit writes
 * the foreign key from the table's and the column's names alone. Never query through it.
 */
export function foreignColumn(table: string, column: string, type: 'integer' | 'text' = 'integer'): AnyPgColumn {
  return pgTable(table, { key: type === 'text' ? text(column) : integer(column) }).key;
}
