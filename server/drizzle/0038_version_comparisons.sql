-- What changed in a version against the one readers had before it (features/library/comparison): filled by the
-- compare-version job after each indexing; versions indexed before it are compared when they are next read.
CREATE TABLE "version_comparisons" (
	"version_id" integer PRIMARY KEY NOT NULL,
	"previous_version_id" integer NOT NULL,
	"identical" boolean NOT NULL,
	"counts" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"place_map" jsonb NOT NULL,
	"compared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "version_comparisons" ADD CONSTRAINT "version_comparisons_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_comparisons" ADD CONSTRAINT "version_comparisons_previous_version_id_document_versions_id_fk" FOREIGN KEY ("previous_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "version_comparisons_previous_idx" ON "version_comparisons" USING btree ("previous_version_id");