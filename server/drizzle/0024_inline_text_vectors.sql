-- Search reads a page's or topic's vector for every candidate it looks at (to test it and to rank it). A vector of
-- a page is about 2 KB, just over the size at which PostgreSQL moves a value out of the row into the TOAST table,
-- so each candidate cost a TOAST index lookup and a second heap read. Rows now stay whole up to nearly a page
-- (8 KB: text and vector together), the vector kept in the row (compressed if need be) rather than moved out,
-- and the rows written before are written again so that theirs come back in. Measured on 100 000 pages of the
-- search benchmark's library: the first thousand pages holding a common word found in 4 ms instead of 9.5,
-- two words in 11 ms instead of 29 (docs/performance.md).
ALTER TABLE "pdf_pages" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "pdf_pages" ALTER COLUMN "tsv" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "webhelp_topics" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "webhelp_topics" ALTER COLUMN "tsv" SET STORAGE MAIN;--> statement-breakpoint
-- Concatenating an empty vector makes a new value, which is stored by the new rules (an unchanged one would keep
-- its place in the TOAST table).
UPDATE "pdf_pages" SET "tsv" = "tsv" || ''::tsvector WHERE "tsv" IS NOT NULL;--> statement-breakpoint
UPDATE "webhelp_topics" SET "tsv" = "tsv" || ''::tsvector WHERE "tsv" IS NOT NULL;
