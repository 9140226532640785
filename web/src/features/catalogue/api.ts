// Server calls of the catalogue screens: lists as queries, saves and deletes as mutations that refresh them.
import { catalogueApi, type EndpointDefinition, type EndpointInput, type EndpointResponse } from '@gsis/contract';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

/** The catalogue's lists. */
export type CatalogueList = (typeof catalogueApi)[
  'documentTypes' | 'productTypes' | 'products' | 'models' | 'certifications' | 'controllerTypes' | 'regions'
];

/**
 * One list of the catalogue. Labels come back in the reader's language, so the language is part of the key.
 * A list that cannot be loaded (no authority, server down) is the page failing: the route's error page shows it.
 */
export function useCatalogueList<E extends CatalogueList>(endpoint: E, input?: EndpointInput<E>): UseQueryResult<EndpointResponse<E>>;
export function useCatalogueList(endpoint: CatalogueList, input?: EndpointInput<CatalogueList>) {
  const { i18n } = useTranslation();
  return useEndpointQuery(endpoint, input, { dependsOn: [i18n.language], placeholderData: keepPreviousData });
}

/**
 * A save or delete; the whole library area is refreshed after it: every catalogue list, since counts cross
 * from one list to another, and the document filters' choices and the document lists, which name what the
 * catalogue holds.
 */
export function useCatalogueWrite<E extends EndpointDefinition>(endpoint: E) {
  return useEndpointMutation(endpoint);
}
