// Wrong passwords from addresses an account has not signed in from, counted by the ID they were typed for (whether an
// account has it or not): the hold that keeps such addresses from guessing on. Sign-in writes it; user management
// shows it and lifts it, find password lifts it (sign-in-holds.repo.ts).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const signInHolds = pgTable('sign_in_holds', {
  /** The ID as typed, in lower case (accounts' IDs are unique in lower case): an ID no account has is held alike. */
  loginKey: text('login_key').primaryKey(),
  /** Wrong passwords in a row from unfamiliar addresses, since the last sign-in or the last day without one. */
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  /** Until when unfamiliar addresses get PASSWORD_LOCKED without their password being tried; null while not held. */
  heldUntil: timestamp('held_until', { withTimezone: true }),
}, (t) => [index('sign_in_holds_last_failure_idx').on(t.lastFailureAt)]);
