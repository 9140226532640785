// The classifications of Q&A (/service/qna/cls/list, /mgmt/qna/cls/**) and Contact Us (/service/contact/cls/list,
// /mgmt/contact/cls/**): the same calls, each kind behind its own menu.
import type { SupportClassApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import type { SupportClasses } from './support-classes.service.ts';

export function registerClassRoutes(app: App, api: SupportClassApi, classes: SupportClasses): void {
  serve(app, api.choices, async ({ language }) => ({ items: await classes.choices(language) }));
  serve(app, api.list, async ({ language }) => ({ items: await classes.list(language) }));
  serve(app, api.detail, ({ body, language }) => classes.detail(body.classId, language));
  serve(app, api.save, async ({ actor, body }) => ({ id: await classes.save(actor, body) }));
  serve(app, api.delete, ({ actor, body }) => classes.remove(actor, body.classId));
  serve(app, api.managers, async ({ body }) => ({ items: await classes.managers(body.classId) }));
  serve(app, api.saveManagers, ({ actor, body }) => classes.saveManagers(actor, body.classId, body.userIds));
  serve(app, api.candidates, async ({ body }) => ({ items: await classes.candidates(body.keyword) }));
}
