// Company sign-in's calls: the provider's address for an e-mail, the provider's redirect (OIDC) or post (SAML) back, and
// the session; and the administrators' calls that set providers and their group → role mappings up.
import { parse as parseForm } from 'node:querystring';
import { companySignInAdminApi, companySignInApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { CompanySignInService } from './company-sign-in.service.ts';

/** The largest SAML post read: the response schema's 100,000 characters, form-encoded. */
const SAML_POST_LIMIT = 128 * 1024;

export function registerCompanySignInRoutes(app: App, deps: { companySignIn: CompanySignInService; perMinute: number }): void {
  const { companySignIn } = deps;
  // Limited per address as password sign-in is: each call starts or finishes a sign-in.
  const perAddress = { rateLimit: { max: deps.perMinute, timeWindow: 60_000 } };

  serve(app, companySignInApi.start, ({ body }) => companySignIn.start(body), perAddress);
  serve(app, companySignInApi.callback, async ({ params, query, client, reply }) => reply.redirect(await companySignIn.callback(params.provider, query, client), 302), perAddress);
  // A SAML IdP's page posts its response form-encoded (HTTP-POST binding): this route alone reads such bodies, and
  // only as large as a signed response with its certificates gets.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: SAML_POST_LIMIT }, (_request, body, done) => {
      done(null, parseForm(String(body)));
    });
    serve(scope as App, companySignInApi.samlAcs, async ({ params, body, client, reply }) => reply.redirect(await companySignIn.samlAcs(params.provider, body, client), 302), perAddress);
  });
  serve(app, companySignInApi.finish, async ({ body, client, reply }) => {
    const opened = await companySignIn.finish(body, client);
    reply.header('authorization', `Bearer ${opened.token}`);
    return opened.body;
  }, perAddress);

  serve(app, companySignInApi.accounts, ({ session }) => companySignIn.accounts(session));
  serve(app, companySignInApi.startLink, ({ session, body }) => companySignIn.startLink(session, body.providerId), perAddress);
  serve(app, companySignInApi.finishLink, ({ session, body, client }) => companySignIn.finishLink(session, body.ticket, client), perAddress);
  serve(app, companySignInApi.unlink, ({ session, body, client }) => companySignIn.unlink(session, body.providerId, client));

  serve(app, companySignInAdminApi.providers, ({ actor }) => companySignIn.adminList(actor));
  serve(app, companySignInAdminApi.saveProvider, ({ actor, body }) => companySignIn.saveProvider(actor, body));
  serve(app, companySignInAdminApi.enableProvider, ({ actor, body }) => companySignIn.setProviderEnabled(actor, body.id, body.enabled));
  serve(app, companySignInAdminApi.deleteProvider, ({ actor, body }) => companySignIn.deleteProvider(actor, body.id));
  serve(app, companySignInAdminApi.mappings, async ({ body }) => ({ mappings: await companySignIn.listMappings(body.providerId) }));
  serve(app, companySignInAdminApi.saveMapping, ({ actor, body }) => companySignIn.saveMapping(actor, body));
  serve(app, companySignInAdminApi.deleteMapping, ({ actor, body }) => companySignIn.deleteMapping(actor, body.id));
}
