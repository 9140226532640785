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
