// Integration-test harness: a database of its own per test file, a copy of the installation the global set-up
// made (installation.ts), and the real app on it. Nothing is mocked; the clock is the only thing a test may move.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { connectDatabase, type Database } from '../src/platform/db/database.ts';
import type { App } from '../src/platform/http/http.ts';
import { apiOf } from './api.ts';
import { install, installationKey, newDatabaseName, onAdmin, testConfig, withDatabase } from './installation.ts';

export { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, DXP_AUDIENCE, DXP_ISSUER, DXP_SECRET } from './installation.ts';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  clock: TestClock;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Creates a database on the test PostgreSQL and returns its URL: empty, or with `fromTemplate` a copy of the
 * installation the global set-up made (migrated, set up with the demo data).
 */
export async function createTestDatabase({ fromTemplate = false, name = newDatabaseName('test') } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = inject('adminDatabaseUrl');
  await onAdmin(admin, fromTemplate ? `CREATE DATABASE ${name} TEMPLATE ${inject('template').name}` : `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(admin, name),
    drop: () => onAdmin(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * An empty database for the tests of one file, made before them and dropped after (for tests that ask PostgreSQL
 * itself, with no app): `database()` is its connection once the file's tests run.
 */
export function emptyDatabaseForFile(): { database(): Database } {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    database = connectDatabase(created.url, 2);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });
  return {
    database() {
      if (!database) throw new Error('the database is made before the tests run');
      return database;
    },
  };
}

/**
 * A database of its own with the demo data, and the app on it; `env` overrides configuration. The database is
 * a copy of the run's template, unless `env` changes what the installer lays down (another administrator, no
 * demo data): then it is migrated and set up from empty, as a first start would.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gsis-test-'));
  const name = newDatabaseName('test');
  const config = testConfig(withDatabase(inject('adminDatabaseUrl'), name), dataDir, env);
  const fromTemplate = installationKey(config) === inject('template').key;
  const created = await createTestDatabase({ fromTemplate, name });
  if (!fromTemplate) await install(created.url, config);
  const database = connectDatabase(created.url, config.DATABASE_POOL_SIZE);
  let offset = 0;
  const clock: TestClock = { now: () => new Date(Date.now() + offset), advance: (ms) => { offset += ms; } };
  const app = await buildApp({ config, database, clock: clock.now, logger: process.env.GSIS_TEST_LOG ? { level: 'error' } : false });
  await app.ready();
  return {
    app, database, config, clock, databaseUrl: created.url,
    async close() {
      await app.close();
      await database.close();
      await created.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the token the server handed back. */
export async function login(app: App, id: string, password: string): Promise<string> {
  const reply = await apiOf(app).as(null).send(API.login.login, { id, password });
  if (reply.status !== 200) throw new Error(`login of ${id} failed: ${reply.status} ${reply.text}`);
  const header = reply.headers.authorization;
  if (typeof header !== 'string') throw new Error('no Authorization header on login');
  return header.replace(/^Bearer /, '');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
