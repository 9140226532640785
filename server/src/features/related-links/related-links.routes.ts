import { RelatedLinkListResponse } from '@gsis/contract';
import type { Db } from '../../platform/db/database.ts';
import type { App } from '../../platform/http.ts';
import { listLinksInUse } from './related-links.repo.ts';

export function registerRelatedLinkRoutes(app: App, { db }: { db: Db }): void {
  app.get('/relatedlink/list', {
    config: { access: 'public' },
    schema: { tags: ['related links'], summary: 'Related sites, family sites and social links of the footer', response: { 200: RelatedLinkListResponse } },
  }, async () => ({ linkList: await listLinksInUse(db) }));
}
