// Sign-in, sign-out and partner single sign-on, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerLoginRoutes } from './login.routes.ts';
import { providerSignOut } from '../company-sign-in/company-sign-in.feature.ts';
import { createLoginService } from './login.service.ts';

export function registerLogin(app: App, { db, clock, mailer, config, secondFactors }: FeatureDeps): void {
  // Logging out of a company sign-in's session goes on to its provider's logout where it has one.
  const login = createLoginService({ db, clock, mailer, config, secondFactors, signOutAt: providerSignOut(db, config) });
  registerLoginRoutes(app, { login, loginPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
}
