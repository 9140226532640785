// Server calls of feedback: the reader's own, and the feedback administrators'. Every change refreshes the
// 'support' area.
import { feedbackApi, type FeedbackManageQuery, type MyFeedbackQuery } from '@gsis/contract';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

export const useSaveFeedback = () => useEndpointMutation(feedbackApi.save);
export const useMyFeedback = (query: MyFeedbackQuery) => useEndpointQuery(feedbackApi.mine, query, { placeholderData: (previous) => previous });
export const useWithdrawFeedback = () => useEndpointMutation(feedbackApi.deleteMine);

export const useFeedbackList = (query: FeedbackManageQuery) => useEndpointQuery(feedbackApi.list, query, { placeholderData: (previous) => previous });
export const useFeedbackDetail = (feedbackId: number | undefined) =>
  useEndpointQuery(feedbackApi.detail, { feedbackId: feedbackId ?? 0 }, { enabled: feedbackId !== undefined });
export const useAnswerFeedback = () => useEndpointMutation(feedbackApi.answer);
export const useDeleteFeedback = () => useEndpointMutation(feedbackApi.delete);

export const useFeedbackManagers = () => useEndpointQuery(feedbackApi.managers, undefined, { select: (data) => data.items });
export const useSaveFeedbackManagers = () => useEndpointMutation(feedbackApi.saveManagers);
export const useFeedbackCandidates = (keyword: string) =>
  useEndpointQuery(feedbackApi.candidates, { keyword }, { enabled: keyword.trim().length > 0, select: (data) => data.items, placeholderData: (previous) => previous });
