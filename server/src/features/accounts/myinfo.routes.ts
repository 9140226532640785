// My info's API (/api/myinfo/**): signed in, always about the caller.
import { DEFAULT_LANGUAGE, DoneResponse, EndedSessions, EndSessions, MyInfo, MyInfoSave, MySessions, PasswordChange } from '@gsis/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http.ts';
import { clientInfo } from '../../platform/request-context.ts';
import type { MyInfoService } from './myinfo.service.ts';


export function registerMyInfoRoutes(app: App, { myInfo, perMinute }: { myInfo: MyInfoService; perMinute: number }): void {
  const login = { access: 'login' as const };
  const session = (request: FastifyRequest) => request.auth!.session;

  app.get('/api/myinfo', {
    config: login,
    schema: { tags: ['accounts'], summary: "The caller's own details", response: { 200: MyInfo } },
  }, async (request) => myInfo.get(session(request), clientInfo(request).language ?? DEFAULT_LANGUAGE));

  app.post('/api/myinfo/save', {
    config: login,
    schema: { tags: ['accounts'], summary: "Saves the caller's details and preferences", body: MyInfoSave, response: { 200: DoneResponse } },
  }, async (request) => {
    await myInfo.save(session(request), request.body);
    return { done: true as const };
  });

  app.post('/api/myinfo/password', {
    // Guessing the current password through this form is limited like signing in.
    config: { ...login, rateLimit: { max: perMinute, timeWindow: 60_000 } },
    schema: { tags: ['accounts'], summary: 'Changes the password; the current one is required and the owner is told by e-mail', body: PasswordChange, response: { 200: DoneResponse } },
  }, async (request) => {
    await myInfo.changePassword(session(request), request.body);
    return { done: true as const };
  });

  app.get('/api/myinfo/sessions', {
    config: login,
    schema: { tags: ['accounts'], summary: "The caller's open sessions, this one first", response: { 200: MySessions } },
  }, async (request) => myInfo.sessions(session(request)));

  app.post('/api/myinfo/sessions/end', {
    config: login,
    schema: { tags: ['accounts'], summary: 'Ends one other session, or all the others', body: EndSessions, response: { 200: EndedSessions } },
  }, async (request) => ({ ended: await myInfo.endSessions(session(request), request.body.sessionId) }));
}
