// Every API route × every kind of caller: anonymous, a user with no role, each built-in role, and a custom role
// holding one menu. The expected answer of each route is written down below; a route added without its row, or a
// row whose route is gone, fails the test, so a new route cannot ship without a decision on who may call it.
import { STAT_SCREENS, statMenuOf } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, USER_PASSWORD } from '../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../test/harness.ts';
import { apiRoutes, placeholderUrl, type ApiRoute } from '../test/api-routes.ts';

/**
 * Who may call each route: 'public' (anyone; never 401/403), 'login' (anyone signed in), 'ticket' (a content
 * address: refused to anyone without a good ticket, signed in or not), or the menu whose authority opens it.
 */
const EXPECTED: Record<string, string> = {
  'POST /api/login': 'public',
  'GET /api/logout': 'login',
  'GET /api/check/session': 'login',
  'POST /api/login/token': 'login',
  'POST /api/login/password': 'public',
  'POST /api/login/second-factor': 'public',
  'POST /api/login/second-factor/totp': 'public',
  'POST /api/login/second-factor/passkey': 'public',
  'POST /api/login/second-factor/passkey/options': 'public',
  'POST /api/login/second-factor/totp/confirm': 'public',
  'POST /api/userdiv': 'public',
  'GET /api/dxp/login': 'public',
  // Company sign-in: the e-mail, the provider's redirect (its state is the key) and the single-use ticket.
  'POST /api/sso/start': 'public',
  'GET /api/sso/callback/{provider}': 'public',
  // A SAML IdP's post: its signed assertion, answering a request GSIS sent, is the key.
  'POST /api/sso/saml/{provider}/acs': 'public',
  'POST /api/sso/finish': 'public',
  // Linking one's own account: about the caller only.
  'GET /api/myinfo/company-sign-in': 'login',
  'POST /api/myinfo/company-sign-in/link': 'login',
  'POST /api/myinfo/company-sign-in/link/finish': 'login',
  'POST /api/myinfo/company-sign-in/unlink': 'login',
  'POST /mgmt/sso/provider/list': 'MGMT_COMPANY_SIGN_IN',
  'POST /mgmt/sso/provider/save': 'MGMT_COMPANY_SIGN_IN',
  'POST /mgmt/sso/provider/enable': 'MGMT_COMPANY_SIGN_IN',
  'POST /mgmt/sso/provider/delete': 'MGMT_COMPANY_SIGN_IN',
  'POST /mgmt/sso/mapping/list': 'MGMT_COMPANY_SIGN_IN',
  'POST /mgmt/sso/mapping/save': 'MGMT_COMPANY_SIGN_IN',
  'POST /mgmt/sso/mapping/delete': 'MGMT_COMPANY_SIGN_IN',
  'POST /api/preferences': 'login',
  'GET /menu/user/list': 'public',
  'POST /mgmt/menu/list': 'MGMT_MENU',
  'GET /mgmt/menu/management/list': 'MGMT_MENU',
  'POST /mgmt/menu/save': 'MGMT_MENU',
  'POST /mgmt/menu/delete': 'MGMT_MENU',
  'POST /mgmt/menu/role/list': 'MGMT_MENU',
  'POST /mgmt/menu/user/list': 'MGMT_MENU',
  'POST /mgmt/menu/user/role/save': 'MGMT_MENU',
  'POST /mgmt/menu/user/role/delete': 'MGMT_MENU',
  'GET /relatedlink/list': 'public',
  'POST /mgmt/relatedlink/list': 'MGMT_SUP_RELATEDLINK',
  'POST /mgmt/relatedlink/detail': 'MGMT_SUP_RELATEDLINK',
  'POST /mgmt/relatedlink/save': 'MGMT_SUP_RELATEDLINK',
  'POST /mgmt/relatedlink/delete': 'MGMT_SUP_RELATEDLINK',
  'POST /mgmt/relatedlink/sort/edit': 'MGMT_SUP_RELATEDLINK',
  'GET /service/product/list': 'PRODUCT',
  'GET /service/symbol/list': 'SYMBOL_LIBRARY',
  'GET /service/symbol/image/{ticket}': 'ticket',
  'POST /mgmt/symbol/list': 'MGMT_LIB_SYMBOL',
  'POST /mgmt/symbol/save': 'MGMT_LIB_SYMBOL',
  'POST /mgmt/symbol/delete': 'MGMT_LIB_SYMBOL',
  'POST /mgmt/symbol/sort': 'MGMT_LIB_SYMBOL',
  'POST /service/kit/plan': 'login',
  'POST /service/kit/take': 'login',
  // The kit's key is the credential: a device learns that a disabled reader's kit is revoked without a session.
  'POST /service/kit/check': 'public',
  'GET /service/kit/{kitId}/file/{versionId}': 'login',
  'GET /service/kit/{kitId}/pages/{versionId}': 'login',
  'GET /service/kit/{kitId}/reference': 'login',
  'POST /service/kit/delete': 'login',
  'POST /mgmt/kit/list': 'MGMT_USER',
  'POST /mgmt/kit/revoke': 'MGMT_USER',
  'POST /mgmt/kit/settings': 'MGMT_USER',
  'POST /mgmt/kit/settings/save': 'MGMT_USER',
  'GET /service/tsg/models': 'TSG',
  'GET /service/tsg/find': 'TSG',
  'GET /service/tsg/guide/{guideId}': 'TSG',
  'POST /mgmt/tsg/list': 'MGMT_LIB_TSG',
  'POST /mgmt/tsg/detail': 'MGMT_LIB_TSG',
  'POST /mgmt/tsg/save': 'MGMT_LIB_TSG',
  'POST /mgmt/tsg/publish': 'MGMT_LIB_TSG',
  'POST /mgmt/tsg/delete': 'MGMT_LIB_TSG',
  'POST /mgmt/tsg/choices': 'MGMT_LIB_TSG',
  'POST /mgmt/tsg/documents': 'MGMT_LIB_TSG',
  'POST /mgmt/tsg/term/list': 'MGMT_LIB_TSG',
  'POST /mgmt/tsg/term/save': 'MGMT_LIB_TSG',
  'POST /mgmt/tsg/term/delete': 'MGMT_LIB_TSG',
  'POST /service/attachment/upload': 'login',
  'GET /service/attachment/{ticket}/{name}': 'ticket',
  'POST /service/notice/list': 'public',
  'POST /service/notice/detail': 'public',
  'GET /service/notice/popup': 'public',
  'POST /mgmt/notice/list': 'MGMT_SUP_NOTICE',
  'POST /mgmt/notice/detail': 'MGMT_SUP_NOTICE',
  'POST /mgmt/notice/save': 'MGMT_SUP_NOTICE',
  'POST /mgmt/notice/delete': 'MGMT_SUP_NOTICE',
  'POST /service/faq/list': 'public',
  'POST /service/qna/list': 'public',
  'POST /service/qna/detail': 'login',
  'POST /service/qna/save': 'login',
  'POST /service/qna/answer': 'login',
  'POST /service/qna/delete': 'login',
  'POST /mgmt/qna/list': 'MGMT_SUP_QNA',
  'POST /service/feedback/save': 'login',
  'POST /service/bookmark/seen': 'login',
  'POST /service/access/request': 'login',
  'POST /service/access/list': 'login',
  'POST /mgmt/access/list': 'MGMT_USER',
  'POST /mgmt/access/decide': 'MGMT_USER',
  'POST /service/feedback/list': 'login',
  'POST /service/feedback/delete': 'login',
  'POST /mgmt/feedback/list': 'MGMT_SUP_FEEDBACK',
  'POST /mgmt/feedback/detail': 'MGMT_SUP_FEEDBACK',
  'POST /mgmt/feedback/answer': 'MGMT_SUP_FEEDBACK',
  'POST /mgmt/feedback/delete': 'MGMT_SUP_FEEDBACK',
  'POST /mgmt/feedback/manager/list': 'MGMT_SUP_FEEDBACK',
  'POST /mgmt/feedback/manager/save': 'MGMT_SUP_FEEDBACK',
  'POST /mgmt/feedback/manager/candidates': 'MGMT_SUP_FEEDBACK',
  'POST /service/contactus/send': 'public',
  'POST /service/contactus/attachment': 'public',
  'POST /mgmt/contact/list': 'MGMT_SUP_CONTACT',
  'POST /mgmt/contact/detail': 'MGMT_SUP_CONTACT',
  'POST /mgmt/faq/list': 'MGMT_SUP_FAQ',
  'POST /mgmt/faq/detail': 'MGMT_SUP_FAQ',
  'POST /mgmt/faq/save': 'MGMT_SUP_FAQ',
  'POST /mgmt/faq/delete': 'MGMT_SUP_FAQ',
  'GET /service/qna/cls/list': 'public',
  'POST /mgmt/qna/cls/list': 'MGMT_SUP_QNA',
  'POST /mgmt/qna/cls/detail': 'MGMT_SUP_QNA',
  'POST /mgmt/qna/cls/save': 'MGMT_SUP_QNA',
  'POST /mgmt/qna/cls/delete': 'MGMT_SUP_QNA',
  'POST /mgmt/qna/cls/manager/list': 'MGMT_SUP_QNA',
  'POST /mgmt/qna/cls/manager/save': 'MGMT_SUP_QNA',
  'POST /mgmt/qna/cls/manager/candidates': 'MGMT_SUP_QNA',
  'GET /service/contact/cls/list': 'public',
  'POST /mgmt/contact/cls/list': 'MGMT_SUP_CONTACT',
  'POST /mgmt/contact/cls/detail': 'MGMT_SUP_CONTACT',
  'POST /mgmt/contact/cls/save': 'MGMT_SUP_CONTACT',
  'POST /mgmt/contact/cls/delete': 'MGMT_SUP_CONTACT',
  'POST /mgmt/contact/cls/manager/list': 'MGMT_SUP_CONTACT',
  'POST /mgmt/contact/cls/manager/save': 'MGMT_SUP_CONTACT',
  'POST /mgmt/contact/cls/manager/candidates': 'MGMT_SUP_CONTACT',
  'POST /mgmt/doctype/list': 'MGMT_LIB_DOCTYPE',
  'POST /mgmt/doctype/save': 'MGMT_LIB_DOCTYPE',
  'POST /mgmt/doctype/delete': 'MGMT_LIB_DOCTYPE',
  'POST /mgmt/product/type/list': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/type/save': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/type/delete': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/list': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/save': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/delete': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/model/list': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/model/save': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/model/delete': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/certification/list': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/certification/save': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/certification/delete': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/controller/list': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/controller/save': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/product/controller/delete': 'MGMT_LIB_PRODUCT',
  'POST /mgmt/region/list': 'MGMT_LIB_REGION',
  'POST /mgmt/region/save': 'MGMT_LIB_REGION',
  'POST /mgmt/region/delete': 'MGMT_LIB_REGION',
  'GET /api/site': 'public',
  'POST /mgmt/document/list': 'MGMT_LIB_DOCUMENT',
  'POST /mgmt/document/detail': 'MGMT_LIB_DOCUMENT',
  'POST /mgmt/document/save': 'MGMT_LIB_DOCUMENT',
  'POST /mgmt/document/delete': 'MGMT_LIB_DOCUMENT',
  'POST /mgmt/document/version/save': 'MGMT_LIB_DOCUMENT',
  'GET /mgmt/document/text-reading': 'MGMT_LIB_DOCUMENT',
  'POST /mgmt/document/version/delete': 'MGMT_LIB_DOCUMENT',
  'GET /mgmt/pdf/watermark': 'MGMT_LIB_PDF',
  'POST /mgmt/pdf/watermark/save': 'MGMT_LIB_PDF',
  'POST /service/document/list': 'login',
  'GET /service/document/filters': 'login',
  'POST /service/document/detail': 'login',
  'POST /service/document/ticket': 'login',
  'POST /service/document/changes': 'login',
  'POST /service/document/webhelp/toc': 'login',
  'GET /service/content/{ticket}/{name}': 'ticket',
  'GET /service/webhelp/{ticket}/{*}': 'ticket',
  'POST /service/bookmark/list': 'login',
  'POST /service/bookmark/add': 'login',
  'POST /service/bookmark/delete': 'login',
  'POST /service/bookmark/move': 'login',
  'POST /service/bookmark/folder/save': 'login',
  'POST /service/bookmark/folder/delete': 'login',
  'POST /service/bookmark/folder/order': 'login',
  'GET /service/search/suggest': 'public',
  'POST /service/search/index': 'public',
  'POST /service/search/pdf': 'public',
  'POST /service/search/webhelp': 'public',
  'POST /service/search/codes': 'public',
  'POST /service/search/mprods': 'public',
  'POST /main/search/recent': 'login',
  'POST /main/search/recent/delete': 'login',
  'POST /mgmt/email/group/list': 'MGMT_EMAIL_GROUP',
  'POST /mgmt/email/group/save': 'MGMT_EMAIL_GROUP',
  'POST /mgmt/email/group/delete': 'MGMT_EMAIL_GROUP',
  'POST /mgmt/email/group/user/list': 'MGMT_EMAIL_GROUP',
  'POST /mgmt/email/group/user/save': 'MGMT_EMAIL_GROUP',
  'POST /mgmt/email/group/user/delete': 'MGMT_EMAIL_GROUP',
  'POST /mgmt/email/group/user/search': 'MGMT_EMAIL_GROUP',
  'POST /mgmt/email/template/list': 'MGMT_EMAIL_TEMPLATE',
  'POST /mgmt/email/template/detail': 'MGMT_EMAIL_TEMPLATE',
  'POST /mgmt/email/template/save': 'MGMT_EMAIL_TEMPLATE',
  'POST /mgmt/email/template/delete': 'MGMT_EMAIL_TEMPLATE',
  'POST /mgmt/email/template/preview': 'MGMT_EMAIL_TEMPLATE',
  'POST /mgmt/email/template/user/search': 'MGMT_EMAIL_TEMPLATE',
  'POST /mgmt/email/send/list': 'MGMT_EMAIL_SEND',
  'POST /mgmt/email/send/detail': 'MGMT_EMAIL_SEND',
  'POST /mgmt/email/send/recipient/list': 'MGMT_EMAIL_SEND',
  'POST /mgmt/email/send/count': 'MGMT_EMAIL_SEND',
  'POST /mgmt/email/send/save': 'MGMT_EMAIL_SEND',
  'POST /mgmt/email/send/group/list': 'MGMT_EMAIL_SEND',
  'POST /mgmt/email/send/template/list': 'MGMT_EMAIL_SEND',
  'POST /mgmt/email/send/user/search': 'MGMT_EMAIL_SEND',
  'POST /mgmt/email/mailbox/list': 'MGMT_EMAIL_SEND',
  'POST /mgmt/email/mailbox/detail': 'MGMT_EMAIL_SEND',
  'POST /api/signup/check-id': 'public',
  'POST /api/signup': 'public',
  'POST /api/validatemail': 'public',
  'POST /mgmt/user/list': 'MGMT_USER',
  'POST /mgmt/user/detail': 'MGMT_USER',
  'POST /mgmt/user/approve': 'MGMT_USER',
  'POST /mgmt/user/second-factor/reset': 'MGMT_USER',
  'POST /mgmt/user/unlock': 'MGMT_USER',
  'POST /mgmt/user/status': 'MGMT_USER',
  'POST /mgmt/user/authority/save': 'MGMT_USER',
  'POST /mgmt/user/role/save': 'MGMT_USER',
  'POST /mgmt/user/audit/list': 'MGMT_USER',
  'POST /mgmt/role/list': 'MGMT_ROLE',
  'POST /mgmt/role/save': 'MGMT_ROLE',
  'POST /mgmt/role/delete': 'MGMT_ROLE',
  'POST /mgmt/role/user/list': 'MGMT_ROLE',
  'POST /mgmt/role/user/search': 'MGMT_ROLE',
  'POST /mgmt/role/user/add': 'MGMT_ROLE',
  'POST /mgmt/role/user/delete': 'MGMT_ROLE',
  'GET /api/myinfo': 'login',
  'POST /api/myinfo/save': 'login',
  'POST /api/myinfo/password': 'login',
  'GET /api/myinfo/sessions': 'login',
  'POST /api/myinfo/sessions/end': 'login',
  'GET /api/myinfo/second-factor': 'login',
  'POST /api/myinfo/second-factor/totp': 'login',
  'POST /api/myinfo/second-factor/totp/confirm': 'login',
  'POST /api/myinfo/second-factor/totp/remove': 'login',
  'POST /api/myinfo/second-factor/recovery-codes': 'login',
  'POST /api/myinfo/second-factor/remembered/forget': 'login',
  'POST /api/myinfo/second-factor/passkeys': 'login',
  'POST /api/myinfo/second-factor/passkeys/options': 'login',
  'POST /api/myinfo/second-factor/passkeys/remove': 'login',
  'POST /api/forgot/code/send': 'public',
  'POST /api/forgot/code/verify': 'public',
  'POST /mgmt/document/version/upload': 'MGMT_LIB_DOCUMENT',
  // Each statistics screen: its table and chart, its spreadsheet and its filters, behind the screen's own menu.
  ...Object.fromEntries(STAT_SCREENS.flatMap((screen) => [
    [`POST /mgmt/statistics/${screen}`, statMenuOf(screen)],
    [`POST /mgmt/statistics/${screen}/export`, statMenuOf(screen)],
    [`POST /mgmt/statistics/${screen}/filters`, statMenuOf(screen)],
  ])),
  'POST /mgmt/statistics/searchmisses/searches': 'MGMT_STAT_SEARCHMISSES',
};

/** Calls that end or swap the caller's own session: each is made with a session of its own. */
const ENDS_THE_SESSION = new Set(['GET /api/logout', 'POST /api/login/token']);
/** The menu the custom role holds, alone. */
const CUSTOM_MENU = 'MGMT_LIB_DOCTYPE';

interface Caller { name: string; id?: string; password?: string; token?: string; menus: Set<string> }

let t: TestContext;
let routes: ApiRoute[];
const callers: Caller[] = [];

async function menusOf(loginId: string): Promise<Set<string>> {
  const { rows } = await t.database.pool.query<{ menu_id: string }>(`
    SELECT rm.menu_id FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN role_menus rm ON rm.role_id = ur.role_id WHERE u.login_id = $1
    UNION SELECT um.menu_id FROM users u JOIN user_menus um ON um.user_id = u.id WHERE u.login_id = $1`, [loginId]);
  return new Set(rows.map((row) => row.menu_id));
}

beforeAll(async () => {
  t = await startTestApp();
  routes = apiRoutes(t.app);
  const plain = await createUser(t.database.db, { roles: [] });
  const custom = await createUser(t.database.db, { roles: [await createRole(t.database.db, [CUSTOM_MENU])] });
  const people = [
    { name: 'a user with no role', id: plain.loginId, password: USER_PASSWORD },
    { name: 'USER (dealer)', id: 'dealer@gsis.local', password: DEMO_PASSWORD },
    { name: 'DOCUMENT_MANAGER', id: 'docmanager@gsis.local', password: DEMO_PASSWORD },
    { name: 'SUPPORT_MANAGER', id: 'supportmanager@gsis.local', password: DEMO_PASSWORD },
    { name: 'SYSTEM_ADMIN', id: ADMIN_ID, password: ADMIN_PASSWORD },
    { name: `a custom role holding ${CUSTOM_MENU} alone`, id: custom.loginId, password: USER_PASSWORD },
  ];
  callers.push({ name: 'anonymous', menus: new Set() });
  for (const person of people) callers.push({ ...person, token: await login(t.app, person.id, person.password), menus: await menusOf(person.id) });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** What the caller must get: 'refused:401', 'refused:403', or 'allowed' (anything but 401 and 403). */
function expectation(kind: string, caller: Caller): 'allowed' | 'refused:401' | 'refused:403' {
  if (kind === 'public') return 'allowed';
  if (kind === 'ticket') return 'refused:403';
  if (!caller.token) return 'refused:401';
  if (kind === 'login') return 'allowed';
  return caller.menus.has(kind) ? 'allowed' : 'refused:403';
}

async function call(route: ApiRoute, caller: Caller): Promise<number> {
  let token = caller.token;
  if (token && ENDS_THE_SESSION.has(route.key)) token = await login(t.app, caller.id!, caller.password!);
  const response = await t.app.inject({
    method: route.method, url: placeholderUrl(route.path),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.method === 'POST' ? { payload: {} } : {}),
  });
  return response.statusCode;
}

describe('the permission matrix', () => {
  it('has a row for every registered API route, and a route for every row', () => {
    expect(routes.map((route) => route.key).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('gives the custom role its one menu and nothing else', () => {
    expect([...callers.at(-1)!.menus]).toEqual([CUSTOM_MENU]);
  });

  it('answers every route as written for every caller, and never with a server error', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const kind = EXPECTED[route.key];
      if (kind === undefined) continue;
      for (const caller of callers) {
        const status = await call(route, caller);
        const want = expectation(kind, caller);
        const got = status === 401 ? 'refused:401' : status === 403 ? 'refused:403' : 'allowed';
        if (got !== want || status >= 500) wrong.push(`${route.key} as ${caller.name}: ${status}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
