import { API, flattenMenuTree, rolesApi } from '@gsis/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGuard } from './guard.ts';
import { apiOf, unchecked, type Input } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { createRole, createUser, grantUserMenu, revokeRoleMenu, revokeUserMenu } from '../../../test/factories.ts';

const MENU_COUNT = flattenMenuTree().length;

let t: TestContext;
let admin: string;
let dealer: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
});
afterAll(async () => { await t.close(); });

const as = (token: string | null) => apiOf(t.app).as(token);

function menuList(token: string | null = null, payload: Input<typeof API.menus.list> = {}, headers: Record<string, string> = {}) {
  return as(token).send(API.menus.list, payload, { headers });
}

describe('POST /mgmt/menu/list behind the guard', () => {
  it('refuses a call without a token with 401 LOGIN_REQUIRED', async () => {
    const response = await menuList();
    expect(response.status).toBe(401);
    expect(response.error).toMatchObject({ code: 'LOGIN_REQUIRED', message: 'Please log in' });
    expect(response.headers.authorization).toBeUndefined();
  });

  it('checks the login before the body: an anonymous bad body is still 401', async () => {
    const response = await menuList(null, unchecked({ useYn: 'maybe' }));
    expect(response.status).toBe(401);
    expect(response.error.code).toBe('LOGIN_REQUIRED');
  });

  it('refuses a token it does not know with 401 SESSION_EXPIRED', async () => {
    const response = await menuList('Qm9ndXMtdG9rZW4tdGhhdC1uZXZlci1leGlzdGVkLi4');
    expect(response.status).toBe(401);
    expect(response.error).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Your session has ended. Please log in again.' });
  });

  it('treats a header that is no bearer token as no token', async () => {
    for (const authorization of ['Bearer', 'Bearer !!!not-a-token!!!', 'Basic YWRtaW46cGFzcw==', admin]) {
      const response = await menuList(null, {}, { authorization });
      expect(response.status, authorization).toBe(401);
      expect(response.error.code, authorization).toBe('LOGIN_REQUIRED');
    }
  });

  it("refuses the dealer with 403 WRONG_ACCESS 'A wrong access page'", async () => {
    const response = await menuList(dealer);
    expect(response.status).toBe(403);
    expect(response.error).toMatchObject({ code: 'WRONG_ACCESS', message: 'A wrong access page' });
    // The body is not looked at before the authority is.
    const bad = await menuList(dealer, unchecked({ useYn: 'maybe' }));
    expect(bad.status).toBe(403);
  });

  it('refuses managers whose roles do not hold the menu', async () => {
    for (const id of ['docmanager@gsis.local', 'supportmanager@gsis.local']) {
      const token = await login(t.app, id, DEMO_PASSWORD);
      const response = await menuList(token);
      expect(response.status, id).toBe(403);
      expect(response.error.code, id).toBe('WRONG_ACCESS');
    }
  });

  it('answers the administrator with the whole tree, and filters by useYn', async () => {
    const all = await menuList(admin);
    expect(all.status).toBe(200);
    const list = all.body.menuList;
    expect(list).toHaveLength(MENU_COUNT);
    const menu = list.find((m) => m.menuId === 'MGMT_MENU')!;
    expect(menu).toMatchObject({ label: 'Menus', menuUrl: '/management/menu', parentMenuId: 'MGMT_ACCESS', useYn: 'Y', roles: ['SYSTEM_ADMIN'] });
    expect(menu.labels.en).toBe('Menus');
    expect(Object.keys(menu.labels)).toHaveLength(13);
    expect(list.find((m) => m.menuId === 'PRODUCT')!.roles).toEqual(['SYSTEM_ADMIN', 'USER']);

    expect((await menuList(admin, { useYn: 'Y' })).body.menuList).toHaveLength(MENU_COUNT);
    expect((await menuList(admin, { useYn: 'N' })).body.menuList).toEqual([]);

    await t.database.pool.query("UPDATE menus SET use_yn = 'N' WHERE menu_id IN ('MGMT_EMAIL_GROUP', 'SYMBOL_LIBRARY')");
    try {
      const off = (await menuList(admin, { useYn: 'N' })).body.menuList;
      expect(off.map((m) => m.menuId).sort()).toEqual(['MGMT_EMAIL_GROUP', 'SYMBOL_LIBRARY']);
      expect(off.every((m) => m.useYn === 'N')).toBe(true);
      const on = (await menuList(admin, { useYn: 'Y' })).body.menuList;
      expect(on).toHaveLength(MENU_COUNT - 2);
      expect(on.map((m) => m.menuId)).not.toContain('SYMBOL_LIBRARY');
      expect((await menuList(admin, {})).body.menuList).toHaveLength(MENU_COUNT);
    } finally {
      await t.database.pool.query("UPDATE menus SET use_yn = 'Y' WHERE menu_id IN ('MGMT_EMAIL_GROUP', 'SYMBOL_LIBRARY')");
    }
  });

  it('answers with labels in the caller\'s language', async () => {
    const response = await menuList(admin, {}, { 'accept-language': 'ko' });
    const menu = response.body.menuList.find((m) => m.menuId === 'SUPPORT')!;
    expect(menu.label).toBe('고객 지원');
    expect(menu.labels.en).toBe('Support');
  });

  it('refuses at once a user whose role loses the menu', async () => {
    const roleId = await createRole(t.database.db, ['MGMT_MENU']);
    const user = await createUser(t.database.db, { roles: ['USER', roleId] });
    const token = await login(t.app, user.loginId, user.password);
    expect((await menuList(token)).status).toBe(200);

    await revokeRoleMenu(t.database.db, roleId, 'MGMT_MENU');
    const refused = await menuList(token);
    expect(refused.status).toBe(403);
    expect(refused.error.code).toBe('WRONG_ACCESS');
  });

  it('refuses at once a user who loses the role', async () => {
    const roleId = await createRole(t.database.db, ['MGMT_MENU']);
    const user = await createUser(t.database.db, { roles: [roleId] });
    const token = await login(t.app, user.loginId, user.password);
    expect((await menuList(token)).status).toBe(200);
    await t.database.pool.query('DELETE FROM user_roles WHERE user_id = $1 AND role_id = $2', [user.id, roleId]);
    expect((await menuList(token)).status).toBe(403);
  });

  it('lets in a user given the menu directly, and only while they hold it', async () => {
    const user = await createUser(t.database.db);
    const token = await login(t.app, user.loginId, user.password);
    expect((await menuList(token)).status).toBe(403);

    await grantUserMenu(t.database.db, user.id, 'MGMT_MENU');
    const allowed = await menuList(token);
    expect(allowed.status).toBe(200);
    expect(allowed.body.menuList).toHaveLength(MENU_COUNT);
    expect(allowed.headers.authorization).toBe(`Bearer ${token}`);

    await revokeUserMenu(t.database.db, user.id, 'MGMT_MENU');
    expect((await menuList(token)).status).toBe(403);
  });

  it('does not let the parent menu stand in for the child that guards the API', async () => {
    const user = await createUser(t.database.db);
    await grantUserMenu(t.database.db, user.id, 'MGMT_ACCESS');
    await grantUserMenu(t.database.db, user.id, 'MGMT_USER');
    const token = await login(t.app, user.loginId, user.password);
    expect((await menuList(token)).status).toBe(403);
  });

  it('refuses a session that has ended or an account that was disabled', async () => {
    const user = await createUser(t.database.db);
    await grantUserMenu(t.database.db, user.id, 'MGMT_MENU');
    const token = await login(t.app, user.loginId, user.password);
    expect((await menuList(token)).status).toBe(200);

    await t.database.pool.query('UPDATE users SET enabled = false WHERE id = $1', [user.id]);
    const disabled = await menuList(token);
    expect(disabled.status).toBe(403);
    expect(disabled.error.code).toBe('ACCOUNT_DISABLED');
    await t.database.pool.query('UPDATE users SET enabled = true WHERE id = $1', [user.id]);
    // Enabling the account again does not bring the old token back.
    const revived = await menuList(token);
    expect(revived.status).toBe(401);
    expect(revived.error.code).toBe('SESSION_EXPIRED');

    const second = await login(t.app, user.loginId, user.password);
    await as(second).send(API.login.logout);
    const ended = await menuList(second);
    expect(ended.status).toBe(401);
    expect(ended.error.code).toBe('SESSION_EXPIRED');
  });

  it('answers each of many requests at once with its own session, and refuses an ended one among them', async () => {
    // Bearer tokens that arrive together are looked up in one statement (batched-reads.ts): no caller may get another's.
    const people = await Promise.all(Array.from({ length: 5 }, () => createUser(t.database.db)));
    const tokens = await Promise.all(people.map((person) => login(t.app, person.loginId, person.password)));
    await as(tokens[4]!).send(API.login.logout);
    const asked = [...tokens, ...tokens].map((token) => as(token).send(API.login.check));
    const answers = await Promise.all(asked);
    answers.forEach((answer, i) => {
      const person = people[i % people.length]!;
      if (i % people.length === 4) {
        expect(answer.status, person.loginId).toBe(401);
        expect(answer.error.code).toBe('SESSION_EXPIRED');
      } else {
        expect(answer.status, person.loginId).toBe(200);
        expect(answer.body.user.userId, person.loginId).toBe(person.loginId);
      }
    });
  });

  it('closes a whole branch when its parent menu is switched off', async () => {
    const user = await createUser(t.database.db);
    await grantUserMenu(t.database.db, user.id, 'MGMT_MENU');
    const token = await login(t.app, user.loginId, user.password);
    expect((await menuList(token)).status).toBe(200);
    await t.database.pool.query("UPDATE menus SET use_yn = 'N' WHERE menu_id = 'MGMT_ACCESS'");
    try {
      const refused = await menuList(token);
      expect(refused.status).toBe(403);
      const menus = await as(token).call(API.menus.userMenus, {});
      expect(menus.childMenu.map((m) => m.menuId)).not.toContain('MGMT_MENU');
    } finally {
      await t.database.pool.query("UPDATE menus SET use_yn = 'Y' WHERE menu_id = 'MGMT_ACCESS'");
    }
    expect((await menuList(token)).status).toBe(200);
  });
});

describe('routes the contract does not define', () => {
  // A bare server with the guard: registering is refused before anything can listen.
  async function register(add: (app: ReturnType<typeof Fastify>) => void): Promise<void> {
    const app = Fastify();
    registerGuard(app, { db: t.database.db, clock: () => new Date(), policy: { idleMs: 30 * 60_000, touchEveryMs: 60_000 } });
    try {
      add(app);
      await app.ready();
    } finally {
      await app.close();
    }
  }

  it('stop the boot: an API route must be an endpoint of the contract', async () => {
    await expect(register((app) => app.post('/service/made-up', { config: { access: 'login' } }, async () => ({})))).rejects.toThrow(/not an endpoint of the contract/);
    await expect(register((app) => app.post('/mgmt/made-up', async () => ({})))).rejects.toThrow(/not an endpoint of the contract/);
  });

  it('stop the boot when a route claims an endpoint the contract defines for another path', async () => {
    await expect(register((app) => app.post('/mgmt/role/made-up', { config: { endpoint: rolesApi.list } }, async () => ({})))).rejects.toThrow(/not the endpoint/);
  });

  it("leave the web app's own pages alone", async () => {
    await expect(register((app) => app.get('/main', async () => 'page'))).resolves.toBeUndefined();
  });
});
