// Serving a 320-page manual, side by side in one run: the original file streamed to a library manager,
// the reader's watermarked copy (the reader's part of the update made on their first open, then kept), time to
// first byte of a watermarked copy, and the server's peak memory while 8 readers open it for the first time at once.
// Usage: npm run bench:library (BENCH_SECONDS, BENCH_DATABASE_URL adjust it)
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createUser } from '../server/test/factories.ts';
import { adminUrl, PASSWORD, withBenchServer } from './server.ts';
import { median } from './interleaved.ts';
import { recordFigure } from './summary.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const MANUAL = path.resolve(import.meta.dirname, '../server/demo-content/dx225lca-service-manual-en.pdf');

/** Reads a response to the end without keeping it: the client must not be what uses the memory. */
async function drain(response: Response): Promise<number> {
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

async function throughput(send: () => Promise<Response>, clients: number): Promise<{ mbPerSecond: number; requests: number }> {
  let bytes = 0;
  let requests = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < until) {
      bytes += await drain(await send());
      requests++;
    }
  }));
  return { mbPerSecond: bytes / 1_048_576 / ((performance.now() - started) / 1000), requests };
}

async function timeToFirstByte(send: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await send();
  const reader = response.body!.getReader();
  await reader.read();
  const elapsed = performance.now() - start;
  await reader.cancel();
  return elapsed;
}


await withBenchServer(async ({ base, database, login }) => {
  const post = async <T>(token: string, route: string, body: unknown): Promise<T> => {
    const response = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${route}: HTTP ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  };

  // Publish the manual the way an administrator does.
  const manager = await login('docmanager@gsis.local');
  const [type] = await post<{ id: number; code: string }[]>(manager, '/mgmt/doctype/list', {});
  const [line] = await post<{ id: number }[]>(manager, '/mgmt/product/list', {});
  const { id: documentId } = await post<{ id: number }>(manager, '/mgmt/document/save', { title: 'Bench manual', documentTypeId: type!.id, productId: line!.id });
  const version = { documentId, versionLabel: '1.0', publishType: 'PDF', language: 'en', isFinal: true };
  const { id: versionId } = await post<{ id: number }>(manager, '/mgmt/document/version/save', version);
  const upload = await fetch(`${base}/mgmt/document/version/upload?versionId=${versionId}&fileName=manual.pdf`, {
    method: 'POST', headers: { authorization: manager, 'content-type': 'application/octet-stream' }, body: await readFile(MANUAL),
  });
  if (!upload.ok) throw new Error(`upload: ${upload.status}`);
  await post(manager, '/mgmt/document/version/save', { ...version, id: versionId, distributionStatus: 'DISTRIBUTED', distributedOn: '2026-11-21' });
  // Indexing reads the text and makes the part of the stamp every reader shares, as after any upload.
  const indexStarted = performance.now();
  for (;;) {
    const { rows } = await database.pool.query<{ index_status: string }>('SELECT index_status FROM document_versions WHERE id = $1', [versionId]);
    if (rows[0]?.index_status === 'INDEXED') break;
    if (rows[0]?.index_status === 'FAILED') throw new Error('indexing failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const indexedMs = performance.now() - indexStarted;

  // Readers allowed to read everything, each with their own watermark text.
  const readers = await Promise.all(Array.from({ length: 23 }, async (_, i) => {
    const user = await createUser(database.db, { loginId: `reader${i}@bench.local`, name: `리더 ${i} 王伟`, password: PASSWORD });
    await database.pool.query('UPDATE users SET allow_all_documents = true WHERE id = $1', [user.id]);
    const token = await login(user.loginId);
    const { fileUrl } = await post<{ fileUrl: string }>(token, '/service/document/ticket', { versionId });
    return `${base}${fileUrl}`;
  }));
  const { fileUrl: managerUrl } = await post<{ fileUrl: string }>(manager, '/service/document/ticket', { versionId });
  const size = (await stat(MANUAL)).size;
  const pages = 320;

  // Time to first byte: a reader's first open makes their part of the update (the rest is the file and the
  // shared part, made at indexing); later opens find it kept.
  const cold = [] as number[];
  for (const reader of readers.slice(0, 5)) cold.push(await timeToFirstByte(() => fetch(reader)));
  const warm = [] as number[];
  for (let i = 0; i < 5; i++) warm.push(await timeToFirstByte(() => fetch(readers[0]!)));
  const raw = [] as number[];
  for (let i = 0; i < 5; i++) raw.push(await timeToFirstByte(() => fetch(`${base}${managerUrl}`)));

  const original = await throughput(() => fetch(`${base}${managerUrl}`), 4);
  const watermarked = await throughput(() => fetch(readers[0]!), 4);
  // Ten readers opening it for the first time, one after another: each one's part made, then the whole copy sent.
  const stampStart = performance.now();
  let stampedBytes = 0;
  for (const reader of readers.slice(5, 15)) stampedBytes += await drain(await fetch(reader));
  const stamping = { mbPerSecond: stampedBytes / 1_048_576 / ((performance.now() - stampStart) / 1000), requests: 10 };

  // Peak memory while 8 readers open the manual for the first time at once.
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 5);
  const burst = readers.slice(15, 23);
  await Promise.all(burst.map(async (reader) => drain(await fetch(reader))));
  clearInterval(sampler);

  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  console.log(`GSIS library benchmark: a ${pages}-page manual of ${mb(size)} MB, ${seconds} s per throughput case, one server, PostgreSQL at ${new URL(adminUrl).host}`);
  console.table([
    { case: 'original PDF, streamed (library manager)', 'MB/s': original.mbPerSecond.toFixed(1), requests: original.requests, 'vs original': '1.000' },
    { case: 'watermarked PDF, reader\'s part kept (reader)', 'MB/s': watermarked.mbPerSecond.toFixed(1), requests: watermarked.requests, 'vs original': (watermarked.mbPerSecond / original.mbPerSecond).toFixed(3) },
    { case: 'watermarked PDF, new readers one after another (part made per request)', 'MB/s': stamping.mbPerSecond.toFixed(1), requests: stamping.requests, 'vs original': (stamping.mbPerSecond / original.mbPerSecond).toFixed(3) },
  ]);
  console.table([
    { case: 'time to first byte, original', 'median ms': median(raw).toFixed(1) },
    { case: 'time to first byte, watermarked, a reader\'s first open', 'median ms': median(cold).toFixed(1) },
    { case: 'time to first byte, watermarked, opened again', 'median ms': median(warm).toFixed(1) },
  ]);
  await recordFigure({
    name: `watermarked ${pages}-page manual, first byte of a reader's first open (median of 5)`, target: '≤ 200 ms', met: median(cold) <= 200,
    measured: `${median(cold).toFixed(1)} ms`, bare: `the original file: ${median(raw).toFixed(1)} ms`,
  });
  const update = (await drain(await fetch(readers[0]!))) - size;
  console.log(`indexing (the text, and the part of the stamp every reader shares) took ${(indexedMs / 1000).toFixed(1)} s; a reader's copy is the file and ${(update / 1024).toFixed(0)} KB of update`);
  console.log(`peak server memory while 8 readers open it for the first time at once: ${mb(peak)} MB RSS (${mb(peak - baseline)} MB above the ${mb(baseline)} MB before)`);
});
