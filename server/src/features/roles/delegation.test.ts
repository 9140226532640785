// Delegated administration through the real app (security review M3): a holder of user, role and menu
// management gives and takes only the roles and menus they hold, never changes their own access, leaves
// system administrators to system administrators, and the last system administrator who can manage stays
// so. Refused attempts are answered 403 with their code and written to the audit trail.
import { sql } from 'drizzle-orm';
import { API, type AUDIT_TARGETS } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';

describe('delegated administration', () => {
  let t: TestContext;
  let admin: string;
  /** supportmanager@, given user, role and menu management through a role of its own. */
  let delegate: string;
  let accessDesk: number;
  const ids: Record<string, number> = {};
  const roles: Record<string, number> = {};
  const as = (token: string | null) => apiOf(t.app).as(token);
  const refusal = (code: string) => ({ status: 403, error: expect.objectContaining({ code }) });
  const idOf = async (loginId: string) => (await t.database.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE login_id = ${loginId}`)).rows[0]!.id;
  const rolesOf = async (userId: number) => (await as(admin).call(API.users.detail, { id: userId })).roleIds;
  const menusOfRole = async (roleId: number) => (await as(admin).call(API.menus.roleHeld, { roleId })).menuIds;
  const trail = async (targetType: (typeof AUDIT_TARGETS)[number], targetId: number) =>
    (await as(admin).call(API.users.audit, { targetType, targetId: String(targetId), pageSize: 100 })).items;
  /** The refusal an audit entry's `after` records, if it records one. */
  const refusalIn = (after: unknown) => (typeof after === 'object' && after !== null && 'refusal' in after ? after.refusal : undefined);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    for (const loginId of [ADMIN_ID, 'supportmanager@gsis.local', 'docmanager@gsis.local', 'dealer@gsis.local', 'newdealer@gsis.local']) ids[loginId] = await idOf(loginId);
    const { rows } = await t.database.db.execute<{ id: number; role_key: string }>(sql`SELECT id, role_key FROM roles WHERE role_key IS NOT NULL`);
    for (const r of rows) roles[r.role_key] = r.id;

    // A system administrator may hand out anything, so the delegate gets its desk from the administrator.
    accessDesk = (await as(admin).call(API.roles.save, { roleName: 'Access desk' })).id;
    expect((await as(admin).send(API.menus.saveAuthority, { roleId: accessDesk, menuIds: ['MGMT_ACCESS', 'MGMT_USER', 'MGMT_ROLE', 'MGMT_MENU'] })).status).toBe(200);
    expect((await as(admin).send(API.roles.addUser, { roleId: accessDesk, userId: ids['supportmanager@gsis.local']! })).status).toBe(200);
    delegate = await login(t.app, 'supportmanager@gsis.local', DEMO_PASSWORD);
  });
  afterAll(async () => { await t.close(); });

  it('gives a user only roles the caller holds, takes away only those, and never changes the caller or a system administrator', async () => {
    const dealer = ids['dealer@gsis.local']!;
    const dealerRoles = await rolesOf(dealer);
    const save = (id: number, roleIds: number[]) => as(delegate).send(API.users.saveRoles, { id, roleIds });

    expect(await save(ids['supportmanager@gsis.local']!, [roles.SYSTEM_ADMIN!])).toMatchObject(refusal('OWN_ACCESS_CHANGE'));
    expect(await save(dealer, [...dealerRoles, roles.SYSTEM_ADMIN!])).toMatchObject(refusal('SYSTEM_ADMIN_ONLY'));
    // DOCUMENT_MANAGER carries the library's management menus, which the delegate does not hold.
    expect(await save(dealer, [...dealerRoles, roles.DOCUMENT_MANAGER!])).toMatchObject(refusal('GRANT_NOT_HELD'));
    expect(await rolesOf(dealer)).toEqual(dealerRoles);

    // SUPPORT_MANAGER and the delegate's own desk carry only menus the delegate holds.
    expect(await save(dealer, [...dealerRoles, roles.SUPPORT_MANAGER!, accessDesk])).toMatchObject({ status: 200 });
    expect(await save(dealer, dealerRoles)).toMatchObject({ status: 200 });

    // A role the user keeps needs no holding; one taken away does.
    const docmanager = ids['docmanager@gsis.local']!;
    const docRoles = await rolesOf(docmanager);
    expect(await save(docmanager, [...docRoles, roles.SUPPORT_MANAGER!])).toMatchObject({ status: 200 });
    expect(await save(docmanager, docRoles.filter((r) => r !== roles.DOCUMENT_MANAGER))).toMatchObject(refusal('GRANT_NOT_HELD'));
    expect(await rolesOf(docmanager)).toEqual([...docRoles, roles.SUPPORT_MANAGER!].sort((a, b) => a - b));
    expect(await save(docmanager, docRoles)).toMatchObject({ status: 200 });

    // A system administrator's account is a system administrator's business.
    expect(await save(ids[ADMIN_ID]!, await rolesOf(ids[ADMIN_ID]!))).toMatchObject(refusal('SYSTEM_ADMIN_ONLY'));
    // Not even a system administrator changes their own roles.
    expect(await as(admin).send(API.users.saveRoles, { id: ids[ADMIN_ID]!, roleIds: [] })).toMatchObject(refusal('OWN_ACCESS_CHANGE'));
  });

  it('keeps the caller out of their own account: status, approval, unlock, document authority', async () => {
    const self = ids['supportmanager@gsis.local']!;
    const grants = { PRODUCT: [], DOCUMENT_TYPE: [], EXHAUST_CERTIFICATION: [], DOCUMENT: [], MODEL: [] };
    expect(await as(delegate).send(API.users.saveAuthority, { id: self, allowAllDocuments: true, regionId: null, grants })).toMatchObject(refusal('OWN_ACCESS_CHANGE'));
    expect(await as(delegate).send(API.users.setEnabled, { id: self, enabled: false })).toMatchObject(refusal('OWN_ACCESS_CHANGE'));
    expect(await as(delegate).send(API.users.unlock, { id: self })).toMatchObject(refusal('OWN_ACCESS_CHANGE'));
    expect(await as(delegate).send(API.users.approve, { id: self, approved: false })).toMatchObject(refusal('OWN_ACCESS_CHANGE'));
    expect((await as(admin).call(API.users.detail, { id: self })).allowAllDocuments).toBe(false);

    // The administrator's account stays out of the delegate's reach; an ordinary one does not.
    const adminId = ids[ADMIN_ID]!;
    expect(await as(delegate).send(API.users.setEnabled, { id: adminId, enabled: false })).toMatchObject(refusal('SYSTEM_ADMIN_ONLY'));
    expect(await as(delegate).send(API.users.saveAuthority, { id: adminId, allowAllDocuments: false, regionId: null, grants })).toMatchObject(refusal('SYSTEM_ADMIN_ONLY'));
    expect(await as(delegate).send(API.users.approve, { id: adminId, approved: false })).toMatchObject(refusal('SYSTEM_ADMIN_ONLY'));
    expect((await as(delegate).send(API.users.setEnabled, { id: ids['newdealer@gsis.local']!, enabled: false })).status).toBe(200);
    expect((await as(delegate).send(API.users.setEnabled, { id: ids['newdealer@gsis.local']!, enabled: true })).status).toBe(200);
  });

  it('adds people to and takes them out of only held roles, never the caller, and SYSTEM_ADMIN only by one', async () => {
    const add = (roleId: number, userId: number) => as(delegate).send(API.roles.addUser, { roleId, userId });
    const remove = (roleId: number, userId: number) => as(delegate).send(API.roles.removeUser, { roleId, userId });
    const dealer = ids['dealer@gsis.local']!;
    expect(await add(roles.SYSTEM_ADMIN!, ids['supportmanager@gsis.local']!)).toMatchObject(refusal('OWN_ACCESS_CHANGE'));
    expect(await add(roles.SYSTEM_ADMIN!, dealer)).toMatchObject(refusal('SYSTEM_ADMIN_ONLY'));
    expect(await add(roles.DOCUMENT_MANAGER!, dealer)).toMatchObject(refusal('GRANT_NOT_HELD'));
    expect(await remove(roles.DOCUMENT_MANAGER!, ids['docmanager@gsis.local']!)).toMatchObject(refusal('GRANT_NOT_HELD'));
    expect(await remove(accessDesk, ids['supportmanager@gsis.local']!)).toMatchObject(refusal('OWN_ACCESS_CHANGE'));
    expect(await rolesOf(dealer)).not.toContain(roles.DOCUMENT_MANAGER);

    expect(await add(roles.SUPPORT_MANAGER!, dealer)).toMatchObject({ status: 200 });
    expect(await remove(roles.SUPPORT_MANAGER!, dealer)).toMatchObject({ status: 200 });

    // The role list marks what the delegate may hand out, so the screens can offer just that.
    const list = (await as(delegate).call(API.roles.list)).roleList;
    const grantable = Object.fromEntries(list.map((r) => [r.id, r.grantable]));
    expect(grantable).toMatchObject({ [roles.SYSTEM_ADMIN!]: false, [roles.DOCUMENT_MANAGER!]: false, [roles.SUPPORT_MANAGER!]: true, [roles.USER!]: true, [accessDesk]: true });
    expect((await as(admin).call(API.roles.list)).roleList.every((r) => r.grantable)).toBe(true);
  });

  it('renames and deletes only held roles', async () => {
    expect(await as(delegate).send(API.roles.save, { id: roles.DOCUMENT_MANAGER, roleName: 'Readers' })).toMatchObject(refusal('GRANT_NOT_HELD'));
    expect(await as(delegate).send(API.roles.save, { id: roles.SYSTEM_ADMIN, roleName: 'Guests' })).toMatchObject(refusal('SYSTEM_ADMIN_ONLY'));
    const library = (await as(admin).call(API.roles.save, { roleName: 'Library desk' })).id;
    await as(admin).call(API.menus.saveAuthority, { roleId: library, menuIds: ['MGMT_LIB_DOCUMENT'] });
    await as(admin).call(API.roles.addUser, { roleId: library, userId: ids['docmanager@gsis.local']! });
    expect(await as(delegate).send(API.roles.remove, { id: library })).toMatchObject(refusal('GRANT_NOT_HELD'));
    expect((await as(admin).call(API.roles.users, { roleId: library })).userList).toHaveLength(1);

    const created = await as(delegate).send(API.roles.save, { roleName: 'Notice desk' });
    expect(created.status).toBe(200);
    expect((await as(delegate).send(API.roles.save, { id: created.body.id, roleName: 'Notice and FAQ desk' })).status).toBe(200);
    expect((await as(delegate).send(API.roles.remove, { id: created.body.id })).status).toBe(200);
  });

  it('gives and takes only held menus, to roles and to users, never to the caller, never in SYSTEM_ADMIN unless one', async () => {
    const save = (holder: { roleId?: number; userId?: number }, menuIds: string[]) => as(delegate).send(API.menus.saveAuthority, { ...holder, menuIds });
    const dealer = ids['dealer@gsis.local']!;
    expect(await save({ userId: ids['supportmanager@gsis.local']! }, ['MGMT_LIB_DOCUMENT'])).toMatchObject(refusal('OWN_ACCESS_CHANGE'));
    expect(await save({ userId: dealer }, ['MGMT_LIB_DOCUMENT'])).toMatchObject(refusal('GRANT_NOT_HELD'));
    expect(await save({ roleId: accessDesk }, [...(await menusOfRole(accessDesk)), 'MGMT_LIB_DOCUMENT'])).toMatchObject(refusal('GRANT_NOT_HELD'));
    expect(await save({ roleId: roles.SYSTEM_ADMIN! }, [])).toMatchObject(refusal('SYSTEM_ADMIN_ONLY'));
    expect(await as(delegate).send(API.menus.removeAuthority, { roleId: roles.DOCUMENT_MANAGER, menuId: 'MGMT_LIB_DOCTYPE' })).toMatchObject(refusal('GRANT_NOT_HELD'));
    expect(await menusOfRole(roles.DOCUMENT_MANAGER!)).toContain('MGMT_LIB_DOCTYPE');
    expect((await as(admin).call(API.menus.userHeld, { userId: dealer })).menuIds).toEqual([]);

    // Held menus go to anyone else; a role keeps menus the delegate does not hold when they are left alone.
    expect(await save({ userId: dealer }, ['MGMT_SUP_NOTICE'])).toMatchObject({ status: 200 });
    const docMenus = await menusOfRole(roles.DOCUMENT_MANAGER!);
    expect(await save({ roleId: roles.DOCUMENT_MANAGER! }, [...docMenus, 'MGMT_SUP_FAQ'])).toMatchObject({ status: 200 });
    expect(await as(delegate).send(API.menus.removeAuthority, { roleId: roles.DOCUMENT_MANAGER, menuId: 'MGMT_SUP_FAQ' })).toMatchObject({ status: 200 });
    expect(await save({ userId: dealer }, [])).toMatchObject({ status: 200 });

    // The menu tree marks what the delegate may give.
    const tree = await as(delegate).call(API.menus.tree);
    const grantable = Object.fromEntries(tree.menuList.map((m) => [m.menuId, m.grantable]));
    expect(grantable).toMatchObject({ MGMT_LIB_DOCUMENT: false, MGMT_STAT_DOCVIEW: false, MGMT_SUP_NOTICE: true, MGMT_MENU: true, MY_LIBRARY: true });
  });

  it('writes every refused attempt to the audit trail: who, what was asked, and why it was refused', async () => {
    const dealer = await trail('USER', ids['dealer@gsis.local']!);
    const refused = dealer.filter((e) => e.action === 'ACCESS_REFUSED');
    expect(refused).toEqual(expect.arrayContaining([
      // The entry reads as the change that did not happen: the same fields before and as asked.
      expect.objectContaining({
        actor: 'supportmanager@gsis.local', before: { roleIds: expect.not.arrayContaining([roles.SYSTEM_ADMIN]) },
        after: { refusal: 'SYSTEM_ADMIN_ONLY', roleIds: expect.arrayContaining([roles.SYSTEM_ADMIN]) },
      }),
      expect.objectContaining({ actor: 'supportmanager@gsis.local', after: expect.objectContaining({ refusal: 'GRANT_NOT_HELD', menuIds: ['MGMT_LIB_DOCUMENT'] }), before: { menuIds: [] } }),
    ]));
    const self = await trail('USER', ids['supportmanager@gsis.local']!);
    expect(self.filter((e) => e.action === 'ACCESS_REFUSED').map((e) => refusalIn(e.after))).toEqual(expect.arrayContaining(['OWN_ACCESS_CHANGE']));
    const docTrail = await trail('ROLE', roles.DOCUMENT_MANAGER!);
    expect(docTrail.filter((e) => e.action === 'ACCESS_REFUSED').map((e) => e.after)).toEqual(expect.arrayContaining([
      // Taking one menu away is recorded as the whole set it would have left.
      expect.objectContaining({ refusal: 'GRANT_NOT_HELD', menuIds: expect.not.arrayContaining(['MGMT_LIB_DOCTYPE']) }),
    ]));
    const systemAdmin = await trail('ROLE', roles.SYSTEM_ADMIN!);
    expect(systemAdmin.filter((e) => e.action === 'ACCESS_REFUSED').map((e) => e.after)).toEqual(expect.arrayContaining([
      expect.objectContaining({ refusal: 'SYSTEM_ADMIN_ONLY', addUserId: ids['dealer@gsis.local'] }),
      expect.objectContaining({ refusal: 'SYSTEM_ADMIN_ONLY', menuIds: [] }),
    ]));
    // Granted changes are there as before.
    expect((await trail('USER', ids['dealer@gsis.local']!)).map((e) => e.action)).toEqual(expect.arrayContaining(['USER_ROLES', 'MENU_AUTHORITY']));
  });

  it('never leaves no system administrator who can manage users, roles and menus', async () => {
    const adminId = ids[ADMIN_ID]!;
    const second = ids['docmanager@gsis.local']!;
    // The only system administrator may not cut the role's menus from under themselves.
    expect(await as(admin).send(API.menus.removeAuthority, { roleId: roles.SYSTEM_ADMIN, menuId: 'MGMT_MENU' })).toMatchObject(refusal('LAST_SYSTEM_ADMIN'));
    const everything = await menusOfRole(roles.SYSTEM_ADMIN!);
    expect(await as(admin).send(API.menus.saveAuthority, { roleId: roles.SYSTEM_ADMIN, menuIds: everything.filter((m) => m !== 'MGMT_USER') })).toMatchObject(refusal('LAST_SYSTEM_ADMIN'));
    // Nor switch off, or hide under a switched-off parent, what manages access.
    const menuSave = (menuId: string, parentMenuId: string | null, menuUrl: string, useYn: 'Y' | 'N') =>
      as(admin).send(API.menus.save, { menuId, parentMenuId, menuUrl, labels: { en: menuId }, order: 1, useYn });
    expect(await menuSave('MGMT_MENU', 'MGMT_ACCESS', '/management/menu', 'N')).toMatchObject(refusal('LAST_SYSTEM_ADMIN'));
    expect(await menuSave('MGMT_ACCESS', null, '/management/user', 'N')).toMatchObject(refusal('LAST_SYSTEM_ADMIN'));
    expect((await as(admin).send(API.menus.list, {})).status).toBe(200);

    // A second system administrator; the first keeps menu management directly, the role no longer carries it.
    expect((await as(admin).send(API.roles.addUser, { roleId: roles.SYSTEM_ADMIN!, userId: second })).status).toBe(200);
    const secondToken = await login(t.app, 'docmanager@gsis.local', DEMO_PASSWORD);
    expect((await as(secondToken).send(API.menus.saveAuthority, { userId: adminId, menuIds: ['MGMT_MENU'] })).status).toBe(200);
    expect((await as(admin).send(API.menus.removeAuthority, { roleId: roles.SYSTEM_ADMIN, menuId: 'MGMT_MENU' })).status).toBe(200);

    // The second one can no longer manage menus, so the first is the last who can: kept enabled, approved, in the role.
    expect(await as(secondToken).send(API.users.setEnabled, { id: adminId, enabled: false })).toMatchObject(refusal('LAST_SYSTEM_ADMIN'));
    expect(await as(secondToken).send(API.users.approve, { id: adminId, approved: false })).toMatchObject(refusal('LAST_SYSTEM_ADMIN'));
    expect(await as(secondToken).send(API.roles.removeUser, { roleId: roles.SYSTEM_ADMIN!, userId: adminId })).toMatchObject(refusal('LAST_SYSTEM_ADMIN'));
    expect(await as(secondToken).send(API.users.saveRoles, { id: adminId, roleIds: [] })).toMatchObject(refusal('LAST_SYSTEM_ADMIN'));
    expect((await as(admin).send(API.login.check)).status).toBe(200);

    // With the role whole again there are two who can manage, and one may disable the other.
    expect((await as(admin).send(API.menus.saveAuthority, { roleId: roles.SYSTEM_ADMIN, menuIds: everything })).status).toBe(200);
    expect((await as(secondToken).send(API.users.setEnabled, { id: adminId, enabled: false })).status).toBe(200);
    expect((await as(secondToken).send(API.users.setEnabled, { id: adminId, enabled: true })).status).toBe(200);
    expect(await as(await login(t.app, ADMIN_ID, ADMIN_PASSWORD)).send(API.users.setEnabled, { id: second, enabled: false })).toMatchObject({ status: 200 });
  });
});
