// Sign-in, sign-out and partner single sign-on, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerLoginRoutes } from './login.routes.ts';
import { createLoginService } from './login.service.ts';

export function registerLogin(app: App, { db, clock, mailer, config, secondFactors }: FeatureDeps): void {
  registerLoginRoutes(app, { login: createLoginService({ db, clock, mailer, config, secondFactors }), loginPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
}
