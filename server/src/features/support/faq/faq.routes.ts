// The FAQ: read by anyone (/service/faq/list), administered behind the FAQ menu (/mgmt/faq/**).
import { faqApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import type { FaqService } from './faq.service.ts';

export function registerFaqRoutes(app: App, { faq }: { faq: FaqService }): void {
  serve(app, faqApi.list, async ({ body, language }) => ({ items: await faq.entries(body, language) }));
  serve(app, faqApi.managedList, ({ body, language }) => faq.list(body, language));
  serve(app, faqApi.detail, ({ body, language }) => faq.detail(body.faqId, language));
  serve(app, faqApi.save, async ({ actor, body }) => ({ id: await faq.save(actor, body) }));
  serve(app, faqApi.delete, ({ actor, body }) => faq.remove(actor, body.faqId));
}
