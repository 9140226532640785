// The menu list is drawn from what each instance keeps in memory of the menu tree and the roles' menus, kept as of
// the access tables' change counter: two instances on one database, both lists drawn before every change, and a
// change made through the first must show on the very next request to either.
import { API, type EndpointDefinition } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, type Input } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { connectDatabase, type Database } from '../../platform/db/database.ts';
import { buildApp } from '../../app.ts';
import type { App } from '../../platform/http/http.ts';

let t: TestContext;
let second: { app: App; database: Database };
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  // The second runs no background jobs: the first one's statistics roll-up would hold its connections for a while.
  const database = connectDatabase(t.databaseUrl, 4);
  const app = await buildApp({ config: { ...t.config, RUN_JOBS: false }, database, clock: t.clock.now, logger: false });
  await app.ready();
  second = { app, database };
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t.close();
});

async function menuList(app: App, token?: string, requestUrl = '/main') {
  const reply = await apiOf(app).as(token ?? null).send(API.menus.userMenus, { requestUrl });
  expect(reply.status).toBe(200);
  return reply.body;
}
const idsOf = (list: Awaited<ReturnType<typeof menuList>>) => [...list.parentMenu, ...list.childMenu].map((m) => m.menuId);
/** The menu ids the list shows on each instance, asked of both. */
const onBoth = async (token?: string) => Promise.all([t.app, second.app].map(async (app) => idsOf(await menuList(app, token))));

async function asAdmin<E extends EndpointDefinition>(endpoint: E, input: Input<E>) {
  const reply = await apiOf(t.app).as(admin).send(endpoint, input);
  expect(reply.status, `${endpoint.path} ${reply.text}`).toBe(200);
  return reply.body;
}

async function signedIn(options: Parameters<typeof createUser>[1] = {}): Promise<CreatedUser & { token: string }> {
  const user = await createUser(t.database.db, options);
  return { ...user, token: await login(second.app, user.loginId, user.password) };
}

describe('the menu list of a signed-in user, drawn on two instances', () => {
  it("follows a role's menus at once", async () => {
    const user = await signedIn({ roles: [] });
    expect(await onBoth(user.token)).toEqual([[], []]);
    const { id: roleId } = await asAdmin(API.roles.save, { roleName: `Cache ${user.id}` });
    await asAdmin(API.roles.addUser, { roleId, userId: user.id });
    expect(await onBoth(user.token)).toEqual([[], []]);

    await asAdmin(API.menus.saveAuthority, { roleId, menuIds: ['TSG', 'MGMT_STAT_DOCVIEW'] });
    for (const ids of await onBoth(user.token)) expect(ids.sort()).toEqual(['MGMT_STATISTICS', 'MGMT_STAT_DOCVIEW', 'TSG']);
    expect((await menuList(second.app, user.token, '/management/statistics/docView')).authorized).toBe(true);

    await asAdmin(API.menus.removeAuthority, { roleId, menuId: 'MGMT_STAT_DOCVIEW' });
    expect(await onBoth(user.token)).toEqual([['TSG'], ['TSG']]);
    expect((await menuList(second.app, user.token, '/management/statistics/docView')).authorized).toBe(false);

    // Taken out of the role (a role that has users is not deleted), the user loses its menus at once.
    await asAdmin(API.roles.removeUser, { roleId, userId: user.id });
    expect(await onBoth(user.token)).toEqual([[], []]);
    await asAdmin(API.roles.remove, { id: roleId });
  });

  it("follows the user's roles at once, and so does the session check", async () => {
    const user = await signedIn({ roles: ['USER'] });
    const [first, onSecond] = await onBoth(user.token);
    expect(first).toContain('PRODUCT');
    expect(onSecond).toEqual(first);
    const { roleList } = await asAdmin(API.roles.list, undefined);
    const roleId = (key: string) => roleList.find((r) => r.roleKey === key)!.id;

    await asAdmin(API.users.saveRoles, { id: user.id, roleIds: [roleId('USER'), roleId('DOCUMENT_MANAGER')] });
    for (const ids of await onBoth(user.token)) expect(ids).toContain('MGMT_LIBRARY');
    const check = await apiOf(second.app).as(user.token).call(API.login.check);
    expect(check.user.roles).toEqual(['DOCUMENT_MANAGER', 'USER']);

    await asAdmin(API.users.saveRoles, { id: user.id, roleIds: [] });
    expect(await onBoth(user.token)).toEqual([[], []]);
    expect((await apiOf(second.app).as(user.token).call(API.login.check)).user.roles).toEqual([]);
  });

  it('follows menus given to the user directly at once', async () => {
    const user = await signedIn({ roles: [] });
    expect(await onBoth(user.token)).toEqual([[], []]);
    await asAdmin(API.menus.saveAuthority, { userId: user.id, menuIds: ['SYMBOL_LIBRARY'] });
    expect(await onBoth(user.token)).toEqual([['SYMBOL_LIBRARY'], ['SYMBOL_LIBRARY']]);
    await asAdmin(API.menus.saveAuthority, { userId: user.id, menuIds: [] });
    expect(await onBoth(user.token)).toEqual([[], []]);
  });
});

describe('the menu tree, drawn on two instances', () => {
  it('shows a label, a switched-off menu and a new menu at once, to visitors and signed-in users', async () => {
    const dealer = await signedIn({ roles: ['USER'] });
    const labelOn = async (app: App, token?: string) => (await menuList(app, token)).parentMenu.find((m) => m.menuId === 'SUPPORT')?.label;
    const tree = await apiOf(t.app).as(admin).call(API.menus.tree);
    const support = tree.menuList.find((m) => m.menuId === 'SUPPORT')!;
    const faq = tree.menuList.find((m) => m.menuId === 'SUPPORT_FAQ')!;
    const save = (menu: typeof support, change: Partial<typeof support>) => {
      const { menuId, parentMenuId, menuUrl, labels, order, useYn } = { ...menu, ...change };
      return asAdmin(API.menus.save, { menuId, parentMenuId, menuUrl, labels, order, useYn });
    };
    for (const app of [t.app, second.app]) {
      expect(await labelOn(app)).toBe('Support');
      expect(await labelOn(app, dealer.token)).toBe('Support');
    }

    await save(support, { labels: { ...support.labels, en: 'Help desk' } });
    await save(faq, { useYn: 'N' });
    try {
      for (const app of [t.app, second.app]) {
        expect(await labelOn(app)).toBe('Help desk');
        expect(await labelOn(app, dealer.token)).toBe('Help desk');
        expect(idsOf(await menuList(app))).not.toContain('SUPPORT_FAQ');
        expect(idsOf(await menuList(app, dealer.token))).not.toContain('SUPPORT_FAQ');
        expect((await menuList(app, undefined, '/support/faq')).authorized).toBe(false);
      }
    } finally {
      await save(support, {});
      await save(faq, {});
    }
    for (const app of [t.app, second.app]) {
      expect(await labelOn(app, dealer.token)).toBe('Support');
      expect(idsOf(await menuList(app))).toContain('SUPPORT_FAQ');
    }

    // A menu added under Support, given to the ordinary user's role: visitors see it too (behind a login).
    const { menuId } = await asAdmin(API.menus.save, {
      parentMenuId: 'SUPPORT', menuUrl: '/support/downloads', labels: { en: 'Downloads' }, order: 9, useYn: 'Y',
    });
    const { roleList } = await asAdmin(API.roles.list, undefined);
    const userRole = roleList.find((r) => r.roleKey === 'USER')!.id;
    const held = await asAdmin(API.menus.roleHeld, { roleId: userRole });
    await asAdmin(API.menus.saveAuthority, { roleId: userRole, menuIds: [...held.menuIds, menuId] });
    try {
      for (const app of [t.app, second.app]) {
        expect(idsOf(await menuList(app))).toContain(menuId);
        expect(idsOf(await menuList(app, dealer.token))).toContain(menuId);
      }
    } finally {
      await asAdmin(API.menus.saveAuthority, { roleId: userRole, menuIds: held.menuIds });
      await asAdmin(API.menus.remove, { menuId });
    }
    for (const app of [t.app, second.app]) {
      expect(idsOf(await menuList(app))).not.toContain(menuId);
      expect(idsOf(await menuList(app, dealer.token))).not.toContain(menuId);
    }
  });

  it('follows a change written straight to the database, by whatever writes it', async () => {
    const dealer = await signedIn({ roles: ['USER'] });
    expect(await onBoth(dealer.token)).toEqual(await onBoth());
    await t.database.pool.query("UPDATE menus SET use_yn = 'N' WHERE menu_id = 'TSG'");
    try {
      for (const ids of [...await onBoth(dealer.token), ...await onBoth()]) expect(ids).not.toContain('TSG');
    } finally {
      await t.database.pool.query("UPDATE menus SET use_yn = 'Y' WHERE menu_id = 'TSG'");
    }
    for (const ids of [...await onBoth(dealer.token), ...await onBoth()]) expect(ids).toContain('TSG');
  });
});

describe('the access counter', () => {
  const counter = async () => Number((await t.database.pool.query('SELECT version FROM access_version')).rows[0].version);

  it('goes up with every change to the access tables, in the changing transaction, and never down', async () => {
    const before = await counter();
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("UPDATE menus SET sort_order = sort_order WHERE menu_id = 'TSG'");
      // Not yet seen outside the transaction: a copy read now is as old as the number says.
      expect(await counter()).toBe(before);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await counter()).toBe(before + 1);

    await expect(t.database.pool.query('UPDATE access_version SET version = version - 1')).rejects.toThrow(/only goes up/);
    await expect(t.database.pool.query('DELETE FROM access_version')).rejects.toThrow(/only goes up/);
    await expect(t.database.pool.query('TRUNCATE access_version')).rejects.toThrow(/only goes up/);
    expect(await counter()).toBe(before + 1);
  });
});
