CREATE TABLE "new_version_notices" (
	"version_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_version_notices_version_id_user_id_pk" PRIMARY KEY("version_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "new_version_notices" ADD CONSTRAINT "new_version_notices_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_version_notices" ADD CONSTRAINT "new_version_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_version_notices_user_idx" ON "new_version_notices" USING btree ("user_id");