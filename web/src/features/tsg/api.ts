// Server calls of the troubleshooting guides: the readers' models, search and guide, and the administrators'
// guides and dictionary. Every change refreshes the 'troubleshooting' area.
import { tsgApi, type GuideFindQuery, type GuideListQuery, type LanguageCode } from '@gsis/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../../api/endpoints.ts';
import { failsThePageUnless } from '../../api/failures.ts';

/** Titles, terms and symbol meanings come back in the reader's language, so the language is part of the keys. */
const useLanguage = () => useTranslation().i18n.language;

export const useGuideModels = () => useEndpointQuery(tsgApi.models, undefined, { select: (data) => data.models });

export function useGuideSearch(query: GuideFindQuery, enabled = true) {
  const language = useLanguage();
  return useEndpointQuery(tsgApi.find, query, { dependsOn: [language], placeholderData: keepPreviousData, enabled });
}

export function useGuide(guideId: number | undefined, asked: LanguageCode | undefined) {
  const language = useLanguage();
  return useEndpointQuery(tsgApi.guide, asked ? { language: asked } : {}, {
    params: { guideId: guideId ?? 0 }, dependsOn: [language], enabled: guideId !== undefined,
    // A guide withdrawn since the link was made says so in place of the guide.
    throwOnError: failsThePageUnless(404),
  });
}

export const useManagedGuides = (query: GuideListQuery) => useEndpointQuery(tsgApi.list, query, { placeholderData: keepPreviousData });
export const useGuideDetail = (guideId: number | undefined) => useEndpointQuery(tsgApi.detail, { id: guideId ?? 0 }, { enabled: guideId !== undefined });
export function useGuideChoices() {
  const language = useLanguage();
  return useEndpointQuery(tsgApi.choices, undefined, { dependsOn: [language] });
}
export const useLinkableDocuments = (keyword: string) =>
  useEndpointQuery(tsgApi.linkable, { keyword }, { enabled: keyword.trim().length > 0, select: (data) => data.items, placeholderData: keepPreviousData });
export const useSaveGuide = () => useEndpointMutation(tsgApi.save);
export const usePublishGuide = () => useEndpointMutation(tsgApi.publish);
export const useDeleteGuide = () => useEndpointMutation(tsgApi.delete);

export function useTerms(query: { category?: 'COMPONENT' | 'SYMPTOM' | 'CHECK'; keyword?: string }) {
  const language = useLanguage();
  return useEndpointQuery(tsgApi.terms, query, { dependsOn: [language], select: (data) => data.items, placeholderData: keepPreviousData });
}
export const useSaveTerm = () => useEndpointMutation(tsgApi.saveTerm);
export const useDeleteTerm = () => useEndpointMutation(tsgApi.deleteTerm);
