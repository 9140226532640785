// Server calls of My Library's bookmark screens: the caller's folders and bookmarks as one query, and the
// writes that refresh it.
import type { BookmarkList } from '@gsis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session-store.ts';

const ROOT = ['bookmarks'] as const;

function useListKey() {
  // Whose bookmarks: a different sign-in in the same tab must not see the previous reader's list.
  const { user } = useSession();
  return [...ROOT, 'list', user?.userId ?? null] as const;
}

/** The caller's folders (in their order) and bookmarks (newest first). A list that cannot be loaded is the page failing. */
export function useBookmarkList() {
  return useQuery({
    queryKey: useListKey(),
    queryFn: async ({ signal }) => (await api<BookmarkList>('/service/bookmark/list', { method: 'POST', body: {}, signal })).data,
    throwOnError: true,
  });
}

export interface Writes {
  '/service/bookmark/delete': { id: number };
  '/service/bookmark/move': { id: number; folderId: number };
  '/service/bookmark/folder/save': { id?: number; name: string };
  '/service/bookmark/folder/delete': { id: number };
  '/service/bookmark/folder/order': { folderIds: number[] };
}

/** One write; the list is fetched again afterwards, whether it worked or not, since counts move with it. */
export function useBookmarkWrite<P extends keyof Writes>(path: P) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Writes[P]) => (await api<unknown>(path, { method: 'POST', body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

/** Folder order: drawn at once in the new order, put back by the refetch when the server refuses it. */
export function useFolderOrder() {
  const queryClient = useQueryClient();
  const key = useListKey();
  return useMutation({
    mutationFn: async (folderIds: number[]) => (await api<unknown>('/service/bookmark/folder/order', { method: 'POST', body: { folderIds } })).data,
    onMutate: async (folderIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<BookmarkList>(key, (list) => {
        if (!list) return list;
        const rank = new Map(folderIds.map((id, i) => [id, i]));
        const folders = [...list.folders].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)).map((f, i) => ({ ...f, sortOrder: i + 1 }));
        return { ...list, folders };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
