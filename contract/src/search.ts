// Search (seed section 7): suggestions, documents that apply to a model or serial number, and hits inside
// PDF pages and web-help topics.
import { z } from 'zod';
import { Language, PublishType } from './vocabulary.ts';
import { DbId } from './ids.ts';
import { DoneResponse } from './common.ts';
import { DOCUMENT_CODES, DOCUMENT_SORTS, DocumentFilterOptions, DocumentListItem, DocumentListQuery } from './documents.ts';
import { endpoint } from './endpoint.ts';

export const SEARCH_TABS = ['index', 'pdf', 'webhelp'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export const MAX_SEARCH_WORD = 200;
export const MAX_SUGGESTIONS = 10;

const id = DbId;
const SearchWord = z.string().trim().min(1).max(MAX_SEARCH_WORD);

export const SuggestQuery = z.object({ term: z.string().trim().max(MAX_SEARCH_WORD).default('') });
/** GUIDE: a troubleshooting guide for the fault code typed (readers who hold the Troubleshooting menu). */
export const SUGGESTION_KINDS = ['MODEL', 'SUFFIX', 'TITLE', 'GUIDE'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
export const SuggestResponse = z.object({
  /** The seed's list of strings, best first. */
  suggestList: z.array(z.string()),
  /** The same, with what each one is, so picking a model or suffix can open the documents that apply. */
  suggestItems: z.array(z.object({ text: z.string(), kind: z.enum(SUGGESTION_KINDS), href: z.string().optional() })),
});
export type SuggestResponse = z.infer<typeof SuggestResponse>;

const paging = { page: z.number().int().min(1).max(500).default(1), pageSize: z.number().int().min(1).max(50).default(20) };
/** countOnly: the tab headers' counts; not recorded as a search. */
const searchBase = { searchWord: SearchWord, countOnly: z.boolean().default(false), ...paging };

/**
 * The index tab: the document list's filters, for the documents a model, suffix, serial number, product number,
 * equipment code or title names.
 */
export const IndexSearchBody = DocumentListQuery.omit({ keyword: true, productNumber: true, equipmentCode: true, distributionStatus: true, page: true, pageSize: true })
  .extend({ ...searchBase, sort: z.enum(DOCUMENT_SORTS).default('forReader') });
export type IndexSearchBody = z.input<typeof IndexSearchBody>;

/** A model the search word names, and how: its code, one of its suffixes, or a full serial number. */
export const ResolvedModel = z.object({
  modelId: id, model: z.string(), product: z.string(), productType: z.string(),
  suffix: z.string().nullable(), serialNumber: z.number().int().nullable(),
});
export type ResolvedModel = z.infer<typeof ResolvedModel>;

export const IndexSearchResponse = z.object({
  resolved: z.array(ResolvedModel),
  /**
   * The codes the search word is (case and separators aside) of documents readers can find, whose documents are
   * listed with those of the machines in `resolved`: a product number, an equipment code, or both.
   */
  codeMatches: z.array(z.enum(DOCUMENT_CODES)),
  items: z.array(DocumentListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  didYouMean: z.string().nullable(),
});
export type IndexSearchResponse = z.infer<typeof IndexSearchResponse>;

/** The PDF and web-help tabs page by manual (a document's version): `pageSize` manuals, each with its best pages. */
export const TextSearchBody = z.object({
  ...searchBase,
  pageSize: z.number().int().min(1).max(50).default(10),
  documentTypeId: id.optional(),
  productTypeId: id.optional(),
  productId: id.optional(),
  modelId: id.optional(),
  language: Language.optional(),
});
export type TextSearchBody = z.input<typeof TextSearchBody>;

/** A piece of a snippet; `hit` pieces are the words that matched. */
export const SnippetPart = z.object({ text: z.string(), hit: z.boolean() });
export type SnippetPart = z.infer<typeof SnippetPart>;

export const TextHit = z.object({
  documentId: id,
  versionId: id,
  title: z.string(),
  documentType: z.string(),
  versionLabel: z.string(),
  language: Language,
  publishType: PublishType,
  /** The model codes the document applies to. */
  models: z.array(z.string()),
  /** PDF hits: the page. */
  page: z.number().int().nullable(),
  /** Web-help hits: the topic. */
  topicPath: z.string().nullable(),
  topicTitle: z.string().nullable(),
  /** Null where the reader may not read the document: not a word of its content leaves the server. */
  snippet: z.array(SnippetPart).nullable(),
  /** The words as they stand on the page, for the viewer to highlight. */
  highlights: z.array(z.string()),
  authorised: z.boolean(),
  /** The page is a scan whose text OCR read: its words may be misread. */
  ocr: z.boolean(),
});
export type TextHit = z.infer<typeof TextHit>;

/** The pages a manual's hits do not show: PDF page numbers, or web-help topics (titled where the reader may read them). */
export const MorePlace = z.object({ page: z.number().int().nullable(), topicPath: z.string().nullable(), topicTitle: z.string().nullable() });
export type MorePlace = z.infer<typeof MorePlace>;

/** A manual (version) on this page of results, in the order of `hits`: how many of its pages match, and the rest of them. */
export const HitManual = z.object({
  versionId: id,
  hitCount: z.number().int(),
  /** Its matching pages past those in `hits`, best first (at most 100). */
  more: z.array(MorePlace),
});
export type HitManual = z.infer<typeof HitManual>;

export const TextSearchResponse = z.object({
  /** The best pages (at most 3) of each manual on this page, a manual's pages together, manuals in the reader's order. */
  hits: z.array(TextHit),
  manuals: z.array(HitManual),
  /** Manuals that match: what the pages of results count. */
  manualTotal: z.number().int(),
  /** Pages (or topics) that match, in documents the reader may read and in the others. */
  total: z.number().int(),
  authorisedTotal: z.number().int(),
  /** More pages match than are ranked and counted (1 000): the totals mean "more than". */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  didYouMean: z.string().nullable(),
});
export type TextSearchResponse = z.infer<typeof TextSearchResponse>;

/** /service/search/mprods: the product lines and models of one product type ("product class"). */
export const ProductClassBody = z.object({ pclass: id });
const option = z.object({ id, label: z.string() });
export const ProductClassResponse = z.object({
  products: z.array(option),
  models: z.array(option.extend({ productId: id })),
});
export type ProductClassResponse = z.infer<typeof ProductClassResponse>;

export const RecentSearch = z.object({ searchWord: z.string(), tab: z.enum(SEARCH_TABS), searchedAt: z.string() });
export type RecentSearch = z.infer<typeof RecentSearch>;
export const RecentSearchResponse = z.object({ recentList: z.array(RecentSearch) });
export type RecentSearchResponse = z.infer<typeof RecentSearchResponse>;
/** Forgets one recent search, or all of them when no word is given. */
export const RecentSearchDelete = z.object({ searchWord: z.string().trim().max(MAX_SEARCH_WORD).optional() });
export const MAX_RECENT_SEARCHES = 10;

// ── Endpoints: /service/search/** and the home page's /main/search/recent ────────────────────────

/** Search is public (seed: /search is a public route): a visitor's hits are all marked login-required, without text. */
const searcher = { access: 'public', area: 'search' } as const;
const mine = { access: 'login', area: 'search' } as const;
export const searchApi = {
  suggest: endpoint({ ...searcher, method: 'GET', path: '/service/search/suggest', summary: 'Models, suffixes and document titles for what has been typed, best first (at most 10)', query: SuggestQuery, response: SuggestResponse }),
  index: endpoint({
    ...searcher, method: 'POST', path: '/service/search/index',
    summary: 'Documents that apply to the model, suffix or serial number searched for (or whose title holds the words), with the document-list filters',
    body: IndexSearchBody, response: IndexSearchResponse,
  }),
  pdf: endpoint({ ...searcher, method: 'POST', path: '/service/search/pdf', summary: 'Pages of PDF documents that hold the words, with a snippet and the words to highlight', body: TextSearchBody, response: TextSearchResponse }),
  webhelp: endpoint({ ...searcher, method: 'POST', path: '/service/search/webhelp', summary: 'Web-help topics that hold the words, with a snippet and the words to highlight', body: TextSearchBody, response: TextSearchResponse }),
  codes: endpoint({ ...searcher, method: 'POST', path: '/service/search/codes', summary: "Choices of the search page's filters in the reader's language", response: DocumentFilterOptions }),
  productClass: endpoint({ ...searcher, method: 'POST', path: '/service/search/mprods', summary: 'The product lines and models of one product type (pclass)', body: ProductClassBody, response: ProductClassResponse }),
  recent: endpoint({ ...mine, method: 'POST', path: '/main/search/recent', summary: "The caller's recent searches, newest first", response: RecentSearchResponse }),
  forgetRecent: endpoint({ ...mine, method: 'POST', path: '/main/search/recent/delete', summary: 'Forgets one recent search, or all of them', body: RecentSearchDelete, response: DoneResponse }),
};
