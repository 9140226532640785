// The roll-ups' SQL: a day recounted whole from the raw events (into the daily rows, their totals, the day's
// counts and the month's totals), the days changed since the last run, and raw events forgotten in batches.
import { sql } from 'drizzle-orm';
import { STAT_SCREEN_SHAPES, type StatFilter } from '@gsis/contract';
import type { DbOrTx } from '../../platform/db/database.ts';
import { DAY, detailIn, DIMENSION_VALUE, FILTER_VALUE, RATING, ROLLUPS, SCREEN_COUNTS, utcStartOf } from './dimensions.ts';

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
export async function changedDays(db: DbOrTx, today: string): Promise<{ days: string[]; upTo: number }> {
  const { rows: [state] } = await db.execute<{ last: number }>(sql`SELECT coalesce((SELECT last_event_id FROM access_rollup_state WHERE id = 1), 0)::bigint AS last`);
  const { rows: [top] } = await db.execute<{ upTo: number }>(sql`SELECT coalesce(max(id), 0)::bigint AS "upTo" FROM access_events`);
  const { rows } = await db.execute<{ day: string }>(sql`
    SELECT DISTINCT to_char((occurred_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day FROM access_events WHERE id > ${state!.last} AND id <= ${top!.upTo}
    UNION SELECT ${today} UNION SELECT to_char(${today}::date - 1, 'YYYY-MM-DD') ORDER BY 1`);
  return { days: rows.map((r) => r.day), upTo: Number(top!.upTo) };
}

/** Two runs at once (a long first catch-up meeting the next slot's run on another instance) take turns. */
export async function takeRollupTurn(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('gsis:statistics-rollup'))`);
}

/** The screens read the roll-ups from covering indexes: that works for rows the visibility map knows are seen by all. */
export async function vacuumRollups(db: DbOrTx): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE) access_daily, access_daily_totals, access_monthly_totals, access_daily_counts`);
}

/** Remembers the last event the roll-ups have counted (never going back, whatever run finishes last). */
export async function rememberRolledUpTo(db: DbOrTx, upTo: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO access_rollup_state (id, last_event_id, rolled_at) VALUES (1, ${upTo}, now())
    ON CONFLICT (id) DO UPDATE SET last_event_id = GREATEST(access_rollup_state.last_event_id, excluded.last_event_id), rolled_at = now()`);
}

/** Deletes up to `batch` raw events from before `before`, oldest first; how many went. */
export async function deleteEventsBefore(db: DbOrTx, before: Date, batch: number): Promise<number> {
  const { rowCount } = await db.execute(sql`
    DELETE FROM access_events WHERE id IN (SELECT id FROM access_events WHERE occurred_at < ${before} ORDER BY id LIMIT ${batch})`);
  return rowCount ?? 0;
}
