// Server calls of the document-library management screens: the document list, one document with its
// versions (polled while a file is being indexed), saves and deletes, and the PDF watermark settings.
import { documentsApi, type DocumentListQuery, type VersionItem } from '@gsis/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';
import { uploadFile } from '../../api/upload.ts';

/** How often a document is asked for again while one of its files waits for, or is in, indexing. */
export const INDEX_POLL_MS = 1500;

/**
 * What a change of a document, a version or a file may alter besides the documents' own answers: search
 * results name documents and versions, and a file's text is what the PDF and web-help tabs find.
 */
const DOCUMENT_CHANGE = { alsoInvalidates: ['search'] } as const;

/** The filter choices (labels in the reader's language) — also the choices of the document form. */
export function useFilterOptions() {
  const { i18n } = useTranslation();
  return useEndpointQuery(documentsApi.filters, undefined, { dependsOn: [i18n.language], staleTime: 60_000 });
}

export function useDocumentList(query: DocumentListQuery) {
  const { i18n } = useTranslation();
  return useEndpointQuery(documentsApi.managedList, query, {
    dependsOn: [i18n.language],
    placeholderData: keepPreviousData,
    // A failed list is shown above the table, so the filters that led to it can still be changed.
  });
}

/** How often the list asks how far the library's reading again has got, while it is under way. */
const READING_POLL_MS = 15_000;

/** How many indexed versions the current text reader has read; asked again while the rest are being read. */
export function useTextReading() {
  return useEndpointQuery(documentsApi.textReading, undefined, {
    refetchInterval: (query) => (query.state.data && query.state.data.current < query.state.data.versions ? READING_POLL_MS : false),
  });
}

const busy = (v: VersionItem) => v.indexStatus === 'WAITING' || v.indexStatus === 'INDEXING';
/** OCR reads a scanned page in seconds, for minutes on end: its count is asked for less often. */
const OCR_POLL_MS = 10_000;

/** One document; asked again every 1.5 s while any of its versions waits for or is in indexing, every 10 s while OCR reads one. */
export function useDocumentDetail(id: number | undefined) {
  return useEndpointQuery(documentsApi.detail, { id: id ?? 0 }, {
    enabled: id !== undefined,
    refetchInterval: (query) => {
      const versions = query.state.data?.versions ?? [];
      if (versions.some(busy)) return INDEX_POLL_MS;
      return versions.some((v) => v.ocrStatus === 'READING') ? OCR_POLL_MS : false;
    },
  });
}

export const useSaveDocument = () => useEndpointMutation(documentsApi.save, DOCUMENT_CHANGE);
export const useDeleteDocument = () => useEndpointMutation(documentsApi.remove, { ...DOCUMENT_CHANGE, toInput: (id: number) => ({ id }) });
export const useSaveVersion = () => useEndpointMutation(documentsApi.saveVersion, DOCUMENT_CHANGE);
export const useDeleteVersion = () => useEndpointMutation(documentsApi.removeVersion, { ...DOCUMENT_CHANGE, toInput: (id: number) => ({ id }) });

/** Sends a version's file; the document is asked again afterwards, which starts the polling. */
export function useUploadVersionFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, file, onProgress }: { versionId: number; file: File; onProgress: (percent: number) => void }) =>
      uploadFile(documentsApi.upload, { versionId, fileName: file.name }, file, onProgress),
    onSettled: () => Promise.all([documentsApi.upload.area, ...DOCUMENT_CHANGE.alsoInvalidates].map((area) => queryClient.invalidateQueries({ queryKey: [area] }))),
  });
}

export function useWatermark() {
  return useEndpointQuery(documentsApi.watermark, undefined, {});
}

export function useSaveWatermark() {
  const queryClient = useQueryClient();
  return useEndpointMutation(documentsApi.saveWatermark, {
    onSuccess: (saved) => queryClient.setQueryData(endpointKey(documentsApi.watermark), saved),
  });
}
