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
  serve(app, myInfoApi.secondFactor, ({ session }) => myInfo.secondFactor(session));
  serve(app, myInfoApi.startTotp, ({ session }) => myInfo.startTotp(session));
  // A first code, or the current password, guessed through these forms is limited like signing in.
  const limited = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  serve(app, myInfoApi.confirmTotp, async ({ session, body }) => ({ recoveryCodes: await myInfo.confirmTotp(session, body) }), limited);
  serve(app, myInfoApi.removeTotp, ({ session, body }) => myInfo.removeTotp(session, body), limited);
  serve(app, myInfoApi.passkeyOptions, ({ session, client }) => myInfo.passkeyOptions(session, client));
  serve(app, myInfoApi.addPasskey, ({ session, body, client }) => myInfo.addPasskey(session, body, client), limited);
  serve(app, myInfoApi.removePasskey, ({ session, body }) => myInfo.removePasskey(session, body), limited);
  serve(app, myInfoApi.forgetDevices, ({ session }) => myInfo.forgetDevices(session));
  serve(app, myInfoApi.renewRecoveryCodes, async ({ session, body }) => ({ recoveryCodes: await myInfo.renewRecoveryCodes(session, body) }), limited);
}
