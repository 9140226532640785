CREATE TABLE "tsg_guide_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tsg_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer,
	"product_id" integer,
	"controller_type_id" integer NOT NULL,
	"code_kind" text NOT NULL,
	"spn" integer,
	"fmi" integer,
	"oem_code" text,
	"code_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tsg_guides_one_scope" CHECK (("tsg_guides"."model_id" IS NULL) <> ("tsg_guides"."product_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "tsg_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tsg_guide_versions" ADD CONSTRAINT "tsg_guide_versions_guide_id_tsg_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."tsg_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tsg_guides" ADD CONSTRAINT "tsg_guides_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tsg_guides" ADD CONSTRAINT "tsg_guides_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tsg_guides" ADD CONSTRAINT "tsg_guides_controller_type_id_controller_types_id_fk" FOREIGN KEY ("controller_type_id") REFERENCES "public"."controller_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tsg_guide_versions_draft_key" ON "tsg_guide_versions" USING btree ("guide_id","language") WHERE status = 'DRAFT';--> statement-breakpoint
CREATE UNIQUE INDEX "tsg_guide_versions_published_key" ON "tsg_guide_versions" USING btree ("guide_id","language") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE UNIQUE INDEX "tsg_guides_key" ON "tsg_guides" USING btree (coalesce("model_id", 0),coalesce("product_id", 0),"controller_type_id","code_key");--> statement-breakpoint
CREATE INDEX "tsg_guides_code_idx" ON "tsg_guides" USING btree ("code_key");--> statement-breakpoint
CREATE INDEX "tsg_guides_spn_idx" ON "tsg_guides" USING btree ("spn");--> statement-breakpoint
CREATE INDEX "tsg_guides_model_idx" ON "tsg_guides" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "tsg_guides_product_idx" ON "tsg_guides" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tsg_terms_english_key" ON "tsg_terms" USING btree ("category",lower("texts"->>'en'));