import { API, BUILT_IN_ROLES, builtInRoleMenus, flattenMenuTree, LANGUAGES } from '@gsis/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase, MIGRATIONS_DIR, runMigrations, type Database } from '../platform/db/database.ts';
import type { App } from '../platform/http/http.ts';
import { apiOf } from '../../test/api.ts';
import {
  ADMIN_ID, ADMIN_PASSWORD, createTestDatabase, DEMO_PASSWORD, DXP_AUDIENCE, DXP_ISSUER, DXP_SECRET, login, shareSignIns, startTestApp, type TestContext,
} from '../../test/harness.ts';
import { createUser } from '../../test/factories.ts';
import { setUpDatabase } from './setup.service.ts';

const TABLES = [
  'users', 'roles', 'user_roles', 'menus', 'role_menus', 'user_menus', 'regions', 'countries',
  'product_types', 'products', 'models', 'model_suffixes', 'document_types', 'exhaust_certifications', 'controller_types',
  'related_links', 'system_settings',
] as const;

async function countRows(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await database.pool.query(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0].n;
  }
  return counts;
}

async function loginIds(database: Database): Promise<string[]> {
  const { rows } = await database.pool.query('SELECT login_id FROM users ORDER BY login_id');
  return rows.map((r: { login_id: string }) => r.login_id);
}

const ROLE_MENU_GRANTS = BUILT_IN_ROLES.reduce((sum, role) => sum + builtInRoleMenus(role).length, 0);
const MENU_COUNT = flattenMenuTree().length;

describe('setUpDatabase on a database that is already set up', () => {
  let t: TestContext;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('adds nothing twice and makes up no passwords', async () => {
    const before = await countRows(t.database);
    // system_settings: the demo data, and that search has built its suggestions from it.
    expect(before).toMatchObject({ users: 6, roles: 4, menus: MENU_COUNT, role_menus: ROLE_MENU_GRANTS, user_menus: 1, system_settings: 2 });
    expect(before.models).toBeGreaterThan(30);
    expect(before.countries).toBeGreaterThan(0);

    await runMigrations(t.database, MIGRATIONS_DIR);
    const generated = await setUpDatabase(t.database.db, {
      demoData: true, adminId: ADMIN_ID, adminPassword: ADMIN_PASSWORD, demoPassword: DEMO_PASSWORD, sharedSsoId: 'dxp',
    });
    expect(generated).toEqual({});
    expect(await countRows(t.database)).toEqual(before);

    // A third run with no passwords given still makes none up: the accounts exist.
    expect(await setUpDatabase(t.database.db, { demoData: true, sharedSsoId: 'dxp' })).toEqual({});
    expect(await countRows(t.database)).toEqual(before);
  });

  it('keeps the passwords and authority people already have', async () => {
    const user = await createUser(t.database.db);
    await t.database.pool.query("DELETE FROM role_menus rm USING roles r WHERE r.id = rm.role_id AND r.role_key = 'USER' AND rm.menu_id = 'TSG'");
    await setUpDatabase(t.database.db, { demoData: true, adminId: ADMIN_ID, adminPassword: 'Another1234pw', demoPassword: 'Another1234pw', sharedSsoId: 'dxp' });

    await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    await login(t.app, user.loginId, user.password);
    // Authority an administrator took away is not given back by a restart.
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM role_menus rm JOIN roles r ON r.id = rm.role_id WHERE r.role_key = 'USER' AND rm.menu_id = 'TSG'");
    expect(rows[0].n).toBe(0);
  });

  it('lays offline kits of the demo models among the demo access events, taken in several regions and languages', async () => {
    const { rows: [kits] } = await t.database.pool.query(`SELECT count(*)::int AS taken, count(DISTINCT e.model_code)::int AS models,
        count(DISTINCT e.region_code)::int AS regions, count(DISTINCT e.language)::int AS languages, count(m.id)::int AS known
      FROM access_events e LEFT JOIN models m ON m.code = e.model_code WHERE e.action = 'KIT_DOWNLOAD'`);
    expect(kits.taken).toBeGreaterThan(100);
    expect(kits.known).toBe(kits.taken);
    expect(Math.min(kits.models, kits.regions, kits.languages)).toBeGreaterThan(5);
  });

  it('adds a menu the tree gained since at the next start, named in every language and given to the administrators alone', async () => {
    // The offline kits' statistics screen came after the seed's: an installation from before has no such menu.
    await t.database.pool.query("DELETE FROM menus WHERE menu_id = 'MGMT_STAT_KITS'");
    await setUpDatabase(t.database.db, { demoData: true, adminId: ADMIN_ID, adminPassword: ADMIN_PASSWORD, demoPassword: DEMO_PASSWORD, sharedSsoId: 'dxp' });
    const { rows: [menu] } = await t.database.pool.query("SELECT parent_menu_id, menu_url, labels FROM menus WHERE menu_id = 'MGMT_STAT_KITS'");
    expect(menu).toMatchObject({ parent_menu_id: 'MGMT_STATISTICS', menu_url: '/management/statistics/kits' });
    expect(menu.labels).toMatchObject({ en: 'Offline Kits', ko: '오프라인 패키지', th: 'ชุดข้อมูลออฟไลน์' });
    expect(Object.keys(menu.labels)).toHaveLength(LANGUAGES.length);
    const { rows } = await t.database.pool.query("SELECT r.role_key FROM role_menus rm JOIN roles r ON r.id = rm.role_id WHERE rm.menu_id = 'MGMT_STAT_KITS'");
    expect(rows).toEqual([{ role_key: 'SYSTEM_ADMIN' }]);
    expect((await countRows(t.database)).menus).toBe(MENU_COUNT);
  });
});

describe('a fresh database', () => {
  it('set up without demo data has the administrator, the roles and the menus, and no demo accounts', async () => {
    const created = await createTestDatabase();
    const database = connectDatabase(created.url, 2);
    let app: App | undefined;
    try {
      await runMigrations(database, MIGRATIONS_DIR);
      const generated = await setUpDatabase(database.db, { demoData: false, adminId: 'Chief@Example.com', adminPassword: ADMIN_PASSWORD, sharedSsoId: 'dxp' });
      expect(generated).toEqual({});

      expect(await loginIds(database)).toEqual(['chief@example.com']);
      const counts = await countRows(database);
      expect(counts).toMatchObject({
        users: 1, roles: 4, menus: MENU_COUNT, role_menus: ROLE_MENU_GRANTS, user_menus: 0,
        product_types: 0, products: 0, models: 0, model_suffixes: 0, document_types: 0, exhaust_certifications: 0, controller_types: 0,
        related_links: 0, system_settings: 0,
      });
      expect(counts.regions).toBeGreaterThan(0);
      const { rows: roleKeys } = await database.pool.query('SELECT role_key FROM roles ORDER BY role_key');
      expect(roleKeys.map((r: { role_key: string }) => r.role_key)).toEqual([...BUILT_IN_ROLES].sort());

      const config = loadConfig({
        NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: created.url, GSIS_WEB_DIR: '/nonexistent', GSIS_DEMO_DATA: 'false',
        DXP_JWT_SECRET: DXP_SECRET, DXP_JWT_ISSUER: DXP_ISSUER, DXP_JWT_AUDIENCE: DXP_AUDIENCE,
      });
      app = await buildApp({ config, database, logger: false });
      await app.ready();
      const visitor = apiOf(app).as(null);
      // The administrator sets up a second factor at the first sign-in, before anything opens.
      const first = await visitor.send(API.login.login, { id: 'chief@example.com', password: ADMIN_PASSWORD });
      expect(first.error.code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
      const admin = await apiOf(app).as(await login(app, 'chief@example.com', ADMIN_PASSWORD)).call(API.login.check);
      expect(admin.user).toMatchObject({ userId: 'chief@example.com', roles: ['SYSTEM_ADMIN', 'USER'] });
      const dealer = await visitor.send(API.login.login, { id: 'dealer@gsis.local', password: DEMO_PASSWORD });
      expect(dealer.status).toBe(401);
      expect(dealer.error.code).toBe('NO_LOGIN_INFO');
      const links = await visitor.send(API.relatedLinks.list);
      expect(links.body).toEqual({ linkList: [] });
      // Without the shared partner account, single sign-on of a stranger is refused, not a server fault.
      const sso = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer(DXP_ISSUER).setSubject('p').setExpirationTime('5m')
        .sign(new TextEncoder().encode(DXP_SECRET));
      const refused = await visitor.send(API.login.dxpLogin, { accessToken: sso });
      expect(refused.status).toBe(401);
      expect(refused.error.code).toBe('SSO_TOKEN_INVALID');

      // Switching demo data on later does not pour demo accounts into an installation in use.
      await setUpDatabase(database.db, { demoData: true, demoPassword: DEMO_PASSWORD, sharedSsoId: 'dxp' });
      expect(await loginIds(database)).toEqual(['chief@example.com']);
    } finally {
      await app?.close();
      await database.close();
      await created.drop();
    }
  });

  it('makes up the passwords not given, once, and they work', async () => {
    const created = await createTestDatabase();
    const database = connectDatabase(created.url, 2);
    try {
      await runMigrations(database, MIGRATIONS_DIR);
      const generated = await setUpDatabase(database.db, { demoData: true, sharedSsoId: 'dxp' });
      expect(generated.admin?.id).toBe('admin@gsis.local');
      expect(generated.admin?.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{16}$/);
      expect(generated.demo?.ids).toEqual(['dealer@gsis.local', 'docmanager@gsis.local', 'newdealer@gsis.local', 'supportmanager@gsis.local']);
      expect(generated.demo?.password).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(generated.demo?.password).not.toBe(generated.admin?.password);
      expect(await setUpDatabase(database.db, { demoData: true, sharedSsoId: 'dxp' })).toEqual({});

      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: created.url, GSIS_WEB_DIR: '/nonexistent' });
      const app = await buildApp({ config, database, logger: false });
      try {
        // The administrator's made-up password was printed to the log: it only lets them choose their own.
        const visitor = apiOf(app).as(null);
        const first = await visitor.send(API.login.login, { id: 'admin@gsis.local', password: generated.admin!.password });
        expect(first.status).toBe(403);
        expect(first.error.code).toBe('PASSWORD_CHANGE_REQUIRED');
        const own = 'Quarry-Loader-2026-Own';
        const changed = await visitor.send(API.login.loginWithNewPassword, {
          id: 'admin@gsis.local', password: generated.admin!.password, newPassword: own, newPasswordConfirm: own,
        });
        // The new password is kept; an administrator then sets up a second factor.
        expect(changed.error.code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
        await login(app, 'admin@gsis.local', own);
        await login(app, 'supportmanager@gsis.local', generated.demo!.password);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      await created.drop();
    }
  });

  it('set up by two instances at once is set up once', async () => {
    const created = await createTestDatabase();
    const first = connectDatabase(created.url, 2);
    const second = connectDatabase(created.url, 2);
    try {
      await Promise.all([runMigrations(first, MIGRATIONS_DIR), runMigrations(second, MIGRATIONS_DIR)]);
      const options = { demoData: true, adminId: ADMIN_ID, adminPassword: ADMIN_PASSWORD, demoPassword: DEMO_PASSWORD, sharedSsoId: 'dxp' };
      await Promise.all([setUpDatabase(first.db, options), setUpDatabase(second.db, options)]);
      expect(await loginIds(first)).toEqual(['admin@gsis.local', 'dealer@gsis.local', 'docmanager@gsis.local', 'dxp', 'newdealer@gsis.local', 'supportmanager@gsis.local']);
      expect(await countRows(first)).toMatchObject({ roles: 4, menus: MENU_COUNT, role_menus: ROLE_MENU_GRANTS, system_settings: 1 });
    } finally {
      await first.close();
      await second.close();
      await created.drop();
    }
  });
});

describe('two app instances on one database', () => {
  let t: TestContext;
  let second: { app: App; database: Database };
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '4' });
    const database = connectDatabase(t.databaseUrl, 2);
    const app = await buildApp({ config: t.config, database, clock: t.clock.now, logger: false });
    await app.ready();
    second = { app, database };
    shareSignIns(t.app, app);
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await t.close();
  });

  // This pair allows 4 sign-ins a minute per address: each sign-in comes from an address of its own.
  let addresses = 0;
  const signIn = (app: App, id: string, password: string) => login(app, id, password, { remoteAddress: `10.10.${Math.floor(++addresses / 250)}.${addresses % 250}` });

  const checkOn = (app: App, token: string) => apiOf(app).as(token).send(API.login.check);

  it('accepts on the second a session opened on the first, and the other way round', async () => {
    const token = await signIn(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    const onSecond = await checkOn(second.app, token);
    expect(onSecond.status).toBe(200);
    expect(onSecond.body.user.userId).toBe('dealer@gsis.local');
    expect(onSecond.headers.authorization).toBe(`Bearer ${token}`);

    const back = await signIn(second.app, 'docmanager@gsis.local', DEMO_PASSWORD);
    expect((await checkOn(t.app, back)).body.user.userId).toBe('docmanager@gsis.local');
  });

  it('sees on one instance a token exchanged or ended on the other', async () => {
    const token = await signIn(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    const exchanged = await apiOf(second.app).as(token).send(API.login.refresh);
    expect(exchanged.status).toBe(200);
    const fresh = String(exchanged.headers.authorization).replace(/^Bearer /, '');
    expect((await checkOn(t.app, token)).status).toBe(401);
    expect((await checkOn(t.app, fresh)).status).toBe(200);

    await apiOf(t.app).as(fresh).send(API.login.logout);
    const ended = await checkOn(second.app, fresh);
    expect(ended.status).toBe(401);
    expect(ended.error.code).toBe('SESSION_EXPIRED');
  });

  it('applies menu authority changes on both at once', async () => {
    const admin = await signIn(t.app, ADMIN_ID, ADMIN_PASSWORD);
    const user = await createUser(t.database.db);
    const token = await signIn(second.app, user.loginId, user.password);
    const menuList = (app: App, caller: string) => apiOf(app).as(caller).send(API.menus.list, {});
    expect((await menuList(second.app, token)).status).toBe(403);
    await t.database.pool.query("INSERT INTO user_menus (user_id, menu_id) VALUES ($1, 'MGMT_MENU')", [user.id]);
    for (const app of [t.app, second.app]) {
      expect((await menuList(app, token)).status).toBe(200);
    }
    expect((await menuList(second.app, admin)).status).toBe(200);
  });

  it('counts wrong passwords on both instances towards one hold', async () => {
    const user = await createUser(t.database.db);
    // A new address for each attempt keeps this pair's rate limit out of the way.
    let n = 0;
    const attempt = (app: App, password: string) =>
      apiOf(app).as(null).send(API.login.login, { id: user.loginId, password }, { remoteAddress: `10.20.0.${++n}` });
    // Wrong passwords never tell how many are left (that would tell the account exists); the count is the database's.
    for (const app of [t.app, second.app, t.app, second.app, t.app, second.app]) expect((await attempt(app, 'wrong-password1')).status).toBe(401);
    const { rows } = await t.database.pool.query('SELECT failures, held_until FROM sign_in_holds WHERE login_key = lower($1)', [user.loginId]);
    expect(rows[0].failures).toBe(6);
    expect(rows[0].held_until).toBeInstanceOf(Date);
    const right = await attempt(t.app, user.password);
    expect(right.status).toBe(423);
    expect(right.error.code).toBe('PASSWORD_LOCKED');
  });

  it('shares the per-address sign-in limit between instances', async () => {
    const from = (app: App) => apiOf(app).as(null).send(API.login.login, { id: 'dealer@gsis.local', password: DEMO_PASSWORD }, { remoteAddress: '10.30.0.1' });
    const statuses = [];
    for (const app of [t.app, second.app, t.app, second.app, second.app, t.app]) statuses.push((await from(app)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
