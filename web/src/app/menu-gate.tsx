// Another feature's part on a page, drawn only for readers who hold the menu its calls need (the server would
// refuse them anyone else, and a visitor's refused call would end nothing but still fail): the menu list the
// shell already reads says who holds what.
import type { ComponentType } from 'react';
import { useMenus } from './layout/queries.ts';

export function whenMenuHeld<P extends object>(menuId: string, Part: ComponentType<P>): ComponentType<P> {
  return function HeldPart(props: P) {
    const menus = useMenus().data;
    const held = [...(menus?.parentMenu ?? []), ...(menus?.childMenu ?? [])].some((menu) => menu.menuId === menuId);
    return held ? <Part {...props} /> : null;
  };
}
