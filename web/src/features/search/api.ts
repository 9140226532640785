// Server calls of the search screens: suggestions, the three result tabs, the filters' choices and the
// caller's recent searches. Search is public (a visitor's hits are all login-required); recent searches are
// a signed-in reader's own.
import { searchApi, type IndexSearchBody, type IndexSearchResponse, type TextSearchBody, type TextSearchResponse } from '@gsis/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, endpointKey, useEndpointQuery } from '../../api/endpoints.ts';
import { useSession } from '../../session/session-store.ts';

/** Every recent-searches answer, whoever asked. */
const RECENT = endpointKey(searchApi.recent);

/** Suggestions for what has been typed; nothing is asked while nothing is typed. */
export function useSuggestions(term: string) {
  const enabled = term.length > 0;
  const { user } = useSession();
  const { i18n } = useTranslation();
  const query = useEndpointQuery(searchApi.suggest, { term }, {
    // A fault code's guides are offered to who may read them, titled in their language.
    dependsOn: [user?.userId ?? null, i18n.language],
    enabled,
    select: (data) => data.suggestItems,
    retry: false,
    staleTime: 60_000,
    // Suggestions help typing; without them the box still searches.
    throwOnError: false,
  });
  return enabled && query.data ? query.data : [];
}

export function useRecentSearches(enabled = true) {
  const { user } = useSession();
  return useEndpointQuery(searchApi.recent, undefined, {
    // Whose searches: a tab whose session ran out (a 401) keeps its cache for the next reader to sign in.
    dependsOn: [user?.userId ?? null],
    enabled: enabled && Boolean(user),
    select: (data) => data.recentList,
    retry: false,
    staleTime: 30_000,
    // A part of the home page beside the search box: it shows nothing when it cannot be read.
    throwOnError: false,
  });
}

/**
 * Forgets one recent search, or all of them when no word is given. Only the recent searches are asked
 * again afterwards: refreshing the whole search area would repeat the results on screen, and so record
 * the search just forgotten.
 */
export function useForgetRecent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (searchWord: string | undefined) => call(searchApi.forgetRecent, searchWord === undefined ? {} : { searchWord }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECENT }),
  });
}

export type IndexQuery = Omit<IndexSearchBody, 'countOnly'>;
export type TextQuery = Omit<TextSearchBody, 'countOnly'>;

/**
 * One tab's results. `countOnly` asks just for the count (the other tabs' labels) and is not recorded; a
 * full search is recorded as the reader's recent search, so it is kept for a while rather than asked
 * again whenever the page comes back.
 */
export function useTabSearch(tab: 'index', query: IndexQuery, countOnly: boolean, enabled?: boolean): UseQueryResult<IndexSearchResponse>;
export function useTabSearch(tab: 'pdf' | 'webhelp', query: TextQuery, countOnly: boolean, enabled?: boolean): UseQueryResult<TextSearchResponse>;
export function useTabSearch(tab: 'index' | 'pdf' | 'webhelp', query: IndexQuery | TextQuery, countOnly: boolean, enabled = true) {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const endpoint = searchApi[tab];
  const input = { ...query, countOnly };
  return useQuery({
    queryKey: endpointKey(endpoint, input, [i18n.language, user?.userId ?? null]),
    enabled: enabled && query.searchWord.trim().length > 0,
    queryFn: async ({ signal }) => {
      const data = await call(endpoint, input, { signal });
      if (!countOnly) void queryClient.invalidateQueries({ queryKey: RECENT });
      return data;
    },
    placeholderData: countOnly ? undefined : keepPreviousData,
    staleTime: 5 * 60_000,
    // A search that failed on the server is not repeated on its own: each one would be recorded.
    retry: false,
    // The results say the search failed (SearchFailed) under the tabs and filters, which stay usable.
    throwOnError: false,
  });
}

/** The filters' choices (document types, product types, lines, models, languages) in the reader's language. */
export function useSearchCodes() {
  const { i18n } = useTranslation();
  return useEndpointQuery(searchApi.codes, undefined, { dependsOn: [i18n.language], staleTime: 5 * 60_000 });
}

/** The product lines and models of one product type, for the cascading filters. */
export function useProductClass(productTypeId: number | undefined) {
  return useEndpointQuery(searchApi.productClass, { pclass: productTypeId ?? 0 }, {
    enabled: productTypeId !== undefined,
    staleTime: 5 * 60_000,
  });
}
