// Menu administration through the real app: the tree's two levels, menus GSIS is built on kept, and menu
// authority per role and per user that changes the user's menu list and the server's 403s at once.
import { sql } from 'drizzle-orm';
import { API, type MenuSave } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';

describe('menu administration', () => {
  let t: TestContext;
  let admin: string;
  const as = (token: string | null) => apiOf(t.app).as(token);
  const menuIdsOf = async (token: string) => {
    const menus = await as(token).call(API.menus.userMenus, {});
    return [...menus.parentMenu, ...menus.childMenu].map((m) => m.menuId);
  };
  const newMenu: MenuSave = { parentMenuId: 'SUPPORT', menuUrl: '/support/downloads', labels: { en: 'Downloads', ko: '다운로드' }, order: 9, useYn: 'Y' };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  });
  afterAll(async () => { await t.close(); });

  it("adds and edits menus on two levels, and no deeper: 'You can't add more nodes'", async () => {
    const created = await as(admin).send(API.menus.save, newMenu);
    expect(created.status).toBe(200);
    const menuId = created.body.menuId;
    expect((await as(admin).refusal(API.menus.save, { ...newMenu, parentMenuId: menuId, menuUrl: '/support/downloads/old' })).body.code).toBe('NODE_LIMIT');
    // A top-level menu with children cannot go under another.
    expect((await as(admin).refusal(API.menus.save, { menuId: 'SUPPORT', parentMenuId: 'MY_LIBRARY', menuUrl: '/support/notice', labels: { en: 'Support' }, order: 5, useYn: 'Y' })).body.code).toBe('NODE_LIMIT');
    expect((await as(admin).send(API.menus.save, { ...newMenu, labels: { ko: '다운로드' } })).status).toBe(400);
    expect((await as(admin).send(API.menus.save, { ...newMenu, menuUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await as(admin).send(API.menus.save, { ...newMenu, menuId, labels: { en: 'Download centre', ko: '다운로드 센터' } })).status).toBe(200);
    const tree = await as(admin).call(API.menus.tree);
    expect(tree.menuList.find((m) => m.menuId === menuId)?.labels).toEqual({ en: 'Download centre', ko: '다운로드 센터' });
  });

  it('leads only to a page of GSIS or an https address: never //host, /\\host or javascript:', async () => {
    for (const menuUrl of ['//evil.example', '/\\evil.example', '/\\/evil.example', '/\t/evil.example', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'http://plain.example', 'https://', 'data:text/html,x']) {
      expect(await as(admin).refusal(API.menus.save, { ...newMenu, menuUrl }), menuUrl).toMatchObject({ status: 400, body: { code: 'INPUT_VALUE_ERROR', details: { fields: [{ path: 'body.menuUrl' }] } } });
    }
    for (const menuUrl of ['/support/downloads', '/support/a\\b', 'https://parts.example.com/catalogue?lang=en']) {
      const saved = await as(admin).send(API.menus.save, { ...newMenu, menuUrl });
      expect(saved.status, menuUrl).toBe(200);
      expect((await as(admin).send(API.menus.remove, { menuId: saved.body.menuId })).status).toBe(200);
    }

    // One stored before the rule (or by hand) is never drawn in the header; the editor still lists it.
    await t.database.db.execute(sql`INSERT INTO menus (menu_id, parent_menu_id, menu_url, labels, sort_order) VALUES ('MENU_900', 'SUPPORT', '//evil.example', '{"en":"Old link"}', 90)`);
    await t.database.db.execute(sql`INSERT INTO role_menus (role_id, menu_id) SELECT id, 'MENU_900' FROM roles WHERE role_key = 'USER'`);
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect(await menuIdsOf(dealer)).toContain('SUPPORT_NOTICE');
    expect(await menuIdsOf(dealer)).not.toContain('MENU_900');
    const tree = await as(admin).call(API.menus.tree);
    expect(tree.menuList.map((m) => m.menuId)).toContain('MENU_900');
    expect((await as(admin).send(API.menus.remove, { menuId: 'MENU_900' })).status).toBe(200);
  });

  it('keeps the menus GSIS is built on and parents with children; deletes the others', async () => {
    expect((await as(admin).refusal(API.menus.remove, { menuId: 'MGMT_USER' })).body.code).toBe('RELATED_DATA_EXISTS');
    const { menuId } = await as(admin).call(API.menus.save, { ...newMenu, parentMenuId: null, menuUrl: '/extra' });
    const { menuId: child } = await as(admin).call(API.menus.save, { ...newMenu, parentMenuId: menuId, menuUrl: '/extra/child' });
    expect((await as(admin).refusal(API.menus.remove, { menuId })).body.code).toBe('RELATED_DATA_EXISTS');
    expect((await as(admin).send(API.menus.remove, { menuId: child })).status).toBe(200);
    expect((await as(admin).send(API.menus.remove, { menuId })).status).toBe(200);
  });

  it('gives a role a menu: its users see it and may use its API at once, and lose both when it is taken back', async () => {
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    const { rows: [role] } = await t.database.db.execute<{ id: number }>(sql`
      SELECT r.id FROM roles r JOIN user_roles ur ON ur.role_id = r.id JOIN users u ON u.id = ur.user_id WHERE u.login_id = 'dealer@gsis.local' LIMIT 1`);
    const roleId = role!.id;
    expect(await menuIdsOf(dealer)).not.toContain('MGMT_LIB_DOCTYPE');
    expect((await as(dealer).send(API.catalogue.documentTypes, {})).status).toBe(403);

    const held = (await as(admin).call(API.menus.roleHeld, { roleId })).menuIds;
    expect(await as(admin).send(API.menus.saveAuthority, { roleId, menuIds: [...held, 'MGMT_LIB_DOCTYPE'] })).toMatchObject({ status: 200, body: { done: true } });
    expect(await menuIdsOf(dealer)).toEqual(expect.arrayContaining(['MGMT_LIB_DOCTYPE']));
    expect((await as(dealer).send(API.catalogue.documentTypes, {})).status).toBe(200);

    expect((await as(admin).send(API.menus.removeAuthority, { roleId, menuId: 'MGMT_LIB_DOCTYPE' })).status).toBe(200);
    expect(await menuIdsOf(dealer)).not.toContain('MGMT_LIB_DOCTYPE');
    expect((await as(dealer).send(API.catalogue.documentTypes, {})).status).toBe(403);
    expect((await as(admin).call(API.menus.roleHeld, { roleId })).menuIds).toEqual(held);
  });

  it('gives one user a menu directly, refuses unknown menus, APP users, and both or neither holder', async () => {
    const newdealer = await login(t.app, 'newdealer@gsis.local', DEMO_PASSWORD);
    const { rows: [user] } = await t.database.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE login_id = 'newdealer@gsis.local'`);
    const userId = user!.id;
    await as(admin).call(API.menus.saveAuthority, { userId, menuIds: ['MGMT_LIB_DOCTYPE'] });
    expect((await as(admin).call(API.menus.userHeld, { userId })).menuIds).toEqual(['MGMT_LIB_DOCTYPE']);
    expect((await as(newdealer).send(API.catalogue.documentTypes, {})).status).toBe(200);
    await as(admin).call(API.menus.saveAuthority, { userId, menuIds: [] });
    expect((await as(newdealer).send(API.catalogue.documentTypes, {})).status).toBe(403);

    expect((await as(admin).send(API.menus.saveAuthority, { userId, menuIds: ['NO_SUCH_MENU'] })).status).toBe(400);
    expect((await as(admin).send(API.menus.saveAuthority, { menuIds: [] })).status).toBe(400);
    expect((await as(admin).send(API.menus.saveAuthority, { userId, roleId: 1, menuIds: [] })).status).toBe(400);
    await t.database.db.execute(sql`INSERT INTO users (login_id, name, user_type, approval_status) VALUES ('kiosk-app', 'Kiosk', 'APP', 'APPROVED')`);
    const { rows: [app] } = await t.database.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE login_id = 'kiosk-app'`);
    expect((await as(admin).send(API.menus.saveAuthority, { userId: app!.id, menuIds: [] })).status).toBe(404);
  });

  it('writes menu changes and authority to the audit trail, and is open only to the menu menu', async () => {
    const trail = await as(admin).call(API.users.audit, { targetType: 'MENU', pageSize: 100 });
    expect(trail.items.map((e) => e.action)).toEqual(expect.arrayContaining(['MENU_CREATE', 'MENU_UPDATE', 'MENU_DELETE']));
    const roles = await as(admin).call(API.users.audit, { targetType: 'ROLE', pageSize: 100 });
    expect(roles.items.filter((e) => e.action === 'MENU_AUTHORITY')).toHaveLength(2);
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect((await as(dealer).send(API.menus.save, newMenu)).status).toBe(403);
    expect((await as(dealer).send(API.menus.saveAuthority, { userId: 1, menuIds: [] })).status).toBe(403);
  });
});
