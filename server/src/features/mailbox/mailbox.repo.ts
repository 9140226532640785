// SQL of the mailbox screens: the outbox, newest first — never the secrets a message waits with (the
// `secrets` column), and in subject and bodies only the marks that stand for them.
import type { MailboxItem, MailboxMessage } from '@gsis/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, isoUtc } from '../../platform/db/sql-text.ts';
import { hasSecretMarks, withholdSecrets } from '../../platform/mail/secrets.ts';

const columns = sql`id::int AS id, to_address AS "toAddress", to_name AS "toName", language, kind, subject, status, transport, attempts,
  last_error AS "lastError", ${isoUtc('created_at')} AS "createdAt", ${isoUtc('sent_at')} AS "sentAt"`;

export async function listMail(db: DbOrTx, query: { page: number; pageSize: number; keyword?: string | undefined; status?: string | undefined }): Promise<{ items: MailboxItem[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (query.status) where.push(sql`status = ${query.status}`);
  if (query.keyword) {
    const like = containing(query.keyword);
    where.push(sql`(to_address ILIKE ${like} OR subject ILIKE ${like})`);
  }
  const condition = sql.join(where, sql` AND `);
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<MailboxItem>(sql`SELECT ${columns} FROM mail_outbox WHERE ${condition} ORDER BY created_at DESC, id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM mail_outbox WHERE ${condition}`),
  ]);
  return { items: rows.map((row) => ({ ...row, subject: withholdSecrets(row.subject) })), total: count!.total };
}

export async function findMail(db: DbOrTx, id: number): Promise<MailboxMessage | undefined> {
  const { rows } = await db.execute<Omit<MailboxMessage, 'secretsWithheld'>>(sql`
    SELECT ${columns}, message_id AS "messageId", text_body AS "textBody", html_body AS "htmlBody" FROM mail_outbox WHERE id = ${id}`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...row,
    subject: withholdSecrets(row.subject),
    textBody: withholdSecrets(row.textBody),
    htmlBody: withholdSecrets(row.htmlBody),
    secretsWithheld: [row.subject, row.textBody, row.htmlBody].some(hasSecretMarks),
  };
}
