// Contact Us (/support/contactus): a public form per contact classification, kept and delivered through the
// outbox to the classification's managers; its messages are read at /management/support/contact. Guarded
// against automated abuse without a third party: a limit per address and a field people never see.
import { z } from 'zod';
import { Attachment, AttachmentUploadQuery, UploadedAttachment } from './attachments.ts';
import { DoneResponse, pageOf, paging } from './common.ts';
import { endpoint } from './endpoint.ts';
import { name } from './fields.ts';
import { DbId } from './ids.ts';
import { ISO_COUNTRY_CODES } from './vocabulary.ts';

/** Messages one address may send an hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
/** Files one address may upload for Contact Us an hour. */
export const CONTACT_UPLOADS_PER_HOUR = 10;
export const CONTACT_BODY_MAX = 5000;

export const ContactSend = z.object({
  classId: DbId,
  name: name(100),
  company: z.string().trim().max(200).default(''),
  email: z.email().max(254).transform((v) => v.toLowerCase()),
  country: z.string().refine((code) => ISO_COUNTRY_CODES.includes(code), { message: 'country' }),
  title: name(200),
  body: z.string().trim().min(1).max(CONTACT_BODY_MAX),
  /** The upload a visitor attached, by the claim its upload answered (at most one). */
  attachmentClaims: z.array(z.string().min(10).max(300)).max(1).default([]),
  /**
   * Left empty by people: the form hides it from them (and from screen readers); programs that fill every
   * field fill it. A message with it filled is answered like any other and kept nowhere.
   */
  website: z.string().max(500).default(''),
});
export type ContactSend = z.input<typeof ContactSend>;

/** An upload of a visitor: `claim` is what attaches it, since there is no account to tie it to. */
export const ContactUpload = UploadedAttachment.extend({ claim: z.string() });
export type ContactUpload = z.infer<typeof ContactUpload>;

export const ContactMessageQuery = z.object({ ...paging, classId: DbId.optional(), keyword: z.string().trim().max(100).optional() });
export type ContactMessageQuery = z.input<typeof ContactMessageQuery>;
export const ContactMessageItem = z.object({
  messageId: DbId, classLabel: z.string(), name: z.string(), company: z.string(), email: z.string(), country: z.string(),
  title: z.string(), createdAt: z.string(), hasAttachment: z.boolean(),
});
export type ContactMessageItem = z.infer<typeof ContactMessageItem>;
export const ContactMessageList = pageOf(ContactMessageItem);
export const ContactMessageDetail = ContactMessageItem.extend({
  body: z.string(), language: z.string().nullable(),
  attachments: z.array(Attachment),
});
export type ContactMessageDetail = z.infer<typeof ContactMessageDetail>;

const MANAGE = { access: { menu: 'MGMT_SUP_CONTACT' }, area: 'support' } as const;

export const contactApi = {
  send: endpoint({
    method: 'POST', path: '/service/contactus/send', access: 'public', area: 'support',
    summary: 'Sends a Contact Us message: kept, and e-mailed to the managers of its classification', body: ContactSend, response: DoneResponse,
  }),
  upload: endpoint({
    method: 'POST', path: '/service/contactus/attachment', access: 'public', area: 'support', rawBody: true,
    summary: 'Uploads the one file a Contact Us message may carry; judged by its content', query: AttachmentUploadQuery, response: ContactUpload,
  }),
  messages: endpoint({ ...MANAGE, method: 'POST', path: '/mgmt/contact/list', summary: 'The messages received through Contact Us, newest first', body: ContactMessageQuery, response: ContactMessageList }),
  message: endpoint({ ...MANAGE, method: 'POST', path: '/mgmt/contact/detail', summary: 'One Contact Us message with its attachment', body: z.object({ messageId: DbId }), response: ContactMessageDetail }),
};
