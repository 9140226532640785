CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" integer,
	"owner_type" text,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_hits" (
	"notice_id" integer NOT NULL,
	"reader" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "notice_hits_notice_id_reader_day_pk" PRIMARY KEY("notice_id","reader","day")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"classification" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"popup_period" text DEFAULT 'FULL' NOT NULL,
	"popup_from" date,
	"popup_to" date,
	"writer_id" integer,
	"writer_name" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_hits" ADD CONSTRAINT "notice_hits_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at","id");