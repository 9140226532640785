-- Field kits (issue 31, build 2): one row per kit a reader took for a machine, with the SHA-256 of its key (never the
-- key), the languages asked, the reader's language at the taking (a check, which has no session, plans the kit in it),
-- when it was last found active and when it expires, and who revoked it. A user's kits are listed newest first; a
-- model's kits go with the model.
CREATE TABLE "field_kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"serial_suffix" text,
	"serial_number" integer,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"reader_language" text NOT NULL,
	"secret_hash" "bytea" NOT NULL,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "field_kits" ADD CONSTRAINT "field_kits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_kits" ADD CONSTRAINT "field_kits_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_kits" ADD CONSTRAINT "field_kits_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_kits_user_idx" ON "field_kits" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "field_kits_model_idx" ON "field_kits" USING btree ("model_id");