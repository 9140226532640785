// Snippets and highlights of a hit from where its words stand: tsvector position n is token n of the text.
import { tokenize, type SnippetPart, type Token } from '@gsis/contract';

const WINDOW = 220;
const LEAD = 60;
const MAX_HIGHLIGHTS = 12;
const MAX_POSITION = 16383;

/**
 * Character pairs (Chinese, Thai, Burmese) that the query only has inside a longer phrase count where the
 * whole phrase stands, not wherever one of its pieces happens to occur.
 */
function phraseRunsOnly(tokens: Token[], positions: number[], phraseLengths: ReadonlyMap<string, number>): number[] {
  const matched = new Set(positions);
  const runLength = (p: number) => {
    let from = p;
    let to = p;
    while (matched.has(from - 1)) from--;
    while (matched.has(to + 1)) to++;
    return to - from + 1;
  };
  return positions.filter((p) => {
    const token = tokens[p - 1];
    if (!token || token.kind !== 'pair') return true;
    const needed = phraseLengths.get(token.text);
    return needed === undefined || runLength(p) >= needed;
  });
}

/** The matching stretches of text: tokens at `positions`, overlapping Chinese pairs joined into one. */
export function matchedSpans(text: string, positions: number[], phraseLengths: ReadonlyMap<string, number> = new Map()): { start: number; end: number }[] {
  // PostgreSQL records no position past 16383: a word further down a very long page cannot be placed.
  const placeable = positions.filter((p) => p < MAX_POSITION);
  // The text past the last match is not needed to place the matches.
  const tokens = tokenize(text, Math.max(0, ...placeable) + 1);
  const spans: { start: number; end: number }[] = [];
  for (const p of phraseRunsOnly(tokens, placeable, phraseLengths)) {
    const token = tokens[p - 1];
    if (!token) continue;
    const last = spans.at(-1);
    if (last && token.start <= last.end) last.end = Math.max(last.end, token.end);
    else spans.push({ start: token.start, end: token.end });
  }
  return spans;
}

/** The window of text that holds the most matches, cut at spaces where it can be. */
function bestWindow(text: string, spans: { start: number; end: number }[]): { from: number; to: number } {
  if (spans.length === 0) return { from: 0, to: Math.min(text.length, WINDOW) };
  let best = 0;
  let bestCount = 0;
  for (let i = 0, j = 0; i < spans.length; i++) {
    while (j < spans.length && spans[j]!.end - spans[i]!.start <= WINDOW - LEAD) j++;
    if (j - i > bestCount) [best, bestCount] = [i, j - i];
  }
  let from = Math.max(0, spans[best]!.start - LEAD);
  let to = Math.min(text.length, from + WINDOW);
  const space = text.lastIndexOf(' ', from);
  if (from > 0 && space > from - 20 && space >= 0) from = space + 1;
  const endSpace = text.indexOf(' ', to);
  if (to < text.length && endSpace > 0 && endSpace < to + 20) to = endSpace;
  return { from, to };
}

/** A snippet in parts, matched words marked, with an ellipsis where text was cut. */
export function snippetOf(text: string, positions: number[], phraseLengths?: ReadonlyMap<string, number>): { snippet: SnippetPart[]; highlights: string[] } {
  const spans = matchedSpans(text, positions, phraseLengths);
  const { from, to } = bestWindow(text, spans);
  const flat = (s: string) => s.replace(/\s+/g, ' ');
  const parts: SnippetPart[] = [];
  const add = (s: string, hit: boolean) => {
    if (!s) return;
    const last = parts.at(-1);
    if (last && last.hit === hit) last.text += flat(s);
    else parts.push({ text: flat(s), hit });
  };
  if (from > 0) add('… ', false);
  let at = from;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    add(text.slice(at, Math.max(at, span.start)), false);
    add(text.slice(Math.max(at, span.start), Math.min(span.end, to)), true);
    at = Math.min(span.end, to);
  }
  add(text.slice(at, to), false);
  if (to < text.length) add(' …', false);
  // The viewer's search ignores case: Removal and removal are one highlight.
  const highlights = [...new Map(spans.map((s) => flat(text.slice(s.start, s.end))).map((w) => [w.toLocaleLowerCase(), w])).values()].slice(0, MAX_HIGHLIGHTS);
  return { snippet: parts, highlights };
}
