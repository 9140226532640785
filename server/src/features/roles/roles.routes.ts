// Roles' API (/mgmt/role/**), opened by the MGMT_ROLE menu.
import {
  DeletedResponse, DoneResponse, RoleCandidateQuery, RoleIdBody, RoleList, RoleSave, RoleUserChange, RoleUserList, RoleUserQuery, SavedResponse,
} from '@gsis/contract';
import { actorOf } from '../../platform/audit/audit.ts';
import type { App } from '../../platform/http.ts';
import type { RoleService } from './roles.service.ts';


export function registerRoleRoutes(app: App, { roles }: { roles: RoleService }): void {

  app.post('/mgmt/role/list', {
    schema: { tags: ['roles'], summary: 'Every role with its number of users', response: { 200: RoleList } },
  }, async () => ({ roleList: await roles.list() }));

  app.post('/mgmt/role/save', {
    schema: { tags: ['roles'], summary: "Creates (no id) or renames a role; 'The entered role already exists'", body: RoleSave, response: { 200: SavedResponse } },
  }, async (request) => ({ id: await roles.save(actorOf(request), request.body) }));

  app.post('/mgmt/role/delete', {
    schema: { tags: ['roles'], summary: 'Deletes a role made by administrators (its memberships and menu authority go with it)', body: RoleIdBody, response: { 200: DeletedResponse } },
  }, async (request) => {
    await roles.remove(actorOf(request), request.body.id);
    return { deleted: true as const };
  });

  app.post('/mgmt/role/user/list', {
    schema: { tags: ['roles'], summary: 'The users of a role (APP users never)', body: RoleUserQuery, response: { 200: RoleUserList } },
  }, async (request) => ({ userList: await roles.users(request.body.roleId, request.body.keyword) }));

  app.post('/mgmt/role/user/search', {
    schema: { tags: ['roles'], summary: 'People who could be added to a role (APP users are never found)', body: RoleCandidateQuery, response: { 200: RoleUserList } },
  }, async (request) => ({ userList: await roles.candidates(request.body.roleId, request.body.keyword) }));

  app.post('/mgmt/role/user/add', {
    schema: { tags: ['roles'], summary: "Adds a user to a role; 'Already exist' when they are in it", body: RoleUserChange, response: { 200: DoneResponse } },
  }, async (request) => {
    await roles.addUser(actorOf(request), request.body.roleId, request.body.userId);
    return { done: true as const };
  });

  app.post('/mgmt/role/user/delete', {
    schema: { tags: ['roles'], summary: 'Takes a user out of a role', body: RoleUserChange, response: { 200: DoneResponse } },
  }, async (request) => {
    await roles.removeUser(actorOf(request), request.body.roleId, request.body.userId);
    return { done: true as const };
  });
}
