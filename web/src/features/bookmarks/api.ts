// Server calls of the caller's bookmarks: the folders and bookmarks as one query (the reader's bookmark
// dialog makes the same one, documents/api.ts), and the changes, each refreshing it since counts move with them.
import { bookmarksApi, type BookmarkList } from '@gsis/contract';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';
import { useSession } from '../../session/session-store.ts';

/**
 * Whose bookmarks, part of the list's key: a tab whose session ran out (a 401) keeps its cache, and the
 * next reader to sign in there must not see the previous one's list.
 */
function useReader(): readonly unknown[] {
  return [useSession().user?.userId ?? null];
}

/** The caller's folders (in their order) and bookmarks (newest first). A list that cannot be loaded is the page failing. */
export function useBookmarkList() {
  return useEndpointQuery(bookmarksApi.list, undefined, { dependsOn: useReader() });
}

/** The same list for a part of another page (the home page's new versions), which shows nothing when it fails. */
export function useBookmarkListQuietly() {
  return useEndpointQuery(bookmarksApi.list, undefined, { dependsOn: useReader(), throwOnError: false });
}

export const useDeleteBookmark = () => useEndpointMutation(bookmarksApi.remove);
export const useMoveBookmark = () => useEndpointMutation(bookmarksApi.move);
export const useSeenBookmark = () => useEndpointMutation(bookmarksApi.seen);
export const useSaveFolder = () => useEndpointMutation(bookmarksApi.saveFolder);
export const useDeleteFolder = () => useEndpointMutation(bookmarksApi.removeFolder);

/** Folder order: drawn at once in the new order, put back by the refetch when the server refuses it. */
export function useFolderOrder() {
  const queryClient = useQueryClient();
  const key = endpointKey(bookmarksApi.list, undefined, useReader());
  return useEndpointMutation<typeof bookmarksApi.orderFolders, number[]>(bookmarksApi.orderFolders, {
    toInput: (folderIds) => ({ folderIds }),
    onMutate: async (folderIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<BookmarkList>(key, (list) => {
        if (!list) return list;
        const rank = new Map(folderIds.map((id, i) => [id, i]));
        const folders = [...list.folders].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)).map((f, i) => ({ ...f, sortOrder: i + 1 }));
        return { ...list, folders };
      });
    },
  });
}
