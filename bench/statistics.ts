// Statistics at scale, side by side in one run: every screen's question (the last 90 days by week, and the last
// year by month) answered from the roll-ups and the same question asked of the raw events, p50 and p95 of each.
// The events are generated in PostgreSQL by the demo's generator (server/src/setup/demo-access-events.seed.ts): ten
// million over 400 days, a thousand documents; --small makes 500 000 for a quick look.
// Usage: npm run bench:statistics [-- --small] [--keep] [--fresh]
//   --keep   leave the database (gsis_bench_stats[_small]) for the next run, which reuses it;
//   --fresh  generate the events again even when kept ones are there.
// BENCH_RUNS (samples per case from the roll-ups; a fifth of them on raw events), BENCH_CASE (one period only),
// BENCH_DATABASE_URL adjust it.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { connectDatabase, MIGRATIONS_DIR, runMigrations } from '../server/src/platform/db/database.ts';
import { setUpDatabase } from '../server/src/setup/setup.service.ts';
import { generateAccessEvents } from '../server/src/setup/demo-access-events.seed.ts';
import { catchUp } from '../server/src/features/statistics/rollup.ts';
import { createStatisticsService } from '../server/src/features/statistics/statistics.service.ts';
import { STAT_SCREENS, type StatScreen } from '@gsis/contract';
import { adminUrl, PASSWORD } from './server.ts';

const args = new Set(process.argv.slice(2));
const small = args.has('--small');
const EVENTS = small ? 500_000 : 10_000_000;
const DAYS = 400;
const CHUNK = 500_000;
const runs = Number(process.env.BENCH_RUNS ?? 20);
const name = `gsis_bench_stats${small ? '_small' : ''}`;
const log = (message: string) => console.log(`[statistics bench] ${message}`);
const NOW = new Date('2026-11-27T12:00:00Z');

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
if (exists && args.has('--fresh')) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
if (!exists || args.has('--fresh')) await admin.query(`CREATE DATABASE ${name}`);
const database = connectDatabase(url.toString(), 4);
const { db } = database;

try {
  await runMigrations(database, MIGRATIONS_DIR);
  await setUpDatabase(db, { demoData: false, adminPassword: PASSWORD, sharedSsoId: 'dxp' });
  const { rows: [have] } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM access_events`);
  if (have!.n < EVENTS) {
    await db.execute(sql`TRUNCATE access_events, access_daily, access_rollup_state`);
    let started = performance.now();
    for (let made = 0; made < EVENTS; made += CHUNK) {
      await generateAccessEvents(db, NOW, { count: Math.min(CHUNK, EVENTS - made), days: DAYS, documents: 1000, seed: 0.1 + made / EVENTS / 2 });
      log(`${made + CHUNK} events`);
    }
    log(`generated ${EVENTS.toLocaleString()} events in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await db.execute(sql`ANALYZE access_events`);
    started = performance.now();
    const days = await catchUp(db, NOW);
    log(`rolled up ${days} days in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const { rows: [sizes] } = await db.execute<{ events: number; rollups: number }>(sql`
    SELECT (SELECT count(*) FROM access_events)::int AS events, (SELECT count(*) FROM access_daily)::int AS rollups`);
  log(`${sizes!.events.toLocaleString()} raw events, ${sizes!.rollups.toLocaleString()} roll-up rows`);

  const statistics = createStatisticsService({ db, catalogue: { codeLabels: async () => ({ documentTypes: [], productTypes: [] }) } });
  const quarter = { from: '2026-08-30', to: '2026-11-27', granularity: 'week' as const };
  const year = { from: '2025-11-28', to: '2026-11-27', granularity: 'month' as const };
  /** A screen narrowed reads the roll-up that keeps its filters. */
  const region = { ...quarter, region: 'ASIA_PACIFIC' };

  const timed = async (times: number, ask: () => Promise<unknown>) => {
    const samples: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const start = performance.now();
      await ask();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
    return { p50: at(0.5), p95: at(0.95) };
  };

  const table = [];
  const cases = [['90 days by week', quarter], ['a year by month', year], ['90 days, one region', region]] as const;
  for (const [label, period] of (process.env.BENCH_CASE ? cases.filter(([l]) => l === process.env.BENCH_CASE) : cases)) {
    for (const screen of STAT_SCREENS as readonly StatScreen[]) {
      const rollups = await timed(runs, () => statistics.result(screen, period, 'en'));
      const raw = screen === 'userStatus' ? rollups : await timed(Math.max(2, Math.round(runs / 5)), () => statistics.result(screen, period, 'en', { source: 'raw' }));
      table.push({
        period: label, screen, 'roll-ups p50 ms': rollups.p50.toFixed(1), 'roll-ups p95 ms': rollups.p95.toFixed(1),
        'raw p50 ms': screen === 'userStatus' ? '(accounts)' : raw.p50.toFixed(0), 'raw p95 ms': screen === 'userStatus' ? '(accounts)' : raw.p95.toFixed(0),
        'raw / roll-ups (p95)': screen === 'userStatus' ? '—' : (raw.p95 / rollups.p95).toFixed(1),
      });
    }
  }
  console.table(table);
} finally {
  await database.close();
  if (!args.has('--keep')) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
