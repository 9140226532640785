CREATE INDEX "model_suffixes_suffix_upper_idx" ON "model_suffixes" USING btree (upper("suffix"));--> statement-breakpoint
CREATE INDEX "models_code_upper_idx" ON "models" USING btree (upper("code") text_pattern_ops);--> statement-breakpoint
-- A rare word's share of a million pages is below what the default statistics can tell from zero: with
-- estimates of thousands of rows the planner hashed whole tables for a word found on a handful of pages.
ALTER TABLE "pdf_pages" ALTER COLUMN "tsv" SET STATISTICS 2000;--> statement-breakpoint
ALTER TABLE "webhelp_topics" ALTER COLUMN "tsv" SET STATISTICS 2000;
