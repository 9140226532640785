// What a signed-in user holds — their roles and the menus given to them directly — as this instance keeps it: read
// again once the access tables' change counter, which the guard reads with every session, is newer than the copy.
import type { Db } from '../db/database.ts';
import { findUserAccess, type SessionRow, type UserAccessRow } from './sessions.repo.ts';

export type UserAccess = Omit<UserAccessRow, 'version'>;

/** The users kept per database handle; the oldest kept goes first. */
const MAX_USERS = 10_000;
const kept = new WeakMap<Db, Map<number, UserAccessRow>>();

/**
 * The roles and direct menus of the session's user, as of the counter the session was read at or later. A change to
 * any user's roles, any role's menus or the menu tree bumps the counter in its own transaction (migration 0022), so
 * the next request on every instance reads the user's access afresh: one more query, once per user and change.
 */
export async function userAccess(db: Db, session: Pick<SessionRow, 'userId' | 'accessVersion'>): Promise<UserAccess> {
  let users = kept.get(db);
  if (!users) kept.set(db, users = new Map());
  const copy = users.get(session.userId);
  if (copy && copy.version >= session.accessVersion) return copy;
  const read = await findUserAccess(db, session.userId);
  if (!read) return { roles: [], roleIds: [], directMenuIds: [] };
  users.delete(session.userId);
  users.set(session.userId, read);
  if (users.size > MAX_USERS) users.delete(users.keys().next().value!);
  return read;
}
