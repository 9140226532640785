// SQL of requests to read a document: the lists (a reader's own, everyone's for the user managers) with the
// document as the library names it and whether its requester may read it now, one request, and the rows.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { holdsMenuSql } from '../../platform/auth/sessions.repo.ts';
import { lockRow, type DbOrTx } from '../../platform/db/database.ts';
import { containing, isoUtc } from '../../platform/db/sql-text.ts';
import { documentForUser } from '../library/library-views.ts';
import { accessRequests } from './access-requests.tables.ts';

export const USER_MANAGEMENT_MENU = 'MGMT_USER';

type Row = {
  requestId: number; documentId: number; documentTitle: string; reason: string; status: 'PENDING' | 'GRANTED' | 'DECLINED';
  createdAt: string; decidedAt: string | null; decider: string | null; note: string | null; authorised: boolean;
  requester: { userId: number; loginId: string; name: string; company: string | null };
};

const SELECT = sql`
  SELECT r.id AS "requestId", r.document_id AS "documentId", coalesce(doc.title, '') AS "documentTitle", r.reason, r.status,
    ${isoUtc('r.created_at')} AS "createdAt", CASE WHEN r.decided_at IS NULL THEN NULL ELSE ${isoUtc('r.decided_at')} END AS "decidedAt",
    r.decider_name AS decider, r.note, coalesce(doc.authorised, false) AS authorised,
    json_build_object('userId', u.id, 'loginId', u.login_id, 'name', u.name, 'company', u.company) AS requester
  FROM access_requests r JOIN users u ON u.id = r.user_id
  LEFT JOIN LATERAL ${documentForUser(sql`r.user_id`, sql`r.document_id`)} doc ON true`;

export interface ListFilter { userId?: number; documentId?: number | undefined; status?: Row['status'] | undefined; keyword?: string | undefined; page: number; pageSize: number }

function where({ userId, documentId, status, keyword }: ListFilter): SQL {
  return sql.join([
    userId === undefined ? sql`true` : sql`r.user_id = ${userId}`,
    documentId === undefined ? sql`true` : sql`r.document_id = ${documentId}`,
    status ? sql`r.status = ${status}` : sql`true`,
    keyword
      ? sql`(doc.title ILIKE ${containing(keyword)} OR u.name ILIKE ${containing(keyword)} OR u.login_id ILIKE ${containing(keyword)} OR u.company ILIKE ${containing(keyword)})`
      : sql`true`,
  ], sql` AND `);
}

export async function listRequests(db: DbOrTx, filter: ListFilter) {
  const [{ rows }, { rows: [count] }] = await Promise.all([
    // Waiting ones first: they are what the list is for.
    db.execute<Row>(sql`${SELECT} WHERE ${where(filter)}
      ORDER BY (r.status = 'PENDING') DESC, r.created_at DESC, r.id DESC LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM access_requests r JOIN users u ON u.id = r.user_id
      LEFT JOIN LATERAL ${documentForUser(sql`r.user_id`, sql`r.document_id`)} doc ON true WHERE ${where(filter)}`),
  ]);
  return { items: rows, total: count!.total };
}

/** One request with its requester's language; `lock` holds it until the transaction ends (lockRow). */
export async function findRequest(db: DbOrTx, id: number, lock = false) {
  if (lock) await lockRow(db, 'access_requests', id);
  const { rows } = await db.execute<Row & { language: string | null }>(sql`
    SELECT x.*, u.language FROM (${SELECT} WHERE r.id = ${id}) x JOIN users u ON u.id = (x.requester->>'userId')::int`);
  return rows[0];
}

export async function insertRequest(tx: DbOrTx, values: { userId: number; documentId: number; reason: string }): Promise<number | undefined> {
  const [row] = await tx.insert(accessRequests).values(values).onConflictDoNothing().returning({ id: accessRequests.id });
  return row?.id;
}

/** Decides a request still waiting; false when it was not (any more). */
export async function decide(tx: DbOrTx, id: number, values: { status: 'GRANTED' | 'DECLINED'; note: string | null; deciderId: number; deciderName: string; decidedAt: Date }): Promise<boolean> {
  const rows = await tx.update(accessRequests).set(values).where(and(eq(accessRequests.id, id), eq(accessRequests.status, 'PENDING'))).returning({ id: accessRequests.id });
  return rows.length === 1;
}

/** Whom to tell of a new request: the holders of user management with an e-mail address. */
export async function userManagers(db: DbOrTx) {
  const { rows } = await db.execute<{ address: string; name: string; language: string | null }>(sql`
    SELECT u.login_id AS address, u.name, u.language FROM users u
    WHERE u.enabled AND u.approval_status = 'APPROVED' AND u.login_id LIKE '%@%' AND ${holdsMenuSql(sql`u.id`, USER_MANAGEMENT_MENU)}`);
  return rows;
}
