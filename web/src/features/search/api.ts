// Server calls of the search screens: suggestions, the three result tabs, the filters' choices and the
// caller's recent searches. Every one of them needs a signed-in user.
import type {
  DocumentFilterOptions, IndexSearchBody, IndexSearchResponse, ProductClassResponse, RecentSearchResponse, SearchTab, SuggestResponse,
  TextSearchBody, TextSearchResponse,
} from '@gsis/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session-store.ts';

const ROOT = 'search';
const RECENT = [ROOT, 'recent'] as const;

/** Suggestions for what has been typed; nothing is asked while nobody is signed in or nothing is typed. */
export function useSuggestions(term: string) {
  const { user } = useSession();
  const enabled = Boolean(user) && term.length > 0;
  const query = useQuery({
    queryKey: [ROOT, 'suggest', term],
    enabled,
    queryFn: async ({ signal }) => (await api<SuggestResponse>('/service/search/suggest', { query: { term }, signal })).data.suggestItems,
    retry: false,
    staleTime: 60_000,
  });
  return enabled && query.data ? query.data : [];
}

export function useRecentSearches(enabled = true) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...RECENT, user?.userId ?? null],
    enabled: enabled && Boolean(user),
    queryFn: async ({ signal }) => (await api<RecentSearchResponse>('/main/search/recent', { method: 'POST', body: {}, signal })).data.recentList,
    retry: false,
    staleTime: 30_000,
  });
}

/** Forgets one recent search, or all of them when no word is given. */
export function useForgetRecent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (searchWord: string | undefined) =>
      (await api<unknown>('/main/search/recent/delete', { method: 'POST', body: searchWord === undefined ? {} : { searchWord } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECENT }),
  });
}

export type IndexQuery = Omit<IndexSearchBody, 'countOnly'>;
export type TextQuery = Omit<TextSearchBody, 'countOnly'>;
type TabAnswer<T extends SearchTab> = T extends 'index' ? IndexSearchResponse : TextSearchResponse;

/**
 * One tab's results. `countOnly` asks just for the count (the other tabs' labels) and is not recorded; a
 * full search is recorded as the reader's recent search, so it is kept for a while rather than asked
 * again whenever the page comes back.
 */
export function useTabSearch<T extends SearchTab>(tab: T, query: T extends 'index' ? IndexQuery : TextQuery, countOnly: boolean, enabled = true) {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [ROOT, tab, countOnly, query, i18n.language, user?.userId ?? null],
    enabled: enabled && Boolean(user) && query.searchWord.trim().length > 0,
    queryFn: async ({ signal }) => {
      const { data } = await api<TabAnswer<T>>(`/service/search/${tab}`, { method: 'POST', body: { ...query, countOnly }, signal });
      if (!countOnly) void queryClient.invalidateQueries({ queryKey: RECENT });
      return data;
    },
    placeholderData: countOnly ? undefined : keepPreviousData,
    staleTime: 5 * 60_000,
    // A search that failed on the server is not repeated on its own: each one would be recorded.
    retry: false,
  });
}

/** The filters' choices (document types, product types, lines, models, languages) in the reader's language. */
export function useSearchCodes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [ROOT, 'codes', i18n.language],
    queryFn: async ({ signal }) => (await api<DocumentFilterOptions>('/service/search/codes', { method: 'POST', body: {}, signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** The product lines and models of one product type, for the cascading filters. */
export function useProductClass(productTypeId: number | undefined) {
  return useQuery({
    queryKey: [ROOT, 'mprods', productTypeId],
    enabled: productTypeId !== undefined,
    queryFn: async ({ signal }) => (await api<ProductClassResponse>('/service/search/mprods', { method: 'POST', body: { pclass: productTypeId }, signal })).data,
    staleTime: 5 * 60_000,
  });
}
