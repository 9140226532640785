// Server calls of access requests: the reader's own, and the user managers'. Changes refresh the 'users' area.
import { accessRequestsApi, type AccessRequestsQuery, type MyAccessRequestsQuery } from '@gsis/contract';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

export const useRequestAccess = () => useEndpointMutation(accessRequestsApi.request);
export const useMyAccessRequests = (query: MyAccessRequestsQuery) => useEndpointQuery(accessRequestsApi.mine, query, { placeholderData: (previous) => previous });
export const useAccessRequests = (query: AccessRequestsQuery, enabled = true) =>
  useEndpointQuery(accessRequestsApi.list, query, { enabled, placeholderData: (previous) => previous });
export const useDecideAccess = () => useEndpointMutation(accessRequestsApi.decide);
