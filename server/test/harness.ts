// Integration-test harness: a database of its own per test file, migrated and set up like a real install,
// and the real app on it. Nothing is mocked; the clock is the only thing a test may move.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { connectDatabase, MIGRATIONS_DIR, runMigrations, type Database } from '../src/platform/db/database.ts';
import type { App } from '../src/platform/http/http.ts';
import { setUpDatabase } from '../src/setup/setup.service.ts';

export const ADMIN_ID = 'admin@gsis.local';
export const ADMIN_PASSWORD = 'Admin1234pass';
export const DEMO_PASSWORD = 'Demo1234pass';
export const DXP_SECRET = 'test-dxp-secret-with-at-least-32-characters!';
export const DXP_ISSUER = 'https://dxp.test';
export const DXP_AUDIENCE = 'gsis-test';

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

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates an empty database on the test PostgreSQL and returns its URL. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `gsis_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
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

/** A fresh database with the demo data, and the app on it; `env` overrides configuration. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const created = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gsis-test-'));
  const config = loadConfig({
    GSIS_DATA_DIR: dataDir,
    GSIS_DEMO_DATA: 'true',
    GSIS_DEMO_LIBRARY: 'false',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: created.url,
    DATABASE_POOL_SIZE: '4',
    GSIS_ADMIN_ID: ADMIN_ID,
    GSIS_ADMIN_PASSWORD: ADMIN_PASSWORD,
    GSIS_DEMO_PASSWORD: DEMO_PASSWORD,
    GSIS_WEB_DIR: '/nonexistent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    DXP_JWT_SECRET: DXP_SECRET,
    DXP_JWT_ISSUER: DXP_ISSUER,
    DXP_JWT_AUDIENCE: DXP_AUDIENCE,
    ...env,
  });
  const database = connectDatabase(created.url, config.DATABASE_POOL_SIZE);
  await runMigrations(database, MIGRATIONS_DIR);
  await setUpDatabase(database.db, {
    demoData: config.GSIS_DEMO_DATA, adminId: config.GSIS_ADMIN_ID, adminPassword: config.GSIS_ADMIN_PASSWORD,
    demoPassword: config.GSIS_DEMO_PASSWORD, sharedSsoId: config.DXP_SHARED_USER_ID,
  });
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
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { id, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${id} failed: ${response.statusCode} ${response.body}`);
  const header = response.headers.authorization;
  if (typeof header !== 'string') throw new Error('no Authorization header on login');
  return header.replace(/^Bearer /, '');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
