// Furniture: what a document prints around the text of each page or topic, and what a comparison leaves out. A
// PDF's running header and footer and its printed page numbers: else a page inserted at 40 would make every later
// page differ from its old self by its "Page 41 of 321", and a new publication code in the footer would change all
// of them. A web help's navigation, repeated in every topic: else a topic added would change every other topic by
// its entry in the table of contents, and its neighbours by their "← previous · next →" links.
//
// Furniture is found at the top and the bottom of a page or topic only: in its first and last EDGE_LINES lines, and
// in lines running on from those without a break (a table of contents of any length). There, a line is furniture
//   - when it is found on at least half the pages (and on three): "DX225LCA Crawler Excavator Service Manual
//     SM-DX225LCA-EN-2603", or a topic's list of topics, line by line;
//   - the same with the printed page number read as any number: "For authorised dealer service use Page 40 of 320"
//     on every page as "… Page # of 320";
//   - when it is nothing but the printed page number and punctuation ("12", "- 12 -", "12/40"), on any page;
//   - when it is nothing but lines of the first kind and punctuation: "← E-012 Hydraulic oil temperature high
//     E-021 Engine oil pressure low →", two entries of the table of contents.
// A PDF's printed page number is the page's place plus one offset for the whole document (front matter unnumbered,
// or numbered from the cover), found as the offset most pages agree on. No other number is read as any number: a
// content line such as "Models DX225LCA · Procedure code SM225-030402T" starts many pages and differs only by its
// numbers, so reading every number as any would hide changes to them. Numbering that restarts in each chapter
// ("3-12") is not read as page numbers: after a page inserted in a chapter, the later pages of that chapter differ
// by their printed number.

/** How many lines at the top and at the bottom of a page may be header or footer, whatever lies between them. */
const EDGE_LINES = 3;
/** A line on this share of the pages, and on at least MIN_RUNNING_PAGES, runs through the document. */
const RUNNING_SHARE = 0.5;
const MIN_RUNNING_PAGES = 3;
/** Numbers longer than this are not page numbers (years, part numbers). */
const PAGE_NUMBER_DIGITS = 5;
const PAGE_NUMBER_MARK = '#';
const LETTER = /\p{L}/u;

interface Line {
  start: number;
  end: number;
  /** Its text with white space collapsed, as lines are compared. */
  text: string;
}

/** The lines of a page that hold any text. */
function linesOf(page: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of page.split('\n')) {
    const text = raw.replace(/\s+/gu, ' ').trim();
    if (text) lines.push({ start, end: start + raw.length, text });
    start += raw.length + 1;
  }
  return lines;
}

const isEdge = (index: number, count: number) => index < EDGE_LINES || index >= count - EDGE_LINES;

/** printed = place + offset: the offset most pages agree on, if at least half of them (and two) show it. */
function pageNumberOffset(pages: readonly Line[][]): number | undefined {
  const votes = new Map<number, number>();
  pages.forEach((lines, i) => {
    const offsets = new Set<number>();
    lines.forEach((line, l) => {
      if (!isEdge(l, lines.length)) return;
      for (const [digits] of line.text.matchAll(/\d+/g)) if (digits.length <= PAGE_NUMBER_DIGITS) offsets.add(Number(digits) - (i + 1));
    });
    for (const offset of offsets) votes.set(offset, (votes.get(offset) ?? 0) + 1);
  });
  let best: [offset: number, pages: number] | undefined;
  for (const [offset, count] of votes) {
    if (!best || count > best[1] || (count === best[1] && Math.abs(offset) < Math.abs(best[0]))) best = [offset, count];
  }
  return best && best[1] >= Math.max(2, Math.ceil(pages.length / 2)) ? best[0] : undefined;
}

/** The line with each number equal to the printed page number read as any number, one at a time. */
function withPageNumberMasked(text: string, printed: number): string[] {
  return [...text.matchAll(/\d+/g)].filter((match) => Number(match[0]) === printed)
    .map((match) => text.slice(0, match.index) + PAGE_NUMBER_MARK + text.slice(match.index + match[0].length));
}

/**
 * For each page (or topic) of one version, the [start, end) ranges of its lines that are its own text: its
 * furniture left out. `pageNumbers`: whether the texts are pages that may print their numbers.
 */
export function contentRanges(texts: readonly string[], { pageNumbers }: { pageNumbers: boolean }): [number, number][][] {
  const lines = texts.map(linesOf);
  const offset = pageNumbers ? pageNumberOffset(lines) : undefined;
  const masked = lines.map((pageLines, i) => pageLines.map((line) => (offset === undefined ? [] : withPageNumberMasked(line.text, i + 1 + offset))));

  const pagesWith = new Map<string, number>();
  lines.forEach((pageLines, i) => {
    for (const key of new Set([...pageLines.map((line) => line.text), ...masked[i]!.flat()])) pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
  });
  const runningFrom = Math.max(MIN_RUNNING_PAGES, Math.ceil(texts.length * RUNNING_SHARE));
  const running = (key: string) => pagesWith.get(key)! >= runningFrom;
  // Longest first, so that a line made of entries of a list is emptied of the entries, not of pieces of them.
  const runningLines = [...pagesWith.keys()].filter((key) => running(key) && !key.includes(PAGE_NUMBER_MARK)).sort((a, b) => b.length - a.length);
  const onlyRunningLines = (text: string) => {
    const rest = runningLines.reduce((left, line) => left.split(line).join(' '), text);
    return rest !== text && !LETTER.test(rest);
  };

  return lines.map((pageLines, i) => {
    const isFurniture = (l: number) => {
      const text = pageLines[l]!.text;
      const pageNumberReadings = masked[i]![l]!;
      return running(text) || pageNumberReadings.some((key) => running(key) || !LETTER.test(key)) || onlyRunningLines(text);
    };
    const furniture = new Set<number>();
    for (let l = 0; l < pageLines.length; l++) {
      if (isFurniture(l) && (l < EDGE_LINES || furniture.has(l - 1))) furniture.add(l);
      else if (l >= EDGE_LINES) break;
    }
    for (let l = pageLines.length - 1; l >= 0 && !furniture.has(l); l--) {
      if (isFurniture(l) && (l >= pageLines.length - EDGE_LINES || furniture.has(l + 1))) furniture.add(l);
      else if (l < pageLines.length - EDGE_LINES) break;
    }
    return pageLines.filter((_, l) => !furniture.has(l)).map((line) => [line.start, line.end]);
  });
}
