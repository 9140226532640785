// Server calls of the document-library management screens: the document list, one document with its
// versions (polled while a file is being indexed), saves and deletes, and the PDF watermark settings.
import type {
  DocumentDetail, DocumentFilterOptions, DocumentListQuery, DocumentListResponse, DocumentSave, VersionItem, VersionSave, WatermarkSettings,
} from '@gsis/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, postJson } from '../../api/client.ts';
import { uploadFile } from '../../api/upload.ts';

const KEY = 'library-admin';
/** How often a document is asked for again while one of its files waits for, or is in, indexing. */
export const INDEX_POLL_MS = 1500;


/** The filter choices (labels in the reader's language) — also the choices of the document form. */
export function useFilterOptions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [KEY, 'filters', i18n.language],
    queryFn: async ({ signal }) => (await api<DocumentFilterOptions>('/service/document/filters', { signal })).data,
    staleTime: 60_000,
    throwOnError: true,
  });
}

export function useDocumentList(query: DocumentListQuery) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [KEY, 'list', query, i18n.language],
    queryFn: ({ signal }) => postJson<DocumentListResponse>('/mgmt/document/list', query, signal),
    placeholderData: keepPreviousData,
    // A failed list is shown above the table, so the filters that led to it can still be changed.
  });
}

const busy = (v: VersionItem) => v.indexStatus === 'WAITING' || v.indexStatus === 'INDEXING';

/** One document; asked again every 1.5 s while any of its versions waits for or is in indexing. */
export function useDocumentDetail(id: number | undefined) {
  return useQuery({
    queryKey: [KEY, 'detail', id],
    queryFn: ({ signal }) => postJson<DocumentDetail>('/mgmt/document/detail', { id }, signal),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.versions.some(busy) ? INDEX_POLL_MS : false),
    throwOnError: true,
  });
}

/** A save or delete; the list and the open document are asked again after it. */
function useWrite<B, R>(call: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

export const useSaveDocument = () => useWrite((body: DocumentSave) => postJson<{ id: number }>('/mgmt/document/save', body));
export const useDeleteDocument = () => useWrite((id: number) => postJson<{ deleted: true }>('/mgmt/document/delete', { id }));
export const useSaveVersion = () => useWrite((body: VersionSave) => postJson<{ id: number }>('/mgmt/document/version/save', body));
export const useDeleteVersion = () => useWrite((id: number) => postJson<{ deleted: true }>('/mgmt/document/version/delete', { id }));

/** Sends a version's file; the document is asked again afterwards, which starts the polling. */
export function useUploadVersionFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, file, onProgress }: { versionId: number; file: File; onProgress: (percent: number) => void }) =>
      uploadFile<VersionItem>(`/mgmt/document/version/upload?versionId=${versionId}&fileName=${encodeURIComponent(file.name)}`, file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

export function useWatermark() {
  return useQuery({
    queryKey: [KEY, 'watermark'],
    queryFn: async ({ signal }) => (await api<WatermarkSettings>('/mgmt/pdf/watermark', { signal })).data,
    throwOnError: true,
  });
}

export function useSaveWatermark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WatermarkSettings) => postJson<WatermarkSettings>('/mgmt/pdf/watermark/save', body),
    onSuccess: (saved) => queryClient.setQueryData([KEY, 'watermark'], saved),
  });
}
