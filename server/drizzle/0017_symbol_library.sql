CREATE TABLE "symbols" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"meanings" jsonb NOT NULL,
	"image" "bytea" NOT NULL,
	"image_type" text NOT NULL,
	"image_sha256" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "symbols_number_key" ON "symbols" USING btree (upper("number"));