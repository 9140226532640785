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
CREATE TABLE "support_class_managers" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "support_class_managers_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "support_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer,
	"labels" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"answer_text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qna_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"asker_id" integer NOT NULL,
	"asker_name" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"status" text DEFAULT 'ANSWERING' NOT NULL,
	"answer_html" text,
	"answerer_id" integer,
	"answerer_name" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_hits" ADD CONSTRAINT "notice_hits_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_class_managers" ADD CONSTRAINT "support_class_managers_class_id_support_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."support_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_class_managers" ADD CONSTRAINT "support_class_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_classes" ADD CONSTRAINT "support_classes_parent_id_support_classes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."support_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_class_id_support_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."support_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_class_id_support_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."support_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_questions" ADD CONSTRAINT "qna_questions_class_id_support_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."support_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_classes_kind_idx" ON "support_classes" USING btree ("kind","parent_id");--> statement-breakpoint
CREATE INDEX "faqs_class_idx" ON "faqs" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "qna_questions_status_idx" ON "qna_questions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "qna_questions_asker_idx" ON "qna_questions" USING btree ("asker_id");