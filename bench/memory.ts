// Idle memory of the built server with the demo loaded (issue 16: "≤ 250 MB RSS"): starts `node server/dist/main.js`
// on a fresh database with the demo data and library, waits until every demo version is indexed and the server
// has been idle a while, reads its resident set from /proc; then restarts it on the same data and reads it again.
// Needs the server built first (npm run build -w server); BENCH_DATABASE_URL and BENCH_IDLE_SECONDS adjust it.
// Usage: npm run bench:memory
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshBenchDatabase } from './server.ts';
import { freePort, requireBuiltServer, sleep, startServer, stopServer, waitFor, type ServerProcess } from './server-process.ts';
import { recordFigure } from './summary.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const MANIFEST = path.join(ROOT, 'server/demo-content/manifest.json');
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const TARGET_MB = 250;

requireBuiltServer();

/** Resident set and its peak (kB in /proc/<pid>/status), in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

type Running = ServerProcess & { releases: number[] };

function start(env: NodeJS.ProcessEnv): Running {
  const releases: number[] = [];
  // The server's debug record of each idle release, with the pause it took (platform/memory/idle-memory.ts).
  const running = startServer(env, (line) => {
    if (!line.includes('idle: memory released')) return;
    try {
      const ms = (JSON.parse(line) as { ms?: unknown }).ms;
      if (typeof ms === 'number') releases.push(ms);
    } catch {
      // not a log record
    }
  });
  return { ...running, releases };
}
const stop = stopServer;

const { name, url, admin } = await freshBenchDatabase();
const db = new pg.Client({ connectionString: url.toString() });
const dataDir = await mkdtemp(path.join(tmpdir(), 'gsis-bench-memory-'));
const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as { documents: { versions: unknown[] }[] };
const demoVersions = manifest.documents.reduce((sum, doc) => sum + doc.versions.length, 0);

const port = await freePort();
const env = {
  // Debug: the server then logs each idle release of memory (and nothing else, as nobody sends it requests).
  PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'debug', LOG_FORMAT: 'json', DATABASE_URL: url.toString(),
  GSIS_DEMO_DATA: 'true', GSIS_DEMO_LIBRARY: 'true', GSIS_DATA_DIR: dataDir, GSIS_ADMIN_PASSWORD: 'Bench2026pass',
};
const listening = async () => (await fetch(`http://127.0.0.1:${port}/api/site`)).ok;

/** Every demo version indexed (or failed), the library's publishing done and no job due. */
async function demoIndexed(): Promise<boolean> {
  const published = await db.query(`SELECT 1 FROM system_settings WHERE key = 'demo-library-published'`);
  if (published.rowCount === 0) return false;
  const { rows } = await db.query<{ settled: number; pending: number }>(`
    SELECT count(*) FILTER (WHERE index_status IN ('INDEXED', 'FAILED'))::int AS settled,
           count(*) FILTER (WHERE index_status IN ('WAITING', 'INDEXING'))::int AS pending
    FROM document_versions`);
  if (rows[0]!.pending > 0 || rows[0]!.settled < demoVersions) return false;
  return jobsSettled();
}

async function jobsSettled(): Promise<boolean> {
  const { rows } = await db.query<{ due: number }>('SELECT count(*)::int AS due FROM jobs WHERE run_at <= now() AND attempts < max_attempts');
  return rows[0]!.due === 0;
}

/** CPU time the process has used (user and system), in clock ticks (/proc/<pid>/stat fields 14 and 15). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Processes whose parent is `pid` (the server's PDF helpers, while they live). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).flatMap((entry) => {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(entry)] : [];
    } catch {
      return []; // gone meanwhile
    }
  });
}

/** Clock ticks a second (USER_HZ, 100 on Linux). */
const TICKS = 100;
/** A second in which the server used more CPU than this share is not idle. */
const BUSY_SHARE = 0.05;

/**
 * Waits until the server has been idle — no request (this bench sends none), no job due, and under 5 % of a core
 * each second — for `IDLE_SECONDS` in a row (a job that comes due meanwhile, the statistics roll-up every five
 * minutes, starts the count again), then reads its resident set. `timeline` has it every five seconds.
 */
async function idleMemory(running: Running): Promise<{ rss: number; peak: number; timeline: number[]; waited: number; helpers: number }> {
  const pid = running.child.pid!;
  await waitFor(running, 'the background jobs', 120_000, jobsSettled);
  const began = Date.now();
  const timeline: number[] = [];
  let quietFor = 0;
  let last = cpuTicks(pid);
  for (let second = 0; quietFor < IDLE_SECONDS; second++) {
    if (second % 5 === 0) timeline.push(memoryOf(pid).rss);
    if (second > 300) throw new Error(`the server did not go idle within five minutes:\n${running.output()}`);
    await sleep(1000);
    const now = cpuTicks(pid);
    quietFor = now - last > TICKS * BUSY_SHARE ? 0 : quietFor + 1;
    last = now;
  }
  const now = memoryOf(pid);
  return { ...now, timeline: [...timeline, now.rss], waited: (Date.now() - began) / 1000, helpers: childrenOf(pid).length };
}

const rows: { stage: string; 'RSS MB': string; 'peak RSS MB': string; seconds: string; 'idle wait s': string; 'idle releases (ms)': string; 'PDF helpers left': number }[] = [];
const releasesOf = (running: Running) => running.releases.map((ms) => ms.toFixed(0)).join(', ') || 'none';
let first: Running | undefined;
let second: Running | undefined;
try {
  await db.connect();
  let began = Date.now();
  first = start(env);
  await waitFor(first, 'the server to listen', 120_000, listening);
  await waitFor(first, `the ${demoVersions} demo versions to be indexed`, 600_000, demoIndexed);
  const indexedIn = (Date.now() - began) / 1000;
  const afterIndexing = await idleMemory(first);
  rows.push({ stage: 'first start, demo indexed, idle', 'RSS MB': afterIndexing.rss.toFixed(0), 'peak RSS MB': afterIndexing.peak.toFixed(0), seconds: `${indexedIn.toFixed(1)} to index`, 'idle wait s': afterIndexing.waited.toFixed(0), 'idle releases (ms)': releasesOf(first), 'PDF helpers left': afterIndexing.helpers });
  await stop(first);

  began = Date.now();
  second = start(env);
  await waitFor(second, 'the restarted server to listen', 120_000, listening);
  const listenedIn = (Date.now() - began) / 1000;
  const afterRestart = await idleMemory(second);
  rows.push({ stage: 'restart on the same data, idle', 'RSS MB': afterRestart.rss.toFixed(0), 'peak RSS MB': afterRestart.peak.toFixed(0), seconds: `${listenedIn.toFixed(1)} to listen`, 'idle wait s': afterRestart.waited.toFixed(0), 'idle releases (ms)': releasesOf(second), 'PDF helpers left': afterRestart.helpers });
  await stop(second);

  console.log(`\nIdle server memory with the demo loaded (node ${process.version}; read from /proc/<pid>/status once the server has been idle ${IDLE_SECONDS} s in a row)`);
  console.table(rows);
  const seconds = (timeline: number[]) => timeline.map((mb, i) => (i === timeline.length - 1 ? `end ${mb.toFixed(0)}` : `${i * 5} s ${mb.toFixed(0)}`)).join(', ');
  console.log(`RSS MB over the idle wait — first start: ${seconds(afterIndexing.timeline)}; restart: ${seconds(afterRestart.timeline)}`);
  const met = afterIndexing.rss <= TARGET_MB && afterRestart.rss <= TARGET_MB;
  await recordFigure({
    name: 'idle server memory, demo loaded (after indexing / after restart)',
    target: `≤ ${TARGET_MB} MB RSS`,
    met,
    measured: `${afterIndexing.rss.toFixed(0)} MB / ${afterRestart.rss.toFixed(0)} MB`,
  });
} finally {
  if (first) await stop(first);
  if (second) await stop(second);
  await db.end().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
