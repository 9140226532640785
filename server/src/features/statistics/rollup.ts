// Keeping the roll-ups: a background task counts the days whose events changed since it last ran (every day an
// event with a larger id than it read names, and always today and yesterday, where an event whose transaction
// committed late would land), each day recounted whole in one transaction; and it forgets raw events older than
// the retention, in batches. It runs every few minutes on whichever instance claims it.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { addJob, defineTask } from '../../platform/jobs/job-queue.ts';
import { STAT_SCREEN_SHAPES, type StatFilter } from '@gsis/contract';
import { DAY, detailIn, DIMENSION_VALUE, FILTER_VALUE, RATING, ROLLUPS, SCREEN_COUNTS, utcStartOf } from './dimensions.ts';

export const ROLLUP_TASK = 'statistics-rollup';
/** How often the roll-ups catch up with the events. */
export const ROLLUP_EVERY_MS = 5 * 60_000;
const PURGE_BATCH = 50_000;

/**
 * Every event as the roll-ups count it: one row per screen count it belongs to, with its value there and the
 * filters that screen offers.
 */
const countRows = sql.join(ROLLUPS.map((screen) => {
  const count = SCREEN_COUNTS[screen];
  const { actions, dimension } = count;
  const offers = new Set(STAT_SCREEN_SHAPES[screen].filters);
  const filter = (name: StatFilter) => (offers.has(name) ? FILTER_VALUE[name] : sql`''`);
  return sql`(${screen}, e.action IN (${sql.join(actions.map((a) => sql`${a}`), sql`, `)}), ${DIMENSION_VALUE[dimension]}, ${detailIn(count)},
    ${filter('region')}, ${filter('country')}, ${filter('documentType')}, ${filter('productType')})`;
}), sql`, `);

/** Recounts whole UTC days (YYYY-MM-DD) from the raw events, replacing what the roll-ups held for them. */
export async function rollUpDays(tx: DbOrTx, days: string[]): Promise<void> {
  if (days.length === 0) return;
  const list = sql`${sql.param(days)}::date[]`;
  await tx.execute(sql`DELETE FROM access_daily WHERE day = ANY(${list})`);
  await tx.execute(sql`DELETE FROM access_daily_totals WHERE day = ANY(${list})`);
  await tx.execute(sql`
    INSERT INTO access_daily (day, count, value, detail, region_code, country_code, document_type, product_type, events, rating_sum)
    SELECT ${DAY}, c.count, c.value, c.detail, c.region, c.country, c.document_type, c.product_type, count(*), sum(${RATING})
    FROM access_events e
    CROSS JOIN LATERAL (VALUES ${countRows}) AS c(count, counts, value, detail, region, country, document_type, product_type)
    WHERE e.occurred_at >= ${utcStartOf(sql`(SELECT min(x) FROM unnest(${list}) x)`)} AND e.occurred_at < ${utcStartOf(sql`(SELECT max(x) FROM unnest(${list}) x) + 1`)}
      AND ${DAY} = ANY(${list}) AND c.counts AND c.value IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`);
  await tx.execute(sql`
    INSERT INTO access_daily_totals (day, count, value, detail, events, rating_sum)
    SELECT day, count, value, detail, sum(events), sum(rating_sum) FROM access_daily WHERE day = ANY(${list}) GROUP BY 1, 2, 3, 4`);
  await tx.execute(sql`DELETE FROM access_daily_counts WHERE day = ANY(${list})`);
  await tx.execute(sql`
    INSERT INTO access_daily_counts (day, count, events)
    SELECT day, count, sum(events) FROM access_daily_totals WHERE day = ANY(${list}) GROUP BY 1, 2`);
  // The months these days are in, added up again whole.
  const months = sql`ARRAY(SELECT DISTINCT date_trunc('month', x)::date FROM unnest(${list}) x)`;
  await tx.execute(sql`DELETE FROM access_monthly_totals WHERE month = ANY(${months})`);
  await tx.execute(sql`
    INSERT INTO access_monthly_totals (month, count, value, detail, events, rating_sum, last_day)
    SELECT date_trunc('month', day)::date, count, value, detail, sum(events), sum(rating_sum), max(day)
    FROM access_daily_totals
    WHERE day >= (SELECT min(m) FROM unnest(${months}) m) AND day < (SELECT max(m) FROM unnest(${months}) m) + interval '1 month'
      AND date_trunc('month', day)::date = ANY(${months})
    GROUP BY 1, 2, 3, 4`);
}

/** The days that changed since the last run, and the event id to remember once they are counted. */
async function changedDays(db: DbOrTx, today: string): Promise<{ days: string[]; upTo: number }> {
  const { rows: [state] } = await db.execute<{ last: number }>(sql`SELECT coalesce((SELECT last_event_id FROM access_rollup_state WHERE id = 1), 0)::bigint AS last`);
  const { rows: [top] } = await db.execute<{ upTo: number }>(sql`SELECT coalesce(max(id), 0)::bigint AS "upTo" FROM access_events`);
  const { rows } = await db.execute<{ day: string }>(sql`
    SELECT DISTINCT to_char((occurred_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day FROM access_events WHERE id > ${state!.last} AND id <= ${top!.upTo}
    UNION SELECT ${today} UNION SELECT to_char(${today}::date - 1, 'YYYY-MM-DD') ORDER BY 1`);
  return { days: rows.map((r) => r.day), upTo: Number(top!.upTo) };
}

/** Brings the roll-ups up to the events: the changed days, up to 31 per transaction. */
export async function catchUp(db: Db, now: Date): Promise<number> {
  const { days, upTo } = await changedDays(db, now.toISOString().slice(0, 10));
  for (let i = 0; i < days.length; i += 31) {
    await db.transaction(async (tx) => {
      // Two runs at once (a long first catch-up meeting the next slot's run on another instance) take turns.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('gsis:statistics-rollup'))`);
      await rollUpDays(tx, days.slice(i, i + 31));
    });
  }
  // The screens read the roll-ups from covering indexes: that works for rows the visibility map knows are seen by all.
  await db.execute(sql`VACUUM (ANALYZE) access_daily, access_daily_totals, access_monthly_totals, access_daily_counts`);
  await db.execute(sql`
    INSERT INTO access_rollup_state (id, last_event_id, rolled_at) VALUES (1, ${upTo}, now())
    ON CONFLICT (id) DO UPDATE SET last_event_id = GREATEST(access_rollup_state.last_event_id, excluded.last_event_id), rolled_at = now()`);
  return days.length;
}

/** Forgets raw events older than the retention (the roll-ups keep their counts); how many went. */
export async function purgeRawEvents(db: Db, now: Date, retentionDays: number): Promise<number> {
  // Whole UTC days only, so a day the roll-ups may still recount (today, yesterday) is never cut in two.
  const before = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - retentionDays));
  let purged = 0;
  for (;;) {
    const { rowCount } = await db.execute(sql`
      DELETE FROM access_events WHERE id IN (SELECT id FROM access_events WHERE occurred_at < ${before} ORDER BY id LIMIT ${PURGE_BATCH})`);
    purged += rowCount ?? 0;
    if ((rowCount ?? 0) < PURGE_BATCH) return purged;
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
