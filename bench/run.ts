// Measures the foundation's hot paths side by side in one run and prints their cost relative to a bare
// route on the same server: these machines are shared and noisy, so only ratios are comparable.
// The server is the built one (npm run build -w server first), in a process of its own.
// Usage: npm run bench (BENCH_SECONDS, BENCH_CONCURRENCY and BENCH_DATABASE_URL adjust it)
import { interleavedRounds } from './interleaved.ts';
import { lightClient, type Reply } from './server-process.ts';
import { recordFigure } from './summary.ts';
import { adminUrl, PASSWORD, withBenchServer, type BenchServer } from './server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

const rounds = 3;

interface Case { name: string; send: () => Promise<Reply> }
interface Result { name: string; requests: number; rps: number; p50: number; p99: number }

/** Sends one case's requests from every client for `ms`, adding each one's latency to `latencies`. */
async function load({ name, send }: Case, ms: number, latencies: number[]): Promise<void> {
  const until = performance.now() + ms;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < until) {
      const start = performance.now();
      const response = await send();
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      latencies.push(performance.now() - start);
    }
  }));
}

/** Every case, measured side by side (see interleaved.ts) for `seconds` in all. */
async function measureAll(cases: Case[]): Promise<Result[]> {
  const latencies = cases.map(() => [] as number[]);
  await interleavedRounds(cases, rounds, (c) => load(c, 500, []), (c, i) => load(c, (seconds * 1000) / rounds, latencies[i]!));
  return cases.map(({ name }, i) => {
    const sorted = latencies[i]!.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { name, requests: sorted.length, rps: sorted.length / seconds, p50: at(0.5), p99: at(0.99) };
  });
}

/** Waits until the background jobs the fresh install queued (the first statistics roll-up) are done: they would share the cores with the first cases. */
async function jobsSettled(database: BenchServer['database']): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 250) {
    const { rows } = await database.pool.query<{ due: number }>('SELECT count(*)::int AS due FROM jobs WHERE run_at <= now() AND attempts < max_attempts');
    if (rows[0]!.due === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await withBenchServer(async ({ base, login, database }) => {
  await jobsSettled(database);
  const client = lightClient(base, concurrency);
  const signIn = () => client.send('POST', '/api/login', {}, { id: 'dealer@gsis.local', password: PASSWORD });
  const token = await login('dealer@gsis.local');

  console.log(`GSIS foundation benchmark: ${seconds} s per case in ${rounds} interleaved rounds, ${concurrency} concurrent clients, one server (server/dist/main.js in its own process), PostgreSQL at ${new URL(adminUrl).host}`);
  const results = await measureAll([
    { name: 'bare route: GET /api/site', send: () => client.send('GET', '/api/site') },
    { name: 'GET /relatedlink/list', send: () => client.send('GET', '/relatedlink/list') },
    { name: 'GET /menu/user/list (anonymous)', send: () => client.send('GET', '/menu/user/list?requestUrl=/main') },
    { name: 'GET /menu/user/list (signed in)', send: () => client.send('GET', '/menu/user/list?requestUrl=/main', { authorization: token }) },
    { name: 'GET /api/check/session', send: () => client.send('GET', '/api/check/session', { authorization: token }) },
  ]);
  // Last and apart: every sign-in rewrites the dealer's row and adds a session, which would slow the cases after it.
  results.push(...await measureAll([{ name: 'POST /api/login (argon2id)', send: signIn }]));
  const bare = results[0]!;
  console.table(results.map((r) => ({
    case: r.name, requests: r.requests, 'req/s': Math.round(r.rps), 'p50 ms': r.p50.toFixed(2), 'p99 ms': r.p99.toFixed(2),
    'req/s vs bare': (r.rps / bare.rps).toFixed(3),
  })));
  const bareFigure = `${Math.round(bare.rps)} req/s (${concurrency} clients)`;
  for (const name of ['GET /menu/user/list (signed in)', 'GET /api/check/session']) {
    const r = results.find((result) => result.name === name)!;
    await recordFigure({ name: `${name}, throughput`, target: '≥ 0.5× bare', met: r.rps >= 0.5 * bare.rps, measured: `${Math.round(r.rps)} req/s = ${(r.rps / bare.rps).toFixed(2)}×`, bare: bareFigure });
  }
  client.close();
}, { ownProcess: true });
