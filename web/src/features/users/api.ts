// Server calls of user management: the user list, one user, approval, unlock, enable/disable, roles,
// document authority, the audit trail; and the lookups the authority editor needs (roles, filter choices,
// documents).
import {
  documentsApi, rolesApi, usersApi, type EndpointResponse, type UserListQuery,
} from '@gsis/contract';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { call, useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';
import { failsThePageUnless } from '../../api/failures.ts';

export type AuditItem = EndpointResponse<typeof usersApi.audit>['items'][number];

export function useUserList(query: UserListQuery, enabled = true) {
  const { i18n } = useTranslation();
  return useEndpointQuery(usersApi.list, query, {
    dependsOn: [i18n.language],
    placeholderData: keepPreviousData,
    enabled,
    // A failed list is shown above the table, so the filters that led to it can still be changed.
    throwOnError: false,
  });
}

export function useUserDetail(id: number | undefined) {
  const { i18n } = useTranslation();
  return useEndpointQuery(usersApi.detail, { id: id ?? 0 }, { dependsOn: [i18n.language], enabled: id !== undefined });
}

export function useUserHistory(id: number, page: number, pageSize: number) {
  return useEndpointQuery(usersApi.audit, { targetType: 'USER', targetId: String(id), page, pageSize }, { placeholderData: keepPreviousData });
}

/**
 * Every role, each marked with whether the caller may give or take it; an administrator without the role
 * menu gets 403, and the page shows the roles read-only.
 */
export function useRoles() {
  return useEndpointQuery(rolesApi.list, undefined, { select: (data) => data.roleList, staleTime: 60_000, throwOnError: failsThePageUnless(403) });
}

/** The choices of products, models, document types, certifications and regions (labels in the reader's language). */
export function useFilterOptions() {
  const { i18n } = useTranslation();
  return useEndpointQuery(documentsApi.filters, undefined, { dependsOn: [i18n.language], staleTime: 60_000 });
}

// A change to a user; the user, the list and the trail are asked again after it.
export const useApprove = () => useEndpointMutation(usersApi.approve);
export const useUnlock = () => useEndpointMutation(usersApi.unlock);
export const useResetSecondFactor = () => useEndpointMutation(usersApi.resetSecondFactor);
export const useSetEnabled = () => useEndpointMutation(usersApi.setEnabled);
/** Memberships change the roles' member lists and counts too. */
export const useSaveRoles = () => useEndpointMutation(usersApi.saveRoles, { alsoInvalidates: ['roles'] });
export const useSaveAuthority = () => useEndpointMutation(usersApi.saveAuthority);

// ── Documents to grant ──────────────────────────────────────────────────────────────────────────
// A document manager's calls see every document, distributed or not; an administrator without the
// document menu gets 403 from them and falls back to the reader's calls (distributed documents only).
// The first 403 is remembered so the page does not ask again. Cached in the library's area, so a change
// to a document refreshes them.
const CHOICES = [documentsApi.list.area, 'authority-choices'] as const;
let managerCallsRefused = false;
const refused = (error: unknown) => error instanceof ApiError && error.status === 403;

/** A document as the authority editor lists it; `note` says its type and product line when the call told them. */
export interface DocumentChoice { id: number; title: string; note: string; documentTypeId?: number; productId?: number }

async function searchDocuments(keyword: string, signal: AbortSignal): Promise<DocumentChoice[]> {
  const body = { keyword, pageSize: 20, sort: 'title', order: 'asc' } as const;
  let found: EndpointResponse<typeof documentsApi.list> | undefined;
  if (!managerCallsRefused) {
    try {
      found = await call(documentsApi.managedList, { ...body, version: 'ALL' }, { signal });
    } catch (error) {
      if (!refused(error)) throw error;
      managerCallsRefused = true;
    }
  }
  found ??= await call(documentsApi.list, body, { signal });
  return found.items.map((d) => ({ id: d.id, title: d.title, note: [d.documentType, d.product].filter(Boolean).join(' · ') }));
}

export function useDocumentSearch(keyword: string) {
  const { i18n } = useTranslation();
  const term = keyword.trim();
  return useQuery({
    queryKey: [...CHOICES, 'search', term, i18n.language],
    queryFn: ({ signal }) => searchDocuments(term, signal),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The title of one granted document, or null when neither call finds it (deleted, or not distributed and no manager rights). */
async function documentTitle(id: number, signal: AbortSignal): Promise<DocumentChoice | null> {
  if (!managerCallsRefused) {
    try {
      const d = await call(documentsApi.detail, { id }, { signal });
      return { id, title: d.title, note: '', documentTypeId: d.documentTypeId, productId: d.productId };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      if (!refused(error)) throw error;
      managerCallsRefused = true;
    }
  }
  try {
    const d = await call(documentsApi.readerDetail, { id }, { signal });
    return { id, title: d.title, note: [d.documentType, d.product].filter(Boolean).join(' · ') };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const titleKey = (id: number) => [...CHOICES, 'title', id];

/** Titles of documents by id, as they arrive; ids not (yet) known are absent from the map. */
export function useDocumentTitles(ids: number[]): Map<number, DocumentChoice | null> {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: titleKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => documentTitle(id, signal),
      staleTime: 5 * 60_000,
    })),
  });
  const titles = new Map<number, DocumentChoice | null>();
  results.forEach((r, i) => {
    if (r.data !== undefined) titles.set(ids[i]!, r.data);
  });
  return titles;
}

/** Documents chosen in the search box are remembered, so their titles need no second call. */
export function useRememberDocument() {
  const queryClient = useQueryClient();
  return (choice: DocumentChoice) => queryClient.setQueryData(titleKey(choice.id), choice);
}
