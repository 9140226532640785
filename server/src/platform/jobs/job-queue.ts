// Background jobs in PostgreSQL: added inside the caller's transaction, claimed with SKIP LOCKED under a
// lease the worker renews while the job runs. A worker that dies stops renewing; once its lease runs out
// another worker (or the same server after a restart) claims the job again, so nothing is lost.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '../db/database.ts';
import { jobs } from '../db/schema.ts';

export interface JobContext {
  jobId: number;
  attempt: number;
  /** Aborted when the worker stops; long jobs should give up at the next safe point. */
  signal: AbortSignal;
}

export interface TaskDefinition<P> {
  run(payload: P, context: JobContext): Promise<void>;
  /** Called once when the last attempt has failed, to record the failure where people see it. */
  onGiveUp?(payload: P, error: Error): Promise<void>;
  maxAttempts?: number;
  /** Seconds to wait before attempt n + 1 after attempt n failed; the queue's backoff when absent. */
  retryDelaySeconds?(attempt: number): number;
}

/** Payloads are JSON from the table: each task trusts the shape it was added with. */
type AnyTask = TaskDefinition<never>;

export interface JobQueueOptions {
  pool: pg.Pool;
  tasks: Record<string, AnyTask>;
  concurrency?: number;
  leaseMs?: number;
  pollMs?: number;
  log?: { error(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
}

export interface JobQueue {
  start(): Promise<void>;
  /** Stops claiming, aborts running jobs and hands their leases back so another worker resumes them. */
  stop(): Promise<void>;
}

const CHANNEL = 'gsis_jobs';

export interface AddJobOptions { jobKey?: string; runAt?: Date; maxAttempts?: number }

/** Adds a job in the caller's transaction: it runs only if that transaction commits. */
export async function addJob(tx: DbOrTx, task: string, payload: Record<string, unknown>, options: AddJobOptions = {}): Promise<void> {
  await tx
    .insert(jobs)
    .values({ task, payload, jobKey: options.jobKey ?? null, runAt: options.runAt ?? sql`now()`, maxAttempts: options.maxAttempts ?? 5 })
    .onConflictDoUpdate({
      // The same key again: run it (again) now, with fresh attempts — e.g. a new file replaced the old one.
      target: jobs.jobKey,
      set: { payload, runAt: sql`now()`, attempts: 0, lastError: null },
    });
  await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${task})`);
}

/** Backoff between attempts: 5 s, 20 s, 80 s … capped at 30 minutes. */
function retryDelaySeconds(attempt: number): number {
  return Math.min(1800, 5 * 4 ** (attempt - 1));
}

interface ClaimedJob { id: number; task: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }

export function createJobQueue({ pool, tasks, concurrency = 1, leaseMs = 30_000, pollMs = 2_000, log }: JobQueueOptions): JobQueue {
  const workerId = `worker-${randomUUID()}`;
  const taskNames = Object.keys(tasks);
  const running = new Map<number, { abort: AbortController; done: Promise<void> }>();
  let stopped = true;
  let pollTimer: NodeJS.Timeout | undefined;
  let listener: pg.PoolClient | undefined;
  let draining: Promise<void> | undefined;

  /** Unlocks a job this worker holds without spending the attempt its claim counted. */
  async function handBack(jobId: number): Promise<void> {
    await pool.query('UPDATE jobs SET locked_by = NULL, locked_until = NULL, attempts = attempts - 1 WHERE id = $1 AND locked_by = $2', [jobId, workerId]);
  }

  async function claim(): Promise<ClaimedJob | undefined> {
    const { rows } = await pool.query<ClaimedJob>(
      `UPDATE jobs SET locked_by = $1, locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
        WHERE id = (
          SELECT id FROM jobs
           WHERE task = ANY($3) AND run_at <= now() AND attempts < max_attempts
             AND (locked_until IS NULL OR locked_until < now())
           ORDER BY run_at, id
           FOR UPDATE SKIP LOCKED
           LIMIT 1)
        RETURNING id, task, payload, attempts, max_attempts`,
      [workerId, leaseMs / 1000, taskNames],
    );
    return rows[0];
  }

  async function execute(job: ClaimedJob, abort: AbortController): Promise<void> {
    const task = tasks[job.task]!;
    const renew = setInterval(() => {
      pool.query('UPDATE jobs SET locked_until = now() + make_interval(secs => $2) WHERE id = $1 AND locked_by = $3', [job.id, leaseMs / 1000, workerId])
        .catch((error: unknown) => log?.error({ err: error, jobId: job.id }, 'could not renew a job lease'));
    }, Math.max(50, leaseMs / 3));
    try {
      await task.run(job.payload as never, { jobId: job.id, attempt: job.attempts, signal: abort.signal });
      await pool.query('DELETE FROM jobs WHERE id = $1 AND locked_by = $2', [job.id, workerId]);
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      if (abort.signal.aborted) {
        // Stopped on purpose: hand the job back untouched.
        await handBack(job.id);
        return;
      }
      log?.error({ err: error, jobId: job.id, task: job.task, attempt: job.attempts }, 'job failed');
      // The smaller of the task's and the job's limits; a job that used them up stays, never claimed again.
      const exhausted = job.attempts >= Math.min(task.maxAttempts ?? job.max_attempts, job.max_attempts);
      await pool.query(
        `UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = $3, run_at = now() + make_interval(secs => $4),
                attempts = CASE WHEN $5 THEN max_attempts ELSE attempts END
          WHERE id = $1 AND locked_by = $2`,
        [job.id, workerId, error.message.slice(0, 2000), (task.retryDelaySeconds ?? retryDelaySeconds)(job.attempts), exhausted],
      );
      if (exhausted) await task.onGiveUp?.(job.payload as never, error);
    } finally {
      clearInterval(renew);
    }
  }

  function drain(): Promise<void> {
    if (stopped) return Promise.resolve();
    draining ??= claimWhileFree().finally(() => { draining = undefined; });
    return draining;
  }

  async function claimWhileFree(): Promise<void> {
    try {
      while (!stopped && running.size < concurrency) {
        const job = await claim();
        if (!job) break;
        if (stopped) {
          // Stopped while claiming: hand it back untouched for another worker.
          await handBack(job.id);
          break;
        }
        const abort = new AbortController();
        const done = execute(job, abort)
          .catch((error: unknown) => log?.error({ err: error, jobId: job.id }, 'job bookkeeping failed'))
          .finally(() => {
            running.delete(job.id);
            void drain();
          });
        running.set(job.id, { abort, done });
      }
    } catch (error) {
      log?.error({ err: error }, 'could not claim jobs');
    }
  }

  return {
    async start() {
      stopped = false;
      try {
        listener = await pool.connect();
        listener.on('notification', () => void drain());
        listener.on('error', () => undefined);
        await listener.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        // Without notifications the poll below still finds every job, only later.
        log?.error({ err: error }, 'could not listen for new jobs; polling only');
        listener?.release(true);
        listener = undefined;
      }
      pollTimer = setInterval(() => void drain(), pollMs);
      void drain();
    },
    async stop() {
      stopped = true;
      if (pollTimer) clearInterval(pollTimer);
      await draining;
      for (const { abort } of running.values()) abort.abort();
      await Promise.allSettled([...running.values()].map((r) => r.done));
      if (listener) {
        await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        listener.release();
        listener = undefined;
      }
    },
  };
}
