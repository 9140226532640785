CREATE TABLE "recent_searches" (
	"user_id" integer NOT NULL,
	"search_word" text NOT NULL,
	"tab" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_suggestion_keys" (
	"suggestion_id" integer NOT NULL,
	"key" text NOT NULL,
	"whole" boolean NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_suggestion_keys_suggestion_id_key_pk" PRIMARY KEY("suggestion_id","key")
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"label" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"tsv" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pdf_pages" ADD COLUMN "tsv" "tsvector";--> statement-breakpoint
ALTER TABLE "webhelp_topics" ADD COLUMN "tsv" "tsvector";--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_suggestion_keys" ADD CONSTRAINT "search_suggestion_keys_suggestion_id_search_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."search_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recent_searches_word_key" ON "recent_searches" USING btree ("user_id",lower("search_word"));--> statement-breakpoint
CREATE INDEX "recent_searches_user_idx" ON "recent_searches" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "search_suggestion_keys_key_idx" ON "search_suggestion_keys" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_suggestion_keys_head1_idx" ON "search_suggestion_keys" USING btree (left("key", 1),"whole","popularity");--> statement-breakpoint
CREATE INDEX "search_suggestion_keys_head2_idx" ON "search_suggestion_keys" USING btree (left("key", 2),"whole","popularity");--> statement-breakpoint
CREATE INDEX "search_suggestion_keys_head3_idx" ON "search_suggestion_keys" USING btree (left("key", 3),"whole","popularity");--> statement-breakpoint
CREATE UNIQUE INDEX "search_suggestions_ref_key" ON "search_suggestions" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "search_suggestions_label_idx" ON "search_suggestions" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "search_suggestions_label_trgm_idx" ON "search_suggestions" USING gin (lower("label") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_suggestions_tsv_idx" ON "search_suggestions" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pdf_pages_tsv_idx" ON "pdf_pages" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "webhelp_topics_tsv_idx" ON "webhelp_topics" USING gin ("tsv");--> statement-breakpoint
-- Versions indexed before search existed are read again, so their pages get their search vectors.
INSERT INTO "jobs" ("task", "payload", "job_key")
SELECT 'index-version', json_build_object('versionId', "id")::jsonb, 'index-version:' || "id" FROM "document_versions" WHERE "file_id" IS NOT NULL
ON CONFLICT ("job_key") DO NOTHING;
