CREATE TABLE "access_daily" (
	"day" date NOT NULL,
	"action" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"document_type" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_rollup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"rolled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "access_events" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "access_events" ADD COLUMN "product_type" text;--> statement-breakpoint
CREATE INDEX "access_daily_dimension_day_idx" ON "access_daily" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "access_daily_day_idx" ON "access_daily" USING btree ("day");