// The database connection: a pg pool with Drizzle on top, and migrations applied at boot.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../paths.ts';

/** No schema given: nothing uses the relational query API (db.query); every query names the tables it reads. */
export type Db = NodePgDatabase;
/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repos accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, poolSize: number): Database {
  // JIT off: search's queries have many small subplans, so the planner's cost estimate passes every JIT
  // threshold and each search spent seconds compiling (docs/performance.md, "Search at library size").
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000, options: '-c jit=off' });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** Applies pending migrations; an advisory lock keeps two instances starting at once from racing. */
export async function runMigrations(database: Database, migrationsFolder: string): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', ['gsis:migrations']);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['gsis:migrations']);
    }
  } finally {
    client.release();
  }
}

/**
 * Holds one row of `table` FOR UPDATE until the transaction ends, by a statement of its own. A read made
 * after it sees what a transaction that held the row before committed; a lock taken inside a query that
 * reads the row through a subquery would leave that subquery's values as they were when it started.
 */
export async function lockRow(db: DbOrTx, table: string, id: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`);
}
