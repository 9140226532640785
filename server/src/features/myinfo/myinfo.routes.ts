// My info's API (/api/myinfo/**): signed in, always about the caller.
import { myInfoApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { MyInfoService } from './myinfo.service.ts';

export function registerMyInfoRoutes(app: App, { myInfo, perMinute }: { myInfo: MyInfoService; perMinute: number }): void {
  serve(app, myInfoApi.get, ({ session, language }) => myInfo.get(session, language));
  serve(app, myInfoApi.save, ({ session, body }) => myInfo.save(session, body));
  // Guessing the current password through this form is limited like signing in.
  serve(app, myInfoApi.changePassword, ({ session, body }) => myInfo.changePassword(session, body), { rateLimit: { max: perMinute, timeWindow: 60_000 } });
  serve(app, myInfoApi.sessions, ({ session }) => myInfo.sessions(session));
  serve(app, myInfoApi.endSessions, async ({ session, body }) => ({ ended: await myInfo.endSessions(session, body.sessionId) }));
}
