// Menu lists: what the header draws and what administrators manage.
import { z } from 'zod';
import { isGsisPath, isWebAddress, Language, UseYn } from './vocabulary.ts';
import { DeletedResponse, DoneResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { DbId } from './ids.ts';

/** Where a menu may lead: a page of GSIS or an https address. */
export const isMenuUrl = (url: string): boolean => isGsisPath(url) || isWebAddress(url);

export const MenuItem = z.object({
  menuId: z.string(),
  label: z.string(),
  menuUrl: z.string(),
  parentMenuId: z.string().nullable(),
  useYn: UseYn,
  order: z.number().int(),
  /** True when the visitor is not signed in and the menu needs a login: drawn dimmed, leads to /login. */
  loginRequired: z.boolean(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuUserListQuery = z.object({ requestUrl: z.string().max(2048).optional() });

export const MenuUserListResponse = z.object({
  parentMenu: z.array(MenuItem),
  childMenu: z.array(MenuItem),
  user: z.object({ userId: z.string(), userName: z.string() }).nullable(),
  /** Whether the signed-in user may open requestUrl (true when it is not a menu page). */
  authorized: z.boolean(),
});
export type MenuUserListResponse = z.infer<typeof MenuUserListResponse>;

export const MgmtMenuListRequest = z.object({ useYn: UseYn.optional() });

export const ManagedMenu = MenuItem.omit({ loginRequired: true }).extend({
  labels: z.partialRecord(Language, z.string()),
  roles: z.array(z.string()),
  /** Whether the caller may give this menu to a role or a user, or take it away: they hold it themselves. */
  grantable: z.boolean(),
});
export const MgmtMenuListResponse = z.object({ menuList: z.array(ManagedMenu) });

// ── Menu administration (/mgmt/menu/**) ──

/** A menu as the editor saves it: no id makes a new one. Two levels: a child's parent is a top-level menu. */
export const MenuSave = z.object({
  menuId: z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/).optional(),
  parentMenuId: z.string().max(40).nullable(),
  /** A page of GSIS (/…, never //… or /\…) or an outside address (https://…). */
  menuUrl: z.string().trim().max(500).refine(isMenuUrl, { message: 'url' }),
  labels: z.partialRecord(Language, z.string().trim().max(100)).refine((l) => Boolean(l.en?.trim()), { message: 'english label required', path: ['en'] }),
  order: z.number().int().min(0).max(10_000),
  useYn: UseYn,
});
export type MenuSave = z.input<typeof MenuSave>;
export const MenuIdBody = z.object({ menuId: z.string().max(40) });
export const MenuSaved = z.object({ menuId: z.string() });

/** Whose menu authority: a role's or one user's. */
const holder = { roleId: DbId.optional(), userId: DbId.optional() };
const oneHolder = (v: { roleId?: number | undefined; userId?: number | undefined }) => (v.roleId === undefined) !== (v.userId === undefined);
export const MenuAuthorityQuery = z.object(holder).refine(oneHolder, { message: 'roleId or userId', path: ['roleId'] });
export const MenuAuthority = z.object({ menuIds: z.array(z.string()) });
export const MenuAuthoritySave = z.object({ ...holder, menuIds: z.array(z.string().max(40)).max(500) }).refine(oneHolder, { message: 'roleId or userId', path: ['roleId'] });
export const MenuAuthorityDelete = z.object({ ...holder, menuId: z.string().max(40) }).refine(oneHolder, { message: 'roleId or userId', path: ['roleId'] });

// ── Endpoints: the caller's menus (/menu/user/list), and their administration (/mgmt/menu/**), opened by the MGMT_MENU menu ──

const menusMenu = { menu: 'MGMT_MENU' } as const;
export const menusApi = {
  userMenus: endpoint({
    method: 'GET', path: '/menu/user/list', access: 'public', area: 'menus',
    summary: "The caller's menus, and whether the caller may open requestUrl", query: MenuUserListQuery, response: MenuUserListResponse,
  }),
  list: endpoint({
    method: 'POST', path: '/mgmt/menu/list', access: menusMenu, area: 'menus',
    summary: 'The whole menu tree with labels per language and the roles holding each menu', body: MgmtMenuListRequest, response: MgmtMenuListResponse,
  }),
  tree: endpoint({
    method: 'GET', path: '/mgmt/menu/management/list', access: menusMenu, area: 'menus',
    summary: 'The menu tree for the editor: every menu, in use or not, with its labels', response: MgmtMenuListResponse,
  }),
  save: endpoint({
    method: 'POST', path: '/mgmt/menu/save', access: menusMenu, area: 'menus',
    summary: "Creates (no menuId) or edits a menu; two levels ('You can't add more nodes')", body: MenuSave, response: MenuSaved,
  }),
  remove: endpoint({
    method: 'POST', path: '/mgmt/menu/delete', access: menusMenu, area: 'menus',
    summary: 'Deletes a menu administrators added, without children', body: MenuIdBody, response: DeletedResponse,
  }),
  roleHeld: endpoint({
    method: 'POST', path: '/mgmt/menu/role/list', access: menusMenu, area: 'menus',
    summary: 'The menus a role holds (roleId) or a user holds directly (userId)', body: MenuAuthorityQuery, response: MenuAuthority,
  }),
  userHeld: endpoint({
    method: 'POST', path: '/mgmt/menu/user/list', access: menusMenu, area: 'menus',
    summary: 'The menus a user holds directly (userId) or a role holds (roleId)', body: MenuAuthorityQuery, response: MenuAuthority,
  }),
  saveAuthority: endpoint({
    method: 'POST', path: '/mgmt/menu/user/role/save', access: menusMenu, area: 'menus',
    summary: 'Menu authority of a role or a user, as a whole set; seen and enforced at once', body: MenuAuthoritySave, response: DoneResponse,
  }),
  removeAuthority: endpoint({
    method: 'POST', path: '/mgmt/menu/user/role/delete', access: menusMenu, area: 'menus',
    summary: 'Takes one menu from a role or a user', body: MenuAuthorityDelete, response: DoneResponse,
  }),
};
