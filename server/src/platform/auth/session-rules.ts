// The one rule of whether an open session may still be used — for the bearer token at the guard and for content
// tickets alike — and what using it does: a session past its absolute end or idle too long has expired; one
// whose account was disabled or lost its approval has ended for good (enabling the account later must not
// bring it back); a session in use is marked seen at most once per `touchEveryMs`.
import { ErrorCode } from '@gsis/contract';
import type { Db } from '../db/database.ts';
import { revokeSession, touchSession, type SessionRow } from './sessions.repo.ts';

/** Why a session may not be used: the answer the caller of a bearer token gets. */
export type SessionRefusal = typeof ErrorCode.SESSION_EXPIRED | typeof ErrorCode.ACCOUNT_DISABLED;

export interface SessionPolicy {
  idleMs: number;
  /** Only write last_seen_at when it is older than this: one write per minute, not one per request. */
  touchEveryMs: number;
}

/** Why a session cannot be used, or null when it can. */
export function sessionRefusal(session: SessionRow, now: Date, policy: SessionPolicy): SessionRefusal | null {
  if (now >= session.expiresAt || now.getTime() - session.lastSeenAt.getTime() >= policy.idleMs) return ErrorCode.SESSION_EXPIRED;
  if (!session.enabled) return ErrorCode.ACCOUNT_DISABLED;
  if (session.approvalStatus !== 'APPROVED') return ErrorCode.SESSION_EXPIRED;
  return null;
}

/**
 * Applies the rule: revokes a session that may no longer be used and answers why, or marks a usable one seen
 * (when due) and answers null.
 */
export async function useSession(db: Db, session: SessionRow, now: Date, policy: SessionPolicy): Promise<SessionRefusal | null> {
  const refusal = sessionRefusal(session, now, policy);
  if (refusal) {
    await revokeSession(db, session.sessionId, now);
    return refusal;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= policy.touchEveryMs) await touchSession(db, session.sessionId, now);
  return null;
}
