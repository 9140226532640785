-- Notices and FAQs in several languages (issue 30, UX review M4): their words move to a table of versions, one row
-- per language, and what is there today becomes the English version (every reader without a version of their own
-- gets English). A notice may also say the time it is about, drawn in each reader's own time zone (M3).
CREATE TABLE "notice_texts" (
	"notice_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	CONSTRAINT "notice_texts_notice_id_language_pk" PRIMARY KEY("notice_id","language")
);
--> statement-breakpoint
CREATE TABLE "faq_texts" (
	"faq_id" integer NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"answer_text" text NOT NULL,
	CONSTRAINT "faq_texts_faq_id_language_pk" PRIMARY KEY("faq_id","language")
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "time_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "time_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_texts" ADD CONSTRAINT "notice_texts_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_texts" ADD CONSTRAINT "faq_texts_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "notice_texts" ("notice_id", "language", "title", "body_html", "body_text")
  SELECT "id", 'en', "title", "body_html", "body_text" FROM "notices";--> statement-breakpoint
INSERT INTO "faq_texts" ("faq_id", "language", "question", "answer_html", "answer_text")
  SELECT "id", 'en', "question", "answer_html", "answer_text" FROM "faqs";--> statement-breakpoint
ALTER TABLE "faqs" DROP COLUMN "question";--> statement-breakpoint
ALTER TABLE "faqs" DROP COLUMN "answer_html";--> statement-breakpoint
ALTER TABLE "faqs" DROP COLUMN "answer_text";--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "body_html";--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "body_text";
