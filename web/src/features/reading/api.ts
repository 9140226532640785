// Server calls of the reader's screens: the document list and its filters, one document, content tickets, what changed.
import { bookmarksApi, documentsApi, type DocumentListQuery } from '@gsis/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';
import { apiUrl } from '../../api/base.ts';
import { failsThePageUnless } from '../../api/failures.ts';
import { useSession } from '../../session/session-store.ts';

/**
 * The choices of the document-list filters in the reader's language. The document form and the user
 * screens ask the same endpoint under the same key; a catalogue change refreshes it.
 */
export function useDocumentFilters() {
  const { i18n } = useTranslation();
  return useEndpointQuery(documentsApi.filters, undefined, { dependsOn: [i18n.language], staleTime: 5 * 60_000 });
}

export function useDocumentList(query: DocumentListQuery) {
  const { i18n } = useTranslation();
  return useEndpointQuery(documentsApi.list, query, { dependsOn: [i18n.language], placeholderData: keepPreviousData });
}

/** A document the reader opens; `id` undefined for an address that names none (asks nothing). */
export function useReaderDocument(id: number | undefined) {
  const { i18n } = useTranslation();
  return useEndpointQuery(documentsApi.readerDetail, { id: id ?? 0 }, {
    dependsOn: [i18n.language], enabled: id !== undefined,
    // A document not (or no longer) there is said in the reader's page, with the ways on (DocumentGone.tsx).
    throwOnError: failsThePageUnless(404),
  });
}

/** A content ticket lives for hours; fetch a fresh one per version opened, keep it while the page stays. */
export function useContentTicket(versionId: number | undefined, enabled: boolean) {
  return useEndpointQuery(documentsApi.ticket, { versionId: versionId ?? 0 }, {
    enabled: enabled && versionId !== undefined,
    staleTime: 60 * 60_000,
    retry: false,
    // A reader without authority is told so in the viewer, with the way to ask for it.
    throwOnError: failsThePageUnless(403),
    // The content is where the API is, which need not be where the app was loaded from.
    select: (data) => ({ ...data, fileUrl: apiUrl(data.fileUrl).toString(), webhelpUrl: data.webhelpUrl && apiUrl(data.webhelpUrl).toString() }),
  });
}

/**
 * What changed in a version against the one readers had before it, as stored; `versionId` undefined asks nothing.
 * What changed fails its page when there is none for the reader; the viewer, marking the changes, goes on without them.
 */
export function useWhatChanged(versionId: number | undefined, { quietly = false } = {}) {
  return useEndpointQuery(documentsApi.whatChanged, { versionId: versionId ?? 0 }, {
    enabled: versionId !== undefined, staleTime: 5 * 60_000, ...(quietly ? { throwOnError: false, retry: false } : {}),
  });
}

/** How often a web help just published is asked for its topics again while they are being read out of it. */
const TOC_POLL_MS = 3000;

export function useWebHelpToc(versionId: number | undefined, enabled: boolean) {
  return useEndpointQuery(documentsApi.webHelpToc, { versionId: versionId ?? 0 }, {
    enabled: enabled && versionId !== undefined, retry: false,
    refetchInterval: (query) => (query.state.data?.preparing ? TOC_POLL_MS : false),
  });
}

/**
 * The caller's bookmark folders and bookmarks, for the reader's Bookmark button and dialog: the very query My Library's
 * screens make (bookmarks/api.ts, useBookmarkList), under the same key, so both share one answer and the
 * dialog's additions refresh it. A list that cannot be loaded leaves the dialog with a new folder only.
 */
export function useBookmarkFolders() {
  const { user } = useSession();
  return useEndpointQuery(bookmarksApi.list, undefined, { dependsOn: [user?.userId ?? null], throwOnError: false });
}

export const useAddBookmark = () => useEndpointMutation(bookmarksApi.add);
