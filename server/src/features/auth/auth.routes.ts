// Signing in and out, the session's check, and the signed-in user's preferences (/api/login, /api/logout …).
import { sessionApi } from '@gsis/contract';
import type { FastifyReply } from 'fastify';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { AuthService } from './auth.service.ts';

/** A sign-in's answer: the new session's token in the Authorization header, the user in the body. */
function opened<B>(reply: FastifyReply, session: { token: string; body: B }): B {
  reply.header('authorization', `Bearer ${session.token}`);
  return session.body;
}

export function registerAuthRoutes(app: App, deps: { auth: AuthService; loginPerMinute: number }): void {
  const { auth } = deps;
  const perAddress = { rateLimit: { max: deps.loginPerMinute, timeWindow: 60_000 } };

  serve(app, sessionApi.login, async ({ body, client, reply }) => opened(reply, await auth.login(body, client)), perAddress);
  // Limited with sign-in: it checks the same password.
  serve(app, sessionApi.loginWithNewPassword, async ({ body, client, reply }) => opened(reply, await auth.changePasswordAndLogin(body, client)), perAddress);
  serve(app, sessionApi.dxpLogin, async ({ query, client, reply }) => opened(reply, await auth.dxpLogin(query.accessToken, client)), perAddress);

  serve(app, sessionApi.logout, async ({ session, client, request }) => {
    await auth.logout(session, client);
    // The ended token must not be handed back on the answer.
    request.auth = null;
    return { loggedOut: true as const };
  });
  serve(app, sessionApi.check, ({ session, client }) => auth.currentSession(session, client));
  serve(app, sessionApi.refresh, async ({ session, client, request, reply }) => {
    const fresh = await auth.refresh(session, client);
    request.auth = null;
    return opened(reply, fresh);
  });
  serve(app, sessionApi.userDivs, () => auth.userDivs());
  serve(app, sessionApi.savePreferences, async ({ session, body }) => {
    await auth.savePreferences(session, body);
    return { saved: true as const };
  });
}
