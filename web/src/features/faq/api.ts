// Server calls of the FAQ screens. Every change refreshes the 'support' area, the public page included.
import { faqApi, type FaqManagedQuery, type FaqQuery } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

/** The Q&A classifications in use: the FAQ's tabs and its form's choices. */
export { useQnaClassChoices as useClassChoices } from '../../api/support-queries.ts';

export function useFaqEntries(query: FaqQuery) {
  const { i18n } = useTranslation();
  return useEndpointQuery(faqApi.list, query, { select: (data) => data.items, dependsOn: [i18n.language], placeholderData: (previous) => previous });
}

export function useManagedFaqs(query: FaqManagedQuery) {
  const { i18n } = useTranslation();
  return useEndpointQuery(faqApi.managedList, query, { dependsOn: [i18n.language], placeholderData: (previous) => previous });
}

export function useFaqDetail(faqId: number | undefined) {
  const { i18n } = useTranslation();
  return useEndpointQuery(faqApi.detail, { faqId: faqId ?? 0 }, { dependsOn: [i18n.language], enabled: faqId !== undefined });
}
export const useSaveFaq = () => useEndpointMutation(faqApi.save);
export const useDeleteFaq = () => useEndpointMutation(faqApi.delete);
