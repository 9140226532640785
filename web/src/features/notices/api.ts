// Server calls of the notice screens. A notice is read in the reader's language (else English), so its answers
// depend on the language asked in; a save or delete refreshes the whole 'support' area.
import { noticesApi, type NoticeListQuery } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

export function useNoticeList(query: NoticeListQuery, managed: boolean) {
  const { i18n } = useTranslation();
  return useEndpointQuery(managed ? noticesApi.managedList : noticesApi.list, query, { dependsOn: [i18n.language], placeholderData: (previous) => previous });
}

export function useNotice(noticeId: number | undefined, managed: boolean) {
  const { i18n } = useTranslation();
  return useEndpointQuery(managed ? noticesApi.managedDetail : noticesApi.detail, { noticeId: noticeId ?? 0 }, { dependsOn: [i18n.language], enabled: noticeId !== undefined });
}

/** A notice with every version, for its form. */
export function useManagedNotice(noticeId: number | undefined) {
  const { i18n } = useTranslation();
  return useEndpointQuery(noticesApi.managedDetail, { noticeId: noticeId ?? 0 }, { dependsOn: [i18n.language], enabled: noticeId !== undefined });
}

export function usePopups(day: string) {
  const { i18n } = useTranslation();
  return useEndpointQuery(noticesApi.popups, { day }, {
    select: (data) => data.notices, staleTime: 5 * 60_000, dependsOn: [i18n.language],
    // Popups over the home page: the page is what the reader came for.
    throwOnError: false,
  });
}

export const useSaveNotice = () => useEndpointMutation(noticesApi.save);
export const useDeleteNotice = () => useEndpointMutation(noticesApi.delete);
