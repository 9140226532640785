// The headings of PDF pages, for ranking; their rows in pdf_page_headings are copied from the pages' text vectors
// (indexing.repo.ts copyHeadings).

/**
 * The heading of each page, for ranking: its first short line that is not a running header or footer
 * (a line found on more than a third of the pages, such as the manual's title or code).
 */
export function pageHeadings(pages: string[]): string[] {
  const linesOf = (page: string) => [...new Set(page.split('\n').map((l) => l.trim()).filter(Boolean))];
  const seen = new Map<string, number>();
  for (const page of pages) for (const line of linesOf(page)) seen.set(line, (seen.get(line) ?? 0) + 1);
  const running = pages.length >= 4 ? Math.max(2, pages.length / 3) : Infinity;
  return pages.map((page) => linesOf(page).find((line) => (seen.get(line) ?? 0) < running && line.length <= 80 && /\p{L}{2}/u.test(line) && !/^\d+[.)]?$/.test(line)) ?? '');
}
