// Find ID and find password: ask for a code, then prove it (/api/forgot/**).
import { RecoveryCodeRequest, RecoveryCodeSent, RecoveryVerified, RecoveryVerify } from '@gsis/contract';
import type { App } from '../../platform/http.ts';
import type { RecoveryService } from './recovery.service.ts';

export function registerRecoveryRoutes(app: App, { recovery, perMinute }: { recovery: RecoveryService; perMinute: number }): void {
  const publicLimited = { access: 'public' as const, rateLimit: { max: perMinute, timeWindow: 60_000 } };

  app.post('/api/forgot/code/send', {
    config: publicLimited,
    schema: { tags: ['accounts'], summary: 'E-mails a 6-digit code (the same answer whether or not an account has the address)', body: RecoveryCodeRequest, response: { 200: RecoveryCodeSent } },
  }, async (request) => recovery.requestCode(request.body, request.ip));

  app.post('/api/forgot/code/verify', {
    config: publicLimited,
    schema: { tags: ['accounts'], summary: 'Proves a code: the ID is shown and e-mailed, or a new password is e-mailed', body: RecoveryVerify, response: { 200: RecoveryVerified } },
  }, async (request) => recovery.verify(request.body));
}
