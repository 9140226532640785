// What PDFium's page text says that a reader (and poppler's pdftotext) would read otherwise, mended once the whole
// document is read (real-world corpus: server/test/real-pdfs, figures in docs/performance.md):
//   - a ligature glyph (ﬁ, ﬂ, ﬀ…) is its letters, as the reader typed them;
//   - a letter drawn with another script's look-alike is its word's own (contract/src/homoglyphs.ts): TeX's
//     Ukrainian fonts draw і with the Latin i, so "змiните" becomes "змініте", and the conjunction "i" alone,
//     between Cyrillic words, "і";
//   - a footnote's number is apart from the footnote's first word;
//   - a word hyphenated at a line end is one word again: PDFium marks such a hyphen (U+FFFE, the next line's text
//     following it at once), and other producers leave "-" and a line break. The hyphen stays where the document
//     writes the same word with a hyphen elsewhere and never without one (a compound: "Open-Source", "LaTeX-файл").
import { CYRILLIC, foldHomoglyphs, LATIN, LOOK_ALIKE_LETTERS, onlyLookAlikes, wordScript, writeIn, type WordScript } from '@gsis/contract';

const LIGATURES = /[\uFB00-\uFB06]/g;
const WORD = /[\p{L}\p{M}]+/gu;
const LETTER = /[\p{L}\p{M}]/u;
/** A one-letter word in lower case that has a look-alike in the other script, between spaces. */
const LONE_LOOK_ALIKE = new RegExp(`(?:^|\\s)[${LOOK_ALIKE_LETTERS.toLowerCase()}](?=\\s|$)`);
/**
 * Where PDFium saw a hyphen at a line end, and U+00AD (soft hyphen) that some producers write there. Both this and
 * the next start where a word starts: tried from every letter inside one, they cost as much again.
 */
const MARKED_BREAK = /(?<![\p{L}\p{M}])([\p{L}\p{M}]+)[\uFFFE\u00AD]\n?([\p{L}\p{M}]+)/gu;
/** A hyphen that ends a line between two letters, the next line going on in lower case. */
const HYPHEN_AT_LINE_END = /(?<![\p{L}\p{M}])([\p{L}\p{M}]+)-\n(\p{Ll}[\p{L}\p{M}]*)/gu;

/** The script of most of a page's words (two in three at least), if one has that many. */
function mainScript(words: readonly { script: WordScript }[]): WordScript {
  const cyrillic = words.filter((w) => w.script === 'cyrillic').length;
  const latin = words.filter((w) => w.script === 'latin').length;
  if (cyrillic >= 2 * latin && cyrillic > 0) return 'cyrillic';
  if (latin >= 2 * cyrillic && latin > 0) return 'latin';
  return undefined;
}

/**
 * Each word in its own script; and a one-letter word of look-alikes in lower case, standing alone between spaces as
 * a conjunction or preposition does ("формулами, i т. ін.", "LATEX i працює"), in the script of most of the page —
 * or, on a page of both, of the words around it when they agree. A capital letter alone is a label as often as a
 * word ("кнопки A і B"), and a letter beside digits or punctuation ("2.x", "(a)", "2 x 3") a symbol: both are left
 * as they were drawn.
 */
export function foldPageHomoglyphs(text: string): string {
  // Most pages are in one of the two scripts, or have no word that mixes them: nothing to look at word by word.
  if (!CYRILLIC.test(text) || !LATIN.test(text)) return text;
  // A word of one script comes back as it was (foldHomoglyphs looks for both first).
  const folded = text.replace(WORD, (word) => foldHomoglyphs(word));
  if (!LONE_LOOK_ALIKE.test(folded)) return folded;
  const words = [...folded.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length, script: wordScript(m[0]) }));
  const alone = (word: { text: string; start: number; end: number }) => {
    if (word.text.length !== 1 || !onlyLookAlikes(word.text) || word.text !== word.text.toLowerCase()) return false;
    const left = folded.slice(Math.max(0, word.start - 8), word.start);
    const right = folded.slice(word.end, word.end + 8);
    return (left === '' || (/\s$/.test(left) && !/\p{N}\s*$/u.test(left))) && (right === '' || (/^\s/.test(right) && !/^\s*\p{N}/u.test(right)));
  };
  const lone = words.map(alone);
  if (!lone.includes(true)) return folded;
  const page = mainScript(words);
  const nearest = (from: number, step: 1 | -1): WordScript => {
    for (let i = from + step; i >= 0 && i < words.length; i += step) if (words[i]!.script) return words[i]!.script;
    return undefined;
  };
  let out = '';
  let at = 0;
  words.forEach((word, i) => {
    if (!lone[i]) return;
    const before = nearest(i, -1);
    const script = page ?? (before === nearest(i, 1) ? before : undefined);
    if (!script) return;
    out += folded.slice(at, word.start) + writeIn(word.text, script);
    at = word.end;
  });
  return out + folded.slice(at);
}

/**
 * What the document says of a word broken at a line end: whether it writes it elsewhere with a hyphen inside (a
 * compound) and never without one. Its hyphenated words are gathered once (few); a whole word is looked for only
 * for a compound it has.
 */
function compoundsOf(pages: readonly string[]): (head: string, tail: string) => boolean {
  const document = pages.join('\n').toLowerCase();
  // From each hyphen out to the letters on either side: quicker than a regular expression over every word.
  const compounds = new Set<string>();
  for (let at = document.indexOf('-'); at !== -1; at = document.indexOf('-', at + 1)) {
    let from = at;
    while (from > 0 && LETTER.test(document[from - 1]!)) from -= 1;
    let to = at + 1;
    while (to < document.length && LETTER.test(document[to]!)) to += 1;
    if (from < at && to > at + 1) compounds.add(document.slice(from, to));
  }
  // A word broken at many line ends is looked for in the whole document once.
  const writtenWhole = new Map<string, boolean>();
  return (head, tail) => {
    if (!compounds.has(`${head}-${tail}`.toLowerCase())) return false;
    const lower = `${head}${tail}`.toLowerCase();
    let whole = writtenWhole.get(lower);
    if (whole === undefined) {
      const escaped = lower.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      whole = new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'u').test(document);
      writtenWhole.set(lower, whole);
    }
    return !whole;
  };
}

/** Joins the two halves of a word broken at a line end, keeping the hyphen of a compound the document knows. */
function joinBreaks(page: string, isCompound: (head: string, tail: string) => boolean): string {
  const join = (_: string, head: string, tail: string) => (isCompound(head, tail) ? `${head}-${tail}` : head + tail);
  // A mark PDFium left anywhere else was a hyphen glyph all the same.
  return page.replace(MARKED_BREAK, join).replace(HYPHEN_AT_LINE_END, join).replace(/\uFFFE/g, '-');
}

/**
 * A footnote's number and its first word are drawn apart (a raised, smaller number), but PDFium's text page puts
 * them together at the start of the footnote's line ("1What", "2Ходять"), where search would find neither.
 */
const FOOTNOTE_MARK = /^(\p{N}{1,2})(?=\p{Lu}\p{Ll})/gmu;

const BREAK = /[\uFFFE\u00AD]|-\n/;

/** The pages of one document, mended (see above); lines and their order as they were. */
export function repairPageTexts(pages: readonly string[]): string[] {
  const folded = pages.map((page) => foldPageHomoglyphs(page.replace(LIGATURES, (ligature) => ligature.normalize('NFKC')).replace(FOOTNOTE_MARK, '$1 ')));
  // Most documents made by a browser or an office suite have no word to join.
  if (!folded.some((page) => BREAK.test(page))) return folded;
  const isCompound = compoundsOf(folded);
  return folded.map((page) => (BREAK.test(page) ? joinBreaks(page, isCompound) : page));
}
