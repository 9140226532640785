// Server calls of the menu screens: the menu tree for the editor, saves and deletes, the menus a role or a
// user holds, and the people and roles to choose from. Authority changes take effect at once on the
// server, so the header's own menu list is asked again after each of them.
import type { LanguageCode, MenuItem, MenuSave, RoleItem, UserDetail, UserList, UserListItem } from '@gsis/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, postJson } from '../../api/client.ts';

/** A menu as /mgmt/menu/management/list gives it (contract: ManagedMenu). */
export type ManagedMenu = Omit<MenuItem, 'loginRequired'> & { labels: Partial<Record<LanguageCode, string>>; roles: string[] };
const KEY = 'menus-admin';


/** Every menu, in use or not, with its labels per language; `label` is in the reader's language. */
export function useManagedMenus() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [KEY, 'tree', i18n.language],
    queryFn: async ({ signal }) => (await api<{ menuList: ManagedMenu[] }>('/mgmt/menu/management/list', { signal })).data.menuList,
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
}

/** The roles to choose from; the same cache as the role screens. */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['roles-admin', 'list'],
    queryFn: async ({ signal }) => (await postJson<{ roleList: RoleItem[] }>('/mgmt/role/list', {}, signal)).roleList,
  });
}

export type Holder = { roleId: number } | { userId: number };

/** The menus a role holds, or a user holds directly (not through a role). */
export function useHeldMenus(holder: Holder | undefined) {
  return useQuery({
    queryKey: [KEY, 'held', holder],
    queryFn: async ({ signal }) =>
      (await postJson<{ menuIds: string[] }>(holder && 'userId' in holder ? '/mgmt/menu/user/list' : '/mgmt/menu/role/list', holder, signal)).menuIds,
    enabled: holder !== undefined,
    throwOnError: true,
  });
}

/** People to give menus to, by ID, name or company (APP users are never found). */
export function useUserSearch(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: [KEY, 'users', trimmed],
    queryFn: async ({ signal }) => (await postJson<UserList>('/mgmt/user/list', { keyword: trimmed || undefined, pageSize: 20 }, signal)).items,
    placeholderData: keepPreviousData,
  });
}

export type PickedUser = Pick<UserListItem, 'id' | 'loginId' | 'name' | 'company' | 'userType'>;

/** One user, for a page opened with ?userId=: the name to show and the roles they hold. */
export function useUserDetail(id: number | undefined) {
  return useQuery({
    queryKey: [KEY, 'user', id],
    queryFn: ({ signal }) => postJson<UserDetail>('/mgmt/user/detail', { id }, signal),
    enabled: id !== undefined,
  });
}

function useMenuWrite<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => postJson<unknown>(path, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [KEY] }),
        queryClient.invalidateQueries({ queryKey: ['menus'] }),
        queryClient.invalidateQueries({ queryKey: ['roles-admin'] }),
      ]);
    },
  });
}

export const useSaveMenu = () => useMenuWrite<MenuSave>('/mgmt/menu/save');
export const useDeleteMenu = () => useMenuWrite<{ menuId: string }>('/mgmt/menu/delete');
export const useSaveAuthority = () => useMenuWrite<Holder & { menuIds: string[] }>('/mgmt/menu/user/role/save');
