-- How many of the commonest words PostgreSQL keeps statistics for, per text vector: 3 000 (a target of 300) instead of
-- 20 000 (2 000, migration 0005). Planning a search reads that list for every text condition, and at 20 000 words
-- it was a third of a single-word search on a million pages (planning 8.9 ms of 27). What the list tells the
-- planner still holds: a word outside it is on at most 0.3% of pages, read from the index; a word inside it is
-- counted well enough to scan the table until the first thousand matches instead. The reason for 2 000 — rare
-- words estimated at thousands of rows, whole tables hashed for them — went with searches that rank at most a
-- thousand candidates and read authority per document (docs/performance.md).
ALTER TABLE "pdf_pages" ALTER COLUMN "tsv" SET STATISTICS 300;--> statement-breakpoint
ALTER TABLE "webhelp_topics" ALTER COLUMN "tsv" SET STATISTICS 300;--> statement-breakpoint
ANALYZE "pdf_pages" ("tsv");--> statement-breakpoint
ANALYZE "webhelp_topics" ("tsv");
