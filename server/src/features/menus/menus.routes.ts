// The caller's menus (/menu/user/list), open to anyone, and menu administration (/mgmt/menu/**), opened by
// the MGMT_MENU menu.
import { menusApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { MenuAdminService } from './menu-admin.service.ts';
import type { MenuService } from './menus.service.ts';

export function registerMenuRoutes(app: App, { menus, admin }: { menus: MenuService; admin: MenuAdminService }): void {
  serve(app, menusApi.userMenus, ({ optionalSession, language, query }) => menus.userMenuList(optionalSession ?? undefined, language, query.requestUrl));
  serve(app, menusApi.list, ({ body, language, actor }) => menus.managedMenuList(body.useYn, language, actor.userId));
  serve(app, menusApi.tree, ({ language, actor }) => menus.managedMenuList(undefined, language, actor.userId));
  serve(app, menusApi.save, async ({ actor, body }) => ({ menuId: await admin.save(actor, body) }));
  serve(app, menusApi.remove, ({ actor, body }) => admin.remove(actor, body.menuId));
  serve(app, menusApi.roleHeld, async ({ body }) => ({ menuIds: await admin.held(body) }));
  serve(app, menusApi.userHeld, async ({ body }) => ({ menuIds: await admin.held(body) }));
  serve(app, menusApi.saveAuthority, ({ actor, body }) => admin.saveAuthority(actor, body, body.menuIds));
  serve(app, menusApi.removeAuthority, ({ actor, body }) => admin.removeAuthority(actor, body, body.menuId));
}
