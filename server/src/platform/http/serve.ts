// Registers an endpoint of the contract with its handler: the route reads as the definition (path, access,
// schemas) plus one call into a service. The handler gets what every route needs once — the request's
// language, its client, the signed-in session and actor — and an endpoint answering `{ done: true }` or
// `{ deleted: true }` needs only to finish.
import {
  DEFAULT_LANGUAGE, DeletedResponse, DoneResponse, menuOf,
  type EndpointBody, type EndpointDefinition, type EndpointParams, type EndpointQuery, type EndpointResponse, type LanguageCode,
} from '@gsis/contract';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Actor } from '../audit/audit.ts';
import type { SessionRow } from '../auth/sessions.repo.ts';
import { clientInfo, type ClientInfo } from '../request-context.ts';
import type { App } from './http.ts';

export interface Call<E extends EndpointDefinition> {
  body: EndpointBody<E>;
  query: EndpointQuery<E>;
  params: EndpointParams<E>;
  /** The reader's language (Accept-Language), English when none of the 13 is asked for. */
  language: LanguageCode;
  client: ClientInfo;
  /** The signed-in session; only a 'public' endpoint may be called without one (then this throws). */
  session: SessionRow;
  /** Who is acting, for audit trails. */
  actor: Actor;
  /** The session when there is one, for public endpoints that answer signed-in callers differently. */
  optionalSession: SessionRow | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<E extends EndpointDefinition> = EndpointResponse<E> extends { done: true } | { deleted: true }
  ? EndpointResponse<E> | void
  : E['response'] extends undefined ? unknown : EndpointResponse<E>;

export interface ServeOptions {
  /** @fastify/rate-limit settings of this route. */
  rateLimit?: NonNullable<RouteShorthandOptions['config']>['rateLimit'];
}

/** Answers an endpoint whose response only says it happened, when its handler returns nothing. */
const IMPLIED_ANSWERS = new Map<unknown, unknown>([[DoneResponse, { done: true }], [DeletedResponse, { deleted: true }]]);

function signedIn(request: FastifyRequest): SessionRow {
  // The guard has refused a 'login' or menu endpoint without a session before any handler runs.
  if (!request.auth) throw new Error(`${request.routeOptions.url} reads the session of an endpoint open to anyone`);
  return request.auth.session;
}

function callOf<E extends EndpointDefinition>(request: FastifyRequest, reply: FastifyReply): Call<E> {
  const client = clientInfo(request);
  return {
    body: request.body as EndpointBody<E>,
    query: request.query as EndpointQuery<E>,
    params: request.params as EndpointParams<E>,
    language: client.language ?? DEFAULT_LANGUAGE,
    client,
    get session() { return signedIn(request); },
    get actor() {
      const session = signedIn(request);
      return { userId: session.userId, loginId: session.loginId };
    },
    optionalSession: request.auth?.session ?? null,
    request,
    reply,
  };
}

export function serve<E extends EndpointDefinition>(app: App, endpoint: E, handler: (call: Call<E>) => Promise<Answer<E>> | Answer<E>, options: ServeOptions = {}): void {
  const menuId = menuOf(endpoint);
  const access = endpoint.access === 'public' ? 'public' : 'login';
  const register = (on: App) => on.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access, ...(menuId ? { menuId } : {}), endpoint, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    schema: {
      tags: [endpoint.area],
      summary: endpoint.summary,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.response ? { response: { 200: endpoint.response } } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler(callOf<E>(request, reply));
      if (answer === undefined && IMPLIED_ANSWERS.has(endpoint.response)) return IMPLIED_ANSWERS.get(endpoint.response);
      return answer;
    },
  });

  if (!endpoint.rawBody) {
    register(app);
    return;
  }
  // One file per request, as the raw body: the handler reads request.raw as a stream.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    register(scope as App);
  });
}
