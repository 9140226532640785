DROP INDEX "company_sign_in_links_user_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "company_provider_id" integer;--> statement-breakpoint
ALTER TABLE "company_sign_in_requests" ADD COLUMN "link_user_id" integer;--> statement-breakpoint
ALTER TABLE "company_sign_in_tickets" ADD COLUMN "link_subject" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_provider_id_company_sign_in_providers_id_fk" FOREIGN KEY ("company_provider_id") REFERENCES "public"."company_sign_in_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_requests" ADD CONSTRAINT "company_sign_in_requests_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_sign_in_links_user_key" ON "company_sign_in_links" USING btree ("user_id","provider_id");