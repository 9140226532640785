// One's own account: sign-up, my info, find ID and password, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerMyInfoRoutes } from './myinfo.routes.ts';
import { createMyInfoService } from './myinfo.service.ts';
import { registerRecoveryRoutes } from './recovery.routes.ts';
import { createRecoveryService } from './recovery.service.ts';
import { registerSignupRoutes } from './signup.routes.ts';
import { createSignupService } from './signup.service.ts';

export function registerAccounts(app: App, { db, clock, mailer, config }: FeatureDeps): void {
  const perMinute = config.LOGIN_RATE_LIMIT_PER_MINUTE;
  registerSignupRoutes(app, { signup: createSignupService({ db, clock, mailer }), perMinute });
  registerMyInfoRoutes(app, { myInfo: createMyInfoService({ db, clock, mailer }), perMinute });
  registerRecoveryRoutes(app, { recovery: createRecoveryService({ db, clock, mailer }), perMinute });
}
