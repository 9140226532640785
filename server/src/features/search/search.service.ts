// The rules of search: what a search word means in each tab, who sees what of a hit, 'did you mean',
// and that every search a person runs is remembered for them and counted for the statistics.
import type {
  DocumentFilterOptions, IndexSearchBody, IndexSearchResponse, LanguageCode, ProductClassResponse, RecentSearch, SearchTab, SuggestResponse, TextHit, TextSearchBody, TextSearchResponse,
} from '@gsis/contract';
import { fold, MAX_SUGGESTIONS, parseQuery, tokenize } from '@gsis/contract';
import type { z } from 'zod';
import { accessUserOf, recordAccessEvent } from '../../platform/access-events.ts';
import type { AfterAnswer } from '../../platform/after-answer.ts';
import { keptAnswers } from '../../platform/cache/kept-answers.ts';
import type { ChangeSignals } from '../../platform/db/change-signals.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ClientInfo } from '../../platform/request-context.ts';
import { buildTsQuery, phraseLengths, prefixTokens, queryTokens, TEXT_SEARCH_CONFIGS, type BuiltQuery } from '../../platform/search-text/search-text.ts';
import type { SessionRow } from '../../platform/auth/sessions.repo.ts';
import type { DocumentService } from '../library/documents/documents.service.ts';
import { VISITOR_VIEW, type ReaderAccess } from '../library/access/reader-access.ts';
import type { Machines } from '../library/library.feature.ts';
import type { LibraryNames } from '../library/changes.ts';
import * as repo from './search.repo.ts';
import { snippetOf } from './snippets.ts';
import { bumpPopularity, buildSuggestionsOnce, findSuggestions } from './suggestions.repo.ts';

type IndexQuery = z.output<typeof IndexSearchBody>;
type TextQuery = z.output<typeof TextSearchBody>;

/**
 * Who searches, and from where (for authority, recent searches and the access event): a signed-in reader,
 * or a visitor (`session` null) whose hits are all login-required.
 */
export interface Searcher { session: SessionRow | null; client: ClientInfo; language: LanguageCode }

export interface SearchService {
  /** Names the term starts; guides for a fault code when `guides` offers them to this reader. */
  suggest(term: string, session: SessionRow | null, language: LanguageCode): Promise<SuggestResponse>;
  index(searcher: Searcher, query: IndexQuery): Promise<IndexSearchResponse>;
  text(searcher: Searcher, kind: repo.TextKind, query: TextQuery): Promise<TextSearchResponse>;
  productClass(productTypeId: number): Promise<ProductClassResponse>;
  /** The search page's filters: the document list's, in the reader's language. */
  filters(language: LanguageCode): Promise<DocumentFilterOptions>;
  recent(userId: number): Promise<RecentSearch[]>;
  forget(userId: number, searchWord: string | undefined): Promise<void>;
  /** Suggestions for an install whose documents and models came before search. */
  prepare(): Promise<void>;
}

/**
 * Search asks the library who may read what (`readers`), for its document list (`documents`), which
 * machines a word names (`machines`) and, on its first start, every name to suggest (`names`); it reads the
 * library's index through library-views.ts.
 */
export interface SearchDeps { db: Db; signals: ChangeSignals; afterAnswer: AfterAnswer; readers: ReaderAccess; documents: DocumentService; machines: Machines; names: LibraryNames; clock: () => Date; guides?: GuideSuggestions }

/** Troubleshooting guides for a fault code typed in the search box, for a reader allowed to read them (app.ts wires it). */
export interface GuideSuggestions {
  suggest(term: string, userId: number, language: LanguageCode): Promise<{ text: string; href: string }[]>;
}

/**
 * The header box asks for suggestions at every letter typed, and everyone types the same first letters: the
 * answers are kept per term for a minute (popularity, which orders them, moves slowly), dropped at once when
 * the library's names change on any instance.
 */
const KEPT_SUGGESTIONS = { max: 20_000, ttlMs: 60_000 };

/** A manual's pages shown with a snippet; of the others, at most MORE_PLACES are listed by number or title. */
const PAGES_PER_MANUAL = 3;
const MORE_PLACES = 100;

export function createSearchService({ db, signals, afterAnswer, readers, documents, machines, names, clock, guides }: SearchDeps): SearchService {
  const keptSuggestions = keptAnswers<Awaited<ReturnType<typeof findSuggestions>>>({ signals, topic: 'suggestions', ...KEPT_SUGGESTIONS });
  /**
   * A label searched for is more popular now: the answers it may be in (its terms: what it holds) are asked
   * again here. Other instances see the new order within a minute; it is a hint, not worth a signal per search.
   */
  const forgetAnswersNaming = (label: string | undefined) => {
    if (label === undefined) return;
    const [lower, folded] = [label.toLowerCase(), fold(label)];
    keptSuggestions.forget((term) => lower.includes(term) || folded.includes(fold(term)));
  };

  async function compile(searchWord: string): Promise<BuiltQuery & { prefixes: string[]; phrases: Map<string, number> }> {
    const parsed = parseQuery(searchWord);
    const lexicon = await repo.lexemesOf(db, TEXT_SEARCH_CONFIGS, queryTokens(parsed));
    return { ...buildTsQuery(parsed, lexicon), prefixes: prefixTokens(parsed), phrases: phraseLengths(parsed) };
  }

  /** A search that found nothing: the same words with each unknown one swapped for the closest known word, if that finds something. */
  async function didYouMean(searchWord: string, finds: (candidate: string) => Promise<boolean>): Promise<string | null> {
    let candidate = searchWord;
    let changed = false;
    for (const token of tokenize(searchWord)) {
      if ((token.kind !== 'word' && token.kind !== 'hangul') || token.text.length < 3 || /^\d+$/.test(token.text)) continue;
      const closest = await repo.closestWord(db, token.text);
      if (!closest) continue;
      candidate = candidate.replace(searchWord.slice(token.start, token.end), closest);
      changed = true;
    }
    return changed && candidate !== searchWord && (await finds(candidate)) ? candidate : null;
  }

  /**
   * Counted for the statistics; for a signed-in reader also remembered and a hint for the suggestions' order
   * (a visitor's searches leave no recent search and, being anyone's, do not reorder everyone's suggestions).
   * Written while the answer travels: the reader waits for the hits, not for the record of having asked.
   */
  function record(searcher: Searcher, tab: SearchTab, searchWord: string, resultCount: number, modelCode: Promise<string | undefined>): void {
    const { session: s, client } = searcher;
    const at = clock();
    afterAnswer('recording a search', async () => {
      const model = await modelCode;
      await Promise.all([
        recordAccessEvent(db, {
          action: 'SEARCH', client, at,
          ...(s ? { user: accessUserOf(s) } : {}),
          function: 'SEARCH', topic: searchWord.slice(0, 200), ...(model ? { modelCode: model } : {}),
          details: { term: searchWord, tab, resultCount },
        }),
        ...(s ? [repo.rememberSearch(db, s.userId, searchWord, tab, at), bumpPopularity(db, searchWord).then(forgetAnswersNaming)] : []),
      ]);
    });
  }

  const viewOf = (searcher: Searcher) => (searcher.session ? readers.viewOf(searcher.session.userId) : Promise.resolve(VISITOR_VIEW));

  const service: SearchService = {
    async suggest(term, session, language) {
      const [names, guideItems] = await Promise.all([
        keptSuggestions.get(term.trim().toLowerCase(), () => findSuggestions(db, term)),
        session && guides ? guides.suggest(term, session.userId, language) : Promise.resolve([]),
      ]);
      // A fault code's guides first: typed as a code, that is what the technician is after.
      const items = [...guideItems.map((g) => ({ ...g, kind: 'GUIDE' as const })), ...names].slice(0, MAX_SUGGESTIONS);
      return { suggestList: items.map((i) => i.text), suggestItems: items };
    },

    async index(searcher, query) {
      const { searchWord, countOnly, page, pageSize, ...filters } = query;
      const viewer = await viewOf(searcher);
      // A technician types a model, a serial plate, or a product number or equipment code read off a plate.
      const [resolved, codeMatches] = await Promise.all([machines.named(searchWord, searcher.language), documents.codesNamed(searchWord)]);
      const listQuery = { ...filters, page, pageSize, version: filters.version, distributionStatus: undefined };
      const named = resolved.length > 0 || codeMatches.length > 0;
      // A word that names no machine and no code looks for documents by title instead.
      const list = await documents.list(viewer, listQuery, searcher.language, named
        ? { machines: resolved.map((r) => ({ modelId: r.modelId, serialNumber: r.serialNumber })), ...(codeMatches.length ? { code: searchWord } : {}) }
        : { title: searchWord.slice(0, 100) });
      if (countOnly) return { resolved, codeMatches, items: [], total: list.total, page, pageSize, didYouMean: null };
      const suggestion = list.total === 0 && !named
        ? await didYouMean(searchWord, async (candidate) => (await machines.named(candidate, searcher.language)).length > 0
          || (await documents.list(viewer, { ...listQuery, pageSize: 1 }, searcher.language, { title: candidate.slice(0, 100) })).total > 0)
        : null;
      record(searcher, 'index', searchWord, list.total, Promise.resolve(resolved[0]?.model));
      // A visitor sees what a document is called and what it applies to, not what it says about itself.
      const items = searcher.session ? list.items : list.items.map((item) => ({ ...item, description: '' }));
      return { resolved, codeMatches, items, total: list.total, page, pageSize, didYouMean: suggestion };
    },

    async text(searcher, kind, query) {
      const { searchWord, countOnly, page, pageSize, ...filters } = query;
      // The machine the word names is only for the statistics: asked alongside the search, read after the answer
      // (where a failure is logged with the record).
      const named = countOnly ? Promise.resolve(undefined) : machines.named(searchWord, searcher.language).then((found) => found[0]?.model);
      named.catch(() => undefined);
      const [viewer, compiled] = await Promise.all([viewOf(searcher).then((view) => readers.withGrants(view)), compile(searchWord)]);
      const empty = { hits: [], manuals: [], manualTotal: 0, total: 0, authorisedTotal: 0, totalCapped: false, page, pageSize, didYouMean: null };
      const shownCounts = (c: repo.HitCounts) => ({ total: c.total, authorisedTotal: c.authorisedTotal, totalCapped: c.capped, manualTotal: c.manuals });
      if (countOnly) return compiled.tsquery ? { ...empty, ...shownCounts(await repo.countHits(db, kind, compiled.tsquery, filters, viewer)) } : empty;

      const ranked = compiled.tsquery
        ? await repo.rankedManuals(db, kind, compiled.tsquery, filters, viewer, { language: searcher.language, page, pageSize, unitsKept: PAGES_PER_MANUAL + MORE_PLACES })
        : { manuals: [], counts: undefined };
      const counts = ranked.counts ?? (compiled.tsquery && page > 1 ? await repo.countHits(db, kind, compiled.tsquery, filters, viewer) : { total: 0, authorisedTotal: 0, capped: false, manuals: 0 });
      // Snippets for each manual's best pages only: the rest are listed by page (or topic title).
      const shownUnits = ranked.manuals.flatMap((m) => m.units.slice(0, PAGES_PER_MANUAL).map((unit) => ({ ...m, unit })));
      const rest = (m: repo.RankedManual) => m.units.slice(PAGES_PER_MANUAL);
      // A topic's title is its content: only a reader who may read the manual is told it.
      const [details, titles] = await Promise.all([
        repo.hitDetails(db, kind, shownUnits, compiled.lexemes, compiled.prefixes, searcher.language),
        kind === 'webhelp'
          ? repo.topicTitles(db, ranked.manuals.filter((m) => m.authorised).flatMap((m) => rest(m).map((path) => ({ versionId: m.versionId, path }))))
          : new Map<string, string>(),
      ]);
      const byKey = new Map(details.map((d) => [`${d.versionId}/${d.unit}`, d]));
      const hits: TextHit[] = shownUnits.flatMap((hit) => {
        const d = byKey.get(`${hit.versionId}/${hit.unit}`);
        if (!d) return [];
        const shown = d.text !== null ? snippetOf(d.text, d.positions, compiled.phrases) : { snippet: null, highlights: [] };
        return [{
          documentId: d.documentId, versionId: d.versionId, title: d.title, documentType: d.documentType, versionLabel: d.versionLabel,
          language: d.language as LanguageCode, publishType: kind === 'pdf' ? 'PDF' as const : 'WEBHELP' as const, models: d.models,
          page: kind === 'pdf' ? Number(d.unit) : null, topicPath: kind === 'webhelp' ? d.unit : null, topicTitle: d.topicTitle,
          snippet: shown.snippet, highlights: shown.highlights, authorised: hit.authorised, ocr: d.ocr,
        }];
      });
      const manuals = ranked.manuals.map((m) => ({
        versionId: m.versionId, hitCount: m.hitCount,
        more: rest(m).map((unit) => (kind === 'pdf'
          ? { page: Number(unit), topicPath: null, topicTitle: null }
          : { page: null, topicPath: unit, topicTitle: titles.get(`${m.versionId}/${unit}`) ?? null })),
      }));
      const total = counts.total;
      const suggestion = total === 0
        ? await didYouMean(searchWord, async (candidate) => {
          const again = await compile(candidate);
          return again.tsquery !== null && repo.anyHit(db, kind, again.tsquery, filters);
        })
        : null;
      record(searcher, kind, searchWord, total, named);
      return { hits, manuals, ...shownCounts(counts), page, pageSize, didYouMean: suggestion };
    },

    productClass(productTypeId) {
      return machines.ofProductType(productTypeId);
    },

    filters(language) {
      return documents.filters(language);
    },

    recent(userId) {
      return repo.recentSearches(db, userId);
    },

    forget(userId, searchWord) {
      return repo.forgetSearches(db, userId, searchWord);
    },

    prepare() {
      return buildSuggestionsOnce(db, names, signals);
    },
  };
  return service;
}
