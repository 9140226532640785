// Server calls of the statistics screens: a screen's result and filters, its spreadsheet, and who searched a term.
import { searchMissSearchesEndpoint, statisticsScreenApi, type StatisticsQuery, type StatScreen } from '@gsis/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadFrom } from '../../api/download.ts';
import { useEndpointQuery } from '../../api/endpoints.ts';

export function useStatistics(screen: StatScreen, query: StatisticsQuery) {
  const { i18n } = useTranslation();
  return useEndpointQuery(statisticsScreenApi[screen].query, query, { dependsOn: [i18n.language], placeholderData: keepPreviousData });
}

export function useStatisticsFilters(screen: StatScreen) {
  const { i18n } = useTranslation();
  return useEndpointQuery(statisticsScreenApi[screen].filters, undefined, { dependsOn: [i18n.language], staleTime: 10 * 60_000 });
}

export const exportStatistics = (screen: StatScreen, query: StatisticsQuery) => downloadFrom(statisticsScreenApi[screen].export, query, `${screen}.xlsx`);

export const useMissedSearches = (term: string | null, query: { from: string; to: string; language?: string }) =>
  useEndpointQuery(searchMissSearchesEndpoint, { term: term ?? '', ...query }, { enabled: term !== null });
