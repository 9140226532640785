// Server calls of the e-mail screens. Every change refreshes the 'email' area.
import { emailApi, type EmailGroupMembersQuery, type EmailSendListQuery, type EmailSendRecipientsQuery, type EmailTemplateListQuery } from '@gsis/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

/** A list's next page or filter keeps the rows shown until the new ones arrive. */
const keepRows = { placeholderData: keepPreviousData } as const;
/** How often a send under way is looked at again: its progress moves as the outbox delivers. */
export const PROGRESS_POLL_MS = 1500;

export const useGroups = () => useEndpointQuery(emailApi.groupList, undefined, { select: (data) => data.items });
export const useSaveGroup = () => useEndpointMutation(emailApi.groupSave);
export const useDeleteGroup = () => useEndpointMutation(emailApi.groupDelete);
export const useGroupMembers = (query: EmailGroupMembersQuery) => useEndpointQuery(emailApi.groupMembers, query, keepRows);
export const useAddMember = () => useEndpointMutation(emailApi.groupAddMember);
export const useRemoveMember = () => useEndpointMutation(emailApi.groupRemoveMember);

export const useTemplates = (query: EmailTemplateListQuery) => useEndpointQuery(emailApi.templateList, query, keepRows);
export const useTemplate = (templateId: number | undefined) =>
  useEndpointQuery(emailApi.templateDetail, { templateId: templateId ?? 0 }, { enabled: templateId !== undefined });
export const useSaveTemplate = () => useEndpointMutation(emailApi.templateSave);
export const useDeleteTemplate = () => useEndpointMutation(emailApi.templateDelete);
export const usePreview = () => useEndpointMutation(emailApi.templatePreview);

export const useSends = (query: EmailSendListQuery) => useEndpointQuery(emailApi.sendList, query, {
  ...keepRows,
  refetchInterval: (q) => (q.state.data?.items.some((send) => send.state === 'SENDING') ? PROGRESS_POLL_MS : false),
});
export const useSend = (sendId: number | undefined) => useEndpointQuery(emailApi.sendDetail, { sendId: sendId ?? 0 }, {
  enabled: sendId !== undefined,
  refetchInterval: (q) => (q.state.data?.state === 'SENDING' ? PROGRESS_POLL_MS : false),
});
export const useSendRecipients = (query: EmailSendRecipientsQuery, live: boolean) =>
  useEndpointQuery(emailApi.sendRecipients, query, { ...keepRows, enabled: query.sendId > 0, refetchInterval: live ? PROGRESS_POLL_MS : false });
export const useSendGroups = () => useEndpointQuery(emailApi.sendGroups, undefined, { select: (data) => data.items });
export const useSendTemplates = (keyword: string) =>
  useEndpointQuery(emailApi.sendTemplates, { pageSize: 50, ...(keyword ? { keyword } : {}) }, { ...keepRows, select: (data) => data.items });
export const useCreateSend = () => useEndpointMutation(emailApi.sendCreate);
