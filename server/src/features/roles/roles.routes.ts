// Roles' API (/mgmt/role/**), opened by the MGMT_ROLE menu.
import { rolesApi } from '@gsis/contract';
import type { App } from '../../platform/http/http.ts';
import { serve } from '../../platform/http/serve.ts';
import type { RoleService } from './roles.service.ts';

export function registerRoleRoutes(app: App, { roles }: { roles: RoleService }): void {
  serve(app, rolesApi.list, async ({ actor }) => ({ roleList: await roles.list(actor) }));
  serve(app, rolesApi.save, async ({ actor, body }) => ({ id: await roles.save(actor, body) }));
  serve(app, rolesApi.remove, ({ actor, body }) => roles.remove(actor, body.id));
  serve(app, rolesApi.users, async ({ body }) => ({ userList: await roles.users(body.roleId, body.keyword) }));
  serve(app, rolesApi.candidates, async ({ body }) => ({ userList: await roles.candidates(body.roleId, body.keyword) }));
  serve(app, rolesApi.addUser, ({ actor, body }) => roles.addUser(actor, body.roleId, body.userId));
  serve(app, rolesApi.removeUser, ({ actor, body }) => roles.removeUser(actor, body.roleId, body.userId));
}
