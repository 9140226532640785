// Server calls of the company sign-in screen: the providers with their mappings and the roles a mapping may name, and
// the changes, each refreshing the area.
import { companySignInAdminApi } from '@gsis/contract';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

/** The providers and the roles; a list that cannot be loaded is the page failing. */
export const useProviders = () => useEndpointQuery(companySignInAdminApi.providers, undefined);
export const useSaveProvider = () => useEndpointMutation(companySignInAdminApi.saveProvider);
export const useEnableProvider = () => useEndpointMutation(companySignInAdminApi.enableProvider);
export const useDeleteProvider = () => useEndpointMutation(companySignInAdminApi.deleteProvider);
export const useSaveMapping = () => useEndpointMutation(companySignInAdminApi.saveMapping);
export const useDeleteMapping = () => useEndpointMutation(companySignInAdminApi.deleteMapping);
