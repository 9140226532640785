// Roles through the real app: unique names, built-in roles kept, members added once, APP users never,
// the audit trail, and the menu that opens it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../../test/library-factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';

type Body = Record<string, unknown> & { code?: string };

describe('roles', () => {
  let t: TestContext;
  let admin: string;
  const call = (url: string, payload: unknown, token = admin) => apiPost<Body>(t.app, url, payload, token);
  const idOf = async (loginId: string) => (await t.database.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE login_id = ${loginId}`)).rows[0]!.id;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    await t.database.db.execute(sql`INSERT INTO users (login_id, name, company, user_type, approval_status) VALUES ('parts-app', 'Parts app', 'Dealer tools', 'APP', 'APPROVED')`);
  });
  afterAll(async () => { await t.close(); });

  it("creates roles with unique names: 'The entered role already exists'", async () => {
    const created = await call('/mgmt/role/save', { roleName: 'Regional trainers' });
    expect(created.status).toBe(200);
    expect((await call('/mgmt/role/save', { roleName: 'regional TRAINERS' })).body.code).toBe('ROLE_EXISTS');
    expect((await call('/mgmt/role/save', { roleName: '' })).status).toBe(400);
    const listed = await call('/mgmt/role/list', {});
    expect((listed.body.roleList as { roleName: string }[]).map((r) => r.roleName)).toContain('Regional trainers');
    expect((await call('/mgmt/role/save', { id: created.body.id, roleName: 'Regional trainers (Asia)' })).status).toBe(200);
  });

  it("adds a user once ('Already exist'), never an APP user, and takes users out", async () => {
    const { body: { id: roleId } } = await call('/mgmt/role/save', { roleName: 'Bulletin readers' });
    const dealer = await idOf('dealer@gsis.local');
    expect(await call('/mgmt/role/user/add', { roleId, userId: dealer })).toMatchObject({ status: 200, body: { done: true } });
    expect((await call('/mgmt/role/user/add', { roleId, userId: dealer })).body.code).toBe('ALREADY_EXISTS');
    expect((await call('/mgmt/role/user/add', { roleId, userId: await idOf('parts-app') })).body.code).toBe('NO_AUTHORITY_TO_ADD');
    const members = await call('/mgmt/role/user/list', { roleId });
    expect((members.body.userList as { loginId: string }[]).map((u) => u.loginId)).toEqual(['dealer@gsis.local']);

    // Searching for people to add finds neither APP users nor those already in.
    const found = await call('/mgmt/role/user/search', { roleId, keyword: 'a' });
    const ids = (found.body.userList as { loginId: string }[]).map((u) => u.loginId);
    expect(ids).not.toContain('parts-app');
    expect(ids).not.toContain('dealer@gsis.local');
    expect(ids).toContain('newdealer@gsis.local');

    expect((await call('/mgmt/role/user/delete', { roleId, userId: dealer })).status).toBe(200);
    expect((await call('/mgmt/role/user/delete', { roleId, userId: dealer })).status).toBe(404);
  });

  it('keeps the built-in roles and deletes the others with their memberships', async () => {
    const { rows: [builtIn] } = await t.database.db.execute<{ id: number }>(sql`SELECT id FROM roles WHERE role_key = 'USER'`);
    expect((await call('/mgmt/role/delete', { id: builtIn!.id })).body.code).toBe('RELATED_DATA_EXISTS');
    const { body: { id: roleId } } = await call('/mgmt/role/save', { roleName: 'Short-lived' });
    await call('/mgmt/role/user/add', { roleId, userId: await idOf('newdealer@gsis.local') });
    expect((await call('/mgmt/role/delete', { id: roleId })).status).toBe(200);
    expect((await t.database.db.execute(sql`SELECT 1 FROM user_roles WHERE role_id = ${roleId as number}`)).rows).toEqual([]);
    const trail = await call('/mgmt/user/audit/list', { targetType: 'ROLE', targetId: String(roleId) });
    expect((trail.body.items as { action: string }[]).map((e) => e.action)).toEqual(['ROLE_DELETE', 'ROLE_ADD_USER', 'ROLE_CREATE']);
  });

  it('is open only to holders of the role menu', async () => {
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    for (const url of ['/mgmt/role/list', '/mgmt/role/save', '/mgmt/role/user/add']) expect((await call(url, {}, dealer)).status, url).toBe(403);
  });
});
