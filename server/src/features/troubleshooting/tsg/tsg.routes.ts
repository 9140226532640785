// Troubleshooting guides: readers' models, search and one guide (/service/tsg/**, the TSG menu, which the shared
// 'dxp' account holds), and the administrators' guides and dictionary (/mgmt/tsg/**).
import { tsgApi } from '@gsis/contract';
import type { App } from '../../../platform/http/http.ts';
import { serve } from '../../../platform/http/serve.ts';
import type { GuideService } from './tsg.service.ts';
import type { TermService } from './terms.service.ts';

export function registerGuideRoutes(app: App, { guides, terms }: { guides: GuideService; terms: TermService }): void {
  serve(app, tsgApi.models, () => guides.models());
  serve(app, tsgApi.find, ({ query, language }) => guides.find(query, language));
  serve(app, tsgApi.guide, ({ params, query, language, session }) => guides.read(session.userId, params.guideId, query.language, language));

  serve(app, tsgApi.list, ({ body }) => guides.list(body));
  serve(app, tsgApi.detail, ({ actor, body }) => guides.detail(actor, body.id));
  serve(app, tsgApi.save, async ({ actor, body }) => ({ id: await guides.save(actor, body) }));
  serve(app, tsgApi.publish, ({ actor, body }) => guides.publish(actor, body.guideId, body.language));
  serve(app, tsgApi.delete, ({ actor, body }) => guides.remove(actor, body.id));
  serve(app, tsgApi.choices, ({ language }) => guides.choices(language));
  serve(app, tsgApi.linkable, async ({ actor, body }) => ({ items: await guides.linkable(actor, body.keyword) }));

  serve(app, tsgApi.terms, async ({ body, language }) => ({ items: await terms.list(language, body) }));
  serve(app, tsgApi.saveTerm, async ({ actor, body }) => ({ id: await terms.save(actor, body) }));
  serve(app, tsgApi.deleteTerm, ({ actor, body }) => terms.remove(actor, body.id));
}
