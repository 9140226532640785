// The field kit's search, offline: what the header box finds in a kit on the phone — its manuals' pages and its
// troubleshooting guides — without the server. Text is cut by the contract's tokenize() and a query read by its
// parseQuery(), exactly as the server cuts and reads them (words; overlapping pairs of characters for Chinese, Thai,
// Burmese, Lao and Khmer, matched as a phrase; Korean words by their start; accents folded; "quotes", -word, OR), so a
// phrase found online is found offline. What differs from the server (docs/search.md, "Offline, in a field kit"):
// no PostgreSQL stemmer, so a word of letters also matches the words it begins ("filter" finds "filters": a cheap
// stand-in for English, French, Spanish… stemming), and ranking counts the matches and how near they stand instead of
// ts_rank_cd. Ukrainian is stemmed as the server stems it (the contract's STEMMED_HERE). A pure module: no React, no
// storage; the index lives in memory, built once per kit (docs/performance.md, "Offline search in a field kit").
import {
  faultCodeKey, formatFaultCode, matchesByPrefix, parseFaultCode, parseQuery, STEMMED_HERE, tokenize,
  type GuideText, type GuideView, type LanguageCode, type QueryItem, type Token,
} from '@gsis/contract';

/** The text of one page of a PDF version in the kit (the kit's pages call, with the version's title and language). */
export interface KitPageText {
  versionId: number;
  language: LanguageCode;
  /** The manual's title. */
  title: string;
  page: number;
  text: string;
}

export interface KitContents {
  pages: readonly KitPageText[];
  /** The kit's guides as reading shows them (KitReferenceData): one view per language a guide is in. */
  guides: readonly GuideView[];
}

export interface KitPageHit {
  versionId: number;
  page: number;
  title: string;
  language: LanguageCode;
  /** About 160 characters of the page around its first match, white space made single spaces, "…" where cut. */
  snippet: string;
  /** The matches within `snippet`: [start, end) offsets into it, in order, not overlapping. */
  marks: Array<[number, number]>;
  /** How many times the page holds the query. */
  hits: number;
}

export interface KitGuideHit {
  guide: GuideView;
  /** Found because the query is its fault code (else by its words). */
  byCode: boolean;
}

export interface KitSearchAnswer {
  /** The query read as a fault code, as GSIS writes it ('SPN 110 FMI 0'), whether or not a guide has it; null when it is none. */
  faultCode: string | null;
  /** The guides of that fault code first, then those whose words hold the query. */
  guides: KitGuideHit[];
  /** The best pages, at most `limit`. */
  pages: KitPageHit[];
  /** How many pages hold the query. */
  totalPages: number;
}

export interface KitSearchOptions {
  /** Pages to answer at most (50). */
  limit?: number;
  /** The reader's languages in order (theirs, English, …): their manuals' pages come first, as the server orders manuals. */
  languages?: readonly LanguageCode[];
}

export interface KitIndex {
  readonly pageCount: number;
  readonly guideCount: number;
  /** Distinct tokens indexed. */
  readonly termCount: number;
  search(query: string, options?: KitSearchOptions): KitSearchAnswer;
}

const DEFAULT_LIMIT = 50;
/** A word shorter than this is matched whole: "a" or "on" as prefixes would match half the kit. */
const MIN_PREFIX = 3;
const SNIPPET_LENGTH = 160;
/** How much text the snippet shows before its first match. */
const SNIPPET_LEAD = 50;
/** How far a snippet's ends may move to fall between words. */
const SNIPPET_SLACK = 20;
/** Occurrences of a word on one page that nearness is measured over (a page that says "oil" 300 times needs no more). */
const NEARNESS_OCCURRENCES = 64;

const HAS_DIGIT = /\p{N}/u;
const MARK = /\p{M}/u;

/** A searchable stretch of text: a page, or a guide's words. */
interface Unit {
  text: string;
  language: LanguageCode;
  /** The term id of each token, in order: token n of the text. */
  terms: Int32Array;
  /** Where token n stands in `text`: [start, end) at 2n, 2n + 1. */
  offsets: Int32Array;
  /** Its title (a manual's, a guide's), as an index into the titles' terms. */
  title: number;
}

/** Where an item stands in a unit: the position of its first token, and how many tokens it is. */
type Occurrence = [start: number, length: number];

/** Which terms a query token matches. */
interface Matcher { ids: number[]; has: (id: number) => boolean }

/** The key a token is indexed under: a word of a language stemmed here by its stem, apart from other languages' words. */
const stemKey = (language: string, stem: string) => `${language}\u0000${stem}`;

/** A guide's words as the reader sees them: a term is the guide's word with the reader's beside it (GuideView.tsx). */
const guideTextOf = (text: GuideText) => text.map((piece) => (piece.translation ? `${piece.text} (${piece.translation})` : piece.text)).join('');

function guideDocument(guide: GuideView): string {
  return [
    guide.faultCode, guide.title, guideTextOf(guide.description), ...guide.causes.map(guideTextOf),
    ...guide.steps.flatMap((step) => [guideTextOf(step.text), guideTextOf(step.expected)]),
  ].join('\n');
}

/** The first index of `sorted` whose string is not below `key`. */
function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Where a cut at `at` keeps a character whole: never between the halves of a surrogate pair, nor before a mark. */
function characterStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && i < text.length && ((text.charCodeAt(i) & 0xfc00) === 0xdc00 || MARK.test(text[i]!))) i--;
  return i;
}

class Index implements KitIndex {
  private readonly termIds = new Map<string, number>();
  private readonly postings: number[][] = [];
  private readonly units: Unit[] = [];
  private readonly titleTerms: Int32Array[] = [];
  private readonly titleIds = new Map<string, number>();
  /** Every term, in code-unit order, for prefix lookups. */
  private readonly sortedTerms: string[];
  private readonly sortedIds: Int32Array;
  /** The fault-code key of each guide's view. */
  private readonly guideKeys: (string | null)[];
  readonly pageCount: number;
  readonly guideCount: number;

  constructor(private readonly pages: readonly KitPageText[], private readonly guides: readonly GuideView[]) {
    for (const page of pages) this.addUnit(page.text, page.language, page.title);
    for (const guide of guides) this.addUnit(guideDocument(guide), guide.language, guide.title);
    this.pageCount = pages.length;
    this.guideCount = guides.length;
    const order = [...this.termIds.keys()].sort();
    this.sortedTerms = order;
    this.sortedIds = Int32Array.from(order, (term) => this.termIds.get(term)!);
    this.guideKeys = guides.map((guide) => {
      const code = parseFaultCode(guide.faultCode);
      return code ? faultCodeKey(code) : null;
    });
  }

  get termCount(): number {
    return this.termIds.size;
  }

  private idOf(key: string): number {
    let id = this.termIds.get(key);
    if (id === undefined) {
      id = this.postings.length;
      this.termIds.set(key, id);
      this.postings.push([]);
    }
    return id;
  }

  private keysOf(tokens: Token[], language: LanguageCode): string[] {
    const stem = Object.hasOwn(STEMMED_HERE, language) ? STEMMED_HERE[language] : undefined;
    return tokens.map((t) => (stem && t.kind === 'word' ? stemKey(language, stem(t.text)) : t.text));
  }

  private addUnit(text: string, language: LanguageCode, title: string): void {
    const unit = this.units.length;
    const tokens = tokenize(text);
    const keys = this.keysOf(tokens, language);
    const terms = new Int32Array(tokens.length);
    const offsets = new Int32Array(tokens.length * 2);
    for (let i = 0; i < tokens.length; i++) {
      const id = this.idOf(keys[i]!);
      terms[i] = id;
      offsets[2 * i] = tokens[i]!.start;
      offsets[2 * i + 1] = tokens[i]!.end;
      this.postings[id]!.push(unit, i);
    }
    const titleKey = `${language}\u0000${title}`;
    let titleId = this.titleIds.get(titleKey);
    if (titleId === undefined) {
      titleId = this.titleTerms.length;
      this.titleIds.set(titleKey, titleId);
      this.titleTerms.push(Int32Array.from(this.keysOf(tokenize(title), language), (key) => this.idOf(key)));
    }
    this.units.push({ text, language, terms, offsets, title: titleId });
  }

  // ── Matching ────────────────────────────────────────────────────────────────────────────────

  private exact(key: string): number[] {
    const id = this.termIds.get(key);
    return id === undefined ? [] : [id];
  }

  private startingWith(prefix: string): number[] {
    const ids: number[] = [];
    for (let i = lowerBound(this.sortedTerms, prefix); i < this.sortedTerms.length && this.sortedTerms[i]!.startsWith(prefix); i++) ids.push(this.sortedIds[i]!);
    return ids;
  }

  /**
   * The terms a query token matches. A character pair is matched whole (a lone character by the pairs it starts, as
   * the server does); a Korean word by the words it begins. A word of letters matches the words it begins — the
   * server's stemmers find "filters" for "filter", this finds them by their start; a number or a code ("110", "dx225")
   * only itself, as stemming leaves those alone — and, in each language stemmed here, the words with its stem.
   */
  private matcherOf(token: Token): Matcher {
    let ids: number[];
    if (token.kind !== 'word') ids = matchesByPrefix(token) ? this.startingWith(token.text) : this.exact(token.text);
    else {
      ids = token.text.length < MIN_PREFIX || HAS_DIGIT.test(token.text) ? this.exact(token.text) : this.startingWith(token.text);
      for (const [language, stem] of Object.entries(STEMMED_HERE)) ids.push(...this.exact(stemKey(language, stem(token.text))));
    }
    if (ids.length === 1) {
      const only = ids[0]!;
      return { ids, has: (id) => id === only };
    }
    const set = new Set(ids);
    return { ids, has: (id) => set.has(id) };
  }

  /** Whether the item's tokens stand one after the other at `start` of `terms`. */
  private static standsAt(terms: Int32Array, start: number, matchers: Matcher[]): boolean {
    if (start < 0 || start + matchers.length > terms.length) return false;
    for (let j = 0; j < matchers.length; j++) if (!matchers[j]!.has(terms[start + j]!)) return false;
    return true;
  }

  /** Where an item stands in each unit that holds it: unit → the positions of its first token. */
  private occurrences(matchers: Matcher[], units: (unit: number) => boolean): Map<number, number[]> {
    const found = new Map<number, number[]>();
    // Walk the postings of the rarest token and check the others around each of its places.
    const counts = matchers.map((m) => this.placesOf(m));
    const lead = counts.indexOf(Math.min(...counts));
    if (counts[lead] === 0) return found;
    for (const id of matchers[lead]!.ids) {
      const list = this.postings[id]!;
      for (let i = 0; i < list.length; i += 2) {
        const unit = list[i]!;
        if (!units(unit)) continue;
        const start = list[i + 1]! - lead;
        if (!Index.standsAt(this.units[unit]!.terms, start, matchers)) continue;
        const at = found.get(unit);
        if (at) at.push(start);
        else found.set(unit, [start]);
      }
    }
    for (const at of found.values()) at.sort((a, b) => a - b);
    return found;
  }

  private titleHolds(title: number, query: Matcher[][][]): boolean {
    const terms = this.titleTerms[title]!;
    return query.every((group) => group.some((item) => {
      for (let start = 0; start + item.length <= terms.length; start++) if (Index.standsAt(terms, start, item)) return true;
      return false;
    }));
  }

  /** How many places the postings of an item's rarest token hold: what finding the item costs. */
  private cost(item: Matcher[]): number {
    return Math.min(...item.map((m) => this.placesOf(m)));
  }

  private placesOf(matcher: Matcher): number {
    return matcher.ids.reduce((sum, id) => sum + this.postings[id]!.length, 0);
  }

  /**
   * The units that hold the query: every group by one of its items, none of the excluded items; for each, where each
   * group's items stand (position and length in tokens). The cheapest group first, the others only in its units.
   */
  private matching(excluded: QueryItem[], positive: Matcher[][][]): Map<number, Occurrence[][]> {
    const order = positive.map((group) => ({ group, cost: group.reduce((sum, item) => sum + this.cost(item), 0) })).sort((a, b) => a.cost - b.cost);
    let result: Map<number, Occurrence[][]> | undefined;
    for (const { group } of order) {
      const previous = result;
      const inGroup = new Map<number, Occurrence[]>();
      for (const item of group) {
        for (const [unit, starts] of this.occurrences(item, (u) => previous === undefined || previous.has(u))) {
          let list = inGroup.get(unit);
          if (!list) inGroup.set(unit, (list = []));
          for (const start of starts) list.push([start, item.length]);
        }
      }
      result = new Map();
      for (const [unit, found] of inGroup) result.set(unit, [...(previous?.get(unit) ?? []), found.sort((x, y) => x[0] - y[0])]);
    }
    const matched = result ?? new Map<number, Occurrence[][]>();
    for (const item of excluded) {
      for (const unit of this.occurrences(item.tokens.map((t) => this.matcherOf(t)), (u) => matched.has(u)).keys()) matched.delete(unit);
    }
    return matched;
  }

  /**
   * How well a unit holds the query: each group counts by how often it stands there (less for each repeat), and,
   * for a query of several groups, more the nearer one place of each stands to the others.
   */
  private static score(found: Occurrence[][]): number {
    let score = 0;
    for (const group of found) score += 1 + Math.log2(group.length);
    if (found.length < 2) return score;
    // The narrowest stretch of tokens holding one place of every group.
    const places = found.flatMap((group, g) => group.slice(0, NEARNESS_OCCURRENCES).map(([start]) => [start, g] as const)).sort((a, b) => a[0] - b[0]);
    const seen = new Array<number>(found.length).fill(0);
    let covered = 0;
    let narrowest = Infinity;
    for (let right = 0, left = 0; right < places.length; right++) {
      if (seen[places[right]![1]]!++ === 0) covered++;
      while (covered === found.length) {
        narrowest = Math.min(narrowest, places[right]![0] - places[left]![0]);
        if (--seen[places[left]![1]]! === 0) covered--;
        left++;
      }
    }
    return score + (2 * found.length) / (1 + Math.max(0, narrowest - (found.length - 1)));
  }

  /** About SNIPPET_LENGTH characters from a little before the first match, cut between words where it can be. */
  private snippet(unit: Unit, found: Occurrence[][]): { snippet: string; marks: Array<[number, number]> } {
    const { text, offsets } = unit;
    const spans = found.flat().map(([start, length]) => [offsets[2 * start]!, offsets[2 * (start + length - 1) + 1]!] as const).sort((a, b) => a[0] - b[0]);
    const first = spans[0]?.[0] ?? 0;
    let from = Math.max(0, first - SNIPPET_LEAD);
    let to = Math.min(text.length, from + SNIPPET_LENGTH);
    const space = text.lastIndexOf(' ', from);
    if (from > 0 && space >= 0 && space > from - SNIPPET_SLACK) from = space + 1;
    const endSpace = text.indexOf(' ', to);
    if (to < text.length && endSpace > 0 && endSpace < to + SNIPPET_SLACK) to = endSpace;
    from = characterStart(text, from);
    to = characterStart(text, to);
    let snippet = from > 0 ? '… ' : '';
    const marks: Array<[number, number]> = [];
    const add = (piece: string) => { snippet += piece.replace(/\s+/g, ' '); };
    let at = from;
    for (const [start, end] of spans) {
      if (end <= at || start >= to) continue;
      add(text.slice(at, Math.max(at, start)));
      const markStart = snippet.length;
      add(text.slice(Math.max(at, start), Math.min(end, to)));
      const last = marks.at(-1);
      // Overlapping pairs of one phrase, and matches side by side, are one mark.
      if (last && last[1] >= markStart) last[1] = snippet.length;
      else marks.push([markStart, snippet.length]);
      at = Math.min(end, to);
    }
    add(text.slice(at, to));
    if (to < text.length) snippet += ' …';
    return { snippet, marks };
  }

  search(query: string, options: KitSearchOptions = {}): KitSearchAnswer {
    const limit = options.limit ?? DEFAULT_LIMIT;
    const code = parseFaultCode(query);
    const codeKey = code ? faultCodeKey(code) : null;
    const groups = parseQuery(query);
    const positive = groups.map((group) => group.filter((i) => !i.negated).map((i) => i.tokens.map((t) => this.matcherOf(t)))).filter((g) => g.length > 0);
    const matched = positive.length ? this.matching(groups.flat().filter((i) => i.negated), positive) : new Map<number, Occurrence[][]>();

    const preference = (language: LanguageCode) => {
      const at = options.languages?.indexOf(language) ?? -1;
      return at < 0 ? Infinity : at;
    };
    const titleHits = new Map<number, boolean>();
    const ranked = [...matched].map(([unit, found]) => {
      const { title, language } = this.units[unit]!;
      if (!titleHits.has(title)) titleHits.set(title, this.titleHolds(title, positive));
      return { unit, found, language: preference(language), title: titleHits.get(title)!, score: Index.score(found) };
    }).sort((a, b) => a.language - b.language || Number(b.title) - Number(a.title) || b.score - a.score || a.unit - b.unit);

    const pages: KitPageHit[] = [];
    const guides: KitGuideHit[] = [];
    if (codeKey) this.guideKeys.forEach((key, i) => { if (key === codeKey) guides.push({ guide: this.guides[i]!, byCode: true }); });
    let totalPages = 0;
    for (const { unit, found } of ranked) {
      if (unit >= this.pageCount) {
        const guide = this.guides[unit - this.pageCount]!;
        if (!guides.some((hit) => hit.guide === guide)) guides.push({ guide, byCode: false });
        continue;
      }
      totalPages++;
      if (pages.length >= limit) continue;
      const page = this.pages[unit]!;
      pages.push({
        versionId: page.versionId, page: page.page, title: page.title, language: page.language,
        ...this.snippet(this.units[unit]!, found), hits: found.reduce((sum, group) => sum + group.length, 0),
      });
    }
    return { faultCode: code ? formatFaultCode(code) : null, guides, pages, totalPages };
  }
}

/** The index of a kit's pages and guides, built once (tokenising every page: see docs/performance.md for its cost). */
export function buildKitIndex(kit: KitContents): KitIndex {
  return new Index(kit.pages, kit.guides);
}
