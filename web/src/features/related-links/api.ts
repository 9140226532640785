// Server calls of the related-link screens. A change refreshes the 'related-links' area, the footer's list
// included, so the footer follows on the next page drawn.
import { relatedLinksApi } from '@gsis/contract';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

/** Every link, switched off ones too, in each block's order. A list that cannot be loaded is the page failing. */
export function useManagedLinks() {
  return useEndpointQuery(relatedLinksApi.managedList, undefined, { select: (data) => data.linkList });
}

export function useLinkDetail(linkId: number | undefined) {
  return useEndpointQuery(relatedLinksApi.detail, { linkId: linkId ?? 0 }, { enabled: linkId !== undefined });
}

export const useSaveLink = () => useEndpointMutation(relatedLinksApi.save);
export const useDeleteLink = () => useEndpointMutation(relatedLinksApi.delete);
export const useSortLinks = () => useEndpointMutation(relatedLinksApi.sort);
