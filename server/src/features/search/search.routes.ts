// Search routes, as the seed names them: /service/search/** and /main/search/recent.
import { searchApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { Searcher, SearchService } from './search.service.ts';

export function registerSearchRoutes(app: App, { search }: { search: SearchService }): void {
  const searcher = ({ session, client, language }: Searcher): Searcher => ({ session, client, language });

  serve(app, searchApi.suggest, ({ query }) => search.suggest(query.term));
  serve(app, searchApi.index, (call) => search.index(searcher(call), call.body));
  serve(app, searchApi.pdf, (call) => search.text(searcher(call), 'pdf', call.body));
  serve(app, searchApi.webhelp, (call) => search.text(searcher(call), 'webhelp', call.body));
  serve(app, searchApi.codes, ({ language }) => search.filters(language));
  serve(app, searchApi.productClass, ({ body }) => search.productClass(body.pclass));
  serve(app, searchApi.recent, async ({ session }) => ({ recentList: await search.recent(session.userId) }));
  serve(app, searchApi.forgetRecent, ({ session, body }) => search.forget(session.userId, body.searchWord));
}
