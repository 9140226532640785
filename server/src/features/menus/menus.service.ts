// Which menus a person sees, and whether they may open a page: the same authority the /mgmt guard enforces.
import { DEFAULT_LANGUAGE, PUBLIC_MENU_IDS, isMenuUrl, menusOwningPath, type LanguageCode, type MenuItem, type MenuUserListResponse } from '@gsis/contract';
import type { Db } from '../../platform/db/database.ts';
import { menuIdsOfUser, type SessionRow } from '../../platform/auth/sessions.repo.ts';
import { grantorOf, holdsMenu } from '../roles/delegation.ts';
import { listMenus, menuIdsOfRoleKey, rolesByMenu, type MenuRow } from './menus.repo.ts';

/** What an anonymous visitor is shown: the menus of an ordinary signed-in user, most of them behind a login. */
const VISITOR_ROLE = 'USER';

function labelOf(menu: MenuRow, language: LanguageCode): string {
  return menu.labels[language] ?? menu.labels[DEFAULT_LANGUAGE] ?? menu.menuId;
}

export function createMenuService({ db }: { db: Db }) {
  return {
    async userMenuList(session: SessionRow | undefined, language: LanguageCode, requestUrl: string | undefined): Promise<MenuUserListResponse> {
      // Pages of menus switched off still belong to them (and are refused), so ownership looks at every menu.
      const everyMenu = await listMenus(db);
      const useOf = new Map(everyMenu.map((m) => [m.menuId, m.useYn]));
      // An address saved before menus were limited to GSIS pages and https (//host, /\host, javascript:)
      // is never drawn as a link; the editor still lists it, to be corrected.
      const all = everyMenu.filter((m) => m.useYn === 'Y' && (!m.parentMenuId || useOf.get(m.parentMenuId) === 'Y') && isMenuUrl(m.menuUrl));
      const inUse = new Set(all.map((m) => m.menuId));
      const granted = new Set(session ? await menuIdsOfUser(db, session.userId) : [...(await menuIdsOfRoleKey(db, VISITOR_ROLE)), ...PUBLIC_MENU_IDS]);
      // A parent is drawn when the user holds any of its children; drawing it opens none of its pages.
      const held = new Set(granted);
      for (const menu of all) if (menu.parentMenuId && held.has(menu.menuId)) held.add(menu.parentMenuId);
      const toItem = (menu: MenuRow): MenuItem => ({
        menuId: menu.menuId,
        label: labelOf(menu, language),
        menuUrl: menu.menuUrl,
        parentMenuId: menu.parentMenuId,
        useYn: menu.useYn,
        order: menu.sortOrder,
        loginRequired: !session && !PUBLIC_MENU_IDS.includes(menu.menuId),
      });
      const visible = all.filter((m) => held.has(m.menuId)).map(toItem);
      const owners = requestUrl ? menusOwningPath(everyMenu, requestUrl) : [];
      const mayOpen = (id: string) => inUse.has(id) && (session ? granted.has(id) : PUBLIC_MENU_IDS.includes(id));
      return {
        parentMenu: visible.filter((m) => !m.parentMenuId),
        childMenu: visible.filter((m) => m.parentMenuId),
        user: session ? { userId: session.loginId, userName: session.name } : null,
        authorized: owners.length === 0 || owners.some((m) => mayOpen(m.menuId)),
      };
    },

    /** The tree for the editors; `grantable` marks what the caller (`userId`) may give and take. */
    async managedMenuList(useYn: 'Y' | 'N' | undefined, language: LanguageCode, userId: number) {
      const [all, holders, grantor] = await Promise.all([listMenus(db, useYn), rolesByMenu(db), grantorOf(db, userId)]);
      return {
        menuList: all.map((menu) => ({
          menuId: menu.menuId,
          label: labelOf(menu, language),
          labels: menu.labels,
          menuUrl: menu.menuUrl,
          parentMenuId: menu.parentMenuId,
          useYn: menu.useYn,
          order: menu.sortOrder,
          roles: holders.get(menu.menuId) ?? [],
          grantable: holdsMenu(grantor, menu.menuId),
        })),
      };
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
