import {
  DxpLoginQuery, LoginRequest, LogoutResponse, PreferencesRequest, SessionResponse, UserDivResponse,
} from '@gsis/contract';
import { z } from 'zod';
import type { App } from '../../platform/http.ts';
import { clientInfo } from '../../platform/request-context.ts';
import type { AuthService } from './auth.service.ts';

export function registerAuthRoutes(app: App, deps: { auth: AuthService; loginPerMinute: number }): void {
  const { auth } = deps;
  const perAddress = { max: deps.loginPerMinute, timeWindow: 60_000 };

  app.post('/api/login', {
    config: { access: 'public', rateLimit: perAddress },
    schema: { tags: ['session'], summary: 'Sign in with ID (e-mail) and password', body: LoginRequest, response: { 200: SessionResponse } },
  }, async (request, reply) => {
    const opened = await auth.login(request.body, clientInfo(request));
    reply.header('authorization', `Bearer ${opened.token}`);
    return opened.body;
  });

  app.get('/api/logout', {
    config: { access: 'login' },
    schema: { tags: ['session'], summary: 'End the current session', response: { 200: LogoutResponse } },
  }, async (request) => {
    await auth.logout(request.auth!.session, clientInfo(request));
    request.auth = null;
    return { loggedOut: true as const };
  });

  app.get('/api/check/session', {
    config: { access: 'login' },
    schema: { tags: ['session'], summary: 'The signed-in user and login info of the current token', response: { 200: SessionResponse } },
  }, async (request) => auth.currentSession(request.auth!.session, clientInfo(request)));

  app.post('/api/login/token', {
    config: { access: 'login' },
    schema: { tags: ['session'], summary: 'Exchange a still-valid token for a fresh one', response: { 200: SessionResponse } },
  }, async (request, reply) => {
    const opened = await auth.refresh(request.auth!.session, clientInfo(request));
    request.auth = null;
    reply.header('authorization', `Bearer ${opened.token}`);
    return opened.body;
  });

  app.post('/api/userdiv', {
    config: { access: 'public' },
    schema: { tags: ['session'], summary: 'User types offered at sign-up', response: { 200: UserDivResponse } },
  }, async () => auth.userDivs());

  app.get('/api/dxp/login', {
    config: { access: 'public', rateLimit: perAddress },
    schema: { tags: ['session'], summary: 'Single sign-on with a partner-portal (DXP) access token', querystring: DxpLoginQuery, response: { 200: SessionResponse } },
  }, async (request, reply) => {
    const opened = await auth.dxpLogin(request.query.accessToken, clientInfo(request));
    reply.header('authorization', `Bearer ${opened.token}`);
    return opened.body;
  });

  app.post('/api/preferences', {
    config: { access: 'login' },
    schema: { tags: ['session'], summary: "Keep the signed-in user's language", body: PreferencesRequest, response: { 200: z.object({ saved: z.literal(true) }) } },
  }, async (request) => {
    await auth.savePreferences(request.auth!.session, request.body);
    return { saved: true as const };
  });
}
