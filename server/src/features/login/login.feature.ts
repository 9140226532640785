// Sign-in, sign-out and partner single sign-on, as the app registers them.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { registerLoginRoutes } from './login.routes.ts';
import { createLoginService, type LoginServiceDeps } from './login.service.ts';

/**
 * `signOutAt`: where a session's logout sends the browser next (company sign-in's provider logout, which app.ts hands
 * in: the login feature does not know the features that open sessions through it).
 */
export function registerLogin(app: App, { db, clock, mailer, config, secondFactors, signOutAt }: FeatureDeps & Pick<LoginServiceDeps, 'signOutAt'>): void {
  const login = createLoginService({ db, clock, mailer, config, secondFactors, ...(signOutAt ? { signOutAt } : {}) });
  registerLoginRoutes(app, { login, loginPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
}
