CREATE TABLE "bookmark_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"version_id" integer,
	"page" integer,
	"topic_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "controller_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_tpcd" text NOT NULL,
	"model_code_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_certifications" (
	"document_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	CONSTRAINT "document_certifications_document_id_certification_id_pk" PRIMARY KEY("document_id","certification_id")
);
--> statement-breakpoint
CREATE TABLE "document_models" (
	"document_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"serial_from" integer,
	"serial_to" integer,
	CONSTRAINT "document_models_document_id_model_id_pk" PRIMARY KEY("document_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "document_regions" (
	"document_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "document_regions_document_id_region_id_pk" PRIMARY KEY("document_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version_label" text NOT NULL,
	"publish_type" text NOT NULL,
	"language" text NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"distribution_status" text DEFAULT 'NOT_DISTRIBUTED' NOT NULL,
	"distributed_on" date,
	"file_id" uuid,
	"index_status" text DEFAULT 'NO_FILE' NOT NULL,
	"index_error" text,
	"page_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"document_type_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhaust_certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exhaust_certifications_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"payload" jsonb NOT NULL,
	"job_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdf_pages" (
	"version_id" integer NOT NULL,
	"page_no" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "pdf_pages_version_id_page_no_pk" PRIMARY KEY("version_id","page_no")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_document_grants" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "user_document_grants_user_id_kind_ref_id_pk" PRIMARY KEY("user_id","kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "webhelp_topics" (
	"version_id" integer NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "webhelp_topics_version_id_path_pk" PRIMARY KEY("version_id","path")
);
--> statement-breakpoint
DROP INDEX "models_product_type_idx";--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "bookmark_folders" ADD CONSTRAINT "bookmark_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_folder_id_bookmark_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."bookmark_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_certifications" ADD CONSTRAINT "document_certifications_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_certifications" ADD CONSTRAINT "document_certifications_certification_id_exhaust_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."exhaust_certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_models" ADD CONSTRAINT "document_models_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_models" ADD CONSTRAINT "document_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_regions" ADD CONSTRAINT "document_regions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_regions" ADD CONSTRAINT "document_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_pages" ADD CONSTRAINT "pdf_pages_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_document_grants" ADD CONSTRAINT "user_document_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhelp_topics" ADD CONSTRAINT "webhelp_topics_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmark_folders_name_key" ON "bookmark_folders" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "bookmarks_folder_idx" ON "bookmarks" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_idx" ON "bookmarks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookmarks_document_idx" ON "bookmarks" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "controller_types_key" ON "controller_types" USING btree ("source_tpcd","model_code_name");--> statement-breakpoint
CREATE INDEX "document_certifications_cert_idx" ON "document_certifications" USING btree ("certification_id");--> statement-breakpoint
CREATE INDEX "document_models_model_idx" ON "document_models" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "document_regions_region_idx" ON "document_regions" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_label_key" ON "document_versions" USING btree ("document_id","language",lower("version_label"));--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_final_key" ON "document_versions" USING btree ("document_id","language") WHERE "document_versions"."is_final";--> statement-breakpoint
CREATE INDEX "document_versions_document_idx" ON "document_versions" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_title_key" ON "documents" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "documents_type_product_idx" ON "documents" USING btree ("document_type_id","product_id");--> statement-breakpoint
CREATE INDEX "documents_product_idx" ON "documents" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_job_key" ON "jobs" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at");--> statement-breakpoint
CREATE INDEX "products_product_type_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "stored_files_sha_idx" ON "stored_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "user_document_grants_ref_idx" ON "user_document_grants" USING btree ("kind","ref_id");--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "models_product_idx" ON "models" USING btree ("product_id");--> statement-breakpoint
-- Models existing before product lines: one product line per product type, named after the type.
INSERT INTO "products" ("code", "product_type_id", "name", "sort_order")
SELECT pt."code", pt."id", coalesce(pt."labels"->>'en', pt."code"), pt."sort_order" FROM "product_types" pt
WHERE EXISTS (SELECT 1 FROM "models" m WHERE m."product_type_id" = pt."id" AND m."product_id" IS NULL)
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
UPDATE "models" m SET "product_id" = p."id" FROM "products" p WHERE m."product_id" IS NULL AND p."product_type_id" = m."product_type_id" AND p."code" = (SELECT "code" FROM "product_types" WHERE "id" = m."product_type_id");
