// Server calls of the role screens: the roles, one role's users, the people who could join it, and the
// changes, each refreshing what it touches (a membership changes a role's user count too).
import type { RoleItem, RoleUser } from '@gsis/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../api/client.ts';

const KEY = 'roles-admin';


/** Every role with its number of users. A list that cannot be loaded is the page failing. */
export function useRoleList() {
  return useQuery({
    queryKey: [KEY, 'list'],
    queryFn: async ({ signal }) => (await postJson<{ roleList: RoleItem[] }>('/mgmt/role/list', {}, signal)).roleList,
    throwOnError: true,
  });
}

export function useRoleUsers(roleId: number | undefined) {
  return useQuery({
    queryKey: [KEY, 'users', roleId],
    queryFn: async ({ signal }) => (await postJson<{ userList: RoleUser[] }>('/mgmt/role/user/list', { roleId }, signal)).userList,
    enabled: roleId !== undefined,
    throwOnError: true,
  });
}

/** People who could join the role: found by ID, name or company; never APP users, never its members. */
export function useRoleCandidates(roleId: number, keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: [KEY, 'candidates', roleId, trimmed],
    queryFn: async ({ signal }) => (await postJson<{ userList: RoleUser[] }>('/mgmt/role/user/search', { roleId, keyword: trimmed }, signal)).userList,
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}

function useRoleWrite<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => postJson<unknown>(path, body),
    onSettled: async () => {
      // Memberships decide menus too: the header is asked again in case the change touched its reader.
      await Promise.all([queryClient.invalidateQueries({ queryKey: [KEY] }), queryClient.invalidateQueries({ queryKey: ['menus'] })]);
    },
  });
}

export const useSaveRole = () => useRoleWrite<{ id?: number; roleName: string }>('/mgmt/role/save');
export const useDeleteRole = () => useRoleWrite<{ id: number }>('/mgmt/role/delete');
export const useAddRoleUser = () => useRoleWrite<{ roleId: number; userId: number }>('/mgmt/role/user/add');
export const useRemoveRoleUser = () => useRoleWrite<{ roleId: number; userId: number }>('/mgmt/role/user/delete');
