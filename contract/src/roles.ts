// Roles (/management/role, /role/user): unique names, and the users who hold each (APP users never).
import { z } from 'zod';
import { UserType } from './vocabulary.ts';
import { DeletedResponse, DoneResponse, SavedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { DbId } from './ids.ts';

const id = DbId;

export const RoleItem = z.object({
  id, roleKey: z.string().nullable(), roleName: z.string(), userCount: z.number().int(), createdAt: z.string(),
  /**
   * Whether the caller may give this role, take it away, change its members or rename or delete it: they
   * hold every menu it carries (and, for SYSTEM_ADMIN, are one). The server decides again on every change.
   */
  grantable: z.boolean(),
});
export type RoleItem = z.infer<typeof RoleItem>;
export const RoleList = z.object({ roleList: z.array(RoleItem) });
export const RoleSave = z.object({ id: id.optional(), roleName: z.string().trim().min(1).max(100) });
export const RoleIdBody = z.object({ id });

export const RoleUserQuery = z.object({ roleId: id, keyword: z.string().trim().max(100).optional() });
export const RoleUser = z.object({ userId: id, loginId: z.string(), name: z.string(), company: z.string().nullable(), userType: UserType });
export type RoleUser = z.infer<typeof RoleUser>;
export const RoleUserList = z.object({ userList: z.array(RoleUser) });
export const RoleUserChange = z.object({ roleId: id, userId: id });
/** People who could be added to a role: by ID, name or company; APP users are never found. */
export const RoleCandidateQuery = z.object({ roleId: id, keyword: z.string().trim().min(1).max(100) });

// ── Endpoints: /mgmt/role/**, opened by the MGMT_ROLE menu ──

const rolesMenu = { menu: 'MGMT_ROLE' } as const;
export const rolesApi = {
  list: endpoint({ method: 'POST', path: '/mgmt/role/list', access: rolesMenu, area: 'roles', summary: 'Every role with its number of users', response: RoleList }),
  save: endpoint({
    method: 'POST', path: '/mgmt/role/save', access: rolesMenu, area: 'roles',
    summary: "Creates (no id) or renames a role; 'The entered role already exists'", body: RoleSave, response: SavedResponse,
  }),
  remove: endpoint({
    method: 'POST', path: '/mgmt/role/delete', access: rolesMenu, area: 'roles',
    summary: 'Deletes a role made by administrators that nobody holds (else RELATED_DATA_EXISTS); its menu authority goes with it', body: RoleIdBody, response: DeletedResponse,
  }),
  users: endpoint({ method: 'POST', path: '/mgmt/role/user/list', access: rolesMenu, area: 'roles', summary: 'The users of a role (APP users never)', body: RoleUserQuery, response: RoleUserList }),
  candidates: endpoint({
    method: 'POST', path: '/mgmt/role/user/search', access: rolesMenu, area: 'roles',
    summary: 'People who could be added to a role (APP users are never found)', body: RoleCandidateQuery, response: RoleUserList,
  }),
  addUser: endpoint({
    method: 'POST', path: '/mgmt/role/user/add', access: rolesMenu, area: 'roles',
    summary: "Adds a user to a role; 'Already exist' when they are in it", body: RoleUserChange, response: DoneResponse,
  }),
  removeUser: endpoint({ method: 'POST', path: '/mgmt/role/user/delete', access: rolesMenu, area: 'roles', summary: 'Takes a user out of a role', body: RoleUserChange, response: DoneResponse }),
};
