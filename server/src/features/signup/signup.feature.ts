// Sign-up (seed section 3): the form, the address confirmed by its link, as the app registers it.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerSignupRoutes } from './signup.routes.ts';
import { createSignupService } from './signup.service.ts';

export function registerSignup(app: App, { db, clock, mailer, config }: FeatureDeps): void {
  registerSignupRoutes(app, { signup: createSignupService({ db, clock, mailer }), perMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
}
