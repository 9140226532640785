// Menu lists: what the header draws and what administrators manage.
import { z } from 'zod';
import { Language } from './accounts.ts';

export const UseYn = z.enum(['Y', 'N']);

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
});
export const MgmtMenuListResponse = z.object({ menuList: z.array(ManagedMenu) });

// ── Menu administration (/mgmt/menu/**) ──

/** A menu as the editor saves it: no id makes a new one. Two levels: a child's parent is a top-level menu. */
export const MenuSave = z.object({
  menuId: z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/).optional(),
  parentMenuId: z.string().max(40).nullable(),
  /** A page of GSIS (/…) or an outside address (https://…). */
  menuUrl: z.string().trim().max(500).refine((u) => /^\/[^\s]*$/.test(u) || /^https:\/\/[^\s]+$/.test(u), { message: 'url' }),
  labels: z.partialRecord(Language, z.string().trim().max(100)).refine((l) => Boolean(l.en?.trim()), { message: 'english label required', path: ['en'] }),
  order: z.number().int().min(0).max(10_000),
  useYn: UseYn,
});
export type MenuSave = z.input<typeof MenuSave>;
export const MenuIdBody = z.object({ menuId: z.string().max(40) });
export const MenuSaved = z.object({ menuId: z.string() });

/** Whose menu authority: a role's or one user's. */
const holder = { roleId: z.number().int().positive().optional(), userId: z.number().int().positive().optional() };
const oneHolder = (v: { roleId?: number | undefined; userId?: number | undefined }) => (v.roleId === undefined) !== (v.userId === undefined);
export const MenuAuthorityQuery = z.object(holder).refine(oneHolder, { message: 'roleId or userId', path: ['roleId'] });
export const MenuAuthority = z.object({ menuIds: z.array(z.string()) });
export const MenuAuthoritySave = z.object({ ...holder, menuIds: z.array(z.string().max(40)).max(500) }).refine(oneHolder, { message: 'roleId or userId', path: ['roleId'] });
export const MenuAuthorityDelete = z.object({ ...holder, menuId: z.string().max(40) }).refine(oneHolder, { message: 'roleId or userId', path: ['roleId'] });
