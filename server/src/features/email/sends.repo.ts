// SQL of sends: who a send goes to (groups, users and typed addresses, each address once), the send and its
// recipients written together, the batches the fan-out hands to the outbox, and where each message stands —
// read from the outbox itself, which alone knows whether the mail server took it.
import type { EmailSendItem, EmailSendRecipient } from '@gsis/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, isoUtc, textArray } from '../../platform/db/sql-text.ts';
import { languageFor } from './composed-mail.ts';
import { emailSends, type SentText } from './email.tables.ts';

export interface ChosenRecipients { groupIds: number[]; userIds: number[]; addresses: string[] }

const intArray = (values: number[]): SQL => sql`${sql.param(values)}::int[]`;

/**
 * Everyone a send would reach, one row per address (lower case). Chosen people are approved, enabled accounts
 * with an e-mail address as their ID, never APP accounts; a typed address that is someone's ID is that person
 * (their name and language), otherwise it stands alone.
 */
function chosen({ groupIds, userIds, addresses }: ChosenRecipients): SQL {
  return sql`
    WITH people AS (
      SELECT lower(u.login_id) AS address, u.id AS user_id, u.name, u.company, u.language, 0 AS rank
      FROM users u
      WHERE u.user_type <> 'APP' AND u.enabled AND u.approval_status = 'APPROVED' AND position('@' IN u.login_id) > 1
        AND (u.id = ANY(${intArray(userIds)})
          OR EXISTS (SELECT 1 FROM email_group_members m WHERE m.user_id = u.id AND m.group_id = ANY(${intArray(groupIds)})))
      UNION ALL
      SELECT typed.address, u.id, u.name, u.company, u.language, 1
      FROM unnest(${textArray(addresses)}) AS typed(address)
      LEFT JOIN users u ON lower(u.login_id) = typed.address AND u.user_type <> 'APP'
    ),
    chosen AS (SELECT DISTINCT ON (address) address, user_id, name, company, language FROM people ORDER BY address, rank)`;
}

export async function countRecipients(db: DbOrTx, recipients: ChosenRecipients): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`${chosen(recipients)} SELECT count(*)::int AS count FROM chosen`);
  return rows[0]!.count;
}

/** Writes the send and one row per recipient, each with the language they will read it in; how many there are. */
export async function insertSend(tx: DbOrTx, send: { templateId: number; title: string; texts: SentText[]; sentBy: number }, recipients: ChosenRecipients): Promise<{ sendId: number; count: number }> {
  const [row] = await tx.insert(emailSends).values({ ...send, recipientCount: 0 }).returning({ id: emailSends.id });
  const sendId = row!.id;
  const languages = send.texts.map((t) => t.language);
  // A recipient whose language the text lacks reads what languageFor gives anyone: English, else the first.
  const fallback = languageFor(send.texts, null).language;
  const { rowCount } = await tx.execute(sql`${chosen(recipients)}
    INSERT INTO email_send_recipients (send_id, address, user_id, name, company, language)
    SELECT ${sendId}, address, user_id, name, company, CASE WHEN language = ANY(${textArray(languages)}) THEN language ELSE ${fallback} END
    FROM chosen ORDER BY address`);
  const count = rowCount ?? 0;
  await tx.execute(sql`UPDATE email_sends SET recipient_count = ${count} WHERE id = ${sendId}`);
  return { sendId, count };
}

export async function sentTexts(db: DbOrTx, sendId: number): Promise<SentText[] | undefined> {
  const { rows } = await db.execute<{ texts: SentText[] }>(sql`SELECT texts FROM email_sends WHERE id = ${sendId}`);
  return rows[0]?.texts;
}

export type WaitingRecipient = { id: number; address: string; name: string | null; company: string | null; language: string };

/** The next recipients with no message yet, held until the caller's transaction ends (another worker skips them). */
export async function nextWaiting(tx: DbOrTx, sendId: number, limit: number): Promise<WaitingRecipient[]> {
  const { rows } = await tx.execute<WaitingRecipient>(sql`
    SELECT id, address, name, company, language FROM email_send_recipients
    WHERE send_id = ${sendId} AND mail_id IS NULL ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);
  return rows;
}

/** The send was given up: why, for its list and detail. */
export async function stopSend(db: DbOrTx, sendId: number, reason: string): Promise<void> {
  await db.execute(sql`UPDATE email_sends SET stopped_reason = ${reason} WHERE id = ${sendId}`);
}

export async function recordMessages(tx: DbOrTx, recipientIds: number[], mailIds: number[]): Promise<void> {
  await tx.execute(sql`
    UPDATE email_send_recipients r SET mail_id = made.mail_id
    FROM unnest(${intArray(recipientIds)}, ${sql.param(mailIds)}::bigint[]) AS made(id, mail_id) WHERE r.id = made.id`);
}

const sendColumns = sql`
  s.id AS "sendId", s.title, s.texts->0->>'subject' AS subject, s.recipient_count AS "recipientCount",
  coalesce(c.sent, 0)::int AS "sentCount", coalesce(c.failed, 0)::int AS "failedCount",
  CASE WHEN coalesce(c.sent, 0) + coalesce(c.failed, 0) >= s.recipient_count THEN 'DONE' WHEN s.stopped_reason IS NOT NULL THEN 'STOPPED' ELSE 'SENDING' END AS state,
  s.stopped_reason AS "stoppedReason",
  u.name AS "sentBy", ${isoUtc('s.created_at')} AS "createdAt"`;
const sendFrom = sql`
  FROM email_sends s JOIN users u ON u.id = s.sent_by
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE o.status = 'SENT') AS sent, count(*) FILTER (WHERE o.status = 'FAILED') AS failed
    FROM email_send_recipients r JOIN mail_outbox o ON o.id = r.mail_id WHERE r.send_id = s.id
  ) c ON true`;

export async function listSends(db: DbOrTx, query: { keyword?: string | undefined; page: number; pageSize: number }): Promise<{ items: EmailSendItem[]; total: number }> {
  const where = query.keyword
    ? sql`(s.title ILIKE ${containing(query.keyword)} OR s.texts->0->>'subject' ILIKE ${containing(query.keyword)})`
    : sql`true`;
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<EmailSendItem>(sql`SELECT ${sendColumns} ${sendFrom} WHERE ${where} ORDER BY s.created_at DESC, s.id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM email_sends s WHERE ${where}`),
  ]);
  return { items: rows, total: count!.total };
}

export async function findSend(db: DbOrTx, sendId: number): Promise<(EmailSendItem & { languages: string[] }) | undefined> {
  const { rows } = await db.execute<EmailSendItem & { languages: string[] }>(sql`
    SELECT ${sendColumns}, ARRAY(SELECT t->>'language' FROM jsonb_array_elements(s.texts) t) AS languages
    ${sendFrom} WHERE s.id = ${sendId}`);
  return rows[0];
}

const deliveryState = sql`CASE o.status WHEN 'SENT' THEN 'SENT' WHEN 'FAILED' THEN 'FAILED' ELSE 'WAITING' END`;

export async function sendRecipients(db: DbOrTx, query: { sendId: number; state?: string | undefined; keyword?: string | undefined; page: number; pageSize: number }): Promise<{ items: EmailSendRecipient[]; total: number }> {
  const where = sql.join([
    sql`r.send_id = ${query.sendId}`,
    query.state ? sql`${deliveryState} = ${query.state}` : sql`true`,
    query.keyword ? sql`(r.address ILIKE ${containing(query.keyword)} OR r.name ILIKE ${containing(query.keyword)})` : sql`true`,
  ], sql` AND `);
  const from = sql`FROM email_send_recipients r LEFT JOIN mail_outbox o ON o.id = r.mail_id`;
  const [{ rows }, { rows: [count] }] = await Promise.all([
    db.execute<EmailSendRecipient>(sql`
      SELECT r.address, r.name, r.language, ${deliveryState} AS state, o.last_error AS error, ${isoUtc('o.sent_at')} AS "sentAt"
      ${from} WHERE ${where} ORDER BY r.id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${from} WHERE ${where}`),
  ]);
  return { items: rows, total: count!.total };
}
