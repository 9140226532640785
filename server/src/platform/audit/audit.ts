// The audit trail: one row per administrator's change, written in the same transaction as the change.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';

export interface Actor { userId: number; loginId: string }
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
      SELECT id::int, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, actor_login_id AS actor, action, target_type AS "targetType",
        target_id AS "targetId", before, after
      FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM audit_log WHERE ${where}`),
  ]);
  return { items: rows, total: count!.total };
}
