// Waiting in a test for something the background workers do: asks again every 100 ms until the probe answers.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/database.ts';

export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the jobs of a task queued so far have run: none is due, running or waiting for another attempt. */
export async function jobsDone(db: Db, task: string, timeoutMs = 60_000): Promise<void> {
  await until(`the ${task} jobs`, async () => {
    const { rows } = await db.execute(sql`SELECT 1 FROM jobs WHERE task = ${task} AND attempts < max_attempts`);
    return rows.length === 0 ? true : undefined;
  }, timeoutMs);
}
