// Keeping the roll-ups: a background task counts the days whose events changed since it last ran (every day an
// event with a larger id than it read names, and always today and yesterday, where an event whose transaction
// committed late would land), each day recounted whole in one transaction; and it forgets raw events older than
// the retention, in batches. It runs every few minutes on whichever instance claims it.
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { addJob, defineTask } from '../../platform/jobs/job-queue.ts';
import { changedDays, deleteEventsBefore, rememberRolledUpTo, rollUpDays, takeRollupTurn, vacuumRollups } from './rollup.repo.ts';

export const ROLLUP_TASK = 'statistics-rollup';
/** How often the roll-ups catch up with the events. */
export const ROLLUP_EVERY_MS = 5 * 60_000;
const PURGE_BATCH = 50_000;

/** Brings the roll-ups up to the events: the changed days, up to 31 per transaction. */
export async function catchUp(db: Db, now: Date): Promise<number> {
  const { days, upTo } = await changedDays(db, now.toISOString().slice(0, 10));
  for (let i = 0; i < days.length; i += 31) {
    await db.transaction(async (tx) => {
      await takeRollupTurn(tx);
      await rollUpDays(tx, days.slice(i, i + 31));
    });
  }
  await vacuumRollups(db);
  await rememberRolledUpTo(db, upTo);
  return days.length;
}

/** Forgets raw events older than the retention (the roll-ups keep their counts); how many went. */
export async function purgeRawEvents(db: Db, now: Date, retentionDays: number): Promise<number> {
  // Whole UTC days only, so a day the roll-ups may still recount (today, yesterday) is never cut in two.
  const before = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - retentionDays));
  let purged = 0;
  for (;;) {
    const deleted = await deleteEventsBefore(db, before, PURGE_BATCH);
    purged += deleted;
    if (deleted < PURGE_BATCH) return purged;
  }
}

/** The five-minute slot a moment is in: one job per slot, however many instances plan it. */
const slotOf = (at: Date) => Math.floor(at.getTime() / ROLLUP_EVERY_MS);
const slotKey = (slot: number) => `${ROLLUP_TASK}:${slot}`;

/**
 * Plans the run after `slot` (the slot that is running, or the one `now` is in), never in the past; at start
 * (`atOnce`) one at once as well. A run already planned stays as it is.
 */
export async function scheduleRollup(db: DbOrTx, now: Date, { atOnce = false, slot }: { atOnce?: boolean; slot?: number | undefined } = {}): Promise<void> {
  if (atOnce) await addJob(db, ROLLUP_TASK, {}, { jobKey: `${ROLLUP_TASK}:start`, runAt: now, maxAttempts: 3 });
  const next = Math.max((slot ?? slotOf(now)) + 1, slotOf(now) + 1);
  await addJob(db, ROLLUP_TASK, { slot: next }, { jobKey: slotKey(next), runAt: new Date(next * ROLLUP_EVERY_MS), maxAttempts: 3, ifAbsent: true });
}

export const rollupTask = defineTask({
  name: ROLLUP_TASK,
  payload: z.object({ slot: z.number().int().optional() }),
  work: ({ db, clock, retentionDays }: { db: Db; clock: () => Date; retentionDays: number }) => ({
    async run({ slot }) {
      const now = clock();
      // The next run is planned first, so a failing one does not end the chain.
      await scheduleRollup(db, now, { slot });
      await catchUp(db, now);
      await purgeRawEvents(db, now, retentionDays);
    },
  }),
});
