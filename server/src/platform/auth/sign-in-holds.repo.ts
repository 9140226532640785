// The hold on an ID that unfamiliar addresses got wrong too often (docs/security.md, "Wrong passwords"): counting a
// wrong password, reading and lifting the hold, and the SQL that user management's lists and statistics read it with.
import { MAX_FAILED_LOGINS } from '@gsis/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { signInHolds } from './sign-in-holds.tables.ts';

const MINUTE = 60_000;
/** The first hold, after the (MAX_FAILED_LOGINS + 1)th wrong password in a row; each further one doubles it. */
export const FIRST_HOLD_MS = 15 * MINUTE;
/** No hold is longer: after a day without a wrong password, unfamiliar addresses may try again. */
export const LONGEST_HOLD_MS = 24 * 60 * MINUTE;
/** Wrong passwords further apart than this start the count again. */
export const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * MINUTE;

/** How long `failures` wrong passwords in a row hold the ID: none up to MAX_FAILED_LOGINS, then 15 min doubling, at most a day. */
export function holdAfter(failures: number): number | null {
  if (failures <= MAX_FAILED_LOGINS) return null;
  return Math.min(FIRST_HOLD_MS * 2 ** (failures - MAX_FAILED_LOGINS - 1), LONGEST_HOLD_MS);
}

/** Whether the `failures`th in a row is the one that begins a streak's first hold (the owner is told once). */
export const beginsHold = (failures: number) => failures === MAX_FAILED_LOGINS + 1;

/** The key an ID is counted under: lower case, as accounts' IDs are unique. */
export const loginKeyOf = (loginId: string) => loginId.trim().toLowerCase();

/** Until when the ID is held, or null when it is not (now). */
export async function heldUntil(db: DbOrTx, loginId: string, now: Date): Promise<Date | null> {
  const [row] = await db.select({ heldUntil: signInHolds.heldUntil }).from(signInHolds).where(eq(signInHolds.loginKey, loginKeyOf(loginId)));
  return row?.heldUntil && row.heldUntil > now ? row.heldUntil : null;
}

/**
 * Counts one more wrong password for the ID under its row's lock (parallel attempts cannot undercount) and holds it
 * as holdAfter says. `holdBegan`: this one began the streak's first hold, so the owner is told once. Rows of IDs left
 * alone for two days are cleared on the way.
 */
export async function countWrongPassword(tx: DbOrTx, loginId: string, now: Date): Promise<{ failures: number; heldUntil: Date | null; holdBegan: boolean }> {
  const at = (ms: number) => sql`${new Date(now.getTime() + ms).toISOString()}::timestamptz`;
  await tx.delete(signInHolds).where(sql`${signInHolds.lastFailureAt} < ${at(-2 * FAILURES_FORGOTTEN_AFTER_MS)}
    AND (${signInHolds.heldUntil} IS NULL OR ${signInHolds.heldUntil} < ${at(0)})`);
  const [row] = await tx.insert(signInHolds).values({ loginKey: loginKeyOf(loginId), failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInHolds.loginKey,
      set: {
        failures: sql`CASE WHEN ${signInHolds.lastFailureAt} < ${at(-FAILURES_FORGOTTEN_AFTER_MS)} THEN 1 ELSE ${signInHolds.failures} + 1 END`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInHolds.failures });
  const failures = row!.failures;
  const holdMs = holdAfter(failures);
  const until = holdMs === null ? null : new Date(now.getTime() + holdMs);
  if (until) await tx.update(signInHolds).set({ heldUntil: until }).where(eq(signInHolds.loginKey, loginKeyOf(loginId)));
  return { failures, heldUntil: until, holdBegan: beginsHold(failures) };
}

/** Forgets the ID's wrong passwords and lifts its hold (a sign-in from an unfamiliar address, an administrator, find password). */
export async function liftHold(db: DbOrTx, loginId: string): Promise<void> {
  await db.delete(signInHolds).where(eq(signInHolds.loginKey, loginKeyOf(loginId)));
}

/** SQL: whether the ID in `loginIdColumn` is held at `now` (user management's LOCKED). */
export const heldSql = (loginIdColumn: SQL, now: Date): SQL =>
  sql`EXISTS (SELECT 1 FROM ${signInHolds} h WHERE h.login_key = lower(${loginIdColumn}) AND h.held_until > ${now.toISOString()}::timestamptz)`;

/** SQL: the wrong passwords in a row unfamiliar addresses typed for the ID in `loginIdColumn`. */
export const failuresSql = (loginIdColumn: SQL): SQL =>
  sql`coalesce((SELECT h.failures FROM ${signInHolds} h WHERE h.login_key = lower(${loginIdColumn})), 0)`;
