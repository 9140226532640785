// Company sign-in (OpenID Connect and SAML 2.0), as the app registers it.
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { publicUrlOf } from '../../platform/mail/mailer.ts';
import { createLoginService } from '../login/login.service.ts';
import { registerCompanySignInRoutes } from './company-sign-in.routes.ts';
import { createCompanySignInService, type CompanySignInService } from './company-sign-in.service.ts';

/** The service over the app's dependencies: the routes' and, later, the administrators' screens'. */
export function companySignInService({ db, clock, config, mailer, secondFactors, box }: Pick<FeatureDeps, 'db' | 'clock' | 'config' | 'mailer' | 'secondFactors' | 'box'>): CompanySignInService {
  const web = publicUrlOf(config);
  // The session opens as a password sign-in's does, with the same second step where the provider proved no factor.
  const login = createLoginService({ db, clock, mailer, config, secondFactors });
  return createCompanySignInService({
    db, clock, box,
    sessions: { openCompanySession: (userId, client, proof) => login.companySignIn(userId, client, proof) },
    urls: { api: (config.API_BASE_URL ?? web).replace(/\/+$/, ''), web },
  });
}

export function registerCompanySignIn(app: App, deps: FeatureDeps): void {
  registerCompanySignInRoutes(app, { companySignIn: companySignInService(deps), perMinute: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE });
}
