// The administrators' calls of company sign-in through the real app: providers added, changed (the secret written,
// never read back), turned off and on, deleted only while no account is linked; group → role mappings given only for
// roles the caller may hand out; every change and every refusal on the audit trail under the provider.
import { API, flattenMenuTree, pathOf, type CompanyProviderSave } from '@gsis/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { createRole, createUser } from '../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let admin: string;
/** Holds company sign-in's menu and the support manager's role, and nothing else of administration. */
let delegate: string;
const roles: Record<string, number> = {};
const as = (token: string | null) => apiOf(t.app).as(token);
const SECRET = 'the-client-secret-nobody-reads-back';

let providers = 0;
/** A provider's settings, each with a name and domain of its own; its issuer refuses connections at once. */
function settings(extra: Partial<CompanyProviderSave> = {}): CompanyProviderSave {
  providers += 1;
  return { name: `Provider ${providers}`, issuer: 'http://127.0.0.1:9/', clientId: `client-${providers}`, clientSecret: SECRET, domains: [`p${providers}.example`], ...extra };
}
const listed = async (id: number) => (await as(admin).call(API.companySignInAdmin.providers)).providers.find((p) => p.id === id);
const trail = async (providerId: number) =>
  (await as(admin).call(API.users.audit, { targetType: 'COMPANY_PROVIDER', targetId: String(providerId), pageSize: 100 })).items.reverse();
const sealedSecret = async (id: number) =>
  (await t.database.db.execute<{ s: string }>(sql`SELECT client_secret_sealed AS s FROM company_sign_in_providers WHERE id = ${id}`)).rows[0]?.s;

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  const { rows } = await t.database.db.execute<{ id: number; role_key: string }>(sql`SELECT id, role_key FROM roles WHERE role_key IS NOT NULL`);
  for (const r of rows) roles[r.role_key] = r.id;
  const desk = await createRole(t.database.db, ['MGMT_ACCESS', 'MGMT_COMPANY_SIGN_IN']);
  const person = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: [desk, 'SUPPORT_MANAGER', 'USER'] });
  delegate = await login(t.app, person.loginId, person.password);
});
afterAll(async () => { await t?.close(); });

describe('company sign-in providers, administered', () => {
  it('adds a provider with its secret, lists it with the redirect URI to register and never the secret, and audits it without the secret', async () => {
    const saved = await as(admin).call(API.companySignInAdmin.saveProvider, settings({ domains: ['Acme.Example', 'acme.test'], createsAccounts: true, groupsClaim: 'groups' }));
    const provider = await listed(saved.id);
    expect(provider).toMatchObject({
      domains: ['acme.example', 'acme.test'], createsAccounts: true, groupsClaim: 'groups', enabled: true, mappings: [], linkedAccounts: 0,
      redirectPath: pathOf(API.companySignIn.callback, { provider: saved.id }),
    });
    expect(new URL(provider!.redirectUri).pathname).toBe(provider!.redirectPath);
    const reply = await as(admin).send(API.companySignInAdmin.providers);
    expect(reply.text).not.toContain(SECRET);
    const [created] = await trail(saved.id);
    expect(created).toMatchObject({ action: 'SSO_PROVIDER_CREATE', actor: ADMIN_ID, before: null, after: { secretReplaced: true, domains: ['acme.example', 'acme.test'] } });
    expect(JSON.stringify(created)).not.toContain(SECRET);
  });

  it('keeps the stored secret when an update leaves it out, replaces it when one is given, and needs one to add a provider', async () => {
    const { id } = await as(admin).call(API.companySignInAdmin.saveProvider, settings());
    const first = await sealedSecret(id);
    const { clientSecret: _secret, ...withoutSecret } = settings({ id, name: 'Renamed provider' });
    expect((await as(admin).call(API.companySignInAdmin.saveProvider, withoutSecret)).id).toBe(id);
    expect(await sealedSecret(id)).toBe(first);
    expect((await listed(id))!.name).toBe('Renamed provider');
    await as(admin).call(API.companySignInAdmin.saveProvider, { ...withoutSecret, clientSecret: 'another-secret' });
    expect(await sealedSecret(id)).not.toBe(first);
    expect((await trail(id)).map((e) => [e.action, (e.after as { secretReplaced: boolean }).secretReplaced])).toEqual([
      ['SSO_PROVIDER_CREATE', true], ['SSO_PROVIDER_UPDATE', false], ['SSO_PROVIDER_UPDATE', true],
    ]);
    expect((await trail(id))[1]!.before).toMatchObject({ name: expect.stringMatching(/^Provider/) });

    const { clientSecret: _none, ...noSecret } = settings();
    const refused = await as(admin).refusal(API.companySignInAdmin.saveProvider, noSecret);
    expect(refused).toMatchObject({ status: 400, body: { code: 'REQUIRED_VALUES_MISSING', details: { fields: [{ path: 'body.clientSecret' }] } } });
    // A domain belongs to one provider.
    const clash = await as(admin).refusal(API.companySignInAdmin.saveProvider, settings({ domains: ['new.example', 'acme.example'] }));
    expect(clash).toMatchObject({ status: 409, body: { code: 'ALREADY_EXISTS', details: { fields: [{ path: 'body.domains.1' }] } } });
  });

  it('turns a provider off, so its domain has no company sign-in, and on again', async () => {
    const { id } = await as(admin).call(API.companySignInAdmin.saveProvider, settings({ domains: ['onoff.example'] }));
    await as(admin).call(API.companySignInAdmin.enableProvider, { id, enabled: false });
    expect((await listed(id))!.enabled).toBe(false);
    expect(await as(null).refusal(API.companySignIn.start, { email: 'someone@onoff.example' })).toMatchObject({ status: 404, body: { code: 'SSO_NO_PROVIDER' } });
    await as(admin).call(API.companySignInAdmin.enableProvider, { id, enabled: true });
    // On, the address goes to the provider (whose address refuses the connection here).
    expect(await as(null).refusal(API.companySignIn.start, { email: 'someone@onoff.example' })).toMatchObject({ body: { code: 'SSO_FAILED' } });
    expect((await trail(id)).slice(1).map((e) => [e.action, e.before, e.after])).toEqual([
      ['SSO_PROVIDER_DISABLE', { enabled: true }, { enabled: false }], ['SSO_PROVIDER_ENABLE', { enabled: false }, { enabled: true }],
    ]);
    expect(await as(admin).refusal(API.companySignInAdmin.enableProvider, { id: 999_999, enabled: false })).toMatchObject({ status: 404 });
  });

  it('refuses to delete a provider while accounts are linked to it, saying how many, and deletes it with its mappings after', async () => {
    const { id } = await as(admin).call(API.companySignInAdmin.saveProvider, settings());
    await as(admin).call(API.companySignInAdmin.saveMapping, { providerId: id, group: 'staff', roleId: roles.USER! });
    const people = [await createUser(t.database.db), await createUser(t.database.db)];
    for (const [i, p] of people.entries()) await t.database.db.execute(sql`INSERT INTO company_sign_in_links (provider_id, subject, user_id, linked_at) VALUES (${id}, ${`sub-${i}`}, ${p.id}, now())`);
    expect((await listed(id))!.linkedAccounts).toBe(2);

    const refused = await as(admin).refusal(API.companySignInAdmin.deleteProvider, { id });
    expect(refused).toMatchObject({ status: 409, body: { code: 'SSO_PROVIDER_IN_USE', details: { linkedAccounts: 2 } } });
    expect(await listed(id)).toBeDefined();

    await t.database.db.execute(sql`DELETE FROM company_sign_in_links WHERE provider_id = ${id}`);
    expect((await as(admin).send(API.companySignInAdmin.deleteProvider, { id })).status).toBe(200);
    expect(await listed(id)).toBeUndefined();
    expect((await t.database.db.execute(sql`SELECT 1 FROM company_sign_in_role_mappings WHERE provider_id = ${id}`)).rows).toEqual([]);
    const deleted = (await trail(id)).at(-1)!;
    expect(deleted).toMatchObject({ action: 'SSO_PROVIDER_DELETE', after: null, before: { id, mappings: [{ group: 'staff', roleId: roles.USER }] } });
    expect(await as(admin).refusal(API.companySignInAdmin.deleteProvider, { id })).toMatchObject({ status: 404 });
  });
});

describe('group → role mappings, administered', () => {
  it("marks the roles the caller may hand out, and maps groups only to those: never SYSTEM_ADMIN but by a system administrator", async () => {
    const { id } = await as(admin).call(API.companySignInAdmin.saveProvider, settings());
    const grantable = (await as(delegate).call(API.companySignInAdmin.providers)).roles;
    expect(Object.fromEntries(grantable.filter((r) => r.roleKey).map((r) => [r.roleKey, r.grantable]))).toEqual({
      SYSTEM_ADMIN: false, DOCUMENT_MANAGER: false, SUPPORT_MANAGER: true, USER: true,
    });

    const bySystemAdmin = await as(admin).call(API.companySignInAdmin.saveMapping, { providerId: id, group: 'gsis-admins', roleId: roles.SYSTEM_ADMIN! });
    const map = (group: string, roleId: number) => as(delegate).send(API.companySignInAdmin.saveMapping, { providerId: id, group, roleId });
    expect(await map('gsis-admins', roles.SYSTEM_ADMIN!)).toMatchObject({ status: 403, error: { code: 'SYSTEM_ADMIN_ONLY' } });
    // DOCUMENT_MANAGER carries the library's management menus, which the delegate does not hold.
    expect(await map('librarians', roles.DOCUMENT_MANAGER!)).toMatchObject({ status: 403, error: { code: 'GRANT_NOT_HELD' } });
    const support = await map('support-desk', roles.SUPPORT_MANAGER!);
    expect(support.status).toBe(200);
    expect(await map('support-desk', 999_999)).toMatchObject({ status: 404 });
    // Taking a mapping away is refused like giving it.
    expect(await as(delegate).send(API.companySignInAdmin.deleteMapping, { id: bySystemAdmin.id })).toMatchObject({ status: 403, error: { code: 'SYSTEM_ADMIN_ONLY' } });

    expect((await as(delegate).call(API.companySignInAdmin.mappings, { providerId: id })).mappings).toEqual([
      { id: bySystemAdmin.id, providerId: id, group: 'gsis-admins', roleId: roles.SYSTEM_ADMIN },
      { id: support.body.id, providerId: id, group: 'support-desk', roleId: roles.SUPPORT_MANAGER },
    ]);
    expect((await as(delegate).send(API.companySignInAdmin.deleteMapping, { id: support.body.id })).status).toBe(200);
    expect((await listed(id))!.mappings.map((m) => m.group)).toEqual(['gsis-admins']);

    const entries = (await trail(id)).map((e) => [e.action, e.actor, (e.after as { refusal?: string } | null)?.refusal ?? null]);
    expect(entries.slice(1)).toEqual([
      ['SSO_MAPPING_SAVE', ADMIN_ID, null],
      ['ACCESS_REFUSED', expect.any(String), 'SYSTEM_ADMIN_ONLY'],
      ['ACCESS_REFUSED', expect.any(String), 'GRANT_NOT_HELD'],
      ['SSO_MAPPING_SAVE', expect.any(String), null],
      ['ACCESS_REFUSED', expect.any(String), 'SYSTEM_ADMIN_ONLY'],
      ['SSO_MAPPING_DELETE', expect.any(String), null],
    ]);
  });

  it('is a menu of its own under users and authority, given to the system administrators on a fresh install', async () => {
    const page = flattenMenuTree().find((m) => m.menuId === 'MGMT_COMPANY_SIGN_IN')!;
    expect(page).toMatchObject({ parentMenuId: 'MGMT_ACCESS', menuUrl: '/management/user/company-sign-in' });
    for (const token of [admin, delegate]) expect((await as(token).call(API.menus.userMenus, { requestUrl: page.menuUrl })).authorized).toBe(true);
    const { rows } = await t.database.db.execute<{ role_key: string }>(sql`SELECT r.role_key FROM role_menus rm JOIN roles r ON r.id = rm.role_id WHERE rm.menu_id = 'MGMT_COMPANY_SIGN_IN' AND r.role_key IS NOT NULL`);
    expect(rows).toEqual([{ role_key: 'SYSTEM_ADMIN' }]);
  });
});
