import { DEFAULT_LANGUAGE, MenuUserListQuery, MenuUserListResponse, MgmtMenuListRequest, MgmtMenuListResponse } from '@gsis/contract';
import type { App } from '../../platform/http.ts';
import { clientInfo } from '../../platform/request-context.ts';
import type { MenuService } from './menus.service.ts';

export function registerMenuRoutes(app: App, { menus }: { menus: MenuService }): void {
  app.get('/menu/user/list', {
    config: { access: 'public' },
    schema: {
      tags: ['menus'], summary: "The caller's menus, and whether the caller may open requestUrl",
      querystring: MenuUserListQuery, response: { 200: MenuUserListResponse },
    },
  }, async (request) => menus.userMenuList(request.auth?.session, clientInfo(request).language ?? DEFAULT_LANGUAGE, request.query.requestUrl));

  app.post('/mgmt/menu/list', {
    schema: { tags: ['menus'], summary: 'The whole menu tree with labels per language and the roles holding each menu', body: MgmtMenuListRequest, response: { 200: MgmtMenuListResponse } },
  }, async (request) => menus.managedMenuList(request.body.useYn, clientInfo(request).language ?? DEFAULT_LANGUAGE));
}
