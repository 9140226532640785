// The audit trail: one row per administrator's change, written in the same transaction as the change.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';
import { isoUtc } from '../db/sql-text.ts';

export interface Actor { userId: number; loginId: string }

/** The signed-in administrator making a change. */
export const actorOf = (request: FastifyRequest): Actor => ({ userId: request.auth!.session.userId, loginId: request.auth!.session.loginId });
export type AuditTarget = 'USER' | 'ROLE' | 'MENU';

export async function recordAudit(tx: DbOrTx, actor: Actor, entry: { action: string; targetType: AuditTarget; targetId: string | number; before: unknown; after: unknown }): Promise<void> {
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
