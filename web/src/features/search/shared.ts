// What the search screens share: the address of a search (word, tab, filters, page), reading it back, and
// the reader's address a hit opens.
import { LANGUAGES, SEARCH_TABS, type LanguageCode, type SearchTab, type TextHit } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pages } from '../../ui/pages.ts';
import type { IndexQuery, TextQuery } from './api.ts';

export const NS = 'search';

export function useSearchT() {
  return useTranslation(NS);
}

/** Documents per page on the index tab; manuals per page (each with its best pages) on the PDF and web-help tabs. */
export const PAGE_SIZE = 20;
export const MANUALS_PER_PAGE = 10;

const MAX_MODELS_SHOWN = 4;
/** A document's models as a result line shows them: the first few, then how many more. */
export function modelsShown(models: string[]): string {
  const more = models.length - MAX_MODELS_SHOWN;
  return models.slice(0, MAX_MODELS_SHOWN).join(', ') + (more > 0 ? ` +${more}` : '');
}
/** The filters every tab has; the index tab adds the publication type. */
export const ID_FILTERS = ['documentTypeId', 'productTypeId', 'productId', 'modelId'] as const;

export function isSearchTab(value: string | undefined): value is SearchTab {
  return (SEARCH_TABS as readonly string[]).includes(value ?? '');
}

/** The tab the address names; /search alone is redirected to the PDF tab before anything draws. */
export function useSearchTab(): SearchTab {
  const segment = useLocation().pathname.split('/')[2];
  return isSearchTab(segment) ? segment : 'pdf';
}

/** The filters, the page and the word, as the address holds them. */
export function textQueryFrom(params: URLSearchParams): TextQuery {
  const query: TextQuery = { searchWord: (params.get('searchWord') ?? '').trim(), page: Math.min(500, Math.max(1, Number(params.get('page')) || 1)), pageSize: MANUALS_PER_PAGE };
  for (const key of ID_FILTERS) {
    const value = Number(params.get(key));
    if (Number.isInteger(value) && value > 0) query[key] = value;
  }
  const language = params.get('language');
  if (language && LANGUAGES.some((l) => l.code === language)) query.language = language as LanguageCode;
  return query;
}

export function indexQueryFrom(params: URLSearchParams): IndexQuery {
  // The server lists them in the reader's order (its default), so each group (their language, English, …) runs on across pages.
  const query: IndexQuery = { ...textQueryFrom(params), pageSize: PAGE_SIZE };
  const publishType = params.get('publishType');
  if (publishType === 'PDF' || publishType === 'WEBHELP') query.publishType = publishType;
  return query;
}

/** The reader at a hit's page or topic, with the words to highlight. */
export function hitUrl(hit: Pick<TextHit, 'documentId' | 'versionId' | 'page' | 'topicPath' | 'highlights'>): string {
  return pages.documentView(hit.documentId, { version: hit.versionId, page: hit.page, topic: hit.topicPath, hl: hit.highlights });
}
