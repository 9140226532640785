// Every endpoint of the HTTP API, by area. The server refuses to boot with an API route that is not here,
// and the menu that opens each /mgmt/** call (the permission map) is read off these definitions.
import { menuOf, type EndpointDefinition } from './endpoint.ts';
import { loginApi } from './login.ts';
import { flattenMenuTree } from './menus.ts';
import { myInfoApi } from './myinfo.ts';
import { forgotApi } from './forgot.ts';
import { signupApi } from './signup.ts';
import { bookmarksApi } from './bookmarks.ts';
import { catalogueApi } from './catalogue.ts';
import { documentsApi } from './documents.ts';
import { mailboxApi } from './mailbox.ts';
import { menusApi } from './menu-api.ts';
import { relatedLinksApi } from './related-links.ts';
import { rolesApi } from './roles.ts';
import { searchApi } from './search.ts';
import { siteApi } from './site.ts';
import { usersApi } from './users.ts';
import { attachmentsApi } from './attachments.ts';
import { noticesApi } from './notices.ts';
import { faqApi } from './faq.ts';
import { contactApi } from './contact.ts';
import { qnaApi } from './qna.ts';
import { feedbackApi } from './feedback.ts';
import { accessRequestsApi } from './access-requests.ts';
import { contactClassesApi, qnaClassesApi } from './support-classes.ts';
import { symbolsApi } from './symbols.ts';
import { tsgApi } from './tsg.ts';
import { emailApi } from './email.ts';
import { statisticsApi } from './statistics.ts';
import { kitsApi } from './kits.ts';
import { companySignInAdminApi, companySignInApi } from './company-sign-in.ts';

export const API = {
  roles: rolesApi,
  login: loginApi,
  signup: signupApi,
  forgot: forgotApi,
  myInfo: myInfoApi,
  users: usersApi,
  menus: menusApi,
  relatedLinks: relatedLinksApi,
  site: siteApi,
  mailbox: mailboxApi,
  catalogue: catalogueApi,
  documents: documentsApi,
  bookmarks: bookmarksApi,
  search: searchApi,
  attachments: attachmentsApi,
  notices: noticesApi,
  qnaClasses: qnaClassesApi,
  contactClasses: contactClassesApi,
  faq: faqApi,
  contact: contactApi,
  qna: qnaApi,
  feedback: feedbackApi,
  accessRequests: accessRequestsApi,
  symbols: symbolsApi,
  tsg: tsgApi,
  email: emailApi,
  statistics: statisticsApi,
  kits: kitsApi,
  companySignIn: companySignInApi,
  companySignInAdmin: companySignInAdminApi,
} as const satisfies Record<string, Record<string, EndpointDefinition>>;

export const ENDPOINTS: readonly EndpointDefinition[] = Object.values(API).flatMap((area) => Object.values(area) as EndpointDefinition[]);

const byRoute = new Map(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e]));

/** The endpoint of a registered route, by method and path as written in the contract. */
export function findEndpoint(method: string, path: string): EndpointDefinition | undefined {
  return byRoute.get(`${method} ${path}`);
}

/** The permission map: each /mgmt/** endpoint and the menu that opens it. */
export const MENU_API_AUTHORITY: readonly { method: string; path: string; menuId: string }[] = ENDPOINTS.flatMap((e) => {
  const menuId = menuOf(e);
  return menuId ? [{ method: e.method, path: e.path, menuId }] : [];
});

/**
 * The management menus (the MGMT_ tree): holding one makes an account a management account, which partner
 * single sign-on refuses unless allowed. Every menu that opens a management call is one of them.
 */
export const MANAGEMENT_MENUS: ReadonlySet<string> = new Set(flattenMenuTree().map((m) => m.menuId).filter((id) => id.startsWith('MGMT_')));
