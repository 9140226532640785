ALTER TABLE "users" ADD COLUMN "notify_new_versions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD COLUMN "known_final_version_id" integer;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_known_final_version_id_document_versions_id_fk" FOREIGN KEY ("known_final_version_id") REFERENCES "public"."document_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Bookmarks kept before this knew the edition there was then: only a version made final from now on is news.
UPDATE "bookmarks" b SET "known_final_version_id" = (
  SELECT v.id FROM "document_versions" v
  WHERE v.document_id = b.document_id AND v.is_final AND v.distribution_status = 'DISTRIBUTED'
    AND (b.version_id IS NULL OR v.language = (SELECT bv.language FROM "document_versions" bv WHERE bv.id = b.version_id))
  ORDER BY v.distributed_on DESC NULLS LAST, v.id DESC LIMIT 1);
