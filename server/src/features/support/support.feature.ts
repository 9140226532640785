// Support — notices, the classifications of Q&A and Contact Us, and the attachments what people write there
// carries — as the app registers it.
import { contactClassesApi, qnaClassesApi } from '@gsis/contract';
import { createSignedTokens } from '../../platform/auth/signed-tokens.ts';
import { createAttachments } from '../../platform/files/attachments.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerAttachmentRoutes } from './attachments.routes.ts';
import { registerClassRoutes } from './classes/classes.routes.ts';
import { createSupportClasses } from './classes/classes.service.ts';
import { registerNoticeRoutes } from './notices/notices.routes.ts';
import { createNoticeService } from './notices/notices.service.ts';

export function registerSupport(app: App, { db, clock, storage }: FeatureDeps): void {
  const attachments = createAttachments({ db, storage, clock });
  registerAttachmentRoutes(app, { attachments });
  registerClassRoutes(app, qnaClassesApi, createSupportClasses({ db }, 'QNA'));
  registerClassRoutes(app, contactClassesApi, createSupportClasses({ db }, 'CONTACT'));
  registerNoticeRoutes(app, { notices: createNoticeService({ db, attachments, clock, tokens: createSignedTokens(db, 'notice-reader-secret') }) });
}
