// Sign-in, sign-out and partner single sign-on, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';

export function registerAuth(app: App, { db, clock, mailer, config }: FeatureDeps): void {
  registerAuthRoutes(app, { auth: createAuthService({ db, clock, mailer, config }), loginPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
}
