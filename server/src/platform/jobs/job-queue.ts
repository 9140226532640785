// Background jobs in PostgreSQL: added inside the caller's transaction, claimed with SKIP LOCKED under a
// lease the worker renews while the job runs. A worker that dies stops renewing; once its lease runs out
// another worker (or the same server after a restart) claims the job again, so nothing is lost.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import type { DbOrTx } from '../db/database.ts';
import { jobs } from './jobs.tables.ts';
import { isExpectedError } from '../log/expected.ts';

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

export interface JobQueueOptions {
  pool: pg.Pool;
  /** The tasks this worker runs: a list of runnable tasks, or (untyped) their definitions by name. */
  tasks: readonly RunnableTask[] | Record<string, AnyTask>;
  concurrency?: number;
  leaseMs?: number;
  pollMs?: number;
  log?: JobLog;
}

type LogMethod = (obj: Record<string, unknown>, msg: string) => void;
export interface JobLog { error: LogMethod; warn: LogMethod; info: LogMethod }

export interface JobQueue {
  start(): Promise<void>;
  /** Stops claiming, aborts running jobs and hands their leases back so another worker resumes them. */
  stop(): Promise<void>;
}

const CHANNEL = 'gsis_jobs';

export interface AddJobOptions {
  jobKey?: string; runAt?: Date; maxAttempts?: number;
  /** A job with the same key already there stays as it is (a planned run), instead of being brought forward. */
  ifAbsent?: boolean;
}

/** Adds a job in the caller's transaction: it runs only if that transaction commits. */
export async function addJob(tx: DbOrTx, task: string, payload: Record<string, unknown>, options: AddJobOptions = {}): Promise<void> {
  const insert = tx
    .insert(jobs)
    .values({ task, payload, jobKey: options.jobKey ?? null, runAt: options.runAt ?? sql`now()`, maxAttempts: options.maxAttempts ?? 5 });
  if (options.ifAbsent) await insert.onConflictDoNothing({ target: jobs.jobKey });
  else {
    await insert.onConflictDoUpdate({
      // The same key again: run it (again) now, with fresh attempts — e.g. a new file replaced the old one.
      target: jobs.jobKey,
      set: { payload, runAt: sql`now()`, attempts: 0, lastError: null },
    });
  }
  await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${task})`);
}

/** Adds many jobs of one task at once, in the caller's transaction (distinct keys, or none). */
export async function addJobs(tx: DbOrTx, task: string, jobsToAdd: { payload: Record<string, unknown>; jobKey?: string | undefined }[], options: Omit<AddJobOptions, 'jobKey'> = {}): Promise<void> {
  if (jobsToAdd.length === 0) return;
  await tx
    .insert(jobs)
    .values(jobsToAdd.map(({ payload, jobKey }) => ({ task, payload, jobKey: jobKey ?? null, runAt: options.runAt ?? sql`now()`, maxAttempts: options.maxAttempts ?? 5 })))
    .onConflictDoUpdate({ target: jobs.jobKey, set: { payload: sql`excluded.payload`, runAt: sql`now()`, attempts: 0, lastError: null } });
  await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${task})`);
}

/** A task's payload: a JSON object, read back from the jobs table. */
type PayloadSchema = z.ZodType<Record<string, unknown>>;

/**
 * A task as the queue runs it. Its payload is JSON from the table: with a schema, the worker checks it
 * before running, and a payload that does not match fails the job at once, with the reason.
 */
export type AnyTask = TaskDefinition<never> & { payload?: PayloadSchema };

/** A task that can be run: its stored name with the work, made from its dependencies (Task.with). */
export type RunnableTask = AnyTask & { name: string };

/**
 * A background task of a feature: the name its jobs carry in the jobs table, the schema of its payload, and
 * the work, made from the dependencies the app gives it when it starts the workers. Features add jobs with
 * enqueue(tx, task, payload), typed by the schema.
 */
export interface Task<S extends PayloadSchema, D> {
  readonly name: string;
  readonly payload: S;
  /** Jobs with the same key are one job (addJob). */
  readonly jobKey?: ((payload: z.output<S>) => string) | undefined;
  with(deps: D): RunnableTask;
}

export function defineTask<S extends PayloadSchema, D>(definition: {
  /** Stored in jobs.task: renaming it orphans the jobs already waiting. */
  name: string;
  payload: S;
  jobKey?: (payload: z.output<S>) => string;
  work: (deps: D) => TaskDefinition<z.output<S>>;
}): Task<S, D> {
  const { name, payload, jobKey, work } = definition;
  return {
    name, payload, jobKey,
    with: (deps) => ({ ...(work(deps) as AnyTask), name, payload }),
  };
}

/** Adds a job of a task in the caller's transaction: it runs only if that transaction commits. */
export async function enqueue<S extends PayloadSchema>(
  tx: DbOrTx, task: Task<S, never>, payload: z.output<S>, options: Omit<AddJobOptions, 'jobKey'> = {},
): Promise<void> {
  await addJob(tx, task.name, payload, { ...options, ...(task.jobKey ? { jobKey: task.jobKey(payload) } : {}) });
}

/** Adds one job of a task per payload in the caller's transaction, in one statement. */
export async function enqueueMany<S extends PayloadSchema>(
  tx: DbOrTx, task: Task<S, never>, payloads: z.output<S>[], options: Omit<AddJobOptions, 'jobKey'> = {},
): Promise<void> {
  await addJobs(tx, task.name, payloads.map((payload) => ({ payload, jobKey: task.jobKey?.(payload) })), options);
}

/** Backoff between attempts: 5 s, 20 s, 80 s … capped at 30 minutes. */
function retryDelaySeconds(attempt: number): number {
  return Math.min(1800, 5 * 4 ** (attempt - 1));
}

/** Backoff as people read it in the log. */
function waitText(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

/** last_error: what the previous attempt of this job failed with, on whichever worker it ran. */
interface ClaimedJob { id: number; task: string; payload: Record<string, unknown>; attempts: number; max_attempts: number; last_error: string | null }

function tasksByName(tasks: JobQueueOptions['tasks']): Record<string, AnyTask> {
  if (!Array.isArray(tasks)) return tasks as Record<string, AnyTask>;
  const byName: Record<string, AnyTask> = {};
  for (const task of tasks as readonly RunnableTask[]) {
    if (byName[task.name]) throw new Error(`two tasks are named ${task.name}`);
    byName[task.name] = task;
  }
  return byName;
}

/** Why a payload does not match its task's schema, one problem per field. */
function payloadProblems(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : 'payload'}: ${issue.message}`).join('; ');
}

export function createJobQueue({ pool, tasks: taskList, concurrency = 1, leaseMs = 30_000, pollMs = 2_000, log }: JobQueueOptions): JobQueue {
  const tasks = tasksByName(taskList);
  const workerId = `worker-${randomUUID()}`;
  const taskNames = Object.keys(tasks);
  const running = new Map<number, { abort: AbortController; done: Promise<void> }>();
  let stopped = true;
  let pollTimer: NodeJS.Timeout | undefined;
  let listener: pg.PoolClient | undefined;
  let draining: Promise<void> | undefined;
  /** Why the last claim failed, until one works again: while the database is away every poll fails alike. */
  let claimFailure: string | undefined;

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
        RETURNING id, task, payload, attempts, max_attempts, last_error`,
      [workerId, leaseMs / 1000, taskNames],
    );
    return rows[0];
  }

  /**
   * One line per failed attempt. The stack helps once: the same failure again (the message this job's
   * previous attempt recorded, by any worker, before or after a restart) or an expected one (a missing tool,
   * an unreachable relay) says everything in its message, so those are logged without it.
   */
  function logFailure(job: ClaimedJob, error: Error, { maxAttempts, exhausted, delay, repeated }: { maxAttempts: number; exhausted: boolean; delay: number; repeated: boolean }): void {
    if (!log) return;
    const context = { task: job.task, jobId: job.id, attempt: job.attempts, maxAttempts };
    const msg = exhausted
      ? `job failed; given up after ${job.attempts} attempt${job.attempts === 1 ? '' : 's'}`
      : `job failed; next attempt in ${waitText(delay)}`;
    if (!repeated && !isExpectedError(error)) log.error({ ...context, err: error }, msg);
    else if (exhausted) log.error({ ...context, error: error.message }, msg);
    else log.warn({ ...context, error: error.message }, msg);
  }

  /**
   * A payload its task's schema refuses cannot succeed on another attempt: the job is given up at once with
   * the reason (and stays, like any job given up). onGiveUp is not called: it would read the same payload.
   */
  async function refuse(job: ClaimedJob, error: z.ZodError): Promise<void> {
    const reason = `malformed payload for task ${job.task}: ${payloadProblems(error)}`.slice(0, 2000);
    log?.error({ task: job.task, jobId: job.id, attempt: job.attempts, error: reason }, 'job refused; given up');
    await pool.query(
      'UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = $3, attempts = max_attempts WHERE id = $1 AND locked_by = $2',
      [job.id, workerId, reason],
    );
  }

  async function execute(job: ClaimedJob, abort: AbortController): Promise<void> {
    const task = tasks[job.task]!;
    const parsed = task.payload?.safeParse(job.payload);
    if (parsed && !parsed.success) {
      await refuse(job, parsed.error);
      return;
    }
    const payload = parsed ? parsed.data : job.payload;
    const renew = setInterval(() => {
      pool.query('UPDATE jobs SET locked_until = now() + make_interval(secs => $2) WHERE id = $1 AND locked_by = $3', [job.id, leaseMs / 1000, workerId])
        .catch((error: unknown) => log?.error({ err: error, jobId: job.id }, 'could not renew a job lease'));
    }, Math.max(50, leaseMs / 3));
    try {
      await task.run(payload as never, { jobId: job.id, attempt: job.attempts, signal: abort.signal });
      await pool.query('DELETE FROM jobs WHERE id = $1 AND locked_by = $2', [job.id, workerId]);
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      if (abort.signal.aborted) {
        // Stopped on purpose: hand the job back untouched.
        await handBack(job.id);
        return;
      }
      // The smaller of the task's and the job's limits; a job that used them up stays, never claimed again.
      const maxAttempts = Math.min(task.maxAttempts ?? job.max_attempts, job.max_attempts);
      const exhausted = job.attempts >= maxAttempts;
      const lastError = error.message.slice(0, 2000);
      const delay = (task.retryDelaySeconds ?? retryDelaySeconds)(job.attempts);
      logFailure(job, error, { maxAttempts, exhausted, delay, repeated: job.last_error === lastError });
      await pool.query(
        `UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = $3, run_at = now() + make_interval(secs => $4),
                attempts = CASE WHEN $5 THEN max_attempts ELSE attempts END
          WHERE id = $1 AND locked_by = $2`,
        [job.id, workerId, lastError, delay, exhausted],
      );
      if (exhausted) await task.onGiveUp?.(payload as never, error);
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
        if (claimFailure !== undefined) {
          log?.info({}, 'claiming jobs again');
          claimFailure = undefined;
        }
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
      const message = error instanceof Error ? error.message : String(error);
      if (message !== claimFailure) log?.error({ err: error }, 'could not claim jobs');
      claimFailure = message;
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
