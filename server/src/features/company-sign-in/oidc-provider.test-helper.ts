// A real OpenID Connect provider for the tests (oidc-provider on a loopback port): one client for GSIS with PKCE
// required, people whose claims a test sets and changes (amr in every ID token, as common providers send it), a
// sign-in that takes whoever the login_hint names (the provider's own login page is not what the server tests test;
// the journeys sign in on it), and a browser that follows its redirects with its cookies.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface ProviderPerson {
  sub: string;
  email: string;
  /** What the provider says of how the person proved who they are (RFC 8176), in the ID token. */
  amr?: string[];
  claims?: Record<string, unknown>;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people who may sign in, by sub; a test changes them between sign-ins. */
  people: Map<string, ProviderPerson>;
  /** Rewrites the token endpoint's answer before it leaves (a man in the middle, or a provider gone wrong). */
  tamper: ((answer: Record<string, unknown>) => Record<string, unknown>) | null;
  /**
   * Registers GSIS's redirect URI (and, given, the post-logout redirect URI its logout may send people back to): the
   * provider starts answering once it knows it.
   */
  register(redirectUri: string, postLogoutRedirectUri?: string): Promise<void>;
  /** Goes where GSIS sent the browser and follows the provider's redirects to the address it sends back to GSIS. */
  browse(location: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * Starts the provider on `port` (any free one by default). With `loginPage`, a person signs in on the provider's own
 * login page (oidc-provider's development pages: whatever password, the login typed is the person's e-mail or sub), as a
 * browser journey does; without, the sign-in takes whoever the login_hint names.
 */
export async function startTestProvider({ port = 0, loginPage = false }: { port?: number; loginPage?: boolean } = {}): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' };

  const test: TestProvider = {
    issuer,
    clientId: 'gsis',
    clientSecret: 'a-client-secret-of-the-test-provider',
    people: new Map(),
    tamper: null,
    async register(redirectUri, postLogoutRedirectUri) {
      const provider = new Provider(issuer, {
        clients: [{
          client_id: test.clientId, client_secret: test.clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'],
          ...(postLogoutRedirectUri ? { post_logout_redirect_uris: [postLogoutRedirectUri] } : {}),
        }],
        jwks: { keys: [jwk] },
        pkce: { required: () => true },
        cookies: { keys: ['test-cookie-key'] },
        ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
        features: { devInteractions: { enabled: loginPage } },
        claims: { acr: null, amr: null, auth_time: null, sid: null, openid: ['sub', 'amr', 'acr', 'auth_time'], email: ['email', 'email_verified'], profile: ['name', 'locale'], org: ['company', 'department', 'groups'] },
        scopes: ['openid', 'email', 'profile', 'org'],
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        // The login page signs in whoever's e-mail is typed, and that is their account's id (and subject) at the provider.
        findAccount: (_ctx, id) => {
          const person = test.people.get(id) ?? [...test.people.values()].find((p) => p.email === id.toLowerCase());
          return person ? { accountId: id, claims: () => ({ sub: id, email: person.email, email_verified: true, ...person.claims }) } : undefined;
        },
        // GSIS is the provider's own application here: no consent screen.
        async loadExistingGrant(ctx) {
          const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
          if (grantId) return ctx.oidc.provider.Grant.find(grantId);
          const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
          grant.addOIDCScope('openid email profile org');
          await grant.save();
          return grant;
        },
      });
      provider.use(async (ctx, next) => {
        await next();
        if (ctx.path === '/token' && test.tamper && ctx.body && typeof ctx.body === 'object') ctx.body = test.tamper(ctx.body as Record<string, unknown>);
      });
      const handle = provider.callback();
      server.on('request', (req, res) => {
        if (loginPage || !req.url?.startsWith('/interaction/')) return void handle(req, res);
        void (async () => {
          const details = await provider.interactionDetails(req, res);
          const person = [...test.people.values()].find((p) => p.email === details.params.login_hint);
          const result = person ? { login: { accountId: person.sub, ...(person.amr ? { amr: person.amr } : {}) } } : { error: 'access_denied' };
          await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
        })().catch((error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        });
      });
    },
    async browse(location) {
      const jar = new Map<string, string>();
      let url = new URL(location);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.origin !== issuer) return url;
        const answer = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
        for (const cookie of answer.headers.getSetCookie()) {
          const pair = cookie.split(';')[0]!;
          jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
        }
        const next = answer.headers.get('location');
        if (!next) throw new Error(`the provider answered ${answer.status} at ${url.pathname}: ${(await answer.text()).slice(0, 500)}`);
        url = new URL(next, url);
      }
      throw new Error('the provider kept redirecting');
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  return test;
}
