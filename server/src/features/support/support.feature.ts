// Support — notices, Q&A, the FAQ, Contact Us, feedback on documents, the classifications of Q&A and Contact Us, and the attachments what people write there
// carries — as the app registers it.
import { contactClassesApi, qnaClassesApi } from '@gsis/contract';
import { createSignedTokens } from '../../platform/auth/signed-tokens.ts';
import { createAttachments } from '../../platform/files/attachments.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import type { Library } from '../library/library.feature.ts';
import { registerAttachmentRoutes } from './attachments.routes.ts';
import { registerClassRoutes } from './support-classes/support-classes.routes.ts';
import { createSupportClasses } from './support-classes/support-classes.service.ts';
import { registerContactRoutes } from './contact/contact.routes.ts';
import { createContactService } from './contact/contact.service.ts';
import { registerFeedbackRoutes } from './feedback/feedback.routes.ts';
import { createFeedbackService } from './feedback/feedback.service.ts';
import { registerFaqRoutes } from './faq/faq.routes.ts';
import { createFaqService } from './faq/faq.service.ts';
import { registerQnaRoutes } from './qna/qna.routes.ts';
import { createQnaService } from './qna/qna.service.ts';
import { registerNoticeRoutes } from './notices/notices.routes.ts';
import { createNoticeService } from './notices/notices.service.ts';

export function registerSupport(app: App, { db, clock, config, storage, mailer, readers, documents }: FeatureDeps & Library): void {
  const attachments = createAttachments({ db, storage, clock, allowArchives: config.ATTACHMENT_ARCHIVES === 'inspect' });
  registerAttachmentRoutes(app, { attachments });
  registerClassRoutes(app, qnaClassesApi, createSupportClasses({ db }, 'QNA'));
  registerClassRoutes(app, contactClassesApi, createSupportClasses({ db }, 'CONTACT'));
  registerContactRoutes(app, { contact: createContactService({ db, attachments, mailer }), attachments });
  registerFaqRoutes(app, { faq: createFaqService({ db }) });
  registerQnaRoutes(app, { qna: createQnaService({ db, attachments, mailer, clock }) });
  registerFeedbackRoutes(app, { feedback: createFeedbackService({ db, readers, documents, mailer, clock }) });
  registerNoticeRoutes(app, { notices: createNoticeService({ db, attachments, clock, tokens: createSignedTokens(db, 'notice-reader-secret') }) });
}
