// The guard in front of every route: resolves the bearer token to a session, enforces login and menu
// authority (the /mgmt/** permission map of contract/), and hands the current token back on every answer.
import { ErrorCode, findEndpoint, isApiPath, menuOf, type EndpointDefinition, type MenuId } from '@gsis/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { useSession, type SessionPolicy } from './session-rules.ts';
import { findSessionByTokenHash, userHasMenu, type SessionRow } from './sessions.repo.ts';

export type { SessionPolicy } from './session-rules.ts';
import { bearerToken, hashToken } from './tokens.ts';

export type Access = 'public' | 'login';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; /mgmt/** routes are always 'login' plus their menu authority. */
    access?: Access;
    menuId?: MenuId;
    /** The contract's definition of the route (set by platform/http/serve.ts). */
    endpoint?: EndpointDefinition;
  }
  interface FastifyRequest {
    auth: { token: string; session: SessionRow } | null;
  }
}

export function registerGuard(app: FastifyInstance, deps: { db: Db; clock: () => Date; policy: SessionPolicy }): void {
  const { db, clock, policy } = deps;
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs') || !isApiPath(route.url)) return;
    // Every API route is an endpoint of the contract, registered with serve(): its definition is the one
    // contract/src/api.ts holds for this method and path, and a management call names its menu.
    const endpoint = route.config?.endpoint;
    if (!endpoint) throw new Error(`Route ${String(route.method)} ${route.url} is not an endpoint of the contract: define it in contract/ and register it with serve()`);
    const methods = [route.method].flat();
    if (methods.some((m) => m !== 'HEAD' && findEndpoint(m, route.url) !== endpoint)) {
      throw new Error(`Route ${String(route.method)} ${route.url} is not the endpoint contract/src/api.ts defines`);
    }
    if (route.url.startsWith('/mgmt/') && !menuOf(endpoint)) throw new Error(`${route.url} is a management call: its endpoint must name the menu that opens it`);
  });

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    let sessionError: ErrorCode | undefined;
    if (token) {
      const session = await findSessionByTokenHash(db, hashToken(token));
      if (!session) sessionError = ErrorCode.SESSION_EXPIRED;
      else sessionError = (await useSession(db, session, clock(), policy)) ?? undefined;
      if (session && !sessionError) request.auth = { token, session };
    }
    const config = request.routeOptions.config;
    if (config.access !== 'login') return;
    if (!request.auth) throw new AppError(sessionError ?? ErrorCode.LOGIN_REQUIRED);
    if (config.menuId && !(await userHasMenu(db, request.auth.session.userId, config.menuId))) {
      throw new AppError(ErrorCode.WRONG_ACCESS);
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.auth && !reply.hasHeader('authorization')) reply.header('authorization', `Bearer ${request.auth.token}`);
  });
}
