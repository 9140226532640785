// The words of a page or topic as two versions are compared on them: one fingerprint for "the same text", a
// similarity for "the same page, edited", and the words that changed, found by diff-match-patch.
import { UNSPACED_CLASS } from '@gsis/contract';
import { cleanupSemantic, DIFF_DELETE, DIFF_EQUAL, DIFF_INSERT, makeDiff } from '@sanity/diff-match-patch';

/** A word (or one letter of a script written without spaces), or one mark of punctuation, and where it stands. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

/** What a comparison knows of one page or topic. */
export interface ComparedText {
  /** The text as stored (a page's lines joined by '\n'), which `WordChange.at` counts in. */
  text: string;
  /** Its words and punctuation, in order; page furniture left out. */
  tokens: Token[];
  /** The tokens joined: equal fingerprints are the same text, however its lines were broken or spaced. */
  fingerprint: string;
}

/** One change within a changed page or topic, small enough to store, and enough to show and to highlight. */
export interface WordChange {
  /** A few words before the change, as both versions have them ('' at the start of the text). */
  before: string;
  /** Words of the previous version that are gone ('' when words were only added). */
  removed: string;
  /** Words of the new version that are new ('' when words were only removed). */
  added: string;
  /** A few words after the change ('' at the end of the text). */
  after: string;
  /**
   * Where `added` stands in the new version's text (UTF-16 offsets, as the text is stored): the words to mark on
   * the new page. For a removal alone, where the removed words stood, with length 0.
   */
  at: number;
  length: number;
}

/** Words of context on each side of a change: enough to find it on the page, little to store. */
const CONTEXT_TOKENS = 5;

// Scripts written without spaces between words (the contract's UNSPACED_CLASS, as search cuts them): each letter,
// with its marks, is a token, so a changed character is shown as that character and not as its whole sentence.
const WORD_CHARACTER = `(?![${UNSPACED_CLASS}])[^\\s\\p{P}]`;
/**
 * A letter of an unspaced script; a word, as white space and punctuation around it delimit it, with punctuation
 * inside it kept (a value, a part number, a unit: "27.9", "180125-00388", "N·m", "0–60", "1/16", "SW-RV-ADJ"), so
 * a changed value is shown whole ("27.9" → "28.4", not "9" → "4"); or one other mark.
 */
const TOKEN = new RegExp(`[${UNSPACED_CLASS}]\\p{M}*|${WORD_CHARACTER}+(?:\\p{P}+${WORD_CHARACTER}+)*|\\S`, 'gu');

/** The tokens of `text` within each of `ranges` (its lines that are the page's own text), in order. */
function tokenize(text: string, ranges: readonly (readonly [number, number])[] = [[0, text.length]]): Token[] {
  const tokens: Token[] = [];
  for (const [from, to] of ranges) {
    for (const match of text.slice(from, to).matchAll(TOKEN)) {
      const start = from + match.index;
      tokens.push({ text: match[0], start, end: start + match[0].length });
    }
  }
  return tokens;
}

export function comparedText(text: string, ranges?: readonly (readonly [number, number])[]): ComparedText {
  const tokens = tokenize(text, ranges);
  return { text, tokens, fingerprint: tokens.map((token) => token.text).join(' ') };
}

/**
 * diff-match-patch diffs strings: each distinct token (or page fingerprint) becomes one character, as its line mode
 * does with lines. Characters are taken from the Basic Multilingual Plane outside the surrogates, which the library
 * would move its cuts around, and above ASCII, whose letters and spaces its clean-up reads as word boundaries.
 */
class Alphabet {
  private readonly codes = new Map<string, string>();

  static readonly SIZE = 0xd800 - 0x100 + (0x10000 - 0xe000);

  encode(symbols: readonly string[]): string {
    let encoded = '';
    for (const symbol of symbols) {
      let code = this.codes.get(symbol);
      if (code === undefined) {
        const n = this.codes.size;
        if (n >= Alphabet.SIZE) throw new RangeError(`more than ${Alphabet.SIZE} distinct tokens or pages to compare at once`);
        code = String.fromCharCode(n + 0x100 < 0xd800 ? n + 0x100 : n + 0x100 + 0x800);
        this.codes.set(symbol, code);
      }
      encoded += code;
    }
    return encoded;
  }
}

/** A diff as runs of the sequences' items: kept (in both), removed (from the first) or added (in the second). */
export interface Run {
  op: 'equal' | 'removed' | 'added';
  length: number;
}

const OPS = { [DIFF_EQUAL]: 'equal', [DIFF_DELETE]: 'removed', [DIFF_INSERT]: 'added' } as const;

/**
 * The shortest diff of two sequences of symbols (no deadline: the same versions always give the same result),
 * with `readable` tidied as diff-match-patch tidies text for people: an equal stretch shorter than the changes on
 * both sides of it is made part of them, so "tighten the bolts to 57" → "torque the nuts to 60" is one change.
 */
export function diffSequences(before: readonly string[], after: readonly string[], readable = false): Run[] {
  const alphabet = new Alphabet();
  const diffs = makeDiff(alphabet.encode(before), alphabet.encode(after), { checkLines: false, timeout: Number.POSITIVE_INFINITY });
  return (readable ? cleanupSemantic(diffs) : diffs).map(([op, text]) => ({ op: OPS[op], length: text.length }));
}

/** Tokens `from`..`to` as a reader sees them: a space where the text has any white space (or furniture) between two. */
function shown(tokens: readonly Token[], from: number, to: number, text: string): string {
  let shownText = '';
  for (let i = Math.max(0, from); i < Math.min(to, tokens.length); i++) {
    const token = tokens[i]!;
    if (i > from && token.start > tokens[i - 1]!.end) shownText += ' ';
    shownText += text.slice(token.start, token.end);
  }
  return shownText;
}

/** The words that changed from `previous` to `next`, whole words, each change with a little context. */
export function wordChanges(previous: ComparedText, next: ComparedText): WordChange[] {
  const runs = diffSequences(previous.tokens.map((t) => t.text), next.tokens.map((t) => t.text), true);
  const changes: WordChange[] = [];
  let inPrevious = 0;
  let inNext = 0;
  let equalBefore = 0; // tokens of the equal stretch just before the change being read
  for (let r = 0; r < runs.length; ) {
    const run = runs[r]!;
    if (run.op === 'equal') {
      inPrevious += run.length;
      inNext += run.length;
      equalBefore = run.length;
      r++;
      continue;
    }
    let removed = 0;
    let added = 0;
    for (; r < runs.length && runs[r]!.op !== 'equal'; r++) {
      if (runs[r]!.op === 'removed') removed += runs[r]!.length;
      else added += runs[r]!.length;
    }
    const equalAfter = runs[r]?.length ?? 0;
    const tokens = next.tokens;
    const at = added > 0 ? tokens[inNext]!.start : inNext > 0 ? tokens[inNext - 1]!.end : (tokens[0]?.start ?? 0);
    changes.push({
      before: shown(tokens, inNext - Math.min(CONTEXT_TOKENS, equalBefore), inNext, next.text),
      removed: shown(previous.tokens, inPrevious, inPrevious + removed, previous.text),
      added: shown(tokens, inNext, inNext + added, next.text),
      after: shown(tokens, inNext + added, inNext + added + Math.min(CONTEXT_TOKENS, equalAfter), next.text),
      at,
      length: added > 0 ? tokens[inNext + added - 1]!.end - at : 0,
    });
    inPrevious += removed;
    inNext += added;
    equalBefore = 0;
  }
  return changes;
}

/**
 * The pairs of neighbouring tokens of a text, with its start and end (so a text of one word has some), as sorted
 * numbers: what two texts share of them says how much of one is the other. Pairs rather than single words, because
 * two pages of one manual share most of their words (the same warnings, units, procedure steps) but far fewer of
 * their word pairs.
 */
export class Shingles {
  private readonly ids = new Map<string, number>();

  of(text: ComparedText): Int32Array {
    const words = ['\u0002', ...text.tokens.map((t) => t.text), '\u0003'];
    const ids = new Set<number>();
    for (let i = 0; i + 1 < words.length; i++) {
      const pair = `${words[i]}\u0001${words[i + 1]}`;
      let id = this.ids.get(pair);
      if (id === undefined) this.ids.set(pair, (id = this.ids.size));
      ids.add(id);
    }
    return Int32Array.from(ids).sort();
  }
}

/** Jaccard similarity of two sorted sets: what they share over what either has, 0 to 1. */
export function similarity(a: Int32Array, b: Int32Array): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
}
