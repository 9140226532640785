// Find ID and find password (seed sections 4 and 8), as the app registers them; sendCodeTask e-mails the codes.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerForgotRoutes } from './forgot.routes.ts';
import { createForgotService } from './forgot.service.ts';

export function registerForgot(app: App, { db, clock, mailer, config }: FeatureDeps): void {
  registerForgotRoutes(app, { forgot: createForgotService({ db, clock, mailer }), perMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
}
