// The footer's related links (/relatedlink/list, open to anyone) and their administration (/mgmt/relatedlink/**).
import { relatedLinksApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { RelatedLinkService } from './related-links.service.ts';

export function registerRelatedLinkRoutes(app: App, { links }: { links: RelatedLinkService }): void {
  serve(app, relatedLinksApi.list, async () => ({ linkList: await links.inUse() }));
  serve(app, relatedLinksApi.managedList, async () => ({ linkList: await links.list() }));
  serve(app, relatedLinksApi.detail, ({ body }) => links.detail(body.linkId));
  serve(app, relatedLinksApi.save, async ({ actor, body }) => ({ id: await links.save(actor, body) }));
  serve(app, relatedLinksApi.delete, ({ actor, body }) => links.remove(actor, body.linkId));
  serve(app, relatedLinksApi.sort, ({ actor, body }) => links.sort(actor, body));
}
