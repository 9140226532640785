// Server calls of the symbol library: the readers' list, and the administrators' list and changes. Every
// change refreshes the 'troubleshooting' area, readers' list included.
import { symbolsApi, type SymbolListQuery } from '@gsis/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';

/** Meanings come back in the reader's language, so the language is part of the key. */
export function useSymbolCards(query: SymbolListQuery) {
  const { i18n } = useTranslation();
  return useEndpointQuery(symbolsApi.list, query, { dependsOn: [i18n.language], placeholderData: keepPreviousData, select: (data) => data.items });
}

export function useManagedSymbols() {
  const { i18n } = useTranslation();
  return useEndpointQuery(symbolsApi.managedList, undefined, { dependsOn: [i18n.language], select: (data) => data.items });
}

export const useSaveSymbol = () => useEndpointMutation(symbolsApi.save);
export const useDeleteSymbol = () => useEndpointMutation(symbolsApi.delete);
export const useSortSymbols = () => useEndpointMutation(symbolsApi.sort);
