// What the bookmark screens share: their translations, duplicate names, and the reader's address a
// bookmark opens.
import { ErrorCode, type Bookmark } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { pages } from '../../ui/pages.ts';

export const NS = 'bookmarks';

export function useBookmarksT() {
  return useTranslation(NS);
}

export function isDuplicate(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.ALREADY_EXISTS;
}

/** The reader at the kept place: the version, then the page of a PDF or the topic of a web help. */
export function readerUrl(bookmark: Pick<Bookmark, 'documentId' | 'versionId' | 'page' | 'topicPath'>): string {
  return pages.documentView(bookmark.documentId, { version: bookmark.versionId, page: bookmark.page, topic: bookmark.topicPath });
}
