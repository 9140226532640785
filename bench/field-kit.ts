// The demo machine's field kit, taken as a phone takes it (issue 31; docs/performance.md, "A field kit's size and
// download"): the built server with its demo library, the demo dealer reading in Thai, the DX225LCA with a serial plate.
// Measures what the kit weighs (the plan's files, the watermarked copies that travel, the page texts, the reference
// part and its images) and how long the download takes over loopback — the first taking, which stamps the dealer's
// copies, and a second, which the server answers from the copies it keeps — in the order kit-download.ts fetches.
// Over loopback the time is the server's; a phone's network adds the bytes over its bandwidth (printed for 10 Mbit/s).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kitsApi, loginApi, pathOf, searchApi, type EndpointDefinition, type KitTaken } from '@gsis/contract';
import { startBuiltServer, sleep } from './server-process.ts';
import { recordFigure } from './summary.ts';

const PASSWORD = 'BenchKit2026';
const PLATE = 'EHFBF 10234';
const READER = 'th';
const PHONE_MBIT = 10;

const dataDir = mkdtempSync(path.join(tmpdir(), 'gsis-bench-kit-'));
const server = await startBuiltServer({ GSIS_DATA_DIR: dataDir, GSIS_DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });

let token = '';
async function send(endpoint: EndpointDefinition, body?: unknown, params: Record<string, string | number> = {}): Promise<Response> {
  return fetch(`${server.base}${pathOf(endpoint, params)}`, {
    method: endpoint.method,
    headers: { authorization: `Bearer ${token}`, 'accept-language': READER, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
async function json<T>(endpoint: EndpointDefinition, body?: unknown, params?: Record<string, string | number>): Promise<T> {
  const answer = await send(endpoint, body, params);
  if (!answer.ok) throw new Error(`${endpoint.path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Taking { ms: number; files: number; pages: number; reference: number; images: number }

/** One taking of the kit, fetched in kit-download.ts's order; what travelled and how long it took. */
async function take(modelId: number): Promise<Taking> {
  const started = performance.now();
  const taken = await json<KitTaken>(kitsApi.take, { modelId, serialNumber: PLATE, languages: [] });
  const kitId = taken.kit.kitId;
  const reference = await send(kitsApi.reference, undefined, { kitId });
  const referenceBody = await reference.text();
  let images = 0;
  for (const symbol of (JSON.parse(referenceBody) as { symbols: { imageUrl: string }[] }).symbols) {
    images += (await (await fetch(`${server.base}${symbol.imageUrl}`)).arrayBuffer()).byteLength;
  }
  let files = 0;
  let pages = 0;
  for (const version of taken.plan.documents.filter((d) => d.publishType === 'PDF')) {
    files += (await (await send(kitsApi.file, undefined, { kitId, versionId: version.versionId })).arrayBuffer()).byteLength;
    pages += (await (await send(kitsApi.pages, undefined, { kitId, versionId: version.versionId })).arrayBuffer()).byteLength;
  }
  return { ms: performance.now() - started, files, pages, reference: Buffer.byteLength(referenceBody), images };
}

try {
  // The session's token comes in the answer's Authorization header (the seed's protocol).
  const signedIn = await send(loginApi.login, { id: 'dealer@gsis.local', password: PASSWORD });
  token = signedIn.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!signedIn.ok || !token) throw new Error(`sign-in: ${signedIn.status} ${await signedIn.text()}`);
  // The demo library is published and indexed in the background at the first start: wait for the service manual.
  // The demo library is published and indexed in the background at the first start: wait for the service manual.
  // The machine is read from its plate as the dialog reads it (search's resolution).
  type Planned = { documents: { publishType: string; bytes: number; title: string; pageCount: number | null }[] };
  let planned: Planned | undefined;
  let modelId = 0;
  // Its PDFs (the service manual, the Thai manual, the bulletin) all there and indexed (a page count).
  const complete = (plan: Planned | undefined) => {
    const pdfs = plan?.documents.filter((d) => d.publishType === 'PDF') ?? [];
    return pdfs.length >= 3 && pdfs.every((d) => d.pageCount !== null);
  };
  for (let tries = 0; tries < 600 && !complete(planned); tries++) {
    if (tries) await sleep(1000);
    const resolved = (await json<{ resolved: { modelId: number }[] }>(searchApi.index, { searchWord: PLATE, countOnly: true })).resolved[0];
    if (!resolved) continue;
    modelId = resolved.modelId;
    planned = await json(kitsApi.plan, { modelId, serialNumber: PLATE, languages: [] });
  }
  if (!planned) throw new Error('the demo library never arrived');
  const pdfs = planned!.documents.filter((d) => d.publishType === 'PDF');
  const stored = pdfs.reduce((sum, d) => sum + d.bytes, 0);

  const first = await take(modelId);
  const second = await take(modelId);
  const total = (t: Taking) => t.files + t.pages + t.reference + t.images;
  const overPhone = (t: Taking) => (total(t) * 8) / (PHONE_MBIT * 1_000_000) * 1000;

  console.log(`\nThe ${PLATE} (DX225LCA) kit of the demo dealer reading in Thai: ${pdfs.length} PDFs (${pdfs.map((d) => d.title).join('; ')})`);
  console.table([
    { part: 'PDFs as stored', bytes: mb(stored) },
    { part: "PDFs as the dealer's watermarked copies", bytes: mb(first.files), 'ratio to stored': (first.files / stored).toFixed(3) },
    { part: 'page texts (offline search)', bytes: mb(first.pages) },
    { part: 'guides, terms, symbols (JSON)', bytes: mb(first.reference) },
    { part: 'symbol images', bytes: mb(first.images) },
    { part: 'the whole kit', bytes: mb(total(first)) },
  ]);
  console.table([
    { taking: 'first (copies stamped)', 'over loopback': seconds(first.ms), [`+ bytes at ${PHONE_MBIT} Mbit/s`]: seconds(first.ms + overPhone(first)) },
    { taking: 'again (copies kept)', 'over loopback': seconds(second.ms), [`+ bytes at ${PHONE_MBIT} Mbit/s`]: seconds(second.ms + overPhone(second)), 'ratio to first': (second.ms / first.ms).toFixed(2) },
  ]);
  await recordFigure({ name: `field kit of the DX225LCA (th): size, first download over loopback`, target: 'recorded', met: true, measured: `${mb(total(first))}, ${seconds(first.ms)}` });
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
