// E-mail administration — groups, templates and sends to thousands through the one outbox — as the app registers
// it. Its background task (the fan-out of a send) is started by app.ts with the other tasks.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { publicUrlOf } from '../../platform/mail/mailer.ts';
import { registerEmailRoutes } from './email.routes.ts';
import { createEmailGroups } from './groups.service.ts';
import { createEmailSends } from './sends.service.ts';
import { createEmailTemplates } from './templates.service.ts';

export function registerEmail(app: App, { db, config }: FeatureDeps): void {
  registerEmailRoutes(app, {
    groups: createEmailGroups({ db }),
    templates: createEmailTemplates({ db, publicUrl: publicUrlOf(config) }),
    sends: createEmailSends({ db }),
  });
}
