// Pages and parts of pages drawn only for readers who hold the menu their calls need (the server would refuse
// them anyone else): the menu list the shell already reads says who holds what, and whether the reader may open
// the page at this address (`authorized`, the server's verdict on the menu that owns the path).
import type { MenuId } from '@gsis/contract';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ForbiddenPage } from './errors/ErrorPages.tsx';
import { useMenus } from './layout/queries.ts';

/**
 * The page, or 'A wrong access page' alone when the reader does not hold the menu the page belongs to: never its
 * heading and filters over calls the server refuses. A management page waits for the verdict on its own address
 * (the list of the page before is only a placeholder); other pages are drawn at once and give way if refused.
 */
export function MenuAuthorityGate({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const { pathname } = useLocation();
  const menus = useMenus();
  const verdict = menus.isPlaceholderData ? undefined : menus.data?.authorized;
  if (verdict === false) return <ForbiddenPage />;
  if (verdict === undefined && pathname.startsWith('/management/') && !menus.isError) return pending;
  return children;
}

/** `Part`, drawn when the reader holds every one of the menus. */
export function whenMenuHeld<P extends object>(menuIds: MenuId | readonly MenuId[], Part: ComponentType<P>): ComponentType<P> {
  const needed = typeof menuIds === 'string' ? [menuIds] : menuIds;
  return function HeldPart(props: P) {
    const menus = useMenus().data;
    const held = new Set([...(menus?.parentMenu ?? []), ...(menus?.childMenu ?? [])].map((menu) => menu.menuId));
    return needed.every((menuId) => held.has(menuId)) ? <Part {...props} /> : null;
  };
}
