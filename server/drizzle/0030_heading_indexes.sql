-- The headings of pages and topics, indexed apart (their lexemes weighted A in the text vector, taken out by
-- ts_filter): search gathers the units whose heading holds the query first, all of them, and then the first of the
-- rest. On a million pages the heading index is 21 MB against the text index's 477 MB, and a common word's heading
-- posting list a thirtieth of its text's (docs/search.md, docs/performance.md).
CREATE INDEX "pdf_pages_heading_idx" ON "pdf_pages" USING gin (ts_filter("tsv", '{a}'));--> statement-breakpoint
CREATE INDEX "webhelp_topics_heading_idx" ON "webhelp_topics" USING gin (ts_filter("tsv", '{a}'));