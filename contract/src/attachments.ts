// Files attached to what people write in Support (notices, questions, answers, messages): uploaded one at a
// time before the form is saved, judged by their content, and read back through a short-lived signed address.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { DbId } from './ids.ts';

/** The kinds of file an attachment may be, judged by content: PDF, pictures, and zip (Office documents are zips). */
export const ATTACHMENT_KINDS = ['pdf', 'png', 'jpeg', 'gif', 'webp', 'zip'] as const;
/** At most this many files on one notice, question, answer or message. */
export const MAX_ATTACHMENTS = 5;
/** The largest attachment, in bytes. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** What the file picker offers; the server judges the content whatever the name says. */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.zip,.docx,.xlsx,.pptx';

export const AttachmentUploadQuery = z.object({ fileName: z.string().trim().min(1).max(255) });
/** An upload, not yet attached to anything: its id goes in the form's attachmentIds. */
export const UploadedAttachment = z.object({ attachmentId: DbId, fileName: z.string(), size: z.number().int() });
export type UploadedAttachment = z.infer<typeof UploadedAttachment>;
/** An attachment as a reader sees it, with the address it is downloaded from. */
export const Attachment = UploadedAttachment.extend({ url: z.string() });
export type Attachment = z.infer<typeof Attachment>;
/** The files a form attaches, by the ids their uploads answered. */
export const attachmentIds = z.array(DbId).max(MAX_ATTACHMENTS)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'repeated' })
  .default([]);

export const AttachmentFileParams = z.object({ ticket: z.string().min(10).max(200), name: z.string().max(300) });

export const attachmentsApi = {
  // One file per request, as the raw body: folders and several files at once cannot be sent at all.
  upload: endpoint({
    method: 'POST', path: '/service/attachment/upload', access: 'login', area: 'support', rawBody: true,
    summary: 'Uploads one file to attach to a notice, question, answer or message; judged by its content',
    query: AttachmentUploadQuery, response: UploadedAttachment,
  }),
  file: endpoint({
    method: 'GET', path: '/service/attachment/:ticket/:name', access: 'public', area: 'support',
    summary: 'An attachment, by the signed address its notice, question or message gave the reader', params: AttachmentFileParams,
  }),
};
