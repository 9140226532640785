// User management through the real app: filters without APP users, approval with its e-mail, unlock,
// disabling that ends sessions at once, document authority that changes what a user may read, roles, the
// audit trail, and the menu authority that opens it all.
import { sql } from 'drizzle-orm';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { createUser, holdSignIns } from '../../../test/factories.ts';
import { generate } from 'otplib';

describe('user management', () => {
  let t: TestContext;
  let admin: string;
  const as = (token: string | null) => apiOf(t.app).as(token);
  const roleIdOf = async (key: string) => (await t.database.db.execute<{ id: number }>(sql`SELECT id FROM roles WHERE role_key = ${key}`)).rows[0]!.id;
  const idOf = async (loginId: string) => (await t.database.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE login_id = ${loginId}`)).rows[0]!.id;
  const signUp = async (loginId: string) => {
    const response = await as(null).send(API.signup.signup, {
      id: loginId, name: 'Budi Santoso', company: 'Jakarta Alat Berat', userType: 'DEALER', mobilePhone: '0812-3456-7890',
      password: 'Excavat0r22', passwordConfirm: 'Excavat0r22', agreeTerms: true, agreePrivacy: true, language: 'id',
    });
    expect(response.status).toBe(200);
    return idOf(loginId);
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    await t.database.db.execute(sql`INSERT INTO users (login_id, name, user_type, approval_status) VALUES ('mobile-app', 'Mobile app', 'APP', 'APPROVED')`);
  });
  afterAll(async () => { await t.close(); });

  it('finds users by the seed\'s filters and never lists APP users', async () => {
    const all = await as(admin).send(API.users.list, { pageSize: 100 });
    expect(all.status).toBe(200);
    expect(all.body.items.map((u) => u.loginId)).not.toContain('mobile-app');
    expect(all.body.items.every((u) => u.userType !== 'APP')).toBe(true);
    const dealers = await as(admin).call(API.users.list, { userType: 'DEALER', keyword: 'dealer@' });
    expect(dealers.items.map((u) => u.loginId).sort()).toEqual(['dealer@gsis.local', 'newdealer@gsis.local']);
    expect((await as(admin).call(API.users.list, { userType: 'EMPLOYEES', keyword: 'dealer@' })).total).toBe(0);
    expect((await as(admin).send(API.users.list, unchecked({ userType: 'APP' }))).status).toBe(400);
    expect((await as(admin).call(API.users.list, { keyword: 'mobile-app' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await as(admin).call(API.users.list, { from: today, to: today })).total).toBeGreaterThan(0);
    expect((await as(admin).call(API.users.list, { from: '2001-01-01', to: '2001-01-31' })).total).toBe(0);
    expect((await as(admin).send(API.users.list, { from: '2026-02-01', to: '2026-01-01' })).status).toBe(400);
    expect((await as(admin).send(API.users.detail, { id: await idOf('mobile-app') })).status).toBe(404);
  });

  it('approves a waiting account, which can then log in and is told by e-mail in its language', async () => {
    const id = await signUp('budi@jakarta-alat.example');
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE id = ${id}`);
    expect((await as(admin).call(API.users.list, { approvalStatus: 'UNAPPROVED' })).items.map((u) => u.loginId)).toContain('budi@jakarta-alat.example');
    await expect(login(t.app, 'budi@jakarta-alat.example', 'Excavat0r22')).rejects.toThrow(/ACCOUNT_PENDING_APPROVAL/);
    expect(await as(admin).send(API.users.approve, { id, approved: true })).toMatchObject({ status: 200, body: { done: true } });
    const token = await login(t.app, 'budi@jakarta-alat.example', 'Excavat0r22');
    const { rows } = await t.database.db.execute<{ kind: string; language: string }>(sql`SELECT kind, language FROM mail_outbox WHERE to_address = 'budi@jakarta-alat.example' ORDER BY id`);
    expect(rows).toEqual([{ kind: 'SIGNUP_VERIFY', language: 'id' }, { kind: 'ACCOUNT_APPROVED', language: 'id' }]);
    // Approved with no role chosen, the account is a USER and sees that role's menus (not an empty header).
    expect((await as(admin).call(API.users.detail, { id })).roleIds).toEqual([await roleIdOf('USER')]);
    const menus = await as(token).call(API.menus.userMenus, {});
    expect(menus.parentMenu.map((m) => m.menuId)).toEqual(expect.arrayContaining(['PRODUCT', 'DOCUMENT', 'TSG', 'MY_LIBRARY']));
  });

  it('approves with the roles the approver chooses, at least one and only ones that exist, all or nothing', async () => {
    const id = await signUp('siti@jakarta-alat.example');
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE id = ${id}`);
    expect((await as(admin).send(API.users.approve, { id, approved: true, roleIds: [] })).status).toBe(400);
    const missing = await as(admin).refusal(API.users.approve, { id, approved: true, roleIds: [999_999] });
    expect(missing.body).toMatchObject({ code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.roleIds', rule: 'not_found' }] } });
    // Refused roles leave the account waiting: nothing of the approval is kept.
    expect((await as(admin).call(API.users.detail, { id })).approvalStatus).toBe('UNAPPROVED');

    const roles = [await roleIdOf('USER'), await roleIdOf('SUPPORT_MANAGER')].sort((a, b) => a - b);
    expect((await as(admin).send(API.users.approve, { id, approved: true, roleIds: roles })).status).toBe(200);
    const approved = await as(admin).call(API.users.detail, { id });
    expect(approved).toMatchObject({ approvalStatus: 'APPROVED', roleIds: roles });
    const trail = await as(admin).call(API.users.audit, { targetType: 'USER', targetId: String(id) });
    expect(trail.items[0]).toMatchObject({ action: 'USER_APPROVE', before: { roleIds: [] }, after: { approvalStatus: 'APPROVED', roleIds: roles } });
    const menus = await as(await login(t.app, 'siti@jakarta-alat.example', 'Excavat0r22')).call(API.menus.userMenus, {});
    expect(menus.parentMenu.map((m) => m.menuId)).toEqual(expect.arrayContaining(['MY_LIBRARY', 'MGMT_SUPPORT']));
  });

  it('approves an account whose address was never verified only when told so, and the trail says it was', async () => {
    const id = await signUp('squatter@jakarta-alat.example');
    const refused = await as(admin).refusal(API.users.approve, { id, approved: true });
    expect(refused).toMatchObject({ status: 409, body: { code: 'EMAIL_NOT_VERIFIED' } });
    expect((await as(admin).refusal(API.users.approve, { id, approved: true, confirmUnverified: false })).body.code).toBe('EMAIL_NOT_VERIFIED');
    await expect(login(t.app, 'squatter@jakarta-alat.example', 'Excavat0r22')).rejects.toThrow(/ACCOUNT_PENDING_APPROVAL/);
    expect((await as(admin).call(API.users.detail, { id })).approvalStatus).toBe('UNAPPROVED');

    expect(await as(admin).send(API.users.approve, { id, approved: true, confirmUnverified: true })).toMatchObject({ status: 200, body: { done: true } });
    await login(t.app, 'squatter@jakarta-alat.example', 'Excavat0r22');
    const trail = await as(admin).call(API.users.audit, { targetType: 'USER', targetId: String(id) });
    expect(trail.items).toEqual([expect.objectContaining({ action: 'USER_APPROVE', after: expect.objectContaining({ approvalStatus: 'APPROVED', approvedUnverified: true }) })]);
    // Rejecting needs no such confirmation.
    expect((await as(admin).send(API.users.approve, { id, approved: false })).status).toBe(200);
  });

  it('rejects an account, which is refused at login with its own message', async () => {
    const id = await signUp('reject-me@jakarta-alat.example');
    await as(admin).call(API.users.approve, { id, approved: false });
    await expect(login(t.app, 'reject-me@jakarta-alat.example', 'Excavat0r22')).rejects.toThrow(/ACCOUNT_DISAPPROVED/);
  });

  it('shows an account wrong passwords hold as LOCKED, with their count, and unlocks it', async () => {
    const id = await idOf('newdealer@gsis.local');
    await holdSignIns(t.database.db, 'NewDealer@gsis.local', t.clock.now());
    expect((await as(admin).call(API.users.list, { status: 'LOCKED' })).items.map((u) => u.loginId)).toContain('newdealer@gsis.local');
    expect(await as(admin).call(API.users.detail, { id })).toMatchObject({ status: 'LOCKED', failedLoginCount: 6 });
    await expect(login(t.app, 'newdealer@gsis.local', DEMO_PASSWORD)).rejects.toThrow(/PASSWORD_LOCKED/);
    await as(admin).call(API.users.unlock, { id });
    expect(await as(admin).call(API.users.detail, { id })).toMatchObject({ status: 'ACTIVE', failedLoginCount: 0 });
    await login(t.app, 'newdealer@gsis.local', DEMO_PASSWORD);
  });

  it("shows a user's authenticator app and turns it off for a lost phone: sessions end, the owner is told, the trail says who", async () => {
    const user = await createUser(t.database.db, { language: 'fr' });
    const token = await login(t.app, user.loginId, user.password);
    const { secret } = await as(token).call(API.myInfo.startTotp);
    await as(token).call(API.myInfo.confirmTotp, { code: await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) }) });
    expect((await as(admin).call(API.users.detail, { id: user.id })).secondFactorSince).not.toBeNull();

    await as(admin).call(API.users.resetSecondFactor, { id: user.id });
    expect((await as(admin).call(API.users.detail, { id: user.id })).secondFactorSince).toBeNull();
    expect((await as(token).send(API.login.check)).status).toBe(401);
    // Signing in asks for the password alone again.
    await login(t.app, user.loginId, user.password);
    const { rows: mails } = await t.database.pool.query("SELECT kind, language FROM mail_outbox WHERE to_address = $1 AND kind LIKE 'SECOND_FACTOR%' ORDER BY id", [user.loginId]);
    expect(mails).toEqual([{ kind: 'SECOND_FACTOR_ON', language: 'fr' }, { kind: 'SECOND_FACTOR_OFF', language: 'fr' }]);
    const { rows: trail } = await t.database.pool.query("SELECT actor_login_id FROM audit_log WHERE target_id = $1 AND action = 'SECOND_FACTOR_RESET'", [String(user.id)]);
    expect(trail).toEqual([{ actor_login_id: ADMIN_ID }]);
  });

  it('disables a user, whose token stops working at once, and enables them again', async () => {
    const id = await idOf('newdealer@gsis.local');
    const token = await login(t.app, 'newdealer@gsis.local', DEMO_PASSWORD);
    await as(admin).call(API.users.setEnabled, { id, enabled: false });
    expect((await as(token).send(API.login.check)).status).toBe(401);
    await expect(login(t.app, 'newdealer@gsis.local', DEMO_PASSWORD)).rejects.toThrow(/ACCOUNT_DISABLED/);
    expect((await as(admin).call(API.users.list, { status: 'DISABLED' })).items.map((u) => u.loginId)).toContain('newdealer@gsis.local');
    await as(admin).call(API.users.setEnabled, { id, enabled: true });
    await login(t.app, 'newdealer@gsis.local', DEMO_PASSWORD);
    expect(await as(admin).refusal(API.users.setEnabled, { id: await idOf(ADMIN_ID), enabled: false })).toMatchObject({ status: 403, body: { code: 'OWN_ACCESS_CHANGE' } });
  });

  it('gives document authority and a region that change what the user may read, refusing ids that name nothing', async () => {
    const id = await idOf('newdealer@gsis.local');
    const token = await login(t.app, 'newdealer@gsis.local', DEMO_PASSWORD);
    const { rows: [doc] } = await t.database.db.execute<{ id: number; title: string }>(sql`
      INSERT INTO documents (title, document_type_id, product_id) SELECT 'Authority check manual', (SELECT min(id) FROM document_types), (SELECT min(id) FROM products) RETURNING id, title`);
    await t.database.db.execute(sql`WITH f AS (INSERT INTO stored_files (sha256, size, kind, original_name) VALUES (repeat('0', 64), 1, 'pdf', 'check.pdf') RETURNING id)
      INSERT INTO document_versions (document_id, version_label, publish_type, language, is_final, distribution_status, distributed_on, file_id)
      SELECT ${doc!.id}, '1.0', 'PDF', 'en', true, 'DISTRIBUTED', '2026-01-01', f.id FROM f`);
    const authorised = async () => (await as(token).call(API.documents.list, { keyword: 'Authority check' })).items[0]?.authorised;
    expect(await authorised()).toBe(false);
    const grants = { PRODUCT: [], DOCUMENT_TYPE: [], EXHAUST_CERTIFICATION: [], DOCUMENT: [doc!.id], MODEL: [] };
    expect(await as(admin).send(API.users.saveAuthority, { id, allowAllDocuments: false, regionId: null, grants })).toMatchObject({ status: 200, body: { done: true } });
    expect(await authorised()).toBe(true);
    const detail = await as(admin).call(API.users.detail, { id });
    expect(detail).toMatchObject({ allowAllDocuments: false, regionId: null, grants });

    const unknown = await as(admin).refusal(API.users.saveAuthority, { id, allowAllDocuments: false, regionId: null, grants: { ...grants, MODEL: [999_999] } });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.grants.MODEL', rule: 'not_found' }] } } });
    expect((await as(admin).send(API.users.saveAuthority, { id, allowAllDocuments: false, regionId: 999_999, grants })).status).toBe(400);
    expect((await as(admin).send(API.users.saveAuthority, { id, allowAllDocuments: false, regionId: null, grants: { ...grants, DOCUMENT: [doc!.id, doc!.id] } })).status).toBe(400);
    expect(await authorised()).toBe(true); // refused changes changed nothing

    await as(admin).call(API.users.saveAuthority, { id, allowAllDocuments: false, regionId: null, grants: { ...grants, DOCUMENT: [] } });
    expect(await authorised()).toBe(false);
  });

  it('sets roles as a whole set, refusing roles that do not exist', async () => {
    const id = await idOf('newdealer@gsis.local');
    const { rows: roles } = await t.database.db.execute<{ id: number; role_key: string }>(sql`SELECT id, role_key FROM roles WHERE role_key IN ('USER', 'SUPPORT_MANAGER') ORDER BY id`);
    await as(admin).call(API.users.saveRoles, { id, roleIds: roles.map((r) => r.id) });
    expect((await as(admin).call(API.users.detail, { id })).roleIds).toEqual(roles.map((r) => r.id));
    expect((await as(admin).send(API.users.saveRoles, { id, roleIds: [999_999] })).status).toBe(400);
    await as(admin).call(API.users.saveRoles, { id, roleIds: roles.filter((r) => r.role_key === 'USER').map((r) => r.id) });
  });

  it('writes every change to the audit trail: who, when, what, before and after', async () => {
    const id = await idOf('budi@jakarta-alat.example');
    const trail = await as(admin).call(API.users.audit, { targetType: 'USER', targetId: String(id) });
    expect(trail.items).toEqual([expect.objectContaining({
      actor: ADMIN_ID, action: 'USER_APPROVE', targetType: 'USER', targetId: String(id),
      before: expect.objectContaining({ approvalStatus: 'UNAPPROVED' }), after: expect.objectContaining({ approvalStatus: 'APPROVED' }),
    })]);
    const newdealer = await as(admin).call(API.users.audit, { targetType: 'USER', targetId: String(await idOf('newdealer@gsis.local')) });
    expect(newdealer.items.map((e) => e.action)).toEqual(expect.arrayContaining(['USER_UNLOCK', 'USER_DISABLE', 'USER_ENABLE', 'USER_AUTHORITY', 'USER_ROLES']));
    // A refused change leaves no trace.
    expect(newdealer.items.filter((e) => e.action === 'USER_AUTHORITY')).toHaveLength(2);
  });

  it('is open only to holders of the user-management menu', async () => {
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    for (const endpoint of [API.users.list, API.users.detail, API.users.approve, API.users.saveAuthority, API.users.audit]) {
      expect((await as(dealer).send(endpoint, unchecked({}))).status, endpoint.path).toBe(403);
    }
  });
});
