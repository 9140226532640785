// Which menus a person sees, and whether they may open a page: the same authority the /mgmt guard enforces.
import { DEFAULT_LANGUAGE, PUBLIC_MENU_IDS, isMenuUrl, menusOwningPath, type LanguageCode, type MenuItem, type MenuUserListResponse } from '@gsis/contract';
import type { Db } from '../../platform/db/database.ts';
import type { SessionRow } from '../../platform/auth/sessions.repo.ts';
import { userAccess } from '../../platform/auth/user-access.ts';
import { grantorOf, holdsMenu } from '../roles/delegation.ts';
import { accessVersionNow, listMenus, loadAccessSnapshot, rolesByMenu, type AccessSnapshot, type MenuRow } from './menus.repo.ts';

/** What an anonymous visitor is shown: the menus of an ordinary signed-in user, most of them behind a login. */
const VISITOR_ROLE = 'USER';

function labelOf(menu: MenuRow, language: LanguageCode): string {
  return menu.labels[language] ?? menu.labels[DEFAULT_LANGUAGE] ?? menu.menuId;
}

/** The menu tree and the roles' menus as one instance keeps them, with what the menu list works out of them once. */
interface MenuSnapshot {
  version: number;
  /** Every menu: pages of menus switched off still belong to them (and are refused), so ownership looks at all. */
  everyMenu: MenuRow[];
  /** The menus that may be drawn: in use, their parent in use, and an address that is a GSIS page or https. */
  drawable: MenuRow[];
  inUse: Set<string>;
  menusOfRole: Map<number, string[]>;
  /** What a visitor is granted: the ordinary user's menus and the public ones. */
  visitorGranted: Set<string>;
}

function snapshotOf({ version, menus, grants }: AccessSnapshot): MenuSnapshot {
  const useOf = new Map(menus.map((m) => [m.menuId, m.useYn]));
  // An address saved before menus were limited to GSIS pages and https (//host, /\host, javascript:)
  // is never drawn as a link; the editor still lists it, to be corrected.
  const drawable = menus.filter((m) => m.useYn === 'Y' && (!m.parentMenuId || useOf.get(m.parentMenuId) === 'Y') && isMenuUrl(m.menuUrl));
  const menusOfRole = new Map<number, string[]>();
  for (const { roleId, menuId } of grants) menusOfRole.set(roleId, [...(menusOfRole.get(roleId) ?? []), menuId]);
  const visitorGranted = new Set([...grants.filter((g) => g.roleKey === VISITOR_ROLE).map((g) => g.menuId), ...PUBLIC_MENU_IDS]);
  return { version, everyMenu: menus, drawable, inUse: new Set(drawable.map((m) => m.menuId)), menusOfRole, visitorGranted };
}

export function createMenuService({ db }: { db: Db }) {
  // The menu tree and the roles' menus are read on every page change by everyone, and change a few times a year. This
  // instance keeps them as of the access tables' change counter (access_version, bumped by a trigger in every
  // transaction that changes them) and reads them again once a request shows a newer counter: the guard reads it
  // with the session, so a change made on any instance shows on the next request here. The user's roles and direct
  // menus are kept the same way (platform/auth/user-access.ts).
  let snapshot: MenuSnapshot | undefined;
  let loading: Promise<MenuSnapshot> | undefined;
  async function snapshotAtLeast(version: number): Promise<MenuSnapshot> {
    while (!snapshot || snapshot.version < version) {
      loading ??= loadAccessSnapshot(db).then(snapshotOf).finally(() => { loading = undefined; });
      const loaded = await loading;
      if (!snapshot || loaded.version > snapshot.version) snapshot = loaded;
    }
    return snapshot;
  }

  return {
    async userMenuList(session: SessionRow | undefined, language: LanguageCode, requestUrl: string | undefined): Promise<MenuUserListResponse> {
      const [menus, access] = session
        ? await Promise.all([snapshotAtLeast(session.accessVersion), userAccess(db, session)])
        : [await snapshotAtLeast(await accessVersionNow(db)), undefined];
      const granted = access
        ? new Set([...access.roleIds.flatMap((roleId) => menus.menusOfRole.get(roleId) ?? []), ...access.directMenuIds])
        : menus.visitorGranted;
      // A parent is drawn when the user holds any of its children; drawing it opens none of its pages.
      const held = new Set(granted);
      for (const menu of menus.drawable) if (menu.parentMenuId && held.has(menu.menuId)) held.add(menu.parentMenuId);
      const toItem = (menu: MenuRow): MenuItem => ({
        menuId: menu.menuId,
        label: labelOf(menu, language),
        menuUrl: menu.menuUrl,
        parentMenuId: menu.parentMenuId,
        useYn: menu.useYn,
        order: menu.sortOrder,
        loginRequired: !session && !PUBLIC_MENU_IDS.includes(menu.menuId),
      });
      const visible = menus.drawable.filter((m) => held.has(m.menuId)).map(toItem);
      const owners = requestUrl ? menusOwningPath(menus.everyMenu, requestUrl) : [];
      const mayOpen = (id: string) => menus.inUse.has(id) && (session ? granted.has(id) : PUBLIC_MENU_IDS.includes(id));
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
