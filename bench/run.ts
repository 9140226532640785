// Measures the foundation's hot paths side by side in one run and prints their cost relative to a bare
// route on the same server: these machines are shared and noisy, so only ratios are comparable.
// Usage: npm run bench (BENCH_SECONDS, BENCH_CONCURRENCY and BENCH_DATABASE_URL adjust it)
import { adminUrl, PASSWORD, withBenchServer } from './server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface Result { name: string; requests: number; rps: number; p50: number; p99: number }

async function measure(name: string, send: () => Promise<Response>): Promise<Result> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < until) {
      const start = performance.now();
      const response = await send();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      latencies.push(performance.now() - start);
    }
  }));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name, requests: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

await withBenchServer(async ({ base, login }) => {
  const signIn = () => fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'dealer@gsis.local', password: PASSWORD }) });
  const token = await login('dealer@gsis.local');

  console.log(`GSIS foundation benchmark: ${seconds} s per case, ${concurrency} concurrent clients, one server, PostgreSQL at ${new URL(adminUrl).host}`);
  const results = [
    await measure('bare route: GET /api/site', () => fetch(`${base}/api/site`)),
    await measure('GET /relatedlink/list', () => fetch(`${base}/relatedlink/list`)),
    await measure('GET /menu/user/list (anonymous)', () => fetch(`${base}/menu/user/list?requestUrl=/main`)),
    await measure('GET /menu/user/list (signed in)', () => fetch(`${base}/menu/user/list?requestUrl=/main`, { headers: { authorization: token } })),
    await measure('GET /api/check/session', () => fetch(`${base}/api/check/session`, { headers: { authorization: token } })),
    await measure('POST /api/login (argon2id)', signIn),
  ];
  const bare = results[0]!;
  console.table(results.map((r) => ({
    case: r.name, requests: r.requests, 'req/s': Math.round(r.rps), 'p50 ms': r.p50.toFixed(2), 'p99 ms': r.p99.toFixed(2),
    'req/s vs bare': (r.rps / bare.rps).toFixed(3),
  })));
});
