// The background job queue's table (job-queue.ts).
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/shared.tables.ts';

/**
 * Background jobs (text extraction, later e-mail): claimed with SKIP LOCKED under a lease the worker
 * renews while it runs, so a job whose worker died is picked up again once the lease runs out.
 */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  task: text('task').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** Jobs with the same key are one job: adding it again while it waits does nothing. */
  jobKey: text('job_key'),
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('jobs_job_key').on(t.jobKey), index('jobs_due_idx').on(t.runAt)]);
