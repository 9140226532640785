// Find ID and find password: ask for a code, then prove it (/api/forgot/**).
import { recoveryApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { RecoveryService } from './recovery.service.ts';

export function registerRecoveryRoutes(app: App, { recovery, perMinute }: { recovery: RecoveryService; perMinute: number }): void {
  const limited = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  serve(app, recoveryApi.sendCode, ({ body, client }) => recovery.requestCode(body, client.ip), limited);
  serve(app, recoveryApi.verifyCode, ({ body }) => recovery.verify(body), limited);
}
