// The embedded default: survives a restart with its data, recovers after a crash, refuses a second owner.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function waitForExit(pid: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`process ${pid} did not exit`);
}

describe('embedded PostgreSQL', () => {
  it('keeps its data across a restart and a crash, and refuses a second server on the same folder', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gsis-embedded-'));
    dirs.push(dataDir);

    const first = await startEmbeddedPostgres(dataDir, () => undefined);
    expect(new URL(first.url).hostname).toBe('127.0.0.1');
    await query(first.url, "CREATE TABLE kept (word text); INSERT INTO kept VALUES ('엔진 오일 교환')");
    await expect(startEmbeddedPostgres(dataDir, () => undefined)).rejects.toThrow(/already running/);
    await first.stop();

    const second = await startEmbeddedPostgres(dataDir, () => undefined);
    expect((await query(second.url, 'SELECT word FROM kept')).rows).toEqual([{ word: '엔진 오일 교환' }]);
    expect((await query(second.url, 'SHOW server_encoding')).rows[0].server_encoding).toBe('UTF8');

    // A crash: the server dies without cleaning up, leaving postmaster.pid behind.
    const pid = await postmasterPid(dataDir);
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid);

    const third = await startEmbeddedPostgres(dataDir, () => undefined);
    expect((await query(third.url, 'SELECT count(*)::int AS n FROM kept')).rows[0].n).toBe(1);
    await third.stop();
  }, 120_000);
});
