// Server calls of the menu screens: the menu tree for the editor, saves and deletes, the menus a role or a
// user holds, and the people and roles to choose from. Authority changes take effect at once on the
// server, so the header's own menu list (the same area) is asked again after each of them.
import { menusApi, rolesApi, usersApi, type EndpointResponse, type UserListItem } from '@gsis/contract';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

/**
 * A menu as /mgmt/menu/management/list gives it (contract: ManagedMenu); `grantable`: the caller holds it,
 * so may give it to a role or a user, or take it away.
 */
export type ManagedMenu = EndpointResponse<typeof menusApi.tree>['menuList'][number];

/** Every menu, in use or not, with its labels per language; `label` is in the reader's language. */
export function useManagedMenus() {
  const { i18n } = useTranslation();
  return useEndpointQuery(menusApi.tree, undefined, {
    dependsOn: [i18n.language], select: (data) => data.menuList, placeholderData: keepPreviousData,
  });
}

/** The roles to choose from; the same cache as the role screens. */
export function useRoleOptions() {
  return useEndpointQuery(rolesApi.list, undefined, { select: (data) => data.roleList });
}

export type Holder = { roleId: number } | { userId: number };

/** The menus a role holds, or a user holds directly (not through a role). */
export function useHeldMenus(holder: Holder | undefined) {
  const endpoint = holder && 'userId' in holder ? menusApi.userHeld : menusApi.roleHeld;
  return useEndpointQuery(endpoint, holder ?? {}, { select: (data) => data.menuIds, enabled: holder !== undefined });
}

/** The menus each of several roles holds, in the order of the ids (the same cache as useHeldMenus). */
export function useMenusOfRoles(roleIds: readonly number[]) {
  return useQueries({
    queries: roleIds.map((roleId) => ({
      queryKey: endpointKey(menusApi.roleHeld, { roleId }),
      queryFn: ({ signal }: { signal: AbortSignal }) => call(menusApi.roleHeld, { roleId }, { signal }),
      select: (data: EndpointResponse<typeof menusApi.roleHeld>) => data.menuIds,
    })),
  });
}

/** People to give menus to, by ID, name or company (APP users are never found). */
export function useUserSearch(keyword: string) {
  const { i18n } = useTranslation();
  const trimmed = keyword.trim();
  return useEndpointQuery(usersApi.list, { keyword: trimmed || undefined, pageSize: 20 }, {
    dependsOn: [i18n.language], select: (data) => data.items, placeholderData: keepPreviousData,
    // A search as one types: its failure shows under the box (MenuUserPage), the page stays.
    throwOnError: false,
  });
}

export type PickedUser = Pick<UserListItem, 'id' | 'loginId' | 'name' | 'company' | 'userType'>;

/** One user, for a page opened with ?userId=: the name to show and the roles they hold (the same cache as user management). */
export function useUserDetail(id: number | undefined) {
  const { i18n } = useTranslation();
  // Shown in place of the picked user (MenuUserPage), so another can be picked.
  return useEndpointQuery(usersApi.detail, { id: id ?? 0 }, { dependsOn: [i18n.language], enabled: id !== undefined, throwOnError: false });
}

/** Menus decide what roles give: the role screens are asked again too. */
const refreshesRoles = { alsoInvalidates: ['roles'] } as const;
export const useSaveMenu = () => useEndpointMutation(menusApi.save, refreshesRoles);
export const useDeleteMenu = () => useEndpointMutation(menusApi.remove, refreshesRoles);
export const useSaveAuthority = () => useEndpointMutation(menusApi.saveAuthority, refreshesRoles);
