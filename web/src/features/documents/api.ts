// Server calls of the reader's screens: the document list and its filters, one document, content tickets.
import type {
  BookmarkAdd, BookmarkList, ContentTicket, DocumentFilterOptions, DocumentListQuery, DocumentListResponse, ReaderDocument, WebHelpToc,
} from '@gsis/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';

export function useDocumentFilters() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['documentFilters', i18n.language],
    queryFn: async ({ signal }) => (await api<DocumentFilterOptions>('/service/document/filters', { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function useDocumentList(query: DocumentListQuery) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['documentList', query, i18n.language],
    queryFn: async ({ signal }) => (await api<DocumentListResponse>('/service/document/list', { method: 'POST', body: query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useReaderDocument(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['readerDocument', id, i18n.language],
    queryFn: async ({ signal }) => (await api<ReaderDocument>('/service/document/detail', { method: 'POST', body: { id }, signal })).data,
    throwOnError: true,
  });
}

/** A content ticket lives for hours; fetch a fresh one per version opened, keep it while the page stays. */
export function useContentTicket(versionId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['contentTicket', versionId],
    queryFn: async ({ signal }) => (await api<ContentTicket>('/service/document/ticket', { method: 'POST', body: { versionId }, signal })).data,
    enabled: enabled && versionId !== undefined,
    staleTime: 60 * 60_000,
    retry: false,
  });
}

export function useWebHelpToc(versionId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['webhelpToc', versionId],
    queryFn: async ({ signal }) => (await api<WebHelpToc>('/service/document/webhelp/toc', { method: 'POST', body: { versionId }, signal })).data,
    enabled: enabled && versionId !== undefined,
    retry: false,
  });
}

export function useBookmarkFolders(enabled: boolean) {
  return useQuery({
    queryKey: ['bookmarks'],
    queryFn: async ({ signal }) => (await api<BookmarkList>('/service/bookmark/list', { method: 'POST', body: {}, signal })).data,
    enabled,
  });
}

export function useAddBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BookmarkAdd) => (await api<{ id: number }>('/service/bookmark/add', { method: 'POST', body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['bookmarks'] }),
  });
}
