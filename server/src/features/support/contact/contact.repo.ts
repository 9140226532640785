// SQL of Contact Us: the classification a message is sent in (with its names and managers), the message
// itself, and the managers' list of what arrived.
import type { LanguageCode } from '@gsis/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { hasAttachmentsSql } from '../../../platform/files/attachments.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { containing, isoUtc } from '../../../platform/db/sql-text.ts';
import { contactMessages } from './contact.tables.ts';

/** A contact classification in use, with its names in every language; undefined for anything else. */
export async function contactClass(db: DbOrTx, classId: number) {
  const { rows } = await db.execute<{ labels: Record<string, string> }>(sql`
    SELECT labels FROM support_classes WHERE id = ${classId} AND kind = 'CONTACT' AND use_yn = 'Y'`);
  return rows[0];
}

/** The managers to tell: enabled accounts, in their own language. */
export async function managersToTell(db: DbOrTx, classId: number) {
  const { rows } = await db.execute<{ address: string; name: string; language: string | null }>(sql`
    SELECT u.login_id AS address, u.name, u.language FROM support_class_managers m JOIN users u ON u.id = m.user_id
    WHERE m.class_id = ${classId} AND u.enabled AND u.approval_status = 'APPROVED' AND u.login_id LIKE '%@%'`);
  return rows;
}

export async function insertMessage(tx: DbOrTx, values: typeof contactMessages.$inferInsert): Promise<number> {
  const [row] = await tx.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}

const hasAttachment = hasAttachmentsSql('CONTACT_MESSAGE', 'm.id');
const columns = (language: LanguageCode) => sql`m.id AS "messageId", ${labelIn('c', language)} AS "classLabel", m.name, m.company, m.email,
  m.country_code AS country, m.title, ${isoUtc('m.created_at')} AS "createdAt", ${hasAttachment} AS "hasAttachment"`;
type Item = { messageId: number; classLabel: string; name: string; company: string; email: string; country: string; title: string; createdAt: string; hasAttachment: boolean };

export async function listMessages(db: DbOrTx, query: { classId?: number | undefined; keyword?: string | undefined; page: number; pageSize: number }, language: LanguageCode) {
  const where = sql.join([
    sql`true`,
    query.classId ? sql`m.class_id = ${query.classId}` : sql`true`,
    query.keyword ? sql`(m.title ILIKE ${containing(query.keyword)} OR m.body ILIKE ${containing(query.keyword)} OR m.name ILIKE ${containing(query.keyword)} OR m.email ILIKE ${containing(query.keyword)})` : sql`true`,
  ], sql` AND `);
  const from = sql`FROM contact_messages m JOIN support_classes c ON c.id = m.class_id`;
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<Item>(sql`SELECT ${columns(language)} ${from} WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${from} WHERE ${where}`),
  ]);
  return { items: rows, total: count!.total };
}

export async function findMessage(db: DbOrTx, id: number, language: LanguageCode) {
  const { rows } = await db.execute<Item & { body: string; language: string | null }>(sql`
    SELECT ${columns(language)}, m.body, m.language FROM contact_messages m JOIN support_classes c ON c.id = m.class_id WHERE m.id = ${id}`);
  return rows[0];
}
