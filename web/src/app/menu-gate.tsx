// Another feature's part on a page, drawn only for readers who hold the menu its calls need (the server would
// refuse them anyone else, and a visitor's refused call would end nothing but still fail): the menu list the
// shell already reads says who holds what.
import type { ComponentType } from 'react';
import { useMenus } from './layout/queries.ts';

/** `Part`, drawn when the reader holds every one of the menus. */
export function whenMenuHeld<P extends object>(menuIds: string | readonly string[], Part: ComponentType<P>): ComponentType<P> {
  const needed = typeof menuIds === 'string' ? [menuIds] : menuIds;
  return function HeldPart(props: P) {
    const menus = useMenus().data;
    const held = new Set([...(menus?.parentMenu ?? []), ...(menus?.childMenu ?? [])].map((menu) => menu.menuId));
    return needed.every((menuId) => held.has(menuId)) ? <Part {...props} /> : null;
  };
}
