// Company sign-in against real OpenID Connect providers (oidc-provider on loopback ports) and the real app on its own
// database: which provider an address goes to, the accounts it opens and makes, the roles its groups give, and every
// way a callback or a ticket is refused — each refusal on the audit trail, with no session opened.
import { API, COMPANY_SIGN_IN_PAGE, CompanyProviderSave, CompanyRoleMappingSave } from '@gsis/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { createRole, createUser } from '../../../test/factories.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';
import { publicUrlOf } from '../../platform/mail/mailer.ts';
import type { CompanySignInService } from './company-sign-in.service.ts';
import { countOf, expectRefusalOn, serviceOf, setUpOidcProvider } from './company-sign-in.test-helper.ts';
import { startTestProvider, type ProviderPerson, type TestProvider } from './oidc-provider.test-helper.ts';

let t: TestContext;
let service: CompanySignInService;
let acme: TestProvider;
let globex: TestProvider;
let acmeId: number;
let globexId: number;


beforeAll(async () => {
  t = await startTestApp();
  service = serviceOf(t);
  acme = await startTestProvider();
  globex = await startTestProvider();
  acmeId = await setUpOidcProvider(t, service, acme, {
    name: 'Acme', domains: ['acme.example'], createsAccounts: true,
    companyClaim: 'company', departmentClaim: 'department', groupsClaim: 'groups', secondFactorAmr: ['mfa', 'hwk', 'otp'],
  });
  globexId = await setUpOidcProvider(t, service, globex, { name: 'Globex', domains: ['globex.example', 'globex.test'] });
});
afterAll(async () => {
  await acme?.close();
  await globex?.close();
  await t?.close();
});

const anyone = () => apiOf(t.app).as(null);
let people = 0;
/** A person at the provider, with a unique sub and address. */
function person(idp: TestProvider, domain: string, claims: Record<string, unknown> = {}, amr?: string[]): ProviderPerson {
  people += 1;
  const sub = `person-${people}-${Date.now()}`;
  const made: ProviderPerson = { sub, email: `${sub}@${domain}`, claims: { name: `Person ${people}`, ...claims }, ...(amr ? { amr } : {}) };
  idp.people.set(sub, made);
  return made;
}

/** The provider's redirect back to GSIS, as the browser would make it, and where GSIS sends the browser then. */
async function callback(back: URL) {
  const reply = await anyone().send(API.companySignIn.callback, Object.fromEntries(back.searchParams), { params: { provider: Number(back.pathname.split('/').pop()) } });
  expect(reply.status).toBe(302);
  const to = new URL(String(reply.headers.location));
  expect(to.pathname).toBe(COMPANY_SIGN_IN_PAGE);
  return { ticket: to.searchParams.get('ticket'), error: to.searchParams.get('error') };
}

/** Typing the address, signing in at the provider, and coming back: the provider's redirect to GSIS. */
async function atProvider(idp: TestProvider, email: string, rewrite?: (location: URL) => void): Promise<URL> {
  const { location } = await anyone().call(API.companySignIn.start, { email });
  const url = new URL(location);
  rewrite?.(url);
  return idp.browse(url.href);
}

/** A whole company sign-in: the finish call's reply. */
async function signIn(idp: TestProvider, email: string) {
  const back = await callback(await atProvider(idp, email));
  expect(back.error).toBeNull();
  return anyone().send(API.companySignIn.finish, { ticket: back.ticket! });
}

const count = (sql: string, values: unknown[] = []) => countOf(t, sql, values);
const expectRefusal = (reason: string, refuse: () => Promise<unknown>) => expectRefusalOn(t, reason, refuse);

describe('company sign-in: where an address goes', () => {
  it("sends each domain to its own provider with PKCE, state, nonce and the address as login_hint; an unknown domain gets SSO_NO_PROVIDER", async () => {
    for (const [email, idp] of [['Someone@ACME.example', acme], ['a@globex.example', globex], ['b@globex.test', globex]] as const) {
      const url = new URL((await anyone().call(API.companySignIn.start, { email })).location);
      expect(url.origin, email).toBe(idp.issuer);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(url.searchParams.get('nonce')).toBeTruthy();
      expect(url.searchParams.get('login_hint')).toBe(email.toLowerCase());
      expect(url.searchParams.get('scope')).toBe('openid email profile org');
    }
    const refused = await anyone().refusal(API.companySignIn.start, { email: 'someone@nowhere.example' });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'SSO_NO_PROVIDER', message: 'No company sign-in is set up for this e-mail address. Sign in with your ID and password.' });
  });
});

describe('company sign-in: accounts', () => {
  it('makes an employee account at a first sign-in (company, department and language from the claims) and finds it by its link after', async () => {
    const ann = person(acme, 'acme.example', { name: 'Ann Lee', company: 'Acme Ltd', department: 'Field Service', locale: 'ko-KR' });
    const first = await signIn(acme, ann.email);
    expect(first.status).toBe(200);
    expect(first.headers.authorization).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(first.body.user).toEqual({ userId: ann.email, userName: 'Ann Lee', company: 'Acme Ltd', userType: 'EMPLOYEES', regionCode: null, language: 'ko', roles: ['USER'] });
    const { rows: [user] } = await t.database.pool.query(
      'SELECT id, department, approval_status, enabled, password_hash, email_verified_at IS NOT NULL AS verified FROM users WHERE login_id = $1', [ann.email]);
    expect(user).toMatchObject({ department: 'Field Service', approval_status: 'APPROVED', enabled: true, password_hash: null, verified: true });
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'SSO_ACCOUNT_CREATED' AND target_id = $1", [ann.email])).toBe(1);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE user_id = $1 AND via = 'COMPANY'", [user.id])).toBe(1);

    // The session is a GSIS session like any other.
    const token = String(first.headers.authorization).replace(/^Bearer /, '');
    expect((await apiOf(t.app).as(token).call(API.login.check)).user.userId).toBe(ann.email);

    // Her address changes at the provider: the link (provider, sub) still finds her account, and no other is made.
    const renamed = 'ann.lee@acme.example';
    acme.people.set(ann.sub, { ...ann, email: renamed });
    const second = await signIn(acme, renamed);
    expect(second.status).toBe(200);
    expect(second.body.user.userId).toBe(ann.email);
    expect(second.body.loginInfo.previousAddress).toBe('127.0.0.1');
    expect(await count('SELECT count(*) AS n FROM users WHERE login_id = $1', [renamed])).toBe(0);
  });

  it('refuses an account that has the e-mail but no link (SSO_ACCOUNT_NOT_LINKED): no silent linking', async () => {
    const existing = await createUser(t.database.db, { loginId: `bob-${Date.now()}@acme.example` });
    const bob = person(acme, 'acme.example');
    acme.people.set(bob.sub, { ...bob, email: existing.loginId });
    await expectRefusal('account_not_linked', async () => {
      expect((await callback(await atProvider(acme, existing.loginId))).error).toBe('SSO_ACCOUNT_NOT_LINKED');
    });
    expect(await count('SELECT count(*) AS n FROM company_sign_in_links WHERE user_id = $1', [existing.id])).toBe(0);
  });

  it("refuses someone without an account when the provider makes none (SSO_NO_ACCOUNT)", async () => {
    const gina = person(globex, 'globex.example');
    await expectRefusal('no_account', async () => {
      expect((await callback(await atProvider(globex, gina.email))).error).toBe('SSO_NO_ACCOUNT');
    });
    expect(await count('SELECT count(*) AS n FROM users WHERE login_id = $1', [gina.email])).toBe(0);
  });

  it('refuses a linked account that was disabled, as password sign-in does', async () => {
    const dan = person(acme, 'acme.example');
    expect((await signIn(acme, dan.email)).status).toBe(200);
    await t.database.pool.query('UPDATE users SET enabled = false WHERE login_id = $1', [dan.email]);
    await expectRefusal('account_state', async () => {
      expect((await callback(await atProvider(acme, dan.email))).error).toBe('ACCOUNT_DISABLED');
    });
  });
});

describe('company sign-in: groups and roles', () => {
  it("gives the roles the person's groups map to at every sign-in, takes away those of groups gone, and keeps roles given by hand", async () => {
    const engineers = await createRole(t.database.db, []);
    const sales = await createRole(t.database.db, []);
    const byHand = await createRole(t.database.db, []);
    for (const [group, roleId] of [['service-engineers', engineers], ['sales', sales]] as const) {
      await service.saveMapping({ userId: 1, loginId: 'admin' }, CompanyRoleMappingSave.parse({ providerId: acmeId, group, roleId }));
    }
    const names = async (...ids: number[]) => (await t.database.pool.query('SELECT role_name FROM roles WHERE id = ANY($1) ORDER BY id', [ids])).rows.map((r) => r.role_name as string);
    const eve = person(acme, 'acme.example', { groups: ['service-engineers', 'unmapped'] });

    const first = await signIn(acme, eve.email);
    expect(first.body.user.roles).toEqual(['USER', ...(await names(engineers))]);
    const token = String(first.headers.authorization).replace(/^Bearer /, '');
    const { rows: [{ id }] } = await t.database.pool.query('SELECT id FROM users WHERE login_id = $1', [eve.email]);
    await t.database.pool.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [id, byHand]);

    // At the provider she moves from engineering to sales.
    acme.people.set(eve.sub, { ...eve, claims: { ...eve.claims, groups: ['sales'] } });
    const second = await signIn(acme, eve.email);
    expect(second.body.user.roles).toEqual(['USER', ...(await names(sales, byHand))]);
    // The change reaches sessions already open: the access counter moved with the grants.
    expect((await apiOf(t.app).as(token).call(API.login.check)).user.roles).toEqual(['USER', ...(await names(sales, byHand))]);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'SSO_ROLES' AND target_id = $1", [eve.email])).toBe(2);

    // No groups at all: the provider's roles go, GSIS's stay.
    acme.people.set(eve.sub, { ...eve, claims: { ...eve.claims, groups: [] } });
    expect((await signIn(acme, eve.email)).body.user.roles).toEqual(['USER', ...(await names(byHand))]);
  });
});

describe('company sign-in: what a callback must prove', () => {
  /** Bytes of a JWT part changed without signing again. */
  const reencode = (part: string, change: (claims: Record<string, unknown>) => void) => {
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
    change(claims);
    return Buffer.from(JSON.stringify(claims)).toString('base64url');
  };

  it('refuses an ID token whose signature or claims were altered on the way', async () => {
    const fay = person(acme, 'acme.example');
    const alterations: Record<string, (token: string) => string> = {
      signature: (token) => {
        const [header, payload, signature] = token.split('.');
        return `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
      },
      claim: (token) => {
        const [header, payload, signature] = token.split('.');
        return `${header}.${reencode(payload!, (c) => { c.amr = ['mfa']; })}.${signature}`;
      },
    };
    try {
      for (const alter of Object.values(alterations)) {
        acme.tamper = (answer) => ({ ...answer, id_token: alter(String(answer.id_token)) });
        await expectRefusal('token', async () => {
          expect((await callback(await atProvider(acme, fay.email))).error).toBe('SSO_FAILED');
        });
      }
    } finally {
      acme.tamper = null;
    }
    expect(await count('SELECT count(*) AS n FROM users WHERE login_id = $1', [fay.email])).toBe(0);
  });

  it('refuses an ID token issued for another nonce', async () => {
    const gus = person(acme, 'acme.example');
    await expectRefusal('token', async () => {
      expect((await callback(await atProvider(acme, gus.email, (url) => url.searchParams.set('nonce', 'a-nonce-of-someone-else')))).error).toBe('SSO_FAILED');
    });
  });

  it('takes a state once (a replayed callback is refused) and a code once (at the provider)', async () => {
    const hal = person(acme, 'acme.example');
    const back = await atProvider(acme, hal.email);
    expect((await callback(back)).ticket).toBeTruthy();
    await expectRefusal('state_unknown_or_used', async () => {
      expect((await callback(back)).error).toBe('SSO_EXPIRED');
    });
    // The same code with a fresh state: the provider refuses a code already traded (and its verifier is another).
    const fresh = new URL((await anyone().call(API.companySignIn.start, { email: hal.email })).location);
    const replay = new URL(back);
    replay.searchParams.set('state', fresh.searchParams.get('state')!);
    await expectRefusal('token', async () => {
      expect((await callback(replay)).error).toBe('SSO_FAILED');
    });
  });

  it('refuses a callback after its request expired (10 minutes)', async () => {
    const ivy = person(acme, 'acme.example');
    const back = await atProvider(acme, ivy.email);
    t.clock.advance(11 * 60_000);
    await expectRefusal('request_expired', async () => {
      expect((await callback(back)).error).toBe('SSO_EXPIRED');
    });
  });

  it('opens one session per ticket, within two minutes', async () => {
    const jo = person(acme, 'acme.example');
    const { ticket } = await callback(await atProvider(acme, jo.email));
    expect((await anyone().send(API.companySignIn.finish, { ticket: ticket! })).status).toBe(200);
    await expectRefusal('ticket_unknown_used_or_expired', async () => {
      expect((await anyone().refusal(API.companySignIn.finish, { ticket: ticket! })).body.code).toBe('SSO_EXPIRED');
    });
    const late = await callback(await atProvider(acme, jo.email));
    t.clock.advance(3 * 60_000);
    await expectRefusal('ticket_unknown_used_or_expired', async () => {
      expect((await anyone().refusal(API.companySignIn.finish, { ticket: late.ticket! })).body.code).toBe('SSO_EXPIRED');
    });
  });

  it("refuses a response brought to another provider's redirect URI (a mix-up)", async () => {
    const lee = person(acme, 'acme.example');
    const back = await atProvider(acme, lee.email);
    back.pathname = back.pathname.replace(/\/\d+$/, `/${globexId}`);
    await expectRefusal('provider_mismatch', async () => {
      expect((await callback(back)).error).toBe('SSO_FAILED');
    });
  });

  it("refuses a provider's error answer (the person said no) without a stack or a 500", async () => {
    const back = new URL(`${publicUrlOf(t.config)}/x/${acmeId}?error=access_denied&state=whatever`);
    await expectRefusal('provider_error', async () => {
      expect((await callback(back)).error).toBe('SSO_FAILED');
    });
  });
});

describe('company sign-in: accounts that manage GSIS', () => {
  it('asks a management account whose provider proved no second factor to set up its own, and signs it in when amr says mfa', async () => {
    const managers = await createRole(t.database.db, ['MGMT_USER']);
    await service.saveMapping({ userId: 1, loginId: 'admin' }, CompanyRoleMappingSave.parse({ providerId: acmeId, group: 'gsis-admins', roleId: managers }));
    const kim = person(acme, 'acme.example', { groups: ['gsis-admins'] }, ['pwd']);
    const { ticket } = await callback(await atProvider(acme, kim.email));
    const sessions = await count('SELECT count(*) AS n FROM sessions');
    // As after a password: the app is set up first (the password sign-in's own second step), and nothing opens before.
    const asked = await anyone().refusal(API.companySignIn.finish, { ticket: ticket! });
    expect([asked.status, asked.body.code]).toEqual([401, 'SECOND_FACTOR_ENROLMENT_REQUIRED']);
    expect(await count('SELECT count(*) AS n FROM sessions')).toBe(sessions);
    const challenge = asked.body.details!.challenge!;
    const { secret } = await anyone().call(API.login.startEnrolment, { challenge });
    const enrolled = await anyone().send(API.login.confirmEnrolment, { challenge, code: await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) }) });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.user.userId).toBe(kim.email);
    const { rows: [opened] } = await t.database.pool.query('SELECT via FROM sessions WHERE token_hash IS NOT NULL ORDER BY created_at DESC LIMIT 1');
    expect(opened.via).toBe('COMPANY');

    acme.people.set(kim.sub, { ...kim, amr: ['pwd', 'mfa'] });
    const signedIn = await signIn(acme, kim.email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.userId).toBe(kim.email);
  });
});

describe('company sign-in: providers as administrators set them up', () => {
  it('seals the client secret, never lists it, and gives a domain to one provider only', async () => {
    const { rows: [row] } = await t.database.pool.query('SELECT client_secret_sealed FROM company_sign_in_providers WHERE id = $1', [acmeId]);
    expect(row.client_secret_sealed).not.toContain(acme.clientSecret);
    expect(JSON.stringify(await service.listProviders())).not.toContain(acme.clientSecret);
    await expect(service.saveProvider({ userId: 1, loginId: 'admin' }, CompanyProviderSave.parse({
      name: 'Another', issuer: acme.issuer, clientId: 'x', clientSecret: 'y', domains: ['globex.test'],
    }))).rejects.toMatchObject({ code: 'ALREADY_EXISTS' });
    expect((await service.listProviders()).find((p) => p.id === globexId)).toMatchObject({ domains: ['globex.example', 'globex.test'], endSessionEndpoint: `${globex.issuer}/session/end` });
  });
});
