// Find ID and find password: ask for a code, then prove it (/api/forgot/**).
import { forgotApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { ForgotService } from './forgot.service.ts';

export function registerForgotRoutes(app: App, { forgot, perMinute }: { forgot: ForgotService; perMinute: number }): void {
  const limited = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  serve(app, forgotApi.sendCode, ({ body, client }) => forgot.requestCode(body, client.ip), limited);
  serve(app, forgotApi.verifyCode, ({ body }) => forgot.verify(body), limited);
}
