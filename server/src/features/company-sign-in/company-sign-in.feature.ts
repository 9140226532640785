// Company sign-in (OpenID Connect and SAML 2.0), as the app registers it.
import { COMPANY_SIGN_OUT_RETURN } from '@gsis/contract';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import type { App } from '../../platform/http/http.ts';
import { publicUrlOf } from '../../platform/mail/mailer.ts';
import type { Db } from '../../platform/db/database.ts';
import { createLoginService } from '../login/login.service.ts';
import { signOutOfSession } from './company-sign-in.repo.ts';
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

/**
 * Logout's second half for a session a company sign-in opened (login.service's `signOutAt`): the address of the
 * provider's end_session_endpoint (OpenID Connect RP-Initiated Logout 1.0), naming this client and where the provider
 * sends the browser back (GSIS's sign-in page, registered at the provider as a post-logout redirect URI). None for a
 * SAML provider (GSIS sends no LogoutRequest), or an OpenID provider whose discovery names no such endpoint.
 */
export function providerSignOut(db: Db, config: Parameters<typeof publicUrlOf>[0]): (sessionId: string) => Promise<string | undefined> {
  const back = `${publicUrlOf(config)}${COMPANY_SIGN_OUT_RETURN}`;
  return async (sessionId) => {
    const provider = await signOutOfSession(db, sessionId);
    if (!provider?.endSessionEndpoint || !provider.clientId) return undefined;
    const url = new URL(provider.endSessionEndpoint);
    url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('post_logout_redirect_uri', back);
    return url.href;
  };
}
