// Search routes, as the seed names them: /service/search/** and /main/search/recent.
import { ErrorCode, searchApi } from '@gsis/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import { AppError } from '../../platform/errors.ts';
import type { Searcher, SearchService } from './search.service.ts';

export function registerSearchRoutes(app: App, { search, visitorsPerMinute }: { search: SearchService; visitorsPerMinute: number }): void {
  const searcher = ({ optionalSession, client, language, request }: { optionalSession: Searcher['session']; request: FastifyRequest } & Omit<Searcher, 'session'>): Searcher => {
    // A token the server no longer takes (idle, ended elsewhere) is told as such, not served as a visitor's
    // search: the reader's screen still shows them signed in, and would read every hit as unauthorised.
    if (!optionalSession && request.headers.authorization) throw new AppError(ErrorCode.SESSION_EXPIRED);
    return { session: optionalSession, client, language };
  };
  // Search is open to visitors; their calls are limited per client address, a signed-in reader's are not.
  const visitors = { rateLimit: { max: visitorsPerMinute, timeWindow: 60_000, allowList: (request: FastifyRequest) => Boolean(request.auth?.session) } };

  serve(app, searchApi.suggest, ({ query, optionalSession, language }) => search.suggest(query.term, optionalSession, language), visitors);
  serve(app, searchApi.index, (call) => search.index(searcher(call), call.body), visitors);
  serve(app, searchApi.pdf, (call) => search.text(searcher(call), 'pdf', call.body), visitors);
  serve(app, searchApi.webhelp, (call) => search.text(searcher(call), 'webhelp', call.body), visitors);
  serve(app, searchApi.codes, ({ language }) => search.filters(language), visitors);
  serve(app, searchApi.productClass, ({ body }) => search.productClass(body.pclass), visitors);
  serve(app, searchApi.recent, async ({ session }) => ({ recentList: await search.recent(session.userId) }));
  serve(app, searchApi.forgetRecent, ({ session, body }) => search.forget(session.userId, body.searchWord));
}
