// The heading rows of pages and topics (pdf_page_headings, webhelp_topic_headings in documents.tables.ts), copied
// from their text vectors, whose lexemes weighted A are the heading's (platform/search-text/vectors.ts): written in
// the transaction that writes the text, so that search never sees one without the other.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { headingVector } from '../../../platform/search-text/vectors.ts';
import type { TextKind } from '../library-views.ts';

/** Writes the heading rows of a version's units (of every version when none is named), a row where there is a heading. */
export async function copyHeadings(tx: DbOrTx, kind: TextKind, versionId?: number): Promise<void> {
  const [into, unit, from] = kind === 'pdf'
    ? [sql`pdf_page_headings (version_id, page_no, heading)`, sql`x.page_no`, sql`pdf_pages x`]
    : [sql`webhelp_topic_headings (version_id, path, heading)`, sql`x.path`, sql`webhelp_topics x`];
  const heading = headingVector(sql`x.tsv`);
  await tx.execute(sql`INSERT INTO ${into}
    SELECT x.version_id, ${unit}, ${heading} FROM ${from}
    WHERE ${heading} <> ''::tsvector ${versionId === undefined ? sql`` : sql`AND x.version_id = ${versionId}`}`);
}
