// The footer's related links (/relatedlink/**), open to anyone.
import { isRelatedLinkUrl, relatedLinksApi } from '@gsis/contract';
import type { Db } from '../../platform/db/database.ts';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import { listLinksInUse } from './related-links.repo.ts';

export function registerRelatedLinkRoutes(app: App, { db }: { db: Db }): void {
  serve(app, relatedLinksApi.list, async () => ({
    // A stored address that is not http(s) or a GSIS page (javascript:, //host) never reaches the footer's
    // href; it is left out rather than failing the whole list.
    linkList: (await listLinksInUse(db)).filter((link) => isRelatedLinkUrl(link.linkUrl)),
  }));
}
