// Sending a template to groups, users and typed addresses. The send, its recipients (each address once, each
// with the language they will read it in) and the job that fans it out are written in one transaction; the job
// then hands the outbox a batch at a time, each batch's messages and the recipients' link to them committed
// together, so a restart half-way neither loses a recipient nor makes a second message for one. Delivery, with
// its retries while the mail server is away, is the outbox's.
import { ErrorCode, EMAIL_SEND_MAX_RECIPIENTS, splitAddresses, type EmailRecipients, type EmailSendDetail, type EmailSendItem, type EmailSendListQuery, type EmailSendRecipient, type EmailSendRecipientsQuery, type LanguageCode } from '@gsis/contract';
import { z } from 'zod';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { defineTask, enqueue } from '../../platform/jobs/job-queue.ts';
import { enqueueMails } from '../../platform/mail/outbox.ts';
import { composeMail, languageFor } from './composed-mail.ts';
import * as repo from './sends.repo.ts';
import * as templates from './templates.repo.ts';

/** Messages handed to the outbox per transaction. */
const FAN_OUT_BATCH = 250;
/** About three days of attempts, five minutes apart at most, before a send is marked stopped. */
const FAN_OUT_ATTEMPTS = 900;
export const ADMIN_SEND_MAIL_KIND = 'ADMIN_SEND';

export interface EmailSends {
  count(recipients: z.output<typeof EmailRecipients>): Promise<number>;
  send(actor: Actor, templateId: number, recipients: z.output<typeof EmailRecipients>): Promise<number>;
  list(query: z.output<typeof EmailSendListQuery>): Promise<{ items: EmailSendItem[]; total: number; page: number; pageSize: number }>;
  detail(sendId: number): Promise<EmailSendDetail>;
  recipients(query: z.output<typeof EmailSendRecipientsQuery>): Promise<{ items: EmailSendRecipient[]; total: number; page: number; pageSize: number }>;
}

const chosenOf = (recipients: z.output<typeof EmailRecipients>): repo.ChosenRecipients => ({
  groupIds: recipients.groupIds, userIds: recipients.userIds, addresses: splitAddresses(recipients.addresses).addresses,
});

export function createEmailSends({ db }: { db: Db }): EmailSends {
  return {
    count: (recipients) => repo.countRecipients(db, chosenOf(recipients)),

    send(actor, templateId, recipients) {
      return db.transaction(async (tx) => {
        const template = await templates.findTemplate(tx, templateId, true);
        if (!template) throw new AppError(ErrorCode.NOT_FOUND, { fields: [{ path: 'body.templateId', rule: 'not_found' }] });
        const { sendId, count } = await repo.insertSend(tx, { templateId, title: template.title, texts: template.texts, sentBy: actor.userId }, chosenOf(recipients));
        if (count === 0) throw new AppError(ErrorCode.REQUIRED_VALUES_MISSING, { fields: [{ path: 'body.recipients', rule: 'required' }] });
        if (count > EMAIL_SEND_MAX_RECIPIENTS) throw new AppError(ErrorCode.INPUT_VALUE_ERROR, { fields: [{ path: 'body.recipients', rule: 'max' }] });
        await enqueue(tx, emailSendTask, { sendId });
        await recordAudit(tx, actor, { action: 'EMAIL_SEND', targetType: 'EMAIL_SEND', targetId: sendId, before: null, after: { templateId, recipients: count, groupIds: recipients.groupIds, userIds: recipients.userIds } });
        return sendId;
      });
    },

    async list(query) {
      return { ...(await repo.listSends(db, query)), page: query.page, pageSize: query.pageSize };
    },

    async detail(sendId) {
      const found = await repo.findSend(db, sendId);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      return { ...found, languages: found.languages as LanguageCode[] };
    },

    async recipients(query) {
      return { ...(await repo.sendRecipients(db, query)), page: query.page, pageSize: query.pageSize };
    },
  };
}

/** Hands a send's recipients to the outbox, a batch per transaction, until none is left without a message. */
export const emailSendTask = defineTask({
  name: 'email-send',
  payload: z.object({ sendId: z.number().int() }),
  jobKey: ({ sendId }) => `email-send:${sendId}`,
  work: ({ db, publicUrl, maxAttempts }: { db: Db; publicUrl: string; maxAttempts: number }) => ({
    // Going on where it stopped is always safe: a database away for hours should delay a send, not end it.
    maxAttempts: FAN_OUT_ATTEMPTS,
    retryDelaySeconds: (attempt) => Math.min(300, 5 * 2 ** (attempt - 1)),
    async onGiveUp({ sendId }, error) {
      await repo.stopSend(db, sendId, error.message.slice(0, 1000));
    },
    async run({ sendId }, { signal }) {
      const texts = await repo.sentTexts(db, sendId);
      if (!texts) return;
      for (;;) {
        // Stopped: what is committed stays; the job is handed back and goes on from there.
        if (signal.aborted) throw new Error('stopped');
        const made = await db.transaction(async (tx) => {
          const batch = await repo.nextWaiting(tx, sendId, FAN_OUT_BATCH);
          const mails = batch.map((recipient) => {
            const text = languageFor(texts, recipient.language);
            const composed = composeMail(text, recipient, publicUrl);
            return { to: recipient.address, toName: recipient.name ?? undefined, language: text.language, kind: ADMIN_SEND_MAIL_KIND, ...composed };
          });
          const mailIds = await enqueueMails(tx, mails, { maxAttempts });
          await repo.recordMessages(tx, batch.map((r) => r.id), mailIds);
          return batch.length;
        });
        if (made === 0) return;
      }
    },
  }),
});
