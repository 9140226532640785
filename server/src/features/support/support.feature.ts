// Support — notices, and the attachments what people write there carries — as the app registers it.
import { createSignedTokens } from '../../platform/auth/signed-tokens.ts';
import { createAttachments } from '../../platform/files/attachments.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerAttachmentRoutes } from './attachments.routes.ts';
import { registerNoticeRoutes } from './notices/notices.routes.ts';
import { createNoticeService } from './notices/notices.service.ts';

export function registerSupport(app: App, { db, clock, storage }: FeatureDeps): void {
  const attachments = createAttachments({ db, storage, clock });
  registerAttachmentRoutes(app, { attachments });
  registerNoticeRoutes(app, { notices: createNoticeService({ db, attachments, clock, tokens: createSignedTokens(db, 'notice-reader-secret') }) });
}
