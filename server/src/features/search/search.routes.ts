// Search routes, as the seed names them: /service/search/** and /main/search/recent.
import {
  DEFAULT_LANGUAGE, DocumentFilterOptions, DoneResponse, IndexSearchBody, IndexSearchResponse, ProductClassBody, ProductClassResponse,
  RecentSearchDelete, RecentSearchResponse, SuggestQuery, SuggestResponse, TextSearchBody, TextSearchResponse,
} from '@gsis/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http.ts';
import { clientInfo } from '../../platform/request-context.ts';
import type { DocumentService } from '../documents/documents.service.ts';
import type { Searcher, SearchService } from './search.service.ts';


export function registerSearchRoutes(app: App, { search, documents }: { search: SearchService; documents: DocumentService }): void {
  const login = { access: 'login' as const };
  const language = (request: FastifyRequest) => clientInfo(request).language ?? DEFAULT_LANGUAGE;
  const searcher = (request: FastifyRequest): Searcher => ({ session: request.auth!.session, client: clientInfo(request), language: language(request) });

  app.get('/service/search/suggest', {
    config: login,
    schema: { tags: ['search'], summary: 'Models, suffixes and document titles for what has been typed, best first (at most 10)', querystring: SuggestQuery, response: { 200: SuggestResponse } },
  }, async (request) => search.suggest(request.query.term));

  app.post('/service/search/index', {
    config: login,
    schema: {
      tags: ['search'], summary: 'Documents that apply to the model, suffix or serial number searched for (or whose title holds the words), with the document-list filters',
      body: IndexSearchBody, response: { 200: IndexSearchResponse },
    },
  }, async (request) => search.index(searcher(request), request.body));

  app.post('/service/search/pdf', {
    config: login,
    schema: { tags: ['search'], summary: 'Pages of PDF documents that hold the words, with a snippet and the words to highlight', body: TextSearchBody, response: { 200: TextSearchResponse } },
  }, async (request) => search.text(searcher(request), 'pdf', request.body));

  app.post('/service/search/webhelp', {
    config: login,
    schema: { tags: ['search'], summary: 'Web-help topics that hold the words, with a snippet and the words to highlight', body: TextSearchBody, response: { 200: TextSearchResponse } },
  }, async (request) => search.text(searcher(request), 'webhelp', request.body));

  app.post('/service/search/codes', {
    config: login,
    schema: { tags: ['search'], summary: "Choices of the search page's filters in the reader's language", response: { 200: DocumentFilterOptions } },
  }, async (request) => documents.filters(language(request)));

  app.post('/service/search/mprods', {
    config: login,
    schema: { tags: ['search'], summary: 'The product lines and models of one product type (pclass)', body: ProductClassBody, response: { 200: ProductClassResponse } },
  }, async (request) => search.productClass(request.body.pclass));

  app.post('/main/search/recent', {
    config: login,
    schema: { tags: ['search'], summary: "The caller's recent searches, newest first", response: { 200: RecentSearchResponse } },
  }, async (request) => ({ recentList: await search.recent(request.auth!.session.userId) }));

  app.post('/main/search/recent/delete', {
    config: login,
    schema: { tags: ['search'], summary: 'Forgets one recent search, or all of them', body: RecentSearchDelete, response: { 200: DoneResponse } },
  }, async (request) => {
    await search.forget(request.auth!.session.userId, request.body.searchWord);
    return { done: true as const };
  });
}
