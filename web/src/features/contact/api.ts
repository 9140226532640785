// Server calls of Contact Us: the public form and its classifications, and the managers' messages.
import { contactApi, contactClassesApi, type ContactMessageQuery } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

export function useContactClasses() {
  const { i18n } = useTranslation();
  return useEndpointQuery(contactClassesApi.choices, undefined, { select: (data) => data.items, dependsOn: [i18n.language] });
}

export const useSendMessage = () => useEndpointMutation(contactApi.send);

export function useMessages(query: ContactMessageQuery) {
  const { i18n } = useTranslation();
  return useEndpointQuery(contactApi.messages, query, { dependsOn: [i18n.language], placeholderData: (previous) => previous });
}

export const useMessage = (messageId: number | undefined) =>
  useEndpointQuery(contactApi.message, { messageId: messageId ?? 0 }, { enabled: messageId !== undefined });
