// Search: suggestions, documents by machine, page and topic hits, recent searches, as the app registers it.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import type { Library } from '../library/library.feature.ts';
import { registerSearchRoutes } from './search.routes.ts';
import { createSearchService, type GuideSuggestions } from './search.service.ts';

export function registerSearch(app: App, { db, clock, config, signals, afterAnswer, readers, documents, machines, names, guides }: FeatureDeps & Library & { guides?: GuideSuggestions }): void {
  const search = createSearchService({ db, signals, afterAnswer, readers, documents, machines, names, clock, ...(guides ? { guides } : {}) });
  registerSearchRoutes(app, { search, visitorsPerMinute: config.VISITOR_SEARCH_PER_MINUTE });
  app.addHook('onReady', () => search.prepare());
}
