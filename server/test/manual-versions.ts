// Versions of the demo's 320-page service manual as its publisher might issue them, made by editing its pages'
// text as indexing stores it (read from the PDF by the real extraction): for the comparison of versions (issue 33),
// its test and its benchmark (bench/version-comparison.ts).
import path from 'node:path';
import { extractPdfText } from '../src/platform/pdf/pdf-text.ts';

const DEMO = path.resolve(import.meta.dirname, '../demo-content');

export const demoPdf = (file: string) => path.join(DEMO, file);

export const readManual = () => extractPdfText({ file: demoPdf('dx225lca-service-manual-en.pdf') });

/** The manual prints its page number and count at the end of every page. */
const PRINTED_NUMBER = /Page \d+ of \d+$/;

/** The pages with their printed "Page N of M" made right again, as the publisher's tool would print them. */
export function renumbered(pages: readonly string[]): string[] {
  return pages.map((page, i) => page.replace(PRINTED_NUMBER, `Page ${i + 1} of ${pages.length}`));
}

/** The manual's two footer lines, as printed on `page`. */
const footerOf = (page: string) => page.split('\n').slice(-2).join('\n');

/** A new page at `at` (1-based) in the manual's layout, its `text` over the footer; the later pages renumbered. */
export function withPageInserted(pages: readonly string[], at: number, text: string): string[] {
  return renumbered([...pages.slice(0, at - 1), `${text}\n${footerOf(pages[0]!)}`, ...pages.slice(at - 1)]);
}

export function withPageRemoved(pages: readonly string[], at: number): string[] {
  return renumbered(pages.filter((_, i) => i !== at - 1));
}

/** The pages with page `from` moved to stand at `to` (1-based, in the new version), renumbered. */
export function withPageMoved(pages: readonly string[], from: number, to: number): string[] {
  const rest = pages.filter((_, i) => i !== from - 1);
  return renumbered([...rest.slice(0, to - 1), pages[from - 1]!, ...rest.slice(to - 1)]);
}

/** The pages with `before` on page `page` written `after` (once); throws when the page does not say `before`. */
export function withTextChanged(pages: readonly string[], page: number, before: string, after: string): string[] {
  if (!pages[page - 1]!.includes(before)) throw new Error(`page ${page} does not say "${before}"`);
  return pages.map((text, i) => (i === page - 1 ? text.replace(before, after) : text));
}

/** The page's text of its own with every word but its first line's written backwards: nothing like it is left. */
export function rewritten(page: string): string {
  const lines = page.split('\n');
  const body = lines.slice(1, -2).map((line) => line.replace(/\p{L}+/gu, (word) => [...word].reverse().join('')));
  return [lines[0]!, ...body, footerOf(page)].join('\n');
}

/** A value with its unit in the body of a page (its first line and footer aside). */
const VALUE = /\b(\d+) (MPa|N·m|kPa|°C|mm|kg|L|h)\b/;

/**
 * `count` pages spread through the manual, each with one value changed (its first value with a unit, one more):
 * the pages changed (1-based) and the new version.
 */
export function withValuesChanged(pages: readonly string[], count: number): { changed: number[]; pages: string[] } {
  const changed: number[] = [];
  const next = [...pages];
  for (let k = 0; k < count; k++) {
    let i = Math.floor(((k + 0.5) * pages.length) / count);
    const bodyOf = (text: string) => text.split('\n').slice(1, -2).join('\n');
    while (!VALUE.test(bodyOf(next[i]!))) i++;
    const body = bodyOf(next[i]!);
    const newBody = body.replace(VALUE, (_, value: string, unit: string) => `${Number(value) + 1} ${unit}`);
    next[i] = next[i]!.replace(body, newBody);
    changed.push(i + 1);
  }
  return { changed, pages: next };
}
