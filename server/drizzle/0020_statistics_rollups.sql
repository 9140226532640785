CREATE TABLE "access_daily" (
	"day" date NOT NULL,
	"count" text NOT NULL,
	"value" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"document_type" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_daily_counts" (
	"day" date NOT NULL,
	"count" text NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_daily_totals" (
	"day" date NOT NULL,
	"count" text NOT NULL,
	"value" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_monthly_totals" (
	"month" date NOT NULL,
	"count" text NOT NULL,
	"value" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"last_day" date NOT NULL
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
CREATE INDEX "access_daily_count_day_idx" ON "access_daily" USING btree ("count","day");--> statement-breakpoint
CREATE INDEX "access_daily_day_idx" ON "access_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "access_daily_counts_day_idx" ON "access_daily_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "access_daily_totals_count_value_day_idx" ON "access_daily_totals" USING btree ("count","value","day");--> statement-breakpoint
CREATE INDEX "access_daily_totals_day_idx" ON "access_daily_totals" USING btree ("day");--> statement-breakpoint
CREATE INDEX "access_monthly_totals_month_idx" ON "access_monthly_totals" USING btree ("month");--> statement-breakpoint
-- Covering indexes (drizzle-kit cannot write INCLUDE): a screen reads its rows from the index alone.
CREATE INDEX "access_daily_count_region_day_idx" ON "access_daily" USING btree ("count","region_code","day") INCLUDE ("value","detail","events","rating_sum");--> statement-breakpoint
CREATE INDEX "access_daily_totals_count_day_idx" ON "access_daily_totals" USING btree ("count","day") INCLUDE ("value","detail","events","rating_sum");--> statement-breakpoint
CREATE INDEX "access_monthly_totals_count_month_idx" ON "access_monthly_totals" USING btree ("count","month") INCLUDE ("value","detail","events","rating_sum","last_day");--> statement-breakpoint
CREATE INDEX "access_daily_counts_count_day_idx" ON "access_daily_counts" USING btree ("count","day") INCLUDE ("events");
