// My info: one's own details, preferences, password, second factor and sessions, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerMyInfoRoutes } from './myinfo.routes.ts';
import { createMyInfoService } from './myinfo.service.ts';

export function registerMyInfo(app: App, { db, clock, mailer, config, secondFactors }: FeatureDeps): void {
  registerMyInfoRoutes(app, { myInfo: createMyInfoService({ db, clock, mailer, secondFactors }), perMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
}
