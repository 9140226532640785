// The outbox as administrators read it: every message GSIS sent or is sending, and the local mailbox of an
// install without an SMTP server.
import { z } from 'zod';
import { IdBody } from './common.ts';
import { endpoint } from './endpoint.ts';

export const MAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export const MailStatus = z.enum(MAIL_STATUSES);

export const MailboxQuery = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  /** Part of the address or the subject. */
  keyword: z.string().trim().max(100).optional(),
  status: MailStatus.optional(),
});
export type MailboxQuery = z.input<typeof MailboxQuery>;

export const MailboxItem = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  toName: z.string().nullable(),
  language: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: MailStatus,
  transport: z.enum(['SMTP', 'LOCAL']).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailboxItem = z.infer<typeof MailboxItem>;
export const MailboxList = z.object({ items: z.array(MailboxItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type MailboxList = z.infer<typeof MailboxList>;
/**
 * What stands in a message, in the mailbox, for a secret it carried (a code, a temporary password, a
 * verification link): secrets are kept apart from the stored message and erased once it is delivered, so
 * nobody reads them here, even before delivery.
 */
export const MAIL_SECRET_SHOWN_AS = '••••';
/** `secretsWithheld`: the message carried secrets, which appear as MAIL_SECRET_SHOWN_AS. */
export const MailboxMessage = MailboxItem.extend({ messageId: z.string(), textBody: z.string(), htmlBody: z.string(), secretsWithheld: z.boolean() });
export type MailboxMessage = z.infer<typeof MailboxMessage>;

// ── Endpoints: /mgmt/email/mailbox/**, read with the sending screens (the MGMT_EMAIL_SEND menu) ──

const mailMenu = { menu: 'MGMT_EMAIL_SEND' } as const;
export const mailboxApi = {
  list: endpoint({
    method: 'POST', path: '/mgmt/email/mailbox/list', access: mailMenu, area: 'mailbox',
    summary: 'Messages of the outbox (the local mailbox without SMTP), newest first; codes, passwords and links show as ••••', body: MailboxQuery, response: MailboxList,
  }),
  detail: endpoint({
    method: 'POST', path: '/mgmt/email/mailbox/detail', access: mailMenu, area: 'mailbox',
    summary: 'One message with its text and HTML; codes, passwords and links show as ••••', body: IdBody, response: MailboxMessage,
  }),
};
