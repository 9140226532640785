// Signing in and out, the session's check, and the signed-in user's preferences (/api/login, /api/logout …).
import { loginApi } from '@gsis/contract';
import type { FastifyReply } from 'fastify';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { LoginService } from './login.service.ts';

/** A sign-in's answer: the new session's token in the Authorization header, the user in the body. */
function opened<B>(reply: FastifyReply, session: { token: string; body: B }): B {
  reply.header('authorization', `Bearer ${session.token}`);
  return session.body;
}

export function registerLoginRoutes(app: App, deps: { login: LoginService; loginPerMinute: number }): void {
  const { login } = deps;
  const perAddress = { rateLimit: { max: deps.loginPerMinute, timeWindow: 60_000 } };

  serve(app, loginApi.login, async ({ body, client, reply }) => opened(reply, await login.login(body, client)), perAddress);
  // Limited with sign-in: it checks the same password.
  serve(app, loginApi.loginWithNewPassword, async ({ body, client, reply }) => opened(reply, await login.changePasswordAndLogin(body, client)), perAddress);
  serve(app, loginApi.secondFactor, async ({ body, client, reply }) => opened(reply, await login.secondFactor(body, client)), perAddress);
  serve(app, loginApi.passkeyOptions, ({ body, client }) => login.passkeyOptions(body, client), perAddress);
  serve(app, loginApi.passkey, async ({ body, client, reply }) => opened(reply, await login.passkey(body, client)), perAddress);
  serve(app, loginApi.startEnrolment, ({ body, client }) => login.startEnrolment(body, client), perAddress);
  serve(app, loginApi.confirmEnrolment, async ({ body, client, reply }) => opened(reply, await login.confirmEnrolment(body, client)), perAddress);
  serve(app, loginApi.dxpLogin, async ({ query, client, reply }) => opened(reply, await login.dxpLogin(query.accessToken, client)), perAddress);

  serve(app, loginApi.logout, async ({ session, client, request }) => {
    const { signOutAt } = await login.logout(session, client);
    // The ended token must not be handed back on the answer.
    request.auth = null;
    return { loggedOut: true as const, ...(signOutAt ? { signOutAt } : {}) };
  });
  serve(app, loginApi.check, ({ session, client }) => login.currentSession(session, client));
  serve(app, loginApi.refresh, async ({ session, client, request, reply }) => {
    const fresh = await login.refresh(session, client);
    request.auth = null;
    return opened(reply, fresh);
  });
  serve(app, loginApi.userDivs, () => login.userDivs());
  serve(app, loginApi.savePreferences, async ({ session, body }) => {
    await login.savePreferences(session, body);
    return { saved: true as const };
  });
}
