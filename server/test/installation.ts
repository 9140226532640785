// The installation every integration test starts from: the configuration the tests share, and a database
// migrated and set up from it the way a real first start does. The global set-up installs it once into a
// template database; each test file's database is a copy of that template (harness.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config.ts';
import { connectDatabase, MIGRATIONS_DIR, runMigrations } from '../src/platform/db/database.ts';
import { setUpDatabase, setupOptionsOf } from '../src/setup/setup.service.ts';

export const ADMIN_ID = 'admin@gsis.local';
export const ADMIN_PASSWORD = 'Admin1234pass';
export const DEMO_PASSWORD = 'Demo1234pass';
export const DXP_SECRET = 'test-dxp-secret-with-at-least-32-characters!';
export const DXP_ISSUER = 'https://dxp.test';
export const DXP_AUDIENCE = 'gsis-test';

/** The tests' configuration on a database and a data directory; `env` overrides any of it. */
export function testConfig(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    GSIS_DATA_DIR: dataDir,
    GSIS_DEMO_DATA: 'true',
    GSIS_DEMO_LIBRARY: 'false',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
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
}

/**
 * What the installer makes of a configuration, as a key: two configurations with the same key give the same
 * database, so a test whose settings keep the key may start from the template.
 */
export const installationKey = (config: Config): string => JSON.stringify(setupOptionsOf(config));

/** A new database's name: test files and runs side by side never meet. */
export const newDatabaseName = (kind: 'test' | 'template'): string => `gsis_${kind}_${randomBytes(6).toString('hex')}`;

/** Runs one statement (CREATE or DROP DATABASE) on the test PostgreSQL's administration database at `adminUrl`. */
export async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `url` with another database's name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Migrates the database at `url` and sets it up for `config`, then closes its connections. */
export async function install(url: string, config: Config): Promise<void> {
  const database = connectDatabase(url, 2);
  try {
    await runMigrations(database, MIGRATIONS_DIR);
    await setUpDatabase(database.db, setupOptionsOf(config));
  } finally {
    await database.close();
  }
}
