// The headings of PDF pages (pageHeadings), and the heading rows of pages and topics (pdf_page_headings,
// webhelp_topic_headings in documents.tables.ts), copied from their text vectors, whose lexemes weighted A are the
// heading's (platform/search-text/vectors.ts): written in the transaction that writes the text, so that search never
// sees one without the other.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { intArray } from '../../../platform/db/sql-text.ts';
import { headingVector } from '../../../platform/search-text/vectors.ts';
import type { TextKind } from '../library-views.ts';

/**
 * Writes the heading rows of a version's units (of every version when none is named), a row where there is a heading;
 * with `pages`, of those PDF pages alone, in place of the rows they had (OCR's text replacing a scan's).
 */
export async function copyHeadings(tx: DbOrTx, kind: TextKind, versionId?: number, pages?: number[]): Promise<void> {
  const [into, unit, from] = kind === 'pdf'
    ? [sql`pdf_page_headings (version_id, page_no, heading)`, sql`x.page_no`, sql`pdf_pages x`]
    : [sql`webhelp_topic_headings (version_id, path, heading)`, sql`x.path`, sql`webhelp_topics x`];
  const heading = headingVector(sql`x.tsv`);
  const onlyPages = pages && kind === 'pdf' ? sql`AND x.page_no = ANY(${intArray(pages)})` : sql``;
  if (pages && kind === 'pdf') await tx.execute(sql`DELETE FROM pdf_page_headings x WHERE x.version_id = ${versionId} ${onlyPages}`);
  await tx.execute(sql`INSERT INTO ${into}
    SELECT x.version_id, ${unit}, ${heading} FROM ${from}
    WHERE ${heading} <> ''::tsvector ${versionId === undefined ? sql`` : sql`AND x.version_id = ${versionId}`} ${onlyPages}`);
}

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
