-- The headings of pages and topics in narrow tables of their own (a row only where there is one), in place of
-- 0030's indexes on ts_filter(tsv, '{a}'): found through those, every heading hit still read its page's text vector
-- (out of line, several kilobytes) to check the expression and rank it, scattered over the whole table. The rows are
-- copied from the text vectors already there (their lexemes weighted A are the heading's), before the indexes are
-- built (docs/search.md, docs/performance.md).
CREATE TABLE "pdf_page_headings" (
	"version_id" integer NOT NULL,
	"page_no" integer NOT NULL,
	"heading" "tsvector" NOT NULL,
	CONSTRAINT "pdf_page_headings_version_id_page_no_pk" PRIMARY KEY("version_id","page_no")
);
--> statement-breakpoint
CREATE TABLE "webhelp_topic_headings" (
	"version_id" integer NOT NULL,
	"path" text NOT NULL,
	"heading" "tsvector" NOT NULL,
	CONSTRAINT "webhelp_topic_headings_version_id_path_pk" PRIMARY KEY("version_id","path")
);
--> statement-breakpoint
DROP INDEX "pdf_pages_heading_idx";--> statement-breakpoint
DROP INDEX "webhelp_topics_heading_idx";--> statement-breakpoint
ALTER TABLE "pdf_page_headings" ADD CONSTRAINT "pdf_page_headings_version_id_page_no_pdf_pages_version_id_page_no_fk" FOREIGN KEY ("version_id","page_no") REFERENCES "public"."pdf_pages"("version_id","page_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhelp_topic_headings" ADD CONSTRAINT "webhelp_topic_headings_version_id_path_webhelp_topics_version_id_path_fk" FOREIGN KEY ("version_id","path") REFERENCES "public"."webhelp_topics"("version_id","path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "pdf_page_headings" ("version_id", "page_no", "heading")
  SELECT "version_id", "page_no", ts_filter("tsv", '{a}') FROM "pdf_pages" WHERE ts_filter("tsv", '{a}') <> ''::tsvector;--> statement-breakpoint
INSERT INTO "webhelp_topic_headings" ("version_id", "path", "heading")
  SELECT "version_id", "path", ts_filter("tsv", '{a}') FROM "webhelp_topics" WHERE ts_filter("tsv", '{a}') <> ''::tsvector;--> statement-breakpoint
-- As the text vectors (migration 0028): without statistics the planner read all million headings for a word on a
-- dozen pages (300 ms against 2).
ALTER TABLE "pdf_page_headings" ALTER COLUMN "heading" SET STATISTICS 300;--> statement-breakpoint
ALTER TABLE "webhelp_topic_headings" ALTER COLUMN "heading" SET STATISTICS 300;--> statement-breakpoint
CREATE INDEX "pdf_page_headings_heading_idx" ON "pdf_page_headings" USING gin ("heading");--> statement-breakpoint
CREATE INDEX "webhelp_topic_headings_heading_idx" ON "webhelp_topic_headings" USING gin ("heading");--> statement-breakpoint
ANALYZE "pdf_page_headings";--> statement-breakpoint
ANALYZE "webhelp_topic_headings";
