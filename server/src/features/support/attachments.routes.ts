// Attachments of Support: one upload per request (signed-in people only, and limited per account), and the
// download by the signed address the notice, question or message handed its reader.
import { attachmentsApi } from '@gsis/contract';
import type { Attachments } from '../../platform/files/attachments.ts';
import type { App } from '../../platform/http/http.ts';
import { contentDisposition, sendFile } from '../../platform/http/send-file.ts';
import { serve } from '../../platform/http/serve.ts';
import { receiveUpload } from '../../platform/http/uploads.ts';

const UPLOADS_PER_MINUTE = 30;

export function registerAttachmentRoutes(app: App, { attachments }: { attachments: Attachments }): void {
  // Counted per account, wherever its requests come from (a second address does not start a second count), once the
  // guard has read the session; the route is signed-in only, so the address is never the key in practice.
  const perAccount = {
    max: UPLOADS_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler' as const,
    keyGenerator: (request: { auth?: { session: { userId: number } } | null; ip: string }) => (request.auth ? `account:${request.auth.session.userId}` : `address:${request.ip}`),
  };
  serve(app, attachmentsApi.upload, ({ query, session, request, reply }) =>
    receiveUpload(request, reply, () => attachments.receive(request.raw, query.fileName, session.userId)),
  { rateLimit: perAccount });

  serve(app, attachmentsApi.file, async ({ params, request, reply }) => {
    const file = await attachments.open(params.ticket);
    reply.header('content-disposition', contentDisposition('attachment', file.fileName));
    return sendFile(request, reply, { file: file.path, size: file.size, etag: `"${file.sha256}"` }, file.contentType);
  });
}
