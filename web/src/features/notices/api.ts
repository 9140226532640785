// Server calls of the notice screens. The public list and notice change with the language of nothing (a
// notice is written once), and a save or delete refreshes the whole 'support' area.
import { noticesApi, type NoticeListQuery } from '@gsis/contract';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

export const useNoticeList = (query: NoticeListQuery, managed: boolean) =>
  useEndpointQuery(managed ? noticesApi.managedList : noticesApi.list, query, { placeholderData: (previous) => previous });

export const useNotice = (noticeId: number | undefined, managed: boolean) =>
  useEndpointQuery(managed ? noticesApi.managedDetail : noticesApi.detail, { noticeId: noticeId ?? 0 }, { enabled: noticeId !== undefined });

export const usePopups = (day: string) => useEndpointQuery(noticesApi.popups, { day }, {
  select: (data) => data.notices, staleTime: 5 * 60_000,
  // Popups over the home page: the page is what the reader came for.
  throwOnError: false,
});

export const useSaveNotice = () => useEndpointMutation(noticesApi.save);
export const useDeleteNotice = () => useEndpointMutation(noticesApi.delete);
