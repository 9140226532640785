// The PostgreSQL job queue on a real database: jobs run once, failures are retried with backoff and given
// up on, a dead worker's job is picked up again after its lease, stop() hands jobs back, and two workers
// on one table never run the same job twice. Each test uses task names of its own; the app's own queue
// (started by the harness) only claims 'index-version'.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { ExpectedError } from '../log/expected.ts';
import { z } from 'zod';
import { addJob, createJobQueue, defineTask, enqueue, type JobLog, type JobQueue, type JobQueueOptions } from './job-queue.ts';

let t: TestContext;
let pool: pg.Pool;
const started: JobQueue[] = [];

beforeAll(async () => {
  t = await startTestApp();
  // A pool of its own, so the queues' listeners and claims do not wait behind the app's small pool.
  pool = new pg.Pool({ connectionString: t.databaseUrl, max: 12 });
  // The test database is dropped at the end WITH (FORCE): a connection still closing then hears "terminating
  // connection due to administrator command", which must not surface as an uncaught error of the run.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined);
  await pool.query('CREATE TABLE job_runs (id serial PRIMARY KEY, job_id bigint NOT NULL, task text NOT NULL, worker text NOT NULL, n integer NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())');
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((queue) => queue.stop()));
});
afterAll(async () => {
  await pool?.end();
  await t?.close();
});

const taskName = (label: string) => `test-${label}-${randomBytes(4).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(probe: () => Promise<T> | T, what: string, timeoutMs = 8000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

async function start(options: Omit<JobQueueOptions, 'pool'>): Promise<JobQueue> {
  const queue = createJobQueue({ pool, pollMs: 50, ...options });
  started.push(queue);
  await queue.start();
  return queue;
}

interface JobRow { id: number; attempts: number; max_attempts: number; locked_by: string | null; locked_until: Date | null; last_error: string | null; due_in: number }

async function jobsOf(task: string): Promise<JobRow[]> {
  const { rows } = await pool.query<JobRow>(
    'SELECT id::int, attempts, max_attempts, locked_by, locked_until, last_error, extract(epoch FROM run_at - now())::float AS due_in FROM jobs WHERE task = $1 ORDER BY id', [task],
  );
  return rows;
}

describe('a job', () => {
  it('added with addJob runs once and is then removed', async () => {
    const task = taskName('once');
    const runs: { payload: unknown; attempt: number }[] = [];
    await start({ tasks: { [task]: { run: async (payload, context) => { runs.push({ payload, attempt: context.attempt }); } } } });
    await addJob(t.database.db, task, { n: 7 });
    await waitFor(() => runs.length === 1, 'the run');
    await waitFor(async () => (await jobsOf(task)).length === 0, 'the row to go');
    await sleep(300);
    expect(runs).toEqual([{ payload: { n: 7 }, attempt: 1 }]);
  });

  it('added in a transaction that rolls back never runs', async () => {
    const task = taskName('rollback');
    let runs = 0;
    await start({ tasks: { [task]: { run: async () => { runs += 1; } } } });
    await expect(t.database.db.transaction(async (tx) => {
      await addJob(tx, task, { n: 1 });
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    await sleep(300);
    expect(runs).toBe(0);
    expect(await jobsOf(task)).toEqual([]);
  });

  it('added twice with one key while waiting is one job', async () => {
    const task = taskName('key');
    await addJob(t.database.db, task, { n: 1 }, { jobKey: `${task}:1` });
    await addJob(t.database.db, task, { n: 2 }, { jobKey: `${task}:1` });
    expect(await jobsOf(task)).toHaveLength(1);
    const payloads: unknown[] = [];
    await start({ tasks: { [task]: { run: async (payload) => { payloads.push(payload); } } } });
    await waitFor(async () => (await jobsOf(task)).length === 0, 'the row to go');
    expect(payloads).toEqual([{ n: 2 }]);
  });
});

describe('a task defined with a payload schema', () => {
  const counted = (name: string) => defineTask({
    name,
    payload: z.object({ n: z.number().int() }),
    jobKey: ({ n }) => `${name}:${n}`,
    work: ({ seen, givenUp }: { seen: unknown[]; givenUp: unknown[] }) => ({
      run: async (payload) => { seen.push(payload); },
      onGiveUp: async (payload) => { givenUp.push(payload); },
    }),
  });

  it('is added with enqueue under its name and key, and runs with the payload it was given', async () => {
    const task = counted(taskName('typed'));
    const seen: unknown[] = [];
    await enqueue(t.database.db, task, { n: 3 });
    await enqueue(t.database.db, task, { n: 3 });
    const { rows } = await pool.query('SELECT job_key, payload FROM jobs WHERE task = $1', [task.name]);
    expect(rows).toEqual([{ job_key: `${task.name}:3`, payload: { n: 3 } }]);
    await start({ tasks: [task.with({ seen, givenUp: [] })] });
    await waitFor(async () => (await jobsOf(task.name)).length === 0, 'the row to go');
    expect(seen).toEqual([{ n: 3 }]);
  });

  it('refuses a payload its schema does not accept: given up at once with the reason, and the worker goes on', async () => {
    const task = counted(taskName('malformed'));
    const seen: unknown[] = [];
    const givenUp: unknown[] = [];
    await addJob(t.database.db, task.name, { n: 'seven' });
    await start({ tasks: [task.with({ seen, givenUp })] });
    const refused = await waitFor(async () => (await jobsOf(task.name)).find((j) => j.last_error !== null), 'the refusal');
    expect(refused).toMatchObject({ attempts: 5, max_attempts: 5, locked_by: null, locked_until: null });
    expect(refused.last_error).toMatch(new RegExp(`^malformed payload for task ${task.name}: n: .*expected number`, 'i'));
    await enqueue(t.database.db, task, { n: 8 });
    await waitFor(() => seen.length === 1, 'the next job');
    await sleep(200);
    expect(seen).toEqual([{ n: 8 }]);
    expect(givenUp).toEqual([]);
    expect(await jobsOf(task.name)).toHaveLength(1);
  });
});

describe('a failing job', () => {
  it('is retried with backoff, and given up on after maxAttempts with one call of onGiveUp', async () => {
    const task = taskName('fail');
    const attempts: number[] = [];
    const givenUp: { payload: unknown; message: string }[] = [];
    await start({
      tasks: {
        [task]: {
          run: async (_payload, context) => {
            attempts.push(context.attempt);
            throw new Error(`boom ${context.attempt}`);
          },
          onGiveUp: async (payload, error) => { givenUp.push({ payload, message: error.message }); },
        },
      },
    });
    await addJob(t.database.db, task, { n: 1 }, { maxAttempts: 2 });

    // First attempt: failed, handed back, due again in about 5 seconds.
    const first = await waitFor(async () => (await jobsOf(task)).find((j) => j.last_error === 'boom 1' && j.locked_by === null), 'the first failure');
    expect(first).toMatchObject({ attempts: 1, max_attempts: 2, locked_until: null });
    expect(first.due_in).toBeGreaterThan(3);
    expect(first.due_in).toBeLessThanOrEqual(5);
    await sleep(200);
    expect(attempts).toEqual([1]);
    expect(givenUp).toEqual([]);

    // Due now: the second and last attempt fails too.
    await pool.query('UPDATE jobs SET run_at = now() WHERE id = $1', [first.id]);
    await waitFor(() => givenUp.length === 1, 'onGiveUp');
    expect(attempts).toEqual([1, 2]);
    expect(givenUp).toEqual([{ payload: { n: 1 }, message: 'boom 2' }]);
    const [last] = await jobsOf(task);
    expect(last).toMatchObject({ attempts: 2, last_error: 'boom 2', locked_by: null });
    // The backoff grows: 5 s, then 20 s.
    expect(last!.due_in).toBeGreaterThan(15);

    // Given up means given up: even when due, it is not run again.
    await pool.query('UPDATE jobs SET run_at = now() WHERE id = $1', [first.id]);
    await sleep(400);
    expect(attempts).toEqual([1, 2]);
    expect(givenUp).toHaveLength(1);
  });
});

describe('the log of a failing job', () => {
  /** A log that keeps what it is given, as pino would receive it. */
  function recordingLog(): JobLog & { lines: { level: string; obj: Record<string, unknown>; msg: string }[] } {
    const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
    const at = (level: string) => (obj: Record<string, unknown>, msg: string) => { lines.push({ level, obj, msg }); };
    return { lines, error: at('error'), warn: at('warn'), info: at('info') };
  }

  async function runToTheEnd(task: string, messages: (attempt: number) => Error, maxAttempts: number, log: JobLog): Promise<void> {
    let done = 0;
    await start({ log, tasks: { [task]: { maxAttempts, run: async (_p, context) => { throw messages(context.attempt); }, onGiveUp: async () => { done += 1; } } } });
    await addJob(t.database.db, task, { n: 1 });
    for (let round = 0; round < 40 && done === 0; round += 1) {
      await sleep(100);
      await pool.query('UPDATE jobs SET run_at = now() WHERE task = $1 AND locked_by IS NULL', [task]);
    }
    expect(done).toBe(1);
  }

  it('is a line per attempt with its count, with the stack only the first time a message is seen', async () => {
    const task = taskName('log');
    const log = recordingLog();
    const messages = ['disk full', 'disk full', 'network down', 'network down'];
    await runToTheEnd(task, (attempt) => new Error(messages[attempt - 1]), 4, log);
    const failures = log.lines.filter((l) => l.obj.task === task);
    expect(failures.map((l) => [l.level, l.obj.attempt, l.obj.maxAttempts, 'err' in l.obj])).toEqual([
      ['error', 1, 4, true], ['warn', 2, 4, false], ['error', 3, 4, true], ['error', 4, 4, false],
    ]);
    expect(failures[1]).toMatchObject({ msg: 'job failed; next attempt in 20 s', obj: { error: 'disk full' } });
    expect(failures[3]).toMatchObject({ msg: 'job failed; given up after 4 attempts', obj: { error: 'network down' } });
  });

  it('never carries the stack of an expected failure', async () => {
    const task = taskName('expected');
    const log = recordingLog();
    await runToTheEnd(task, () => new ExpectedError('pdftotext is not installed'), 2, log);
    const failures = log.lines.filter((l) => l.obj.task === task);
    expect(failures.map((l) => [l.level, 'err' in l.obj, l.obj.error])).toEqual([
      ['warn', false, 'pdftotext is not installed'], ['error', false, 'pdftotext is not installed'],
    ]);
  });
});

describe('the attempts a task declares', () => {
  it('bound its retries when the job was added without a limit: onGiveUp is called once, after the last one', async () => {
    const task = taskName('taskmax');
    const attempts: number[] = [];
    let givenUp = 0;
    await start({
      tasks: {
        [task]: {
          maxAttempts: 2,
          run: async (_payload, context) => {
            attempts.push(context.attempt);
            throw new Error(`boom ${context.attempt}`);
          },
          onGiveUp: async () => { givenUp += 1; },
        },
      },
    });
    await addJob(t.database.db, task, { n: 1 }); // the row gets the table's default limit (5)
    // Make every retry due at once, a few times over.
    for (let round = 0; round < 8; round += 1) {
      await sleep(150);
      await pool.query('UPDATE jobs SET run_at = now() WHERE task = $1 AND locked_by IS NULL', [task]);
    }
    await sleep(200);
    expect(attempts).toEqual([1, 2]);
    expect(givenUp).toBe(1);
  });
});

describe('a job whose worker died', () => {
  it('is picked up again once the dead worker’s lease has run out, and completes', async () => {
    const task = taskName('dead');
    await addJob(t.database.db, task, { n: 1 });
    // Claimed by a worker that then died: it never renews nor finishes.
    const claimed = await pool.query("UPDATE jobs SET locked_by = 'dead', locked_until = now() + interval '1 second', attempts = 1 WHERE task = $1", [task]);
    expect(claimed.rowCount).toBe(1);
    const claimedAt = Date.now();
    const runs: { attempt: number; at: number }[] = [];
    await start({ leaseMs: 500, tasks: { [task]: { run: async (_payload, context) => { runs.push({ attempt: context.attempt, at: Date.now() }); } } } });

    await waitFor(() => runs.length === 1, 'the job to be picked up again', 5000);
    expect(runs[0]!.attempt).toBe(2);
    // Not before the dead worker's lease ran out.
    expect(runs[0]!.at - claimedAt).toBeGreaterThanOrEqual(900);
    await waitFor(async () => (await jobsOf(task)).length === 0, 'the row to go');
    await sleep(200);
    expect(runs).toHaveLength(1);
  });

  it('is not taken by another worker while its own worker renews the lease', async () => {
    const task = taskName('renew');
    const runs: string[] = [];
    // The job runs for three leases; the lease is renewed every third of one.
    const slow = (worker: string) => ({ run: async () => { runs.push(worker); await sleep(1500); } });
    await start({ leaseMs: 500, tasks: { [task]: slow('A') } });
    await start({ leaseMs: 500, tasks: { [task]: slow('B') } });
    await addJob(t.database.db, task, { n: 1 });
    await waitFor(async () => runs.length === 1 && (await jobsOf(task)).length === 0, 'the job to finish', 6000);
    expect(runs).toHaveLength(1);
  });
});

describe('stopping a worker', () => {
  it('hands its running job back without spending an attempt, and a new worker resumes it', async () => {
    const task = taskName('stop');
    let startedRuns = 0;
    const first = await start({
      tasks: {
        [task]: {
          run: (_payload, context) => new Promise<void>((_resolve, reject) => {
            startedRuns += 1;
            context.signal.addEventListener('abort', () => reject(new Error('stopped')));
          }),
        },
      },
    });
    await addJob(t.database.db, task, { n: 1 });
    await waitFor(() => startedRuns === 1, 'the job to start');
    expect((await jobsOf(task))[0]).toMatchObject({ attempts: 1 });
    expect((await jobsOf(task))[0]!.locked_by).not.toBeNull();

    await first.stop();
    const [handedBack] = await jobsOf(task);
    expect(handedBack).toMatchObject({ attempts: 0, locked_by: null, locked_until: null, last_error: null });

    const resumed: number[] = [];
    await start({ tasks: { [task]: { run: async (_payload, context) => { resumed.push(context.attempt); } } } });
    await waitFor(() => resumed.length === 1, 'the job to resume');
    expect(resumed).toEqual([1]);
    await waitFor(async () => (await jobsOf(task)).length === 0, 'the row to go');
  });
});

describe('stopping a worker that has just started', () => {
  it('runs nothing after stop() has returned: a job claimed meanwhile is handed back', async () => {
    for (let round = 0; round < 3; round += 1) {
      const task = taskName('startstop');
      await addJob(t.database.db, task, { n: round });
      let stopped = false;
      const startedAfterStop: number[] = [];
      const queue = createJobQueue({
        pool, pollMs: 50,
        tasks: {
          [task]: {
            run: (_payload, context) => new Promise<void>((resolve, reject) => {
              if (stopped) startedAfterStop.push(round);
              context.signal.addEventListener('abort', () => reject(new Error('stopped')));
              setTimeout(resolve, 100);
            }),
          },
        },
      });
      await queue.start(); // its first claim is on its way
      await queue.stop();
      stopped = true;
      await sleep(300);
      expect(startedAfterStop, `round ${round}`).toEqual([]);
      const rows = await jobsOf(task);
      // Either it ran to the end before stop() returned, or it waits, unlocked and with its attempt unspent.
      if (rows.length) expect(rows[0], `round ${round}`).toMatchObject({ attempts: 0, locked_by: null });
    }
  });
});

describe('two workers on one table', () => {
  it('never run the same job twice', async () => {
    const task = taskName('pair');
    const record = (worker: string) => ({
      run: async (payload: { n: number }, context: { jobId: number }) => {
        await pool.query('INSERT INTO job_runs (job_id, task, worker, n) VALUES ($1, $2, $3, $4)', [context.jobId, task, worker, payload.n]);
        await sleep(5 + Math.floor(Math.random() * 25));
      },
    });
    await start({ concurrency: 2, tasks: { [task]: record('A') } });
    await start({ concurrency: 2, tasks: { [task]: record('B') } });
    for (let n = 1; n <= 20; n += 1) await addJob(t.database.db, task, { n });

    await waitFor(async () => (await jobsOf(task)).length === 0, 'every job to finish', 15_000);
    const { rows } = await pool.query<{ runs: number; jobs: number; ns: number }>(
      'SELECT count(*)::int AS runs, count(DISTINCT job_id)::int AS jobs, count(DISTINCT n)::int AS ns FROM job_runs WHERE task = $1', [task],
    );
    expect(rows[0]).toEqual({ runs: 20, jobs: 20, ns: 20 });
  });
});
