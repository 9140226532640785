// What every benchmark starts from: a fresh database on the benchmark PostgreSQL with the demo accounts
// and catalogue, the real app listening on a free port — in the benchmark's process, or built and in its own
// (server-process.ts) — and everything removed afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, type EnrolledSession, type ErrorBody, type TotpEnrolment } from '@gsis/contract';
import { generate } from 'otplib';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { setUpDatabase } from '../server/src/setup/setup.service.ts';
import { connectDatabase, MIGRATIONS_DIR, runMigrations, type Database } from '../server/src/platform/db/database.ts';
import { requireBuiltServer, startBuiltServer } from './server-process.ts';

export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The password of every demo account in a benchmark run. */
export const PASSWORD = 'Bench2026pass';

export interface BenchServer {
  base: string;
  /** With the `web` option: each web build given, and the address of the server that serves it. */
  sites: { web: string; base: string }[];
  database: Database;
  /** Signs in and returns the Authorization header to send. */
  login(id: string): Promise<string>;
}

/** A new, empty database on the bench's PostgreSQL: its name, its URL, and the admin connection that drops it. */
export async function freshBenchDatabase(): Promise<{ name: string; url: URL; admin: pg.Client }> {
  const name = `gsis_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url, admin };
}

/**
 * Runs `run` against a server on a fresh database. With `ownProcess`, the server is the built one in a process of its
 * own, as deployed (what request rates are measured against: clients in the server's process share its event loop);
 * without, it is built here, for benchmarks that look into the server's own process (its memory). `web` (with
 * `ownProcess`): web builds (folders like web/dist) to serve, each by a built server of its own on the same database,
 * so that a browser benchmark can load two builds side by side.
 */
export async function withBenchServer(run: (server: BenchServer) => Promise<void>, { ownProcess = false, web = [] as string[] } = {}): Promise<void> {
  if (ownProcess || web.length > 0) requireBuiltServer();
  const { name, url, admin } = await freshBenchDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gsis-bench-'));
  const env = {
    DATABASE_URL: url.toString(), LOG_LEVEL: 'silent', GSIS_DATA_DIR: dataDir, GSIS_DEMO_LIBRARY: 'false', GSIS_DEMO_PASSWORD: PASSWORD,
    GSIS_ADMIN_PASSWORD: PASSWORD, LOGIN_RATE_LIMIT_PER_MINUTE: '1000000', GSIS_WEB_DIR: '/nonexistent',
  };
  const config = loadConfig(env);
  const database = connectDatabase(config.DATABASE_URL!, config.DATABASE_POOL_SIZE);
  try {
    await runMigrations(database, MIGRATIONS_DIR);
    await setUpDatabase(database.db, { demoData: true, demoPassword: PASSWORD, adminPassword: PASSWORD, sharedSsoId: 'dxp' });
    const started = ownProcess ? await startBuiltServer({ ...env, LOG_LEVEL: 'warn' }) : await inThisProcess(config, database);
    const sites: (BenchServer['sites'][number] & { stop(): Promise<void> })[] = [];
    // An account that manages GSIS sets its app up at its first sign-in (the code made here, as an app would) and is
    // a remembered browser after that.
    const remembered = new Map<string, string>();
    const post = (address: string, body: unknown) =>
      fetch(`${started.base}${address}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const login = async (id: string) => {
      let response = await post(API.login.login.path, { id, password: PASSWORD, rememberedDevice: remembered.get(id) });
      const refusal = response.status === 401 ? ((await response.clone().json()) as ErrorBody) : undefined;
      if (refusal?.code === 'SECOND_FACTOR_ENROLMENT_REQUIRED') {
        const challenge = refusal.details!.challenge!;
        const { secret } = (await (await post(API.login.startEnrolment.path, { challenge })).json()) as TotpEnrolment;
        response = await post(API.login.confirmEnrolment.path, { challenge, code: await generate({ secret }), rememberDevice: true });
        const { rememberedDevice } = (await response.clone().json()) as EnrolledSession;
        if (rememberedDevice) remembered.set(id, rememberedDevice);
      }
      return response.headers.get('authorization')!;
    };
    try {
      for (const dir of web) sites.push({ web: dir, ...await startBuiltServer({ ...env, LOG_LEVEL: 'warn', GSIS_WEB_DIR: dir }) });
      await run({ base: started.base, sites, database, login });
    } finally {
      await Promise.all(sites.map((site) => site.stop()));
      await started.stop();
    }
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function inThisProcess(config: ReturnType<typeof loadConfig>, database: Database): Promise<{ base: string; stop(): Promise<void> }> {
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, stop: () => app.close() };
}
