import {
  DEFAULT_LANGUAGE, DeletedResponse, DoneResponse, MenuAuthority, MenuAuthorityDelete, MenuAuthorityQuery, MenuAuthoritySave, MenuIdBody, MenuSave,
  MenuSaved, MenuUserListQuery, MenuUserListResponse, MgmtMenuListRequest, MgmtMenuListResponse,
} from '@gsis/contract';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit/audit.ts';
import type { App } from '../../platform/http.ts';
import { clientInfo } from '../../platform/request-context.ts';
import type { MenuAdminService } from './menu-admin.service.ts';
import type { MenuService } from './menus.service.ts';


export function registerMenuRoutes(app: App, { menus, admin }: { menus: MenuService; admin: MenuAdminService }): void {
  const language = (request: FastifyRequest) => clientInfo(request).language ?? DEFAULT_LANGUAGE;
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

  app.get('/mgmt/menu/management/list', {
    schema: { tags: ['menus'], summary: 'The menu tree for the editor: every menu, in use or not, with its labels', response: { 200: MgmtMenuListResponse } },
  }, async (request) => menus.managedMenuList(undefined, language(request)));

  app.post('/mgmt/menu/save', {
    schema: { tags: ['menus'], summary: "Creates (no menuId) or edits a menu; two levels ('You can't add more nodes')", body: MenuSave, response: { 200: MenuSaved } },
  }, async (request) => ({ menuId: await admin.save(actorOf(request), request.body) }));

  app.post('/mgmt/menu/delete', {
    schema: { tags: ['menus'], summary: 'Deletes a menu administrators added, without children', body: MenuIdBody, response: { 200: DeletedResponse } },
  }, async (request) => {
    await admin.remove(actorOf(request), request.body.menuId);
    return { deleted: true as const };
  });

  app.post('/mgmt/menu/role/list', {
    schema: { tags: ['menus'], summary: 'The menus a role holds (roleId) or a user holds directly (userId)', body: MenuAuthorityQuery, response: { 200: MenuAuthority } },
  }, async (request) => ({ menuIds: await admin.held(request.body) }));

  app.post('/mgmt/menu/user/list', {
    schema: { tags: ['menus'], summary: 'The menus a user holds directly (userId) or a role holds (roleId)', body: MenuAuthorityQuery, response: { 200: MenuAuthority } },
  }, async (request) => ({ menuIds: await admin.held(request.body) }));

  app.post('/mgmt/menu/user/role/save', {
    schema: { tags: ['menus'], summary: 'Menu authority of a role or a user, as a whole set; seen and enforced at once', body: MenuAuthoritySave, response: { 200: DoneResponse } },
  }, async (request) => {
    await admin.saveAuthority(actorOf(request), request.body, request.body.menuIds);
    return { done: true as const };
  });

  app.post('/mgmt/menu/user/role/delete', {
    schema: { tags: ['menus'], summary: 'Takes one menu from a role or a user', body: MenuAuthorityDelete, response: { 200: DoneResponse } },
  }, async (request) => {
    await admin.removeAuthority(actorOf(request), request.body, request.body.menuId);
    return { done: true as const };
  });
}
