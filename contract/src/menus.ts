// The menu tree of GSIS. The server seeds it and returns each user's part of it; which menu opens which
// /mgmt/** call is said by the endpoints themselves (contract/src/api.ts); the web app uses the same keys
// only to draw menus.

export interface MenuDefinition {
  menuId: string;
  menuUrl: string;
  children?: readonly MenuDefinition[];
}

const statistics = [
  'documentType', 'productType', 'docDownload', 'docView', 'webhelp', 'accountCreate', 'feedback',
  'docRatio', 'userStatus', 'accessbyregion', 'accessbycountry', 'accessbylanguages', 'accessbytimezone',
  'accessbypreferencedevice', 'accessbymodel', 'recentmodel', 'accessbytopic', 'accessbyfunction',
  // Beyond the seed: searches that found nothing, so the library's gaps show; offline kits taken (issue 31).
  'searchmisses', 'kits',
] as const;

export const STATISTICS_SCREENS = statistics;

/** The menu of a statistics screen, which opens its calls; typed by its screen, so each one is a MenuId of its own. */
export const statMenuOf = <Screen extends (typeof statistics)[number]>(screen: Screen) => `MGMT_STAT_${screen.toUpperCase()}` as `MGMT_STAT_${Uppercase<Screen>}`;

export const MENU_TREE = [
  { menuId: 'PRODUCT', menuUrl: '/product/list' },
  { menuId: 'DOCUMENT', menuUrl: '/document/list' },
  { menuId: 'TSG', menuUrl: '/tsg' },
  { menuId: 'SYMBOL_LIBRARY', menuUrl: '/symbollibrary' },
  {
    menuId: 'SUPPORT', menuUrl: '/support/notice', children: [
      { menuId: 'SUPPORT_NOTICE', menuUrl: '/support/notice' },
      { menuId: 'SUPPORT_QNA', menuUrl: '/support/qna' },
      { menuId: 'SUPPORT_FAQ', menuUrl: '/support/faq' },
      { menuId: 'SUPPORT_CONTACTUS', menuUrl: '/support/contactus' },
    ],
  },
  {
    menuId: 'MY_LIBRARY', menuUrl: '/mylibrary/bookmarks', children: [
      { menuId: 'MYLIB_BOOKMARKS', menuUrl: '/mylibrary/bookmarks' },
      { menuId: 'MYLIB_FEEDBACK', menuUrl: '/mylibrary/feedback' },
      { menuId: 'MYLIB_MYQNA', menuUrl: '/mylibrary/myqna' },
      { menuId: 'MYLIB_MYINFO', menuUrl: '/mylibrary/myinfo' },
    ],
  },
  {
    menuId: 'MGMT_LIBRARY', menuUrl: '/management/library/document', children: [
      { menuId: 'MGMT_LIB_DOCUMENT', menuUrl: '/management/library/document' },
      { menuId: 'MGMT_LIB_DOCTYPE', menuUrl: '/management/library/doctype' },
      { menuId: 'MGMT_LIB_PRODUCT', menuUrl: '/management/library/product' },
      { menuId: 'MGMT_LIB_SYMBOL', menuUrl: '/management/library/symbollibrary' },
      { menuId: 'MGMT_LIB_REGION', menuUrl: '/management/library/region' },
      { menuId: 'MGMT_LIB_PDF', menuUrl: '/management/library/pdf' },
      { menuId: 'MGMT_LIB_TSG', menuUrl: '/management/library/tsg' },
    ],
  },
  {
    menuId: 'MGMT_SUPPORT', menuUrl: '/management/support/notice', children: [
      { menuId: 'MGMT_SUP_NOTICE', menuUrl: '/management/support/notice' },
      { menuId: 'MGMT_SUP_QNA', menuUrl: '/management/support/qna' },
      { menuId: 'MGMT_SUP_FAQ', menuUrl: '/management/support/faq' },
      { menuId: 'MGMT_SUP_CONTACT', menuUrl: '/management/support/contact' },
      { menuId: 'MGMT_SUP_FEEDBACK', menuUrl: '/management/support/feedback' },
      { menuId: 'MGMT_SUP_RELATEDLINK', menuUrl: '/management/support/relatedlink' },
    ],
  },
  {
    menuId: 'MGMT_ACCESS', menuUrl: '/management/user', children: [
      { menuId: 'MGMT_USER', menuUrl: '/management/user' },
      { menuId: 'MGMT_ROLE', menuUrl: '/management/role' },
      { menuId: 'MGMT_MENU', menuUrl: '/management/menu' },
      // Beyond the seed: the identity providers of company sign-in and the roles their groups give (issue 34).
      { menuId: 'MGMT_COMPANY_SIGN_IN', menuUrl: '/management/user/company-sign-in' },
    ],
  },
  {
    menuId: 'MGMT_EMAIL', menuUrl: '/management/email/send', children: [
      { menuId: 'MGMT_EMAIL_GROUP', menuUrl: '/management/email/group' },
      { menuId: 'MGMT_EMAIL_TEMPLATE', menuUrl: '/management/email/template' },
      { menuId: 'MGMT_EMAIL_SEND', menuUrl: '/management/email/send' },
    ],
  },
  {
    menuId: 'MGMT_STATISTICS', menuUrl: '/management/statistics/documentType',
    children: statistics.map((screen) => ({
      menuId: statMenuOf(screen),
      menuUrl: `/management/statistics/${screen}`,
    })),
  },
] as const satisfies readonly MenuDefinition[];

type TreeMenu = (typeof MENU_TREE)[number];
type ChildMenuId<M> = M extends { readonly children: readonly (infer Child extends MenuDefinition)[] } ? Child['menuId'] : never;
/** A menu of the tree: a misspelt menu in an endpoint's access, a gate or a constant is a compile error. */
export type MenuId = TreeMenu['menuId'] | ChildMenuId<TreeMenu>;

/** Menus an anonymous visitor may open; every other menu needs a login (seed section 2). */
export const PUBLIC_MENU_IDS: readonly string[] = [
  'SUPPORT', 'SUPPORT_NOTICE', 'SUPPORT_QNA', 'SUPPORT_FAQ', 'SUPPORT_CONTACTUS',
] satisfies readonly MenuId[];

/** Menu trees are two levels deep: a parent and its children (PRODUCT.md, "Node limit"). */
export const MENU_MAX_DEPTH = 2;

/**
 * The permission map of the /mgmt/** API: a path prefix and the menu whose authority opens it.
 * The longest matching prefix wins; a /mgmt route that matches none is refused at boot.
 */
/** Every menu id of the tree, parents first. */
export function flattenMenuTree(tree: readonly MenuDefinition[] = MENU_TREE): { menuId: string; menuUrl: string; parentMenuId: string | null; order: number }[] {
  return tree.flatMap((parent, i) => [
    { menuId: parent.menuId, menuUrl: parent.menuUrl, parentMenuId: null, order: i + 1 },
    ...(parent.children ?? []).map((child, j) => ({ menuId: child.menuId, menuUrl: child.menuUrl, parentMenuId: parent.menuId, order: j + 1 })),
  ]);
}

export const BUILT_IN_ROLES = ['SYSTEM_ADMIN', 'DOCUMENT_MANAGER', 'SUPPORT_MANAGER', 'USER'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** The menus each built-in role is given on a fresh install (PRODUCT.md, "Access"). */
export function builtInRoleMenus(role: BuiltInRole): string[] {
  const all = flattenMenuTree();
  const under = (parentId: MenuId) => all.filter((m) => m.menuId === parentId || m.parentMenuId === parentId).map((m) => m.menuId);
  switch (role) {
    case 'SYSTEM_ADMIN':
      return all.map((m) => m.menuId);
    case 'DOCUMENT_MANAGER':
      return under('MGMT_LIBRARY');
    case 'SUPPORT_MANAGER':
      return under('MGMT_SUPPORT');
    case 'USER':
      return all.filter((m) => !m.menuId.startsWith('MGMT_')).map((m) => m.menuId);
  }
}

/**
 * The menu a page belongs to: the menu whose URL is the longest path prefix of the page's path
 * (`/management/user/detail` belongs to `/management/user`). Several menus may share that URL.
 */
export function menusOwningPath<T extends { menuId: string; menuUrl: string }>(items: readonly T[], pagePath: string): T[] {
  const pathOnly = (pagePath.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  const owners = items.filter((m) => pathOnly === m.menuUrl || pathOnly.startsWith(`${m.menuUrl}/`));
  const longest = Math.max(0, ...owners.map((m) => m.menuUrl.length));
  return owners.filter((m) => m.menuUrl.length === longest);
}
