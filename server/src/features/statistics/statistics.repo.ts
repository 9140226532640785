// SQL of the statistics screens. A screen's events come from the roll-ups or, for the same question, from the raw
// events (tests and the benchmark compare the two); either way they are added up alike: per key over the period
// for the table, and per period for the largest keys for the chart. Accounts (userStatus) are counted from users.
import type { StatGranularity } from '@gsis/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { textArray } from '../../platform/db/sql-text.ts';
import { DAY, detailIn, DIMENSION_VALUE, FILTER_VALUE, RATING, utcStartOf, type ScreenCount } from './dimensions.ts';
import { heldSql } from '../../platform/auth/sign-in-holds.repo.ts';

export type Source = 'rollups' | 'raw';
export interface Period { from: string; to: string; granularity: StatGranularity }
export interface Narrowing { region?: string | undefined; country?: string | undefined; documentType?: string | undefined; productType?: string | undefined }
/** Whether any filter narrows the screen (it then reads the roll-up that keeps its filters). */
const isNarrowed = (narrowing: Narrowing) => Object.values(narrowing).some((v) => v !== undefined);

export type KeyTotal = { value: string; detail: string; events: number; ratingSum: number; lastSeen: string };
export type PeriodCount = { period: string; value: string; events: number };


/**
 * The counted rows (day, value, detail, events, rating_sum) a screen adds up: its roll-up without filters until
 * it is narrowed, its roll-up with them once it is, or the raw events.
 */
function counted(source: Source, count: ScreenCount, { from, to }: Period, narrowing: Narrowing): SQL {
  const { dimension, actions, rollup } = count;
  if (source === 'rollups' && !isNarrowed(narrowing)) {
    return sql`SELECT day, value, detail, events, rating_sum FROM access_daily_totals WHERE count = ${rollup} AND day >= ${from}::date AND day <= ${to}::date`;
  }
  if (source === 'rollups') {
    const where = [
      sql`count = ${rollup}`, sql`day >= ${from}::date`, sql`day <= ${to}::date`,
      ...(narrowing.region ? [sql`region_code = ${narrowing.region}`] : []),
      ...(narrowing.country ? [sql`country_code = ${narrowing.country}`] : []),
      ...(narrowing.documentType ? [sql`document_type = ${narrowing.documentType}`] : []),
      ...(narrowing.productType ? [sql`product_type = ${narrowing.productType}`] : []),
    ];
    return sql`SELECT day, value, detail, events, rating_sum FROM access_daily WHERE ${sql.join(where, sql` AND `)}`;
  }
  const value = DIMENSION_VALUE[dimension];
  const where = [
    sql`e.action = ANY(${textArray([...actions])})`,
    sql`e.occurred_at >= ${utcStartOf(sql`${from}::date`)}`, sql`e.occurred_at < ${utcStartOf(sql`${to}::date + 1`)}`,
    sql`${value} IS NOT NULL`,
    ...(narrowing.region ? [sql`${FILTER_VALUE.region} = ${narrowing.region}`] : []),
    ...(narrowing.country ? [sql`${FILTER_VALUE.country} = ${narrowing.country}`] : []),
    ...(narrowing.documentType ? [sql`${FILTER_VALUE.documentType} = ${narrowing.documentType}`] : []),
    ...(narrowing.productType ? [sql`${FILTER_VALUE.productType} = ${narrowing.productType}`] : []),
  ];
  return sql`SELECT ${DAY} AS day, ${value} AS value, ${detailIn(count)} AS detail, 1 AS events, ${RATING} AS rating_sum
    FROM access_events e WHERE ${sql.join(where, sql` AND `)}`;
}

/** The whole months inside a period, as [first month, first month after them); empty when there is none. */
export function wholeMonths(from: string, to: string): { start: string; end: string } | undefined {
  const first = new Date(`${from}T00:00:00Z`);
  if (first.getUTCDate() !== 1) first.setUTCMonth(first.getUTCMonth() + 1, 1);
  const after = new Date(`${to}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  const end = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), 1));
  return first < end ? { start: first.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) } : undefined;
}

/**
 * The rows a screen's table adds up: as counted(), but a screen not narrowed reads its whole months from the
 * monthly roll-up (each with its last day), and only the days before and after them from the daily one.
 */
function countedForTotals(source: Source, count: ScreenCount, period: Period, narrowing: Narrowing): SQL {
  const months = wholeMonths(period.from, period.to);
  if (source !== 'rollups' || isNarrowed(narrowing) || !months) return counted(source, count, period, narrowing);
  return sql`
    SELECT last_day AS day, value, detail, events, rating_sum FROM access_monthly_totals
    WHERE count = ${count.rollup} AND month >= ${months.start}::date AND month < ${months.end}::date
    UNION ALL
    SELECT day, value, detail, events, rating_sum FROM access_daily_totals
    WHERE count = ${count.rollup} AND day >= ${period.from}::date AND day <= ${period.to}::date AND NOT (day >= ${months.start}::date AND day < ${months.end}::date)`;
}

/** Each key's events over the period, the largest (or most recent) first, at most `limit`; and all events. */
export async function keyTotals(db: DbOrTx, source: Source, count: ScreenCount, period: Period, narrowing: Narrowing, limit: number): Promise<{ rows: KeyTotal[]; total: number }> {
  const order = count.order === 'recent' ? sql`max(day) DESC, sum(events) DESC, value` : sql`sum(events) DESC, value, detail`;
  const rows = sql`(${countedForTotals(source, count, period, narrowing)})`;
  const { rows: found } = await db.execute<KeyTotal & { total: number }>(sql`
    SELECT value, detail, sum(events)::int AS events, sum(rating_sum)::int AS "ratingSum", to_char(max(day), 'YYYY-MM-DD') AS "lastSeen",
      sum(sum(events)) OVER ()::int AS total
    FROM ${rows} c GROUP BY value, detail ORDER BY ${order} LIMIT ${limit}`);
  if (found.length < limit) return { rows: found.map(({ total: _t, ...row }) => row), total: found[0]?.total ?? 0 };
  // The window saw only the rows kept: count all of them.
  const { rows: [all] } = await db.execute<{ total: number }>(sql`SELECT coalesce(sum(events), 0)::int AS total FROM ${rows} c`);
  return { rows: found.map(({ total: _t, ...row }) => row), total: all!.total };
}

/**
 * Events per period of the keys named, the others together under `rest`. A screen not narrowed reads the keys'
 * daily rows and its daily counts (the rest is the difference), not every key's rows.
 */
export async function periodCounts(db: DbOrTx, source: Source, count: ScreenCount, period: Period, narrowing: Narrowing, keys: string[], rest: string): Promise<PeriodCount[]> {
  const periodOf = sql`to_char(date_trunc(${period.granularity}, day), 'YYYY-MM-DD')`;
  if (source !== 'rollups' || isNarrowed(narrowing)) {
    const { rows } = await db.execute<PeriodCount>(sql`
      SELECT ${periodOf} AS period, CASE WHEN value = ANY(${textArray(keys)}) THEN value ELSE ${rest} END AS value, sum(events)::int AS events
      FROM (${counted(source, count, period, narrowing)}) c GROUP BY 1, 2`);
    return rows;
  }
  const inPeriod = sql`count = ${count.rollup} AND day >= ${period.from}::date AND day <= ${period.to}::date`;
  const [{ rows: keyed }, { rows: totals }] = await Promise.all([
    db.execute<PeriodCount>(sql`
      SELECT ${periodOf} AS period, value, sum(events)::int AS events FROM access_daily_totals
      WHERE ${inPeriod} AND value = ANY(${textArray(keys)}) GROUP BY 1, 2`),
    db.execute<{ period: string; events: number }>(sql`SELECT ${periodOf} AS period, sum(events)::int AS events FROM access_daily_counts WHERE ${inPeriod} GROUP BY 1`),
  ]);
  const kept = new Map<string, number>();
  for (const row of keyed) kept.set(row.period, (kept.get(row.period) ?? 0) + row.events);
  const others = totals.map((t) => ({ period: t.period, value: rest, events: t.events - (kept.get(t.period) ?? 0) })).filter((t) => t.events > 0);
  return [...keyed, ...others];
}

/** Accounts registered in the period, by status (approved, waiting, rejected, disabled, locked) and user type. */
export async function accountTotals(db: DbOrTx, period: Period, narrowing: Narrowing, now: Date): Promise<{ rows: (KeyTotal & { day: string })[] }> {
  const where = [
    sql`u.user_type <> 'APP'`,
    sql`u.created_at >= ${utcStartOf(sql`${period.from}::date`)}`, sql`u.created_at < ${utcStartOf(sql`${period.to}::date + 1`)}`,
    ...(narrowing.region ? [sql`r.code = ${narrowing.region}`] : []),
    ...(narrowing.country ? [sql`u.country_code = ${narrowing.country}`] : []),
  ];
  const { rows } = await db.execute<KeyTotal & { day: string }>(sql`
    SELECT CASE WHEN NOT u.enabled THEN 'DISABLED' WHEN ${heldSql(sql`u.login_id`, now)} THEN 'LOCKED' ELSE u.approval_status END AS value,
      u.user_type AS detail, to_char(date_trunc(${period.granularity}, (u.created_at AT TIME ZONE 'UTC')::date), 'YYYY-MM-DD') AS day,
      count(*)::int AS events, 0 AS "ratingSum", to_char(max((u.created_at AT TIME ZONE 'UTC')::date), 'YYYY-MM-DD') AS "lastSeen"
    FROM users u LEFT JOIN regions r ON r.id = u.region_id WHERE ${sql.join(where, sql` AND `)} GROUP BY 1, 2, 3`);
  return { rows };
}

export async function regionLabels(db: DbOrTx): Promise<{ code: string; labels: Record<string, string> }[]> {
  const { rows } = await db.execute<{ code: string; labels: Record<string, string> }>(sql`SELECT code, labels FROM regions ORDER BY sort_order, code`);
  return rows;
}

export async function countryRegions(db: DbOrTx): Promise<{ code: string; region: string }[]> {
  const { rows } = await db.execute<{ code: string; region: string }>(sql`SELECT c.code, r.code AS region FROM countries c JOIN regions r ON r.id = c.region_id ORDER BY c.code`);
  return rows;
}

/** The searches of a term that found nothing, newest first, as long as the raw events are kept. */
export async function missedSearches(db: DbOrTx, query: { term: string; language?: string | undefined; from: string; to: string }): Promise<{ id: number; at: string; loginId: string | null; country: string | null; tab: string | null }[]> {
  const { rows } = await db.execute<{ id: number; at: string; loginId: string | null; country: string | null; tab: string | null }>(sql`
    SELECT e.id::int AS id, to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, e.login_id AS "loginId", e.country_code AS country, e.details->>'tab' AS tab
    FROM access_events e
    WHERE e.action = 'SEARCH' AND e.details->>'resultCount' = '0' AND e.details->>'term' = ${query.term}
      ${query.language !== undefined ? sql`AND coalesce(e.language, '') = ${query.language}` : sql``}
      AND e.occurred_at >= ${utcStartOf(sql`${query.from}::date`)} AND e.occurred_at < ${utcStartOf(sql`${query.to}::date + 1`)}
    ORDER BY e.occurred_at DESC LIMIT 200`);
  return rows;
}
