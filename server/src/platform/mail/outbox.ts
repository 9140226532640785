// One outbox for every e-mail: a message is stored, in the caller's transaction, together with the job that
// will deliver it. Nothing is sent from a request; nothing is lost when the SMTP server is away. A message's
// secrets wait apart from it and are erased once it is delivered (secrets.ts).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/database.ts';
import { mailOutbox } from './mail.tables.ts';
import { defineTask, enqueueMany } from '../jobs/job-queue.ts';
import { markExpected } from '../log/expected.ts';
import { revealSecrets } from './secrets.ts';

export const DELIVER_MAIL_TASK = 'deliver-mail';

export interface OutgoingMail {
  to: string;
  toName?: string | undefined;
  language: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** Values for the marks in subject, text and HTML (secrets.ts); never stored with the message itself. */
  secrets?: Record<string, string> | undefined;
}

export interface MailSettings {
  from: string;
  /** Absent: the local mailbox. */
  smtp?: { host: string; port: number; secure: boolean; user?: string | undefined; password?: string | undefined } | undefined;
  retrySeconds: number;
  maxAttempts: number;
}

/** Stores a message and the job that delivers it, in the caller's transaction: both or neither. */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail, settings: Pick<MailSettings, 'maxAttempts'>): Promise<number> {
  const [id] = await enqueueMails(tx, [mail], settings);
  return id!;
}

/** Stores messages and their delivery jobs in a few statements, in the caller's transaction; their ids, in order. */
export async function enqueueMails(tx: DbOrTx, mails: OutgoingMail[], settings: Pick<MailSettings, 'maxAttempts'>): Promise<number[]> {
  if (mails.length === 0) return [];
  const messageIds = mails.map(() => `<${randomUUID()}@gsis.mail>`);
  const rows = await tx.insert(mailOutbox).values(mails.map((mail, i) => ({
    messageId: messageIds[i]!,
    toAddress: mail.to, toName: mail.toName ?? null, language: mail.language, kind: mail.kind,
    subject: mail.subject, textBody: mail.text, htmlBody: mail.html,
    secrets: mail.secrets && Object.keys(mail.secrets).length > 0 ? mail.secrets : null,
  }))).returning({ id: mailOutbox.id, messageId: mailOutbox.messageId });
  const idOf = new Map(rows.map((row) => [row.messageId, row.id]));
  const ids = messageIds.map((messageId) => idOf.get(messageId)!);
  await enqueueMany(tx, deliverMailTask, ids.map((mailId) => ({ mailId })), { maxAttempts: settings.maxAttempts });
  return ids;
}

export interface MailTransport {
  readonly kind: 'SMTP' | 'LOCAL';
  send(mail: { messageId: string; from: string; to: string; toName: string | null; subject: string; text: string; html: string }): Promise<void>;
  close(): void;
}

/**
 * SMTP when a host is configured; otherwise the local mailbox: the outbox row itself, marked delivered,
 * is what administrators read, so a fresh install works end to end without a mail server — except for the
 * secrets a message carried (codes, temporary passwords, verification links), which are erased at this
 * "delivery" like at any other: administrators must not be able to read them.
 */
export function createMailTransport(settings: MailSettings): MailTransport {
  if (!settings.smtp) return { kind: 'LOCAL', async send() {}, close() {} };
  const { host, port, secure, user, password } = settings.smtp;
  const transporter = nodemailer.createTransport({
    host, port, secure,
    ...(user ? { auth: { user, pass: password ?? '' } } : {}),
    connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000,
  });
  return {
    kind: 'SMTP',
    async send(mail) {
      await transporter.sendMail({
        messageId: mail.messageId, from: settings.from,
        to: mail.toName ? { name: mail.toName, address: mail.to } : mail.to,
        subject: mail.subject, text: mail.text, html: mail.html,
      });
    },
    close() { transporter.close(); },
  };
}

/**
 * A relay that is away, refuses or times out (nodemailer's ECONNECTION, EAUTH, ETIMEDOUT…, the system's
 * ECONNREFUSED…, or an SMTP reply code): its message says it all, so the log shows no stack for it.
 */
function relayFailure(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return (typeof code === 'string' && /^E[A-Z]+$/.test(code)) || typeof responseCode === 'number';
}

/**
 * Delivers one stored message. A message already sent is not sent again (a job run twice). A worker that
 * dies before the server's final "250" leaves an unfinished SMTP transaction, which the server drops, and
 * the job's lease brings the message back; the window between that "250" and recording it here is the
 * only place a message could go twice, and it goes with the same Message-ID.
 */
export const deliverMailTask = defineTask({
  name: DELIVER_MAIL_TASK,
  payload: z.object({ mailId: z.number().int() }),
  jobKey: ({ mailId }) => `mail:${mailId}`,
  work: ({ db, transport, settings }: { db: Db; transport: MailTransport; settings: MailSettings }) => ({
    maxAttempts: settings.maxAttempts,
    retryDelaySeconds: (attempt) => Math.min(3600, settings.retrySeconds * 2 ** (attempt - 1)),
    async run({ mailId }) {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
      if (!mail || mail.status === 'SENT') return;
      await db.update(mailOutbox).set({ attempts: sql`${mailOutbox.attempts} + 1` }).where(eq(mailOutbox.id, mailId));
      try {
        await transport.send({
          messageId: mail.messageId, from: settings.from, to: mail.toAddress, toName: mail.toName,
          subject: revealSecrets(mail.subject, mail.secrets, 'text'),
          text: revealSecrets(mail.textBody, mail.secrets, 'text'),
          html: revealSecrets(mail.htmlBody, mail.secrets, 'html'),
        });
      } catch (error) {
        await db.update(mailOutbox).set({ lastError: (error as Error).message.slice(0, 1000) }).where(eq(mailOutbox.id, mailId));
        throw relayFailure(error) ? markExpected(error) : error;
      }
      // Delivered: its secrets are the recipient's alone from now on.
      await db.update(mailOutbox).set({ status: 'SENT', transport: transport.kind, sentAt: sql`now()`, lastError: null, secrets: null }).where(eq(mailOutbox.id, mailId));
    },
    async onGiveUp({ mailId }, error) {
      // Never to be sent: nobody needs its secrets any more.
      await db.update(mailOutbox).set({ status: 'FAILED', lastError: error.message.slice(0, 1000), secrets: null }).where(eq(mailOutbox.id, mailId));
    },
  }),
});

export function mailSettingsOf(config: {
  MAIL_FROM: string; SMTP_HOST?: string | undefined; SMTP_PORT: number; SMTP_SECURE: boolean; SMTP_USER?: string | undefined; SMTP_PASSWORD?: string | undefined;
  MAIL_RETRY_SECONDS: number; MAIL_MAX_ATTEMPTS: number;
}): MailSettings {
  return {
    from: config.MAIL_FROM,
    smtp: config.SMTP_HOST ? { host: config.SMTP_HOST, port: config.SMTP_PORT, secure: config.SMTP_SECURE, user: config.SMTP_USER, password: config.SMTP_PASSWORD } : undefined,
    retrySeconds: config.MAIL_RETRY_SECONDS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
  };
}
