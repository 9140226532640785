import { API, flattenMenuTree, MENU_TREE, PUBLIC_MENU_IDS, type EndpointInput } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { createUser, grantUserMenu } from '../../../test/factories.ts';

const ALL_MENU_IDS = flattenMenuTree().map((m) => m.menuId);
const NON_MGMT_IDS = ALL_MENU_IDS.filter((id) => !id.startsWith('MGMT_'));
const LIBRARY_IDS = flattenMenuTree().filter((m) => m.menuId === 'MGMT_LIBRARY' || m.parentMenuId === 'MGMT_LIBRARY').map((m) => m.menuId);

let t: TestContext;
const tokens: Record<'admin' | 'dealer' | 'docmanager' | 'supportmanager', string> = { admin: '', dealer: '', docmanager: '', supportmanager: '' };

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  tokens.dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
  tokens.docmanager = await login(t.app, 'docmanager@gsis.local', DEMO_PASSWORD);
  tokens.supportmanager = await login(t.app, 'supportmanager@gsis.local', DEMO_PASSWORD);
});
afterAll(async () => { await t.close(); });

const as = (token: string | null) => apiOf(t.app).as(token);

async function menuList(token?: string, query: EndpointInput<typeof API.menus.userMenus> = {}, headers: Record<string, string> = {}) {
  const reply = await as(token ?? null).send(API.menus.userMenus, query, { headers });
  expect(reply.status).toBe(200);
  return reply.body;
}

const idsOf = (list: Awaited<ReturnType<typeof menuList>>) => [...list.parentMenu, ...list.childMenu].map((m) => m.menuId);
const authorized = async (token: string | undefined, requestUrl: string) => (await menuList(token, { requestUrl })).authorized;

describe('GET /menu/user/list', () => {
  it('shows a visitor the ordinary menus, all behind a login except Support', async () => {
    const list = await menuList();
    expect(list.user).toBeNull();
    expect(list.parentMenu.map((m) => m.menuId)).toEqual(['PRODUCT', 'DOCUMENT', 'TSG', 'SYMBOL_LIBRARY', 'SUPPORT', 'MY_LIBRARY']);
    expect(idsOf(list).sort()).toEqual([...NON_MGMT_IDS].sort());
    for (const item of [...list.parentMenu, ...list.childMenu]) {
      expect(item.loginRequired, item.menuId).toBe(!PUBLIC_MENU_IDS.includes(item.menuId));
    }
    expect(list.parentMenu.find((m) => m.menuId === 'SUPPORT')).toMatchObject({ loginRequired: false, menuUrl: '/support/notice', label: 'Support' });
    expect(list.parentMenu.find((m) => m.menuId === 'PRODUCT')).toMatchObject({ loginRequired: true, menuUrl: '/product/list' });
  });

  it('gives a child its parent and keeps each level in order', async () => {
    const list = await menuList(tokens.dealer);
    const support = list.childMenu.filter((m) => m.parentMenuId === 'SUPPORT');
    expect(support.map((m) => m.menuId)).toEqual(['SUPPORT_NOTICE', 'SUPPORT_QNA', 'SUPPORT_FAQ', 'SUPPORT_CONTACTUS']);
    expect(support.map((m) => m.order)).toEqual([1, 2, 3, 4]);
    expect(list.parentMenu.every((m) => m.parentMenuId === null)).toBe(true);
    expect(list.childMenu.every((m) => m.parentMenuId !== null)).toBe(true);
  });

  it('shows the dealer (USER role) no management menus, none of them behind a login', async () => {
    const list = await menuList(tokens.dealer);
    expect(list.user).toEqual({ userId: 'dealer@gsis.local', userName: 'Demo Dealer' });
    expect(idsOf(list).sort()).toEqual([...NON_MGMT_IDS].sort());
    expect(idsOf(list).filter((id) => id.startsWith('MGMT_'))).toEqual([]);
    expect([...list.parentMenu, ...list.childMenu].every((m) => m.loginRequired === false)).toBe(true);
  });

  it('shows the administrator every menu', async () => {
    const list = await menuList(tokens.admin);
    expect(list.user).toEqual({ userId: ADMIN_ID, userName: 'GSIS Administrator' });
    expect(list.parentMenu.map((m) => m.menuId)).toEqual(MENU_TREE.map((m) => m.menuId));
    expect(idsOf(list).sort()).toEqual([...ALL_MENU_IDS].sort());
  });

  it('shows the document manager Library Management and its children, not Users and Authority', async () => {
    const ids = idsOf(await menuList(tokens.docmanager));
    expect(LIBRARY_IDS).toHaveLength(8);
    for (const id of LIBRARY_IDS) expect(ids).toContain(id);
    expect(ids).not.toContain('MGMT_ACCESS');
    expect(ids).not.toContain('MGMT_USER');
    expect(ids).not.toContain('MGMT_SUPPORT');
    expect(ids.filter((id) => id.startsWith('MGMT_')).sort()).toEqual([...LIBRARY_IDS].sort());
  });

  it('shows the support manager Support Management, not Library Management', async () => {
    const ids = idsOf(await menuList(tokens.supportmanager));
    expect(ids).toContain('MGMT_SUPPORT');
    expect(ids).toContain('MGMT_SUP_RELATEDLINK');
    expect(ids).not.toContain('MGMT_LIBRARY');
  });

  it('adds a menu given to one user directly, with its parent, for that user only', async () => {
    const given = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const givenToken = await login(t.app, given.loginId, given.password);
    const otherToken = await login(t.app, other.loginId, other.password);
    expect(idsOf(await menuList(givenToken))).not.toContain('MGMT_STAT_DOCVIEW');

    await grantUserMenu(t.database.db, given.id, 'MGMT_STAT_DOCVIEW');
    const list = await menuList(givenToken);
    expect(list.childMenu.filter((m) => m.menuId.startsWith('MGMT_')).map((m) => m.menuId)).toEqual(['MGMT_STAT_DOCVIEW']);
    // The parent is drawn so the child has somewhere to hang; its siblings are not.
    expect(list.parentMenu.filter((m) => m.menuId.startsWith('MGMT_')).map((m) => m.menuId)).toEqual(['MGMT_STATISTICS']);
    expect(await authorized(givenToken, '/management/statistics/docView')).toBe(true);
    expect(await authorized(givenToken, '/management/statistics/docDownload')).toBe(false);
    // The parent is only drawn: its own page (that of its first child) stays closed.
    expect(await authorized(givenToken, '/management/statistics/documentType')).toBe(false);

    const otherIds = idsOf(await menuList(otherToken));
    expect(otherIds).not.toContain('MGMT_STAT_DOCVIEW');
    expect(otherIds).not.toContain('MGMT_STATISTICS');
    expect(idsOf(await menuList(tokens.dealer))).not.toContain('MGMT_STAT_DOCVIEW');
  });

  it('shows a user without any role nothing but what was given to them', async () => {
    const bare = await createUser(t.database.db, { roles: [] });
    const token = await login(t.app, bare.loginId, bare.password);
    expect(idsOf(await menuList(token))).toEqual([]);
    await grantUserMenu(t.database.db, bare.id, 'TSG');
    expect(idsOf(await menuList(token))).toEqual(['TSG']);
  });
});

describe('requestUrl and the authorized flag', () => {
  it.each([
    ['/management/user/detail', 'dealer', false],
    ['/management/user/detail', 'admin', true],
    ['/management/user', 'docmanager', false],
    ['/management/library/document', 'docmanager', true],
    ['/management/library/document/edit/12', 'docmanager', true],
    ['/management/library/document', 'dealer', false],
    ['/product/list', 'dealer', true],
    ['/product/list?page=2', 'dealer', true],
    ['/no/such/page', 'dealer', true],
    ['/main', 'dealer', true],
  ] as const)('%s for %s → %s', async (requestUrl, who, expected) => {
    expect(await authorized(tokens[who], requestUrl)).toBe(expected);
  });

  it.each([
    ['/support/faq', true],
    ['/support/notice/17', true],
    ['/product/list', false],
    ['/mylibrary/bookmarks', false],
    ['/management/menu', false],
    ['/no/such/page', true],
  ] as const)('%s for a visitor → %s', async (requestUrl, expected) => {
    expect(await authorized(undefined, requestUrl)).toBe(expected);
  });
});

describe('labels', () => {
  it('follow Accept-Language, English by default', async () => {
    const label = (list: Awaited<ReturnType<typeof menuList>>, id: string) => [...list.parentMenu, ...list.childMenu].find((m) => m.menuId === id)?.label;
    const en = await menuList(undefined, {}, { 'accept-language': 'en' });
    const ko = await menuList(undefined, {}, { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' });
    const none = await menuList();
    expect(label(en, 'SUPPORT')).toBe('Support');
    expect(label(ko, 'SUPPORT')).toBe('고객 지원');
    expect(label(ko, 'PRODUCT')).toBe('제품');
    expect(label(none, 'SUPPORT')).toBe('Support');
    // Every Korean label differs from the English one.
    for (const item of ko.parentMenu) expect(item.label, item.menuId).not.toBe(label(en, item.menuId));
    // A language GSIS does not speak falls back to English.
    expect(label(await menuList(undefined, {}, { 'accept-language': 'de-DE' }), 'SUPPORT')).toBe('Support');
  });
});

describe('menus not in use', () => {
  it('disappear from the list and their API is refused even to a role that holds them', async () => {
    const before = await as(tokens.admin).send(API.menus.list, {});
    expect(before.status).toBe(200);
    expect(idsOf(await menuList(tokens.admin))).toContain('MGMT_MENU');

    await t.database.pool.query("UPDATE menus SET use_yn = 'N' WHERE menu_id = 'MGMT_MENU'");
    try {
      const ids = idsOf(await menuList(tokens.admin));
      expect(ids).not.toContain('MGMT_MENU');
      expect(ids).toContain('MGMT_ROLE');
      expect(ids).toHaveLength(ALL_MENU_IDS.length - 1);
      expect(await authorized(tokens.admin, '/management/menu')).toBe(false);
      expect(await authorized(undefined, '/management/menu')).toBe(false);
      expect(await authorized(tokens.admin, '/management/role')).toBe(true);

      const refused = await as(tokens.admin).send(API.menus.list, {});
      expect(refused.status).toBe(403);
      expect(refused.error).toMatchObject({ code: 'WRONG_ACCESS', message: 'A wrong access page' });
      // The role still holds the menu; only its use was switched off.
      const { rows } = await t.database.pool.query(
        "SELECT count(*)::int AS n FROM role_menus rm JOIN roles r ON r.id = rm.role_id WHERE r.role_key = 'SYSTEM_ADMIN' AND rm.menu_id = 'MGMT_MENU'");
      expect(rows[0].n).toBe(1);
    } finally {
      await t.database.pool.query("UPDATE menus SET use_yn = 'Y' WHERE menu_id = 'MGMT_MENU'");
    }
    const after = await as(tokens.admin).send(API.menus.list, {});
    expect(after.status).toBe(200);
  });

  it('given directly to a user also stop counting', async () => {
    const user = await createUser(t.database.db);
    await grantUserMenu(t.database.db, user.id, 'MGMT_LIB_PDF');
    const token = await login(t.app, user.loginId, user.password);
    expect(idsOf(await menuList(token))).toContain('MGMT_LIB_PDF');
    await t.database.pool.query("UPDATE menus SET use_yn = 'N' WHERE menu_id = 'MGMT_LIB_PDF'");
    try {
      const ids = idsOf(await menuList(token));
      expect(ids).not.toContain('MGMT_LIB_PDF');
      expect(ids).not.toContain('MGMT_LIBRARY');
    } finally {
      await t.database.pool.query("UPDATE menus SET use_yn = 'Y' WHERE menu_id = 'MGMT_LIB_PDF'");
    }
  });

  it('close a public page to visitors too', async () => {
    expect(await authorized(undefined, '/support/faq')).toBe(true);
    await t.database.pool.query("UPDATE menus SET use_yn = 'N' WHERE menu_id = 'SUPPORT_FAQ'");
    try {
      expect(idsOf(await menuList())).not.toContain('SUPPORT_FAQ');
      expect(await authorized(undefined, '/support/faq')).toBe(false);
      expect(await authorized(tokens.dealer, '/support/faq')).toBe(false);
      expect(await authorized(undefined, '/support/qna')).toBe(true);
    } finally {
      await t.database.pool.query("UPDATE menus SET use_yn = 'Y' WHERE menu_id = 'SUPPORT_FAQ'");
    }
  });
});
