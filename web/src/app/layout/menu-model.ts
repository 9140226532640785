// Turns the server's flat menu list into what the header and the mobile menu draw.
import { menusOwningPath, type MenuItem, type MenuUserListResponse } from '@gsis/contract';

export interface MenuNode {
  item: MenuItem;
  children: MenuItem[];
}

export interface MenuModel {
  /** The reader's own menus (product, documents, support, my library …). */
  main: MenuNode[];
  /** The administration menus, drawn under one "Management" entry. */
  management: MenuNode[];
}

const isManagement = (item: MenuItem) => item.menuUrl.startsWith('/management/');

export function buildMenuModel(list: MenuUserListResponse | undefined): MenuModel {
  if (!list) return { main: [], management: [] };
  const nodes = list.parentMenu.map((item) => ({ item, children: list.childMenu.filter((c) => c.parentMenuId === item.menuId) }));
  return { main: nodes.filter((n) => !isManagement(n.item)), management: nodes.filter((n) => isManagement(n.item)) };
}

/** Keys of the menus to highlight for a page: the owning menu and its parent. */
export function selectedMenuKeys(list: MenuUserListResponse | undefined, pathname: string): string[] {
  if (!list) return [];
  const all = [...list.parentMenu, ...list.childMenu];
  const owners = menusOwningPath(all, pathname);
  return [...new Set(owners.flatMap((m) => (m.parentMenuId ? [m.menuId, m.parentMenuId] : [m.menuId])))];
}

/** Where a menu entry leads: its page, or /login first when the visitor must sign in. */
export function menuTarget(item: MenuItem): string {
  return item.loginRequired ? `/login?redirect=${encodeURIComponent(item.menuUrl)}` : item.menuUrl;
}

/** How a menu the visitor must sign in to open is marked, in the top menu and the side menu alike: a class and a title. */
export function lockOf(item: MenuItem, lockTitle: string): { className: string | undefined; title: string | undefined } {
  return item.loginRequired ? { className: 'menu-locked', title: lockTitle } : { className: undefined, title: undefined };
}

/** A menu with children is shown locked only when it and every one of its children need signing in. */
export const groupLocked = ({ item, children }: MenuNode): boolean => item.loginRequired && children.every((c) => c.loginRequired);
