// Server calls of the role screens: the roles, one role's users, the people who could join it, and the
// changes, each refreshing the role screens and the header's menus (memberships decide menus too).
import { rolesApi } from '@gsis/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

/** Every role with its number of users. A list that cannot be loaded is the page failing. */
export function useRoleList() {
  return useEndpointQuery(rolesApi.list, undefined, { select: (data) => data.roleList });
}

export function useRoleUsers(roleId: number | undefined) {
  return useEndpointQuery(rolesApi.users, { roleId: roleId ?? 0 }, { select: (data) => data.userList, enabled: roleId !== undefined });
}

/** People who could join the role: found by ID, name or company; never APP users, never its members. */
export function useRoleCandidates(roleId: number, keyword: string) {
  const trimmed = keyword.trim();
  return useEndpointQuery(rolesApi.candidates, { roleId, keyword: trimmed }, {
    select: (data) => data.userList, enabled: trimmed.length > 0, placeholderData: keepPreviousData,
    // A search as one types: its failure shows under the box (RoleUserPage), the members stay.
    throwOnError: false,
  });
}

const refreshesMenus = { alsoInvalidates: ['menus'] } as const;
export const useSaveRole = () => useEndpointMutation(rolesApi.save, refreshesMenus);
export const useDeleteRole = () => useEndpointMutation(rolesApi.remove, refreshesMenus);
export const useAddRoleUser = () => useEndpointMutation(rolesApi.addUser, refreshesMenus);
export const useRemoveRoleUser = () => useEndpointMutation(rolesApi.removeUser, refreshesMenus);
