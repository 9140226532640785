// Linking one's own account to a company identity, unlinking it, and logging out through the provider, against a real
// OpenID Connect provider (oidc-provider on loopback) and the real app on its own database: a link needs both proofs
// (the account's session, the provider's sign-in) in the same hands, and nothing links silently.
import { API, COMPANY_LINK_PAGE, COMPANY_SIGN_IN_PAGE, CompanyRoleMappingSave } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { createRole, createUser } from '../../../test/factories.ts';
import { login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { publicUrlOf } from '../../platform/mail/mailer.ts';
import type { CompanySignInService } from './company-sign-in.service.ts';
import { countOf, expectRefusalOn, serviceOf, setUpOidcProvider } from './company-sign-in.test-helper.ts';
import { startTestProvider, type TestProvider } from './oidc-provider.test-helper.ts';

let t: TestContext;
let service: CompanySignInService;
let initech: TestProvider;
let providerId: number;
let otherProviderId: number;
let other: TestProvider;


beforeAll(async () => {
  t = await startTestApp();
  service = serviceOf(t);
  initech = await startTestProvider();
  other = await startTestProvider();
  providerId = await setUpOidcProvider(t, service, initech, { name: 'Initech', domains: ['initech.example'], createsAccounts: true, groupsClaim: 'groups' });
  otherProviderId = await setUpOidcProvider(t, service, other, { name: 'Umbrella', domains: ['umbrella.example'] });
});
afterAll(async () => {
  await initech?.close();
  await other?.close();
  await t?.close();
});

const anyone = () => apiOf(t.app).as(null);
const count = (sql: string, values: unknown[] = []) => countOf(t, sql, values);
let people = 0;

/** An account with a password at GSIS, the same person at the provider, and the account's session. */
async function owner(domain = 'initech.example', idp = initech) {
  people += 1;
  const user = await createUser(t.database.db, { loginId: `owner-${people}-${Date.now()}@${domain}` });
  const sub = `initech-${people}-${Date.now()}`;
  idp.people.set(sub, { sub, email: user.loginId, claims: { name: user.name } });
  const token = await login(t.app, user.loginId, user.password);
  return { user, sub, token, api: apiOf(t.app).as(token) };
}

/** Where the provider's redirect back to GSIS sends the browser, with its parameters. */
async function back(location: string, idp = initech) {
  const returned = await idp.browse(location);
  const reply = await anyone().send(API.companySignIn.callback, Object.fromEntries(returned.searchParams), { params: { provider: Number(returned.pathname.split('/').pop()) } });
  expect(reply.status).toBe(302);
  return new URL(String(reply.headers.location));
}

describe('company sign-in: linking an account one holds', () => {
  it("links an account after its owner signed in with the password and then at the provider; company sign-in opens it from then on", async () => {
    const { user, sub, api } = await owner();
    // Before: the provider's person has the account's address, and company sign-in refuses to take it over.
    const before = await back((await anyone().call(API.companySignIn.start, { email: user.loginId })).location);
    expect(before.searchParams.get('error')).toBe('SSO_ACCOUNT_NOT_LINKED');

    // My info offers the provider of the account's domain, and no other.
    const offered = await api.call(API.companySignIn.accounts);
    expect(offered).toEqual({ accounts: [{ providerId, name: 'Initech', linkedAt: null }], hasPassword: true });

    const { location } = await api.call(API.companySignIn.startLink, { providerId });
    expect(new URL(location).searchParams.get('login_hint')).toBe(user.loginId);
    const returned = await back(location);
    expect(returned.pathname).toBe(COMPANY_LINK_PAGE);
    expect(returned.searchParams.get('companyLinkError')).toBeNull();
    const ticket = returned.searchParams.get('companyLink')!;
    // Not linked until the account's own session takes the ticket.
    expect(await count('SELECT count(*) AS n FROM company_sign_in_links WHERE user_id = $1', [user.id])).toBe(0);
    expect(await api.call(API.companySignIn.finishLink, { ticket })).toEqual({ done: true });
    const { rows: [link] } = await t.database.pool.query('SELECT subject FROM company_sign_in_links WHERE user_id = $1 AND provider_id = $2', [user.id, providerId]);
    expect(link.subject).toBe(sub);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'SSO_LINK' AND target_id = $1 AND actor_login_id = $1", [user.loginId])).toBe(1);
    const listed = await api.call(API.companySignIn.accounts);
    expect(listed.accounts[0]!.linkedAt).toEqual(expect.any(String));
    // The ticket was single use.
    expect((await api.refusal(API.companySignIn.finishLink, { ticket })).body.code).toBe('SSO_EXPIRED');

    // Company sign-in now opens the account, and no new account is made.
    const after = await back((await anyone().call(API.companySignIn.start, { email: user.loginId })).location);
    expect(after.pathname).toBe(COMPANY_SIGN_IN_PAGE);
    const session = await anyone().send(API.companySignIn.finish, { ticket: after.searchParams.get('ticket')! });
    expect(session.status).toBe(200);
    expect(session.body.user.userId).toBe(user.loginId);
    expect(await count('SELECT count(*) AS n FROM users WHERE login_id = $1', [user.loginId])).toBe(1);
  });

  it("links nothing when the ticket reaches another account's session (a link started by one person, finished in another's browser)", async () => {
    const mallory = await owner();
    const victim = await owner();
    const returned = await back((await mallory.api.call(API.companySignIn.startLink, { providerId })).location);
    const ticket = returned.searchParams.get('companyLink')!;
    await expectRefusalOn(t, 'link_other_session', async () => {
      const refused = await victim.api.refusal(API.companySignIn.finishLink, { ticket });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('SSO_EXPIRED');
    });
    expect(await count('SELECT count(*) AS n FROM company_sign_in_links WHERE user_id = ANY($1)', [[mallory.user.id, victim.user.id]])).toBe(0);
  });

  it('refuses to link a provider identity of another address (SSO_LINK_OTHER_EMAIL) or one linked to another account already (SSO_ALREADY_LINKED)', async () => {
    const ann = await owner();
    const bob = await owner();
    // The provider vouches for someone with Bob's address (a shared computer, a colleague's session still open).
    initech.people.set(ann.sub, { sub: ann.sub, email: ann.user.loginId, claims: { email: bob.user.loginId } });
    await expectRefusalOn(t, 'link_other_email', async () => {
      const returned = await back((await ann.api.call(API.companySignIn.startLink, { providerId })).location);
      expect(returned.pathname).toBe(COMPANY_LINK_PAGE);
      expect(returned.searchParams.get('companyLinkError')).toBe('SSO_LINK_OTHER_EMAIL');
      expect(returned.searchParams.get('companyLink')).toBeNull();
    });
    initech.people.set(ann.sub, { sub: ann.sub, email: ann.user.loginId });

    // Bob links his identity; then Ann's account cannot take the same one.
    const bobs = await back((await bob.api.call(API.companySignIn.startLink, { providerId })).location);
    await bob.api.call(API.companySignIn.finishLink, { ticket: bobs.searchParams.get('companyLink')! });
    // Ann, linking, is signed in at the provider as the person Bob linked (who has her address there now).
    initech.people.delete(ann.sub);
    initech.people.set(bob.sub, { sub: bob.sub, email: ann.user.loginId });
    await expectRefusalOn(t, 'link_identity_taken', async () => {
      const returned = await back((await ann.api.call(API.companySignIn.startLink, { providerId })).location);
      expect(returned.searchParams.get('companyLinkError')).toBe('SSO_ALREADY_LINKED');
    });
    initech.people.set(bob.sub, { sub: bob.sub, email: bob.user.loginId });
    // The provider says no (the person cancelled): back in My info with the refusal, not on the sign-in page.
    await expectRefusalOn(t, 'provider_error', async () => {
      const returned = await back((await ann.api.call(API.companySignIn.startLink, { providerId })).location);
      expect(returned.pathname).toBe(COMPANY_LINK_PAGE);
      expect(returned.searchParams.get('companyLinkError')).toBe('SSO_FAILED');
    });
    // A provider of another domain is not offered, and cannot be linked by asking for it.
    expect((await ann.api.refusal(API.companySignIn.startLink, { providerId: otherProviderId })).body.code).toBe('NOT_FOUND');
    // Nor twice.
    expect((await bob.api.refusal(API.companySignIn.startLink, { providerId })).body.code).toBe('ALREADY_EXISTS');
  });
});

describe('company sign-in: unlinking', () => {
  it("unlinks with the roles the provider's groups gave; an account made by the provider keeps its only way in (SSO_LAST_WAY_IN)", async () => {
    const role = await createRole(t.database.db, []);
    await service.saveMapping({ userId: 1, loginId: 'admin' }, CompanyRoleMappingSave.parse({ providerId, group: 'faq-editors', roleId: role }));
    // An account the provider made (no password), in the group.
    const sub = `made-${Date.now()}`;
    const email = `${sub}@initech.example`;
    initech.people.set(sub, { sub, email, claims: { groups: ['faq-editors'] }, amr: ['mfa'] });
    const made = await back((await anyone().call(API.companySignIn.start, { email })).location);
    const opened = await anyone().send(API.companySignIn.finish, { ticket: made.searchParams.get('ticket')! });
    expect(opened.status).toBe(200);
    const madeApi = apiOf(t.app).as(String(opened.headers.authorization).replace(/^Bearer /, ''));
    expect((await madeApi.call(API.companySignIn.accounts)).hasPassword).toBe(false);
    const refused = await madeApi.refusal(API.companySignIn.unlink, { providerId });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SSO_LAST_WAY_IN');
    expect(await count('SELECT count(*) AS n FROM company_sign_in_links l JOIN users u ON u.id = l.user_id WHERE u.login_id = $1', [email])).toBe(1);

    // An account with a password unlinks, and the provider's role goes with the link; a role given in GSIS stays.
    const { user, sub: ownSub, api } = await owner();
    initech.people.set(ownSub, { sub: ownSub, email: user.loginId, claims: { groups: ['faq-editors'] } });
    const linked = await back((await api.call(API.companySignIn.startLink, { providerId })).location);
    await api.call(API.companySignIn.finishLink, { ticket: linked.searchParams.get('companyLink')! });
    const signedIn = await back((await anyone().call(API.companySignIn.start, { email: user.loginId })).location);
    await anyone().send(API.companySignIn.finish, { ticket: signedIn.searchParams.get('ticket')! });
    expect(await count('SELECT count(*) AS n FROM user_roles WHERE user_id = $1 AND role_id = $2', [user.id, role])).toBe(1);
    expect(await api.call(API.companySignIn.unlink, { providerId })).toEqual({ done: true });
    expect(await count('SELECT count(*) AS n FROM company_sign_in_links WHERE user_id = $1', [user.id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM user_roles WHERE user_id = $1 AND role_id = $2', [user.id, role])).toBe(0);
    expect(await count("SELECT count(*) AS n FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.role_key = 'USER'", [user.id])).toBe(1);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'SSO_UNLINK' AND target_id = $1", [user.loginId])).toBe(1);
    // Unlinked, it is refused as before.
    const again = await back((await anyone().call(API.companySignIn.start, { email: user.loginId })).location);
    expect(again.searchParams.get('error')).toBe('SSO_ACCOUNT_NOT_LINKED');
    expect((await api.refusal(API.companySignIn.unlink, { providerId })).body.code).toBe('NOT_FOUND');
  });
});

describe('company sign-in: logout', () => {
  it("sends a company session's logout on to the provider's end-session endpoint, which accepts it; a password session's logout ends at GSIS", async () => {
    const { user, api: linker } = await owner();
    const linked = await back((await linker.call(API.companySignIn.startLink, { providerId })).location);
    await linker.call(API.companySignIn.finishLink, { ticket: linked.searchParams.get('companyLink')! });

    // The password session: GSIS's logout alone.
    expect(await linker.call(API.login.logout)).toEqual({ loggedOut: true });

    const signedIn = await back((await anyone().call(API.companySignIn.start, { email: user.loginId })).location);
    const opened = await anyone().send(API.companySignIn.finish, { ticket: signedIn.searchParams.get('ticket')! });
    const companySession = apiOf(t.app).as(String(opened.headers.authorization).replace(/^Bearer /, ''));
    const ended = await companySession.call(API.login.logout);
    const signOutAt = new URL(ended.signOutAt!);
    expect(signOutAt.origin).toBe(initech.issuer);
    expect(signOutAt.searchParams.get('client_id')).toBe(initech.clientId);
    expect(signOutAt.searchParams.get('post_logout_redirect_uri')).toBe(`${publicUrlOf(t.config)}/login`);
    // The session is over at GSIS whatever the provider does next.
    expect((await companySession.refusal(API.login.check)).status).toBe(401);

    // The provider knows the client and the return address: it asks the person to confirm, then sends them back.
    const jar: string[] = [];
    const asked = await fetch(signOutAt, { redirect: 'manual' });
    expect(asked.status).toBe(200);
    jar.push(...asked.headers.getSetCookie().map((c) => c.split(';')[0]!));
    const page = await asked.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    const confirmed = await fetch(new URL(action, signOutAt), {
      method: 'POST', redirect: 'manual', body: new URLSearchParams({ xsrf, logout: 'yes' }),
      headers: { cookie: jar.join('; '), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.status).toBe(303);
    expect(new URL(confirmed.headers.get('location')!).href).toBe(`${publicUrlOf(t.config)}/login`);
  });
});
