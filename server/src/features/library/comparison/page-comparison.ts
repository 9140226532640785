// What changed between two versions of a document (issue 33): the pages of a PDF, or the topics of a web help,
// added, removed, moved and changed, and within a changed one the words. Plain data, stored as JSON.
//
// Pages are matched by their text, page furniture left out (furniture.ts):
//   1. The pages whose text is unchanged, in order: a diff of the two sequences of page texts. A page inserted at
//      40 leaves every later page unchanged, at its number plus one (`pageMap`), and is the only page reported.
//   2. Of the pages left, one whose text stands unchanged elsewhere, out of that order, has moved.
//   3. Between two unchanged pages, the pages left are paired in order by the share of their word pairs they have
//      in common (PAIRED_FROM): a pair is the same page, changed, and its words are diffed. A page paired with none
//      is removed, or added: a page rewritten through is shown as new, not as a list of changes longer than itself.
// Topics are matched by their path; of those whose path is new or gone, by their text (a renamed topic has moved)
// and then, in reading order, by their word pairs as pages are; their navigation is left out as furniture.
import { comparedText, diffSequences, Shingles, similarity, wordChanges, type ComparedText, type WordChange } from './compared-text.ts';
import { contentRanges } from './furniture.ts';

export type { WordChange } from './compared-text.ts';

/**
 * Jaccard similarity of word pairs from which two texts are one, changed: SB-2026-014's adjustment procedure, half
 * rewritten from revision 1.0 to 1.1, shares 0.40 of its word pairs; two pages of the demo manual share 0.04 (the
 * median), and 6 % of them 0.3 or more (two service records, two removal procedures): pages are only paired between
 * the same two unchanged pages.
 */
const PAIRED_FROM = 0.3;
/**
 * How far from the diagonal of a stretch of unmatched pages a pair is looked for, besides the difference of their
 * counts: a stretch of a thousand pages each changed is paired in a band, not in a million comparisons.
 */
const PAIRING_BAND = 50;

export type ChangeKind = 'added' | 'removed' | 'moved' | 'changed';

export interface ChangeCounts {
  changed: number;
  added: number;
  removed: number;
  moved: number;
}

export interface PageChange {
  kind: ChangeKind;
  /** The page's number in the previous version (absent when added). */
  previousPage?: number;
  /** Its number in the new version (absent when removed). */
  page?: number;
  /** The words that changed, in the order of the page (only when changed). */
  changes?: WordChange[];
}

export interface PageComparison {
  /** Nothing but page furniture differs. */
  identical: boolean;
  counts: ChangeCounts;
  /** Pages added, removed, moved and changed, by their place in the new version (a removed page where it stood). */
  pages: PageChange[];
  /**
   * Where each page of the previous version is now: `pageMap[p - 1]` is the new number of its page p, null when
   * removed; unchanged pages included, so what pointed at the old version can point at the new one.
   */
  pageMap: (number | null)[];
}

export interface Topic {
  path: string;
  title: string;
  text: string;
}

export interface TopicChange {
  kind: ChangeKind;
  /** Its path in the previous version (absent when added). */
  previousPath?: string;
  /** Its path in the new version (absent when removed). */
  path?: string;
  /** Its title: the new one, or the old one of a removed topic. */
  title: string;
  /** Its title in the previous version, when that was another. */
  previousTitle?: string;
  /** The words of its text that changed (only when changed; empty when only its title did). */
  changes?: WordChange[];
}

export interface TopicComparison {
  identical: boolean;
  counts: ChangeCounts;
  /** Topics added, removed, moved (renamed) and changed, in the new version's reading order, removed ones last. */
  topics: TopicChange[];
  /** Where each topic of the previous version is now, by its path: the new path, or null when removed. */
  topicMap: Record<string, string | null>;
}

type Pair = [previous: number, next: number];

/** The pages of `previous` and `next` whose texts are equal, in order: the longest such sequence. */
function unchangedInOrder(previous: readonly ComparedText[], next: readonly ComparedText[]): Pair[] {
  const pairs: Pair[] = [];
  let i = 0;
  let j = 0;
  for (const run of diffSequences(previous.map((p) => p.fingerprint), next.map((p) => p.fingerprint))) {
    if (run.op === 'equal') for (let k = 0; k < run.length; k++) pairs.push([i + k, j + k]);
    if (run.op !== 'added') i += run.length;
    if (run.op !== 'removed') j += run.length;
  }
  return pairs;
}

/** Of `previous` and `next` (indexes into the versions), those of equal text, first with first. */
function sameText(previous: readonly number[], next: readonly number[], before: readonly ComparedText[], after: readonly ComparedText[]): Pair[] {
  const waiting = new Map<string, number[]>();
  for (const i of previous) waiting.set(before[i]!.fingerprint, [...(waiting.get(before[i]!.fingerprint) ?? []), i]);
  const pairs: Pair[] = [];
  for (const j of next) {
    const i = waiting.get(after[j]!.fingerprint)?.shift();
    if (i !== undefined) pairs.push([i, j]);
  }
  return pairs;
}

/**
 * Pairs `previous` with `next` (indexes into the versions, each in order), keeping their order, where they share
 * at least PAIRED_FROM of their word pairs: of all such pairings, the one sharing most in total.
 */
function similarInOrder(previous: readonly number[], next: readonly number[], shinglesOf: (side: 0 | 1, index: number) => Int32Array): Pair[] {
  const m = previous.length;
  const n = next.length;
  if (m === 0 || n === 0) return [];
  // best[i][j]: the best total pairing previous[0..i) with next[0..j), kept for j in row i's band only.
  const reach = PAIRING_BAND + Math.abs(m - n);
  const low = (i: number) => Math.max(0, Math.floor((i * n) / m) - reach);
  const high = (i: number) => Math.min(n, Math.ceil((i * n) / m) + reach);
  const best: Float64Array[] = [];
  const at = (i: number, j: number) => (j < low(i) || j > high(i) ? Number.NEGATIVE_INFINITY : best[i]![j - low(i)]!);
  const weight = (i: number, j: number) => {
    const shared = similarity(shinglesOf(0, previous[i - 1]!), shinglesOf(1, next[j - 1]!));
    return shared >= PAIRED_FROM ? shared : Number.NEGATIVE_INFINITY;
  };
  for (let i = 0; i <= m; i++) {
    const row = new Float64Array(high(i) - low(i) + 1);
    best.push(row);
    if (i === 0) continue; // nothing of `previous` yet: nothing paired, whatever of `next` is passed
    for (let j = low(i); j <= high(i); j++) {
      const paired = j > 0 ? at(i - 1, j - 1) + weight(i, j) : Number.NEGATIVE_INFINITY;
      row[j - low(i)] = Math.max(at(i - 1, j), at(i, j - 1), paired);
    }
  }
  const pairs: Pair[] = [];
  for (let i = m, j = high(m); i > 0 && j > 0; ) {
    const here = at(i, j);
    if (here === at(i - 1, j)) i--;
    else if (here === at(i, j - 1)) j--;
    else {
      pairs.push([previous[i - 1]!, next[j - 1]!]);
      i--;
      j--;
    }
  }
  return pairs.reverse();
}

function countsOf(changes: readonly { kind: ChangeKind }[]): ChangeCounts {
  const counts: ChangeCounts = { changed: 0, added: 0, removed: 0, moved: 0 };
  for (const change of changes) counts[change.kind]++;
  return counts;
}

/** Of `indexes`, those not in `taken`. */
const left = (indexes: Iterable<number>, taken: ReadonlySet<number>) => [...indexes].filter((i) => !taken.has(i));
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

/**
 * Compares two versions of a PDF, each as the text of its pages (lines joined by '\n', as indexing stores them).
 */
export function compareVersions(previous: readonly string[], next: readonly string[]): PageComparison {
  const read = (pages: readonly string[]) => {
    const ranges = contentRanges(pages, { pageNumbers: true });
    return pages.map((page, i) => comparedText(page, ranges[i]));
  };
  const before = read(previous);
  const after = read(next);
  const shingles = new Shingles();
  const shinglesOf = memoShingles(shingles, before, after);

  const pageMap: (number | null)[] = previous.map(() => null);
  const pairedBefore = new Set<number>();
  const pairedAfter = new Set<number>();
  const pair = ([i, j]: Pair) => {
    pageMap[i] = j + 1;
    pairedBefore.add(i);
    pairedAfter.add(j);
  };
  const entries: { change: PageChange; place: number }[] = [];

  const anchors = unchangedInOrder(before, after);
  anchors.forEach(pair);
  for (const moved of sameText(left(range(0, before.length), pairedBefore), left(range(0, after.length), pairedAfter), before, after)) {
    pair(moved);
    entries.push({ change: { kind: 'moved', previousPage: moved[0] + 1, page: moved[1] + 1 }, place: moved[1] });
  }
  // Between each two unchanged pages (and before the first, after the last), the pages left are paired.
  for (let a = 0; a <= anchors.length; a++) {
    const [i0, j0] = anchors[a - 1] ?? [-1, -1];
    const [i1, j1] = anchors[a] ?? [before.length, after.length];
    for (const changed of similarInOrder(left(range(i0 + 1, i1), pairedBefore), left(range(j0 + 1, j1), pairedAfter), shinglesOf)) {
      pair(changed);
      entries.push({ change: { kind: 'changed', previousPage: changed[0] + 1, page: changed[1] + 1, changes: wordChanges(before[changed[0]]!, after[changed[1]]!) }, place: changed[1] });
    }
  }
  for (const j of left(range(0, after.length), pairedAfter)) entries.push({ change: { kind: 'added', page: j + 1 }, place: j });
  // A removed page is listed after the page that followed the page before it, before the next one.
  let lastPlace = -1;
  previous.forEach((_, i) => {
    if (pageMap[i] !== null) lastPlace = pageMap[i]! - 1;
    else entries.push({ change: { kind: 'removed', previousPage: i + 1 }, place: lastPlace + 0.5 });
  });

  const pages = entries.sort((a, b) => a.place - b.place).map((entry) => entry.change);
  return { identical: pages.length === 0, counts: countsOf(pages), pages, pageMap };
}

/** Each text's word pairs, worked out when first asked for: most pages are matched by their text alone. */
function memoShingles(shingles: Shingles, before: readonly ComparedText[], after: readonly ComparedText[]) {
  const memo = [new Map<number, Int32Array>(), new Map<number, Int32Array>()] as const;
  return (side: 0 | 1, index: number) => {
    let set = memo[side].get(index);
    if (!set) memo[side].set(index, (set = shingles.of((side === 0 ? before : after)[index]!)));
    return set;
  };
}

/** Compares two versions of a web help, each as its topics in reading order. */
export function compareTopics(previous: readonly Topic[], next: readonly Topic[]): TopicComparison {
  // The title is part of what makes two topics the same; the words are diffed in the text alone, which `at` counts
  // in, its navigation left out.
  const read = (topics: readonly Topic[]) => {
    const ranges = contentRanges(topics.map((topic) => topic.text), { pageNumbers: false });
    return topics.map((topic, i): ComparedText => {
      const text = comparedText(topic.text, ranges[i]);
      return { ...text, fingerprint: `${topic.title}\n${text.fingerprint}` };
    });
  };
  const before = read(previous);
  const after = read(next);
  const shinglesOf = memoShingles(new Shingles(), before, after);

  const topicMap: Record<string, string | null> = Object.fromEntries(previous.map((topic) => [topic.path, null]));
  const pairedBefore = new Set<number>();
  const pairedAfter = new Set<number>();
  const changes: { change: TopicChange; place: number }[] = [];
  const pair = ([i, j]: Pair, kind: 'moved' | 'changed' | undefined) => {
    pairedBefore.add(i);
    pairedAfter.add(j);
    topicMap[previous[i]!.path] = next[j]!.path;
    if (kind === undefined) return;
    const change: TopicChange = { kind, previousPath: previous[i]!.path, path: next[j]!.path, title: next[j]!.title };
    if (previous[i]!.title !== next[j]!.title) change.previousTitle = previous[i]!.title;
    if (kind === 'changed') change.changes = wordChanges(before[i]!, after[j]!);
    changes.push({ change, place: j });
  };

  const byPath = new Map(next.map((topic, j) => [topic.path, j]));
  previous.forEach((topic, i) => {
    const j = byPath.get(topic.path);
    if (j !== undefined) pair([i, j], before[i]!.fingerprint === after[j]!.fingerprint ? undefined : 'changed');
  });
  for (const renamed of sameText(left(range(0, before.length), pairedBefore), left(range(0, after.length), pairedAfter), before, after)) pair(renamed, 'moved');
  for (const changed of similarInOrder(left(range(0, before.length), pairedBefore), left(range(0, after.length), pairedAfter), shinglesOf)) pair(changed, 'changed');
  for (const j of left(range(0, after.length), pairedAfter)) changes.push({ change: { kind: 'added', path: next[j]!.path, title: next[j]!.title }, place: j });
  for (const i of left(range(0, before.length), pairedBefore)) changes.push({ change: { kind: 'removed', previousPath: previous[i]!.path, title: previous[i]!.title }, place: after.length + i });

  const topics = changes.sort((a, b) => a.place - b.place).map((entry) => entry.change);
  return { identical: topics.length === 0, counts: countsOf(topics), topics, topicMap };
}
