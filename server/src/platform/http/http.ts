// The Fastify instance type every feature registers its routes on (zod schemas are its types), and the
// HTTP behaviour every route shares: who may name the client's address, and that API answers are not cached.
import { isApiPath } from '@gsis/contract';
import type {
  FastifyBaseLogger, FastifyInstance, FastifyServerOptions, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Fastify's `trustProxy` for TRUST_PROXY. An address list goes to @fastify/proxy-addr as it is: the client is
 * the right-most X-Forwarded-For entry not sent by a listed proxy, and a socket outside the list is the
 * client itself. A hop count becomes a function of the hop, because Fastify 5.12 deliberately reads a bare
 * number as "trust nothing" (it cannot tell a proxy from a client that reached the server directly, which is
 * why operations.md asks for addresses unless only the proxies can reach GSIS): hop 0 is the socket, so
 * `hop < n` takes the n-th entry from the right and ignores whatever the client wrote before it.
 */
export function trustProxyOption(trust: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * Every API answer is `Cache-Control: no-store` unless its route chose otherwise (content says
 * `private, no-store`): they hold personal data and echo the session token, which no browser or proxy
 * cache should keep. The web app's files are not API paths and keep their own caching.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
