// Integration-test harness: a database of its own per test file, a copy of the installation the global set-up
// made (installation.ts), and the real app on it. Nothing is mocked; the clock is the only thing a test may move.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, type SessionResponse } from '@gsis/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { connectDatabase, type Database } from '../src/platform/db/database.ts';
import type { App } from '../src/platform/http/http.ts';
import { apiOf, type Reply, type SendOptions } from './api.ts';
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
  clocks.set(app, clock);
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

/**
 * What the harness keeps of a management account it set a second factor up for, per app: the browser the sign-in
 * asked to be remembered, so the account's next sign-ins skip the code as a remembered browser's do, and the recovery
 * codes, for a sign-in after that browser was forgotten (an app's code would be taken once per 30 seconds).
 */
interface Enrolled { device: string | undefined; recoveryCodes: string[] }
const enrolments = new WeakMap<App, Map<string, Enrolled>>();
const clocks = new WeakMap<App, TestClock>();

const enrolledOn = (app: App) => {
  let kept = enrolments.get(app);
  if (!kept) enrolments.set(app, kept = new Map());
  return kept;
};

/** A second instance on the same database (`to`) signs in as the first (`from`) does: the same factors, and clock. */
export function shareSignIns(from: App, to: App): void {
  enrolments.set(to, enrolledOn(from));
  const clock = clocks.get(from);
  if (clock) clocks.set(to, clock);
}

/** The browser `login` had remembered for `id` on this app, to send on a sign-in a test makes itself. */
export const rememberedDeviceOf = (app: App, id: string): string | undefined => enrolledOn(app).get(id)?.device;

/**
 * Signs in through the API and returns the token the server handed back. An account that must have a second factor
 * and has none sets its authenticator app up the way the login page does, the first time, with the browser
 * remembered; the sign-ins after send that browser's token (or, once it is forgotten, a recovery code).
 */
export async function login(app: App, id: string, password: string, from: Pick<SendOptions, 'remoteAddress'> = {}): Promise<string> {
  const anonymous = apiOf(app).as(null);
  const known = enrolledOn(app).get(id);
  const asked = await anonymous.send(API.login.login, { id, password, ...(known?.device ? { rememberedDevice: known.device } : {}) }, from);
  const refusal = asked.status === 401 ? asked.error : undefined;
  let reply: Reply<SessionResponse> = asked;
  if (refusal?.code === 'SECOND_FACTOR_ENROLMENT_REQUIRED') {
    const challenge = refusal.details!.challenge!;
    const { secret } = (await anonymous.send(API.login.startEnrolment, { challenge }, from)).body;
    const now = clocks.get(app)?.now() ?? new Date();
    const enrolled = await anonymous.send(API.login.confirmEnrolment, { challenge, code: await generate({ secret, epoch: Math.floor(now.getTime() / 1000) }), rememberDevice: true }, from);
    if (enrolled.status === 200) enrolledOn(app).set(id, { device: enrolled.body.rememberedDevice, recoveryCodes: enrolled.body.recoveryCodes });
    reply = enrolled;
  } else if (refusal?.code === 'SECOND_FACTOR_REQUIRED' && known?.recoveryCodes.length) {
    const proven = await anonymous.send(API.login.secondFactor, { challenge: refusal.details!.challenge!, code: known.recoveryCodes.pop()!, rememberDevice: true }, from);
    if (proven.status === 200) known.device = proven.body.rememberedDevice;
    reply = proven;
  }
  if (reply.status !== 200) throw new Error(`login of ${id} failed: ${reply.status} ${reply.text}`);
  const header = reply.headers.authorization;
  if (typeof header !== 'string') throw new Error('no Authorization header on login');
  return header.replace(/^Bearer /, '');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
