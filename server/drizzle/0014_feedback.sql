CREATE TABLE "document_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version_id" integer,
	"page" integer,
	"topic_path" text,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"author_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"author_company" text,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"answer" text,
	"answerer_id" integer,
	"answerer_name" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_feedback_rating_check" CHECK ("document_feedback"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "feedback_managers" (
	"user_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_feedback" ADD CONSTRAINT "document_feedback_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_feedback" ADD CONSTRAINT "document_feedback_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_feedback" ADD CONSTRAINT "document_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_managers" ADD CONSTRAINT "feedback_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_feedback_status_idx" ON "document_feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "document_feedback_author_idx" ON "document_feedback" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "document_feedback_document_idx" ON "document_feedback" USING btree ("document_id");