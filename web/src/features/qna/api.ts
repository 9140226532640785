// Server calls of the Q&A screens. Every change refreshes the 'support' area, the lists included.
import { qnaApi, type QnaListQuery } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';
import { useSession } from '../../session/session-store.ts';

export { useQnaClassChoices as useQnaClasses } from '../../api/support-queries.ts';

/** A list; what it holds depends on who asks (their questions, those they manage). */
export function useQuestions(query: QnaListQuery, managed: boolean, enabled = true) {
  const { i18n } = useTranslation();
  const { user } = useSession();
  return useEndpointQuery(managed ? qnaApi.managedList : qnaApi.list, query, { enabled, dependsOn: [i18n.language, user?.userId], placeholderData: (previous) => previous });
}

export function useQuestion(questionId: number | undefined) {
  const { i18n } = useTranslation();
  const { user } = useSession();
  return useEndpointQuery(qnaApi.detail, { questionId: questionId ?? 0 }, { enabled: questionId !== undefined, dependsOn: [i18n.language, user?.userId] });
}

export const useAsk = () => useEndpointMutation(qnaApi.save);
export const useAnswer = () => useEndpointMutation(qnaApi.answer);
export const useDeleteQuestion = () => useEndpointMutation(qnaApi.delete);
