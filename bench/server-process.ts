// The built server (`node server/dist/main.js`) in a process of its own, as it is deployed, and a light HTTP client
// to load it from the benchmark's process. Clients in the server's own process share its event loop and its
// garbage collector: their pauses (undici's fetch makes a great deal of garbage per request) were counted as the
// server's, at the 99th percentile most of all.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'server/dist/main.js');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exits with a clear message when the server has not been built. */
export function requireBuiltServer(): void {
  if (existsSync(MAIN)) return;
  console.error(`${path.relative(process.cwd(), MAIN)} is missing: build the server first (npm run build -w server)`);
  process.exit(1);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

export interface ServerProcess { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/** Starts the built server with `env` added to this process's; `onLine` hears each line it writes to stdout. */
export function startServer(env: NodeJS.ProcessEnv, onLine?: (line: string) => void): ServerProcess {
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  let partial = '';
  const keep = (chunk: Buffer) => { log = (log + chunk.toString('utf8')).slice(-8000); };
  child.stdout!.on('data', (chunk: Buffer) => {
    keep(chunk);
    if (!onLine) return;
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    lines.forEach(onLine);
  });
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => log, exited };
}

export async function stopServer(running: ServerProcess): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return;
  running.child.kill('SIGTERM');
  const killed = setTimeout(() => running.child.kill('SIGKILL'), 20_000);
  await running.exited;
  clearTimeout(killed);
}

/** Polls `ready` every half second; fails if the server exits or `limitMs` passes. */
export async function waitFor(running: ServerProcess, what: string, limitMs: number, ready: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (running.child.exitCode !== null) throw new Error(`the server exited (code ${running.child.exitCode}) while waiting for ${what}:\n${running.output()}`);
    if (await ready().catch(() => false)) return;
    await sleep(500);
  }
  throw new Error(`timed out waiting for ${what}:\n${running.output()}`);
}

/** The built server started with `env` on a free port, once it answers: where it listens, and how to stop it. */
export async function startBuiltServer(env: NodeJS.ProcessEnv): Promise<{ base: string; stop(): Promise<void> }> {
  requireBuiltServer();
  const port = await freePort();
  const server = startServer({ ...env, PORT: String(port), HOST: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  const probe = lightClient(base, 1);
  try {
    await waitFor(server, 'the server to listen', 120_000, async () => (await probe.send('GET', '/api/site')).ok);
  } catch (error) {
    await stopServer(server);
    throw error;
  } finally {
    probe.close();
  }
  return { base, stop: () => stopServer(server) };
}

export interface Reply { status: number; ok: boolean; headers: http.IncomingHttpHeaders; body: Buffer }

/**
 * A keep-alive HTTP/1.1 client of `base` with at most `connections` sockets, reading each answer whole: what a
 * load generator needs of a request and nothing more.
 */
export function lightClient(base: string, connections: number) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return {
    send(method: 'GET' | 'POST', route: string, headers: Record<string, string> = {}, body?: unknown): Promise<Reply> {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      return new Promise((resolve, reject) => {
        const request = http.request({
          host: hostname, port, method, path: route, agent,
          headers: payload ? { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) } : headers,
        }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            resolve({ status, ok: status >= 200 && status < 300, headers: response.headers, body: Buffer.concat(chunks) });
          });
          response.on('error', reject);
        });
        request.on('error', reject);
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
