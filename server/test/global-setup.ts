// Finds the PostgreSQL the integration tests run on: GSIS_TEST_DATABASE_URL, else the machine's service on
// 127.0.0.1:5432 (CI), else an embedded PostgreSQL started for this run. Each test file makes its own database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/platform/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export default async function setup(project: TestProject) {
  const candidates = [process.env.GSIS_TEST_DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres'].filter(Boolean) as string[];
  for (const url of candidates) {
    if (await reachable(url)) {
      project.provide('adminDatabaseUrl', url);
      return;
    }
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gsis-test-pg-'));
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres(dir, () => undefined);
  project.provide('adminDatabaseUrl', embedded.url.replace(/\/gsis$/, '/postgres'));
  return async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
