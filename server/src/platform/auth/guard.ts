// The guard in front of every route: resolves the bearer token to a session, enforces login and menu
// authority (the /mgmt/** permission map of contract/), and hands the current token back on every answer.
import { ErrorCode, isApiPath, menuForApi } from '@gsis/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { findSessionByTokenHash, revokeSession, touchSession, userHasMenu, type SessionRow } from './sessions.repo.ts';
import { bearerToken, hashToken } from './tokens.ts';

export type Access = 'public' | 'login';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; /mgmt/** routes are always 'login' plus their menu authority. */
    access?: Access;
    menuId?: string;
  }
  interface FastifyRequest {
    auth: { token: string; session: SessionRow } | null;
  }
}

export interface SessionPolicy {
  idleMs: number;
  /** Only write last_seen_at when it is older than this: one write per minute, not one per request. */
  touchEveryMs: number;
}

export function registerGuard(app: FastifyInstance, deps: { db: Db; clock: () => Date; policy: SessionPolicy }): void {
  const { db, clock, policy } = deps;
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) return;
    if (route.url.startsWith('/mgmt/')) {
      const menuId = menuForApi(route.url);
      if (!menuId) throw new Error(`No menu authority opens ${route.url}: add it to MENU_API_AUTHORITY in contract/`);
      route.config = { ...route.config, access: 'login', menuId };
    } else if (isApiPath(route.url) && !route.config?.access) {
      // API routes must say who may call them; anything else (the web app's files) is public.
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    let sessionError: ErrorCode | undefined;
    if (token) {
      const session = await findSessionByTokenHash(db, hashToken(token));
      const now = clock();
      if (!session) {
        sessionError = ErrorCode.SESSION_EXPIRED;
      } else if (now >= session.expiresAt || now.getTime() - session.lastSeenAt.getTime() >= policy.idleMs) {
        await revokeSession(db, session.sessionId, now);
        sessionError = ErrorCode.SESSION_EXPIRED;
      } else if (!session.enabled || session.approvalStatus !== 'APPROVED') {
        // Ended for good: enabling the account again later must not bring old tokens back.
        await revokeSession(db, session.sessionId, now);
        sessionError = session.enabled ? ErrorCode.SESSION_EXPIRED : ErrorCode.ACCOUNT_DISABLED;
      } else {
        request.auth = { token, session };
        if (now.getTime() - session.lastSeenAt.getTime() >= policy.touchEveryMs) await touchSession(db, session.sessionId, now);
      }
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
