// Server calls of user management: the user list, one user, approval, unlock, enable/disable, roles,
// document authority, the audit trail; and the lookups the authority editor needs (roles, documents).
import type {
  DocumentDetail, DocumentListResponse, ReaderDocument, RoleItem, UserAuthoritySave, UserDetail, UserList, UserListQuery,
} from '@gsis/contract';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, postJson } from '../../api/client.ts';

const KEY = 'users-admin';


export interface AuditItem { id: number; at: string; actor: string; action: string; before: unknown; after: unknown }
export interface AuditPage { items: AuditItem[]; total: number; page: number; pageSize: number }

export function useUserList(query: UserListQuery, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [KEY, 'list', query, i18n.language],
    queryFn: ({ signal }) => postJson<UserList>('/mgmt/user/list', query, signal),
    placeholderData: keepPreviousData,
    enabled,
    // A failed list is shown above the table, so the filters that led to it can still be changed.
  });
}

export function useUserDetail(id: number | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [KEY, 'detail', id, i18n.language],
    queryFn: ({ signal }) => postJson<UserDetail>('/mgmt/user/detail', { id }, signal),
    enabled: id !== undefined,
    throwOnError: true,
  });
}

export function useUserHistory(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: [KEY, 'audit', id, page, pageSize],
    queryFn: ({ signal }) => postJson<AuditPage>('/mgmt/user/audit/list', { targetType: 'USER', targetId: String(id), page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every role; an administrator without the role menu gets 403, and the page shows the roles read-only. */
export function useRoles() {
  return useQuery({
    queryKey: [KEY, 'roles'],
    queryFn: async ({ signal }) => (await postJson<{ roleList: RoleItem[] }>('/mgmt/role/list', {}, signal)).roleList,
    staleTime: 60_000,
  });
}

const CHANGED_BY_WRITES = new Set(['list', 'detail', 'audit']);

/** A change to a user; the user, the list and the trail are asked again after it. */
function useWrite<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => postJson<{ done: true }>(path, body),
    onSettled: () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === KEY && CHANGED_BY_WRITES.has(String(queryKey[1])) }),
  });
}

export const useApprove = () => useWrite<{ id: number; approved: boolean }>('/mgmt/user/approve');
export const useUnlock = () => useWrite<{ id: number }>('/mgmt/user/unlock');
export const useSetEnabled = () => useWrite<{ id: number; enabled: boolean }>('/mgmt/user/status');
export const useSaveRoles = () => useWrite<{ id: number; roleIds: number[] }>('/mgmt/user/role/save');
export const useSaveAuthority = () => useWrite<UserAuthoritySave>('/mgmt/user/authority/save');

// ── Documents to grant ──────────────────────────────────────────────────────────────────────────
// A document manager's calls see every document, distributed or not; an administrator without the
// document menu gets 403 from them and falls back to the reader's calls (distributed documents only).
// The first 403 is remembered so the page does not ask again.
let managerCallsRefused = false;
const refused = (error: unknown) => error instanceof ApiError && error.status === 403;

/** A document as the authority editor lists it; `note` says its type and product line when the call told them. */
export interface DocumentChoice { id: number; title: string; note: string; documentTypeId?: number; productId?: number }

async function searchDocuments(keyword: string, signal: AbortSignal): Promise<DocumentChoice[]> {
  const body = { keyword, pageSize: 20, sort: 'title', order: 'asc' };
  let found: DocumentListResponse | undefined;
  if (!managerCallsRefused) {
    try {
      found = await postJson<DocumentListResponse>('/mgmt/document/list', { ...body, version: 'ALL' }, signal);
    } catch (error) {
      if (!refused(error)) throw error;
      managerCallsRefused = true;
    }
  }
  found ??= await postJson<DocumentListResponse>('/service/document/list', body, signal);
  return found.items.map((d) => ({ id: d.id, title: d.title, note: [d.documentType, d.product].filter(Boolean).join(' · ') }));
}

export function useDocumentSearch(keyword: string) {
  const { i18n } = useTranslation();
  const term = keyword.trim();
  return useQuery({
    queryKey: [KEY, 'documents', term, i18n.language],
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
      const d = await postJson<DocumentDetail>('/mgmt/document/detail', { id }, signal);
      return { id, title: d.title, note: '', documentTypeId: d.documentTypeId, productId: d.productId };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      if (!refused(error)) throw error;
      managerCallsRefused = true;
    }
  }
  try {
    const d = await postJson<ReaderDocument>('/service/document/detail', { id }, signal);
    return { id, title: d.title, note: [d.documentType, d.product].filter(Boolean).join(' · ') };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Titles of documents by id, as they arrive; ids not (yet) known are absent from the map. */
export function useDocumentTitles(ids: number[]): Map<number, DocumentChoice | null> {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: [KEY, 'document', id],
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
  return (choice: DocumentChoice) => queryClient.setQueryData([KEY, 'document', choice.id], choice);
}
