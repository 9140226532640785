// Contact Us: the public form and its one attachment (each limited per address), and the managers' messages.
import { CONTACT_MESSAGES_PER_HOUR, CONTACT_UPLOADS_PER_HOUR, contactApi } from '@gsis/contract';
import type { Attachments } from '../../../platform/files/attachments.ts';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import { receiveUpload } from '../../../platform/http/uploads.ts';
import type { ContactService } from './contact.service.ts';

const HOUR = 3_600_000;
/** A visitor's file: smaller than what staff attach. */
const VISITOR_UPLOAD_BYTES = 10 * 1024 * 1024;

export function registerContactRoutes(app: App, { contact, attachments }: { contact: ContactService; attachments: Attachments }): void {
  serve(app, contactApi.send, ({ body, client }) => contact.send(body, client.language), { rateLimit: { max: CONTACT_MESSAGES_PER_HOUR, timeWindow: HOUR } });
  serve(app, contactApi.upload, ({ query, request, reply }) =>
    receiveUpload(request, reply, () => attachments.receiveFromVisitor(request.raw, query.fileName, VISITOR_UPLOAD_BYTES)),
  { rateLimit: { max: CONTACT_UPLOADS_PER_HOUR, timeWindow: HOUR } });
  serve(app, contactApi.messages, ({ body, language }) => contact.list(body, language));
  serve(app, contactApi.message, ({ body, language }) => contact.detail(body.messageId, language));
}
