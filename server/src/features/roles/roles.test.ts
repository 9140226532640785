// Roles through the real app: unique names, built-in roles kept, members added once, APP users never,
// the audit trail, and the menu that opens it.
import { sql } from 'drizzle-orm';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';

describe('roles', () => {
  let t: TestContext;
  let admin: string;
  const as = (token: string | null) => apiOf(t.app).as(token);
  const idOf = async (loginId: string) => (await t.database.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE login_id = ${loginId}`)).rows[0]!.id;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    await t.database.db.execute(sql`INSERT INTO users (login_id, name, company, user_type, approval_status) VALUES ('parts-app', 'Parts app', 'Dealer tools', 'APP', 'APPROVED')`);
  });
  afterAll(async () => { await t.close(); });

  it("creates roles with unique names: 'The entered role already exists'", async () => {
    const created = await as(admin).send(API.roles.save, { roleName: 'Regional trainers' });
    expect(created.status).toBe(200);
    expect((await as(admin).refusal(API.roles.save, { roleName: 'regional TRAINERS' })).body.code).toBe('ROLE_EXISTS');
    expect((await as(admin).send(API.roles.save, { roleName: '' })).status).toBe(400);
    const listed = await as(admin).call(API.roles.list);
    expect(listed.roleList.map((r) => r.roleName)).toContain('Regional trainers');
    expect((await as(admin).send(API.roles.save, { id: created.body.id, roleName: 'Regional trainers (Asia)' })).status).toBe(200);
  });

  it("adds a user once ('Already exist'), never an APP user, and takes users out", async () => {
    const { id: roleId } = await as(admin).call(API.roles.save, { roleName: 'Bulletin readers' });
    const dealer = await idOf('dealer@gsis.local');
    expect(await as(admin).send(API.roles.addUser, { roleId, userId: dealer })).toMatchObject({ status: 200, body: { done: true } });
    expect((await as(admin).refusal(API.roles.addUser, { roleId, userId: dealer })).body.code).toBe('ALREADY_EXISTS');
    expect((await as(admin).refusal(API.roles.addUser, { roleId, userId: await idOf('parts-app') })).body.code).toBe('NO_AUTHORITY_TO_ADD');
    const members = await as(admin).call(API.roles.users, { roleId });
    expect(members.userList.map((u) => u.loginId)).toEqual(['dealer@gsis.local']);

    // Searching for people to add finds neither APP users nor those already in.
    const found = await as(admin).call(API.roles.candidates, { roleId, keyword: 'a' });
    const ids = found.userList.map((u) => u.loginId);
    expect(ids).not.toContain('parts-app');
    expect(ids).not.toContain('dealer@gsis.local');
    expect(ids).toContain('newdealer@gsis.local');

    expect((await as(admin).send(API.roles.removeUser, { roleId, userId: dealer })).status).toBe(200);
    expect((await as(admin).send(API.roles.removeUser, { roleId, userId: dealer })).status).toBe(404);
  });

  it('keeps the built-in roles, refuses to delete a role that has users with the seed\'s message, and deletes it once it has none', async () => {
    const { rows: [builtIn] } = await t.database.db.execute<{ id: number }>(sql`SELECT id FROM roles WHERE role_key = 'USER'`);
    expect((await as(admin).refusal(API.roles.remove, { id: builtIn!.id })).body.code).toBe('RELATED_DATA_EXISTS');
    const { id: roleId } = await as(admin).call(API.roles.save, { roleName: 'Short-lived' });
    const member = await idOf('newdealer@gsis.local');
    await as(admin).call(API.roles.addUser, { roleId, userId: member });

    const refused = await as(admin).refusal(API.roles.remove, { id: roleId });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'RELATED_DATA_EXISTS', message: 'Cannot be deleted because related data exist' });
    expect((await t.database.db.execute(sql`SELECT 1 FROM user_roles WHERE role_id = ${roleId}`)).rows).toHaveLength(1);

    await as(admin).call(API.roles.removeUser, { roleId, userId: member });
    expect((await as(admin).send(API.roles.remove, { id: roleId })).status).toBe(200);
    expect((await t.database.db.execute(sql`SELECT 1 FROM roles WHERE id = ${roleId}`)).rows).toEqual([]);
    const trail = await as(admin).call(API.users.audit, { targetType: 'ROLE', targetId: String(roleId) });
    expect(trail.items.map((e) => e.action)).toEqual(['ROLE_DELETE', 'ROLE_REMOVE_USER', 'ROLE_ADD_USER', 'ROLE_CREATE']);
  });

  it('is open only to holders of the role menu', async () => {
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    for (const endpoint of [API.roles.list, API.roles.save, API.roles.addUser]) expect((await as(dealer).send(endpoint, unchecked({}))).status, endpoint.path).toBe(403);
  });
});
