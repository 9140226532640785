// Company sign-in (OpenID Connect), as the app registers it.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { createSecretBox } from '../../platform/auth/secret-box.ts';
import { publicUrlOf } from '../../platform/mail/mailer.ts';
import { createCompanySessions } from './company-session.ts';
import { registerCompanySignInRoutes } from './company-sign-in.routes.ts';
import { createCompanySignInService, type CompanySignInService } from './company-sign-in.service.ts';

/** The service over the app's dependencies: the routes' and, later, the administrators' screens'. */
export function companySignInService({ db, clock, config }: Pick<FeatureDeps, 'db' | 'clock' | 'config'>): CompanySignInService {
  const web = publicUrlOf(config);
  return createCompanySignInService({
    db, clock,
    // The same key as the second factors' box (app.ts), loaded from the configuration or the data folder's key file.
    box: createSecretBox({ key: config.GSIS_SECRET_KEY, dataDir: config.dataDir }),
    sessions: createCompanySessions({ db, clock, config }),
    urls: { api: (config.API_BASE_URL ?? web).replace(/\/+$/, ''), web },
  });
}

export function registerCompanySignIn(app: App, deps: FeatureDeps): void {
  registerCompanySignInRoutes(app, { companySignIn: companySignInService(deps), perMinute: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE });
}
