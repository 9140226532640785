// Company sign-in over SAML 2.0 against an identity provider the test runs (its own key and certificate, responses
// signed with xml-crypto as ADFS, Okta or Entra sign theirs) and the real app on its own database: the AuthnRequest
// GSIS sends, the accounts an assertion opens and makes, the roles its groups give, the second factor its
// authentication context proves, and every way a response is refused — each refusal on the audit trail, no session.
import { createHash } from 'node:crypto';
import { API, COMPANY_LINK_PAGE, COMPANY_SIGN_IN_PAGE, CompanyProviderSave, CompanyRoleMappingSave, pathOf } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../test/api.ts';
import { createRole, createUser } from '../../../test/factories.ts';
import { login, startTestApp, type TestContext } from '../../../test/harness.ts';
import type { CompanySignInService } from './company-sign-in.service.ts';
import { countOf, expectRefusalOn, serviceOf } from './company-sign-in.test-helper.ts';
import { newSigner, newTestIdp, type AuthnRequest, type ResponseOptions, type SamlPerson, type TestIdp } from './saml-idp.test-helper.ts';

/** The attribute names ADFS and Entra send (groups by name here), and the AuthnContextClassRef ADFS names multi-factor sign-in by. */
const ATTRIBUTE = {
  email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  displayName: 'http://schemas.microsoft.com/identity/claims/displayname',
  company: 'company',
  department: 'department',
  groups: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
};
const MFA = 'http://schemas.microsoft.com/claims/multipleauthn';

let t: TestContext;
let service: CompanySignInService;
let idp: TestIdp;
let providerId: number;

beforeAll(async () => {
  t = await startTestApp();
  service = serviceOf(t);
  idp = newTestIdp('contoso');
  ({ id: providerId } = await service.saveProvider({ userId: 1, loginId: 'admin' }, CompanyProviderSave.parse({
    kind: 'SAML', name: 'Contoso', entityId: idp.entityId, ssoUrl: idp.ssoUrl,
    // The IdP rolls its key over: the next certificate is set up beside the current one.
    certificates: [newSigner('next').certificate, idp.signer.certificate],
    domains: ['contoso.example'], createsAccounts: true,
    emailClaim: ATTRIBUTE.email, companyClaim: ATTRIBUTE.company, departmentClaim: ATTRIBUTE.department, groupsClaim: ATTRIBUTE.groups,
    secondFactorContexts: [MFA],
  })));
});
afterAll(async () => {
  await t?.close();
});

const anyone = () => apiOf(t.app).as(null);
const count = (sql: string, values: unknown[] = []) => countOf(t, sql, values);
const expectRefusal = (reason: string, refuse: () => Promise<unknown>) => expectRefusalOn(t, reason, refuse);

let people = 0;
/** A person at the IdP: a persistent NameID, their e-mail and display name as attributes. */
function person(attributes: Record<string, string | string[]> = {}, authnContext?: string): SamlPerson & { email: string } {
  people += 1;
  const email = `saml-${people}-${Date.now()}@contoso.example`;
  return {
    nameId: `S-1-5-21-${people}-${Date.now()}`, email,
    attributes: { [ATTRIBUTE.email]: email, [ATTRIBUTE.displayName]: `Person ${people}`, ...attributes },
    ...(authnContext ? { authnContext } : {}),
  };
}

/** Typing the address: the AuthnRequest GSIS sends the browser to the IdP with. */
async function requestFor(email: string): Promise<AuthnRequest> {
  return idp.read((await anyone().call(API.companySignIn.start, { email })).location);
}

/**
 * The IdP's page posting a form to a provider's ACS, form-encoded as the HTTP-POST binding has it (the typed client
 * would send JSON), and where GSIS sends the browser then.
 */
async function postForm(provider: number, form: Record<string, string>) {
  const reply = await anyone().send(API.companySignIn.samlAcs, unchecked(new URLSearchParams(form).toString()), {
    params: { provider }, headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(reply.status, reply.text).toBe(302);
  return new URL(String(reply.headers.location));
}

/** The response posted to the ACS the request named (/api/sso/saml/:provider/acs), and where GSIS sends the browser then. */
async function post(request: AuthnRequest, samlResponse: string) {
  const to = await postForm(Number(new URL(request.acsUrl).pathname.split('/').at(-2)), { SAMLResponse: samlResponse });
  expect(to.pathname).toBe(COMPANY_SIGN_IN_PAGE);
  return { ticket: to.searchParams.get('ticket'), error: to.searchParams.get('error') };
}

/** A whole sign-in at the IdP: the finish call's reply. */
async function signIn(who: SamlPerson & { email: string }, options?: ResponseOptions) {
  const request = await requestFor(who.email);
  const back = await post(request, idp.respond(request, who, options));
  expect(back.error).toBeNull();
  return anyone().send(API.companySignIn.finish, { ticket: back.ticket! });
}

/** A response for a fresh request that must be refused for `reason` with SSO_FAILED; the trail entry's details. */
async function refused(reason: string, who: SamlPerson & { email: string }, options: ResponseOptions, code = 'SSO_FAILED') {
  return expectRefusal(reason, async () => {
    const request = await requestFor(who.email);
    expect((await post(request, idp.respond(request, who, options))).error).toBe(code);
  });
}

describe('company sign-in over SAML: the request', () => {
  it("sends an address of the provider's domain to its IdP with an AuthnRequest from GSIS's entity ID for this provider, kept for its answer", async () => {
    const [listed] = (await service.listProviders()).filter((p) => p.id === providerId);
    expect(listed).toMatchObject({ kind: 'SAML', entityId: idp.entityId, ssoUrl: idp.ssoUrl, redirectPath: pathOf(API.companySignIn.samlAcs, { provider: providerId }), issuer: null, clientId: null });
    const request = await requestFor('Someone@CONTOSO.example');
    expect(request.issuer).toBe(listed!.spEntityId);
    expect(new URL(request.acsUrl).pathname).toBe(listed!.redirectPath);
    expect(request.destination).toBe(idp.ssoUrl);
    expect(request.id).toMatch(/^_[0-9a-f]{40}$/);
    expect(await count('SELECT count(*) AS n FROM company_sign_in_requests WHERE state_hash = $1 AND provider_id = $2 AND used_at IS NULL',
      [createHash('sha256').update(request.id).digest(), providerId])).toBe(1);
  });

  it('refuses a certificate that does not parse, and a SAML provider without its IdP', async () => {
    await expect(service.saveProvider({ userId: 1, loginId: 'admin' }, CompanyProviderSave.parse({
      kind: 'SAML', name: 'Broken', entityId: 'urn:broken', ssoUrl: 'https://broken.example/sso', domains: ['broken.example'],
      certificates: ['-----BEGIN CERTIFICATE-----\nTm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----'],
    }))).rejects.toMatchObject({ code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.certificates.0', rule: 'certificate' }] } });
    const missing = CompanyProviderSave.safeParse({ kind: 'SAML', name: 'Half', domains: ['half.example'] });
    expect(missing.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['certificates', 'entityId', 'ssoUrl']);
  });
});

describe('company sign-in over SAML: accounts and roles', () => {
  it('makes an employee account at a first sign-in (name, company and department from the attributes) and finds it by its NameID after', async () => {
    const ann = person({ [ATTRIBUTE.displayName]: 'Ann Lee', [ATTRIBUTE.company]: 'Contoso Ltd', [ATTRIBUTE.department]: 'Field Service' });
    const first = await signIn(ann);
    expect(first.status).toBe(200);
    expect(first.headers.authorization).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(first.body.user).toMatchObject({ userId: ann.email, userName: 'Ann Lee', company: 'Contoso Ltd', userType: 'EMPLOYEES', roles: ['USER'] });
    const { rows: [user] } = await t.database.pool.query('SELECT id, department, approval_status, password_hash FROM users WHERE login_id = $1', [ann.email]);
    expect(user).toMatchObject({ department: 'Field Service', approval_status: 'APPROVED', password_hash: null });
    expect(await count('SELECT count(*) AS n FROM company_sign_in_links WHERE provider_id = $1 AND subject = $2 AND user_id = $3', [providerId, ann.nameId, user.id])).toBe(1);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE user_id = $1 AND via = 'COMPANY'", [user.id])).toBe(1);

    // Her address changes at the IdP: the NameID still finds her account, and no other is made.
    const renamed = `ann.lee-${Date.now()}@contoso.example`;
    const second = await signIn({ ...ann, email: renamed, attributes: { ...ann.attributes, [ATTRIBUTE.email]: renamed } });
    expect(second.body.user.userId).toBe(ann.email);
    expect(await count('SELECT count(*) AS n FROM users WHERE login_id = $1', [renamed])).toBe(0);
  });

  it("gives the roles the person's groups map to at every sign-in and takes away those of groups gone", async () => {
    const engineers = await createRole(t.database.db, []);
    const sales = await createRole(t.database.db, []);
    for (const [group, roleId] of [['service-engineers', engineers], ['sales', sales]] as const) {
      await service.saveMapping({ userId: 1, loginId: 'admin' }, CompanyRoleMappingSave.parse({ providerId, group, roleId }));
    }
    const names = async (...ids: number[]) => (await t.database.pool.query('SELECT role_name FROM roles WHERE id = ANY($1) ORDER BY id', [ids])).rows.map((r) => r.role_name as string);
    const eve = person({ [ATTRIBUTE.groups]: ['service-engineers', 'unmapped'] });
    expect((await signIn(eve)).body.user.roles).toEqual(['USER', ...(await names(engineers))]);
    // One group, one attribute value: a single value is a group as well.
    expect((await signIn({ ...eve, attributes: { ...eve.attributes, [ATTRIBUTE.groups]: 'sales' } })).body.user.roles).toEqual(['USER', ...(await names(sales))]);
    const { [ATTRIBUTE.groups]: _gone, ...noGroups } = eve.attributes!;
    expect((await signIn({ ...eve, attributes: noGroups })).body.user.roles).toEqual(['USER']);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'SSO_ROLES' AND target_id = $1", [eve.email])).toBe(3);
  });

  it('signs a management account straight in when the AuthnContextClassRef proves MFA, and asks the GSIS second step when it does not', async () => {
    const managers = await createRole(t.database.db, ['MGMT_USER']);
    await service.saveMapping({ userId: 1, loginId: 'admin' }, CompanyRoleMappingSave.parse({ providerId, group: 'gsis-admins', roleId: managers }));
    const kim = person({ [ATTRIBUTE.groups]: 'gsis-admins' }, MFA);
    const straight = await signIn(kim);
    expect(straight.status).toBe(200);
    expect(straight.body.user.userId).toBe(kim.email);

    const sessions = await count('SELECT count(*) AS n FROM sessions');
    const asked = await signIn({ ...kim, authnContext: 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport' });
    expect([asked.status, asked.error.code]).toEqual([401, 'SECOND_FACTOR_ENROLMENT_REQUIRED']);
    expect(await count('SELECT count(*) AS n FROM sessions')).toBe(sessions);
  });
});

describe('company sign-in over SAML: what a response must prove', () => {
  /** Changes a value of the signed XML without signing again. */
  const swap = (from: string, to: string) => (xml: string) => {
    expect(xml).toContain(from);
    return xml.replace(from, to);
  };

  it('refuses an assertion that is unsigned, signed by another key, or altered after signing — even in a signed Response', async () => {
    const fay = person({ [ATTRIBUTE.groups]: 'sales' });
    const cases: [ResponseOptions, RegExp][] = [
      [{ sign: 'none' }, /Invalid signature/],
      // The Response signed, the assertion inside it not: wantAssertionsSigned.
      [{ sign: 'response' }, /Invalid signature/],
      [{ signer: newSigner('mallory') }, /Invalid signature/],
      [{ signer: newSigner('mallory'), sign: 'both' }, /Invalid (document )?signature/],
      [{ alter: swap('>sales<', '>gsis-admins<') }, /Invalid signature/],
      [{ alter: swap(fay.nameId, 'S-1-5-21-someone-else') }, /Invalid signature/],
    ];
    for (const [options, error] of cases) {
      expect((await refused('assertion', fay, options)).error).toMatch(error);
    }
    expect(await count('SELECT count(*) AS n FROM users WHERE login_id = $1', [fay.email])).toBe(0);
  });

  it("refuses an assertion for another audience, another recipient or destination, or from another issuer", async () => {
    const gus = person();
    expect((await refused('assertion', gus, { audience: 'https://gsis.example/api/sso/saml/999' })).error).toMatch(/audience mismatch/);
    await refused('recipient_mismatch', gus, { recipient: 'https://elsewhere.example/acs' });
    await refused('destination_mismatch', gus, { destination: 'https://elsewhere.example/acs', sign: 'both' });
    await refused('issuer_mismatch', gus, { issuer: 'https://evil.idp.example/' });
    expect(await count('SELECT count(*) AS n FROM users WHERE login_id = $1', [gus.email])).toBe(0);
  });

  it('refuses an expired assertion, an unsolicited response and one answering a request GSIS never sent', async () => {
    const hal = person();
    // Past its NotOnOrAfter (and the minute of skew), its bearer confirmation holds no more.
    expect((await refused('assertion', hal, { validForMs: -2 * 60_000 })).error).toMatch(/No valid subject confirmation/);
    await refused('unsolicited', hal, { inResponseTo: null });
    await refused('request_unknown_or_used', hal, { inResponseTo: '_0123456789abcdef0123456789abcdef01234567' }, 'SSO_EXPIRED');
    expect(await count('SELECT count(*) AS n FROM users WHERE login_id = $1', [hal.email])).toBe(0);
  });

  it('takes a response once, and an assertion once even when it comes back wrapped in a new response for a new request', async () => {
    const ivy = person();
    const request = await requestFor(ivy.email);
    // As some IdPs send it: the assertion does not name the request, only the (unsigned) Response does.
    const response = idp.respond(request, ivy, { confirmationInResponseTo: false });
    expect((await post(request, response)).ticket).toBeTruthy();
    await expectRefusal('request_unknown_or_used', async () => {
      expect((await post(request, response)).error).toBe('SSO_EXPIRED');
    });
    const fresh = await requestFor(ivy.email);
    const rewrapped = Buffer.from(Buffer.from(response, 'base64').toString('utf8').replace(`InResponseTo="${request.id}"`, `InResponseTo="${fresh.id}"`)).toString('base64');
    await expectRefusal('assertion_replayed', async () => {
      expect((await post(fresh, rewrapped)).error).toBe('SSO_FAILED');
    });
  });

  it("refuses a response brought to another provider's ACS (a mix-up)", async () => {
    const fabrikam = newTestIdp('fabrikam');
    const { id: otherId } = await service.saveProvider({ userId: 1, loginId: 'admin' }, CompanyProviderSave.parse({
      kind: 'SAML', name: 'Fabrikam', entityId: fabrikam.entityId, ssoUrl: fabrikam.ssoUrl, certificates: [fabrikam.signer.certificate], domains: ['fabrikam.example'],
    }));
    const lee = person();
    const request = await requestFor(lee.email);
    const elsewhere = { ...request, acsUrl: request.acsUrl.replace(`/saml/${providerId}/`, `/saml/${otherId}/`) };
    await expectRefusal('provider_mismatch', async () => {
      expect((await post(elsewhere, idp.respond(request, lee))).error).toBe('SSO_FAILED');
    });
  });

  it('refuses a request kept past its 10 minutes, and a post with no response, without a stack or a 500', async () => {
    const jo = person();
    const request = await requestFor(jo.email);
    const response = idp.respond(request, jo);
    t.clock.advance(11 * 60_000);
    await expectRefusal('request_expired', async () => {
      expect((await post(request, response)).error).toBe('SSO_EXPIRED');
    });
    await expectRefusal('no_response', async () => {
      expect((await postForm(providerId, { RelayState: 'x' })).searchParams.get('error')).toBe('SSO_FAILED');
    });
  });
});

describe('company sign-in over SAML: linking', () => {
  it("links an account whose owner signed in with the password and then at the IdP: the AuthnRequest's answer goes back to My info, and signs the account in after", async () => {
    const user = await createUser(t.database.db, { loginId: `saml-owner-${Date.now()}@contoso.example` });
    const api = apiOf(t.app).as(await login(t.app, user.loginId, user.password));
    const who = { ...person({ [ATTRIBUTE.email]: user.loginId }), email: user.loginId };
    const request = await idp.read((await api.call(API.companySignIn.startLink, { providerId })).location);
    const back = await postForm(providerId, { SAMLResponse: idp.respond(request, who) });
    expect(back.pathname).toBe(COMPANY_LINK_PAGE);
    await api.call(API.companySignIn.finishLink, { ticket: back.searchParams.get('companyLink')! });
    expect(await count('SELECT count(*) AS n FROM company_sign_in_links WHERE user_id = $1 AND subject = $2', [user.id, who.nameId])).toBe(1);
    const opened = await signIn(who);
    expect(opened.status).toBe(200);
    expect(opened.body.user.userId).toBe(user.loginId);
  });
});
