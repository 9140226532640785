// The audit trail: one row per administrator's change, per security event of an account (lock, unlock,
// password reset and change, single sign-on refused) and per read of the outbox, written in the same transaction as what it records.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { auditLog } from './audit.tables.ts';
import { isoUtc } from '../db/sql-text.ts';

export interface Actor { userId: number; loginId: string }
/** Who set off an event nobody signed in caused (an account locked by wrong passwords typed at sign-in). */
export interface AnonymousActor { userId: null; loginId: string }
export const ANONYMOUS: AnonymousActor = { userId: null, loginId: 'anonymous' };

export type AuditTarget = 'USER' | 'ROLE' | 'MENU' | 'MAIL' | 'EMAIL_GROUP' | 'EMAIL_TEMPLATE' | 'EMAIL_SEND' | 'RELATED_LINK' | 'NOTICE' | 'SUPPORT_CLASS' | 'FAQ' | 'FEEDBACK' | 'ACCESS_REQUEST' | 'SYMBOL' | 'TSG_TERM' | 'TSG_GUIDE' | 'COMPANY_PROVIDER';

/**
 * Actions the accounts' own flows and the mailbox write (administrators' changes name theirs where they
 * are made). The USER ones carry `status` (ACTIVE, LOCKED, DISABLED) before and after, as user
 * management's entries do, so a user's history reads them the same way.
 */
export const AuditAction = {
  /** The wrong password typed once too often in a row: the account is locked. */
  USER_LOCK: 'USER_LOCK',
  /** The lock lifted — here by the owner's password reset (user management writes its own). */
  USER_UNLOCK: 'USER_UNLOCK',
  /** Find password: the account's password replaced by a temporary one. */
  PASSWORD_RESET: 'PASSWORD_RESET',
  /** The owner chose a new password (My info, or the sign-in after a reset). */
  PASSWORD_CHANGE: 'PASSWORD_CHANGE',
  /** Someone holding the e-mail menu listed or opened messages of the outbox. */
  MAILBOX_LIST: 'MAILBOX_LIST',
  MAILBOX_READ: 'MAILBOX_READ',
  /** A partner single sign-on token refused: bad, replayed, or for an account SSO may not enter. */
  SSO_REFUSED: 'SSO_REFUSED',
} as const;

export async function recordAudit(tx: DbOrTx, actor: Actor | AnonymousActor, entry: { action: string; targetType: AuditTarget; targetId: string | number; before: unknown; after: unknown }): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.userId, actorLoginId: actor.loginId, action: entry.action, targetType: entry.targetType, targetId: String(entry.targetId),
    before: entry.before ?? null, after: entry.after ?? null,
  });
}

export type AuditEntry = { id: number; at: string; actor: string; action: string; targetType: AuditTarget; targetId: string; before: unknown; after: unknown };

export async function listAudit(db: DbOrTx, query: { page: number; pageSize: number; targetType?: AuditTarget | undefined; targetId?: string | undefined }): Promise<{ items: AuditEntry[]; total: number }> {
  const where = sql.join([
    sql`true`,
    ...(query.targetType ? [sql`target_type = ${query.targetType}`] : []),
    ...(query.targetId ? [sql`target_id = ${query.targetId}`] : []),
  ], sql` AND `);
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<AuditEntry>(sql`
      SELECT id::int, ${isoUtc('at')} AS at, actor_login_id AS actor, action, target_type AS "targetType",
        target_id AS "targetId", before, after
      FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM audit_log WHERE ${where}`),
  ]);
  return { items: rows, total: count!.total };
}
