CREATE TABLE "company_sign_in_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sign_in_links" (
	"provider_id" integer NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_sign_in_links_provider_id_subject_pk" PRIMARY KEY("provider_id","subject")
);
--> statement-breakpoint
CREATE TABLE "company_sign_in_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"scopes" text[] NOT NULL,
	"creates_accounts" boolean DEFAULT false NOT NULL,
	"company_claim" text,
	"department_claim" text,
	"groups_claim" text,
	"second_factor_amr" text[] DEFAULT '{}'::text[] NOT NULL,
	"end_session_endpoint" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sign_in_requests" (
	"state_hash" "bytea" PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_sign_in_role_grants" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	CONSTRAINT "company_sign_in_role_grants_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "company_sign_in_role_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"role_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sign_in_tickets" (
	"ticket_hash" "bytea" PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"second_factor_done" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_sign_in_domains" ADD CONSTRAINT "company_sign_in_domains_provider_id_company_sign_in_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."company_sign_in_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_links" ADD CONSTRAINT "company_sign_in_links_provider_id_company_sign_in_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."company_sign_in_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_links" ADD CONSTRAINT "company_sign_in_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_requests" ADD CONSTRAINT "company_sign_in_requests_provider_id_company_sign_in_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."company_sign_in_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_role_grants" ADD CONSTRAINT "company_sign_in_role_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_role_grants" ADD CONSTRAINT "company_sign_in_role_grants_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_role_grants" ADD CONSTRAINT "company_sign_in_role_grants_provider_id_company_sign_in_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."company_sign_in_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_role_mappings" ADD CONSTRAINT "company_sign_in_role_mappings_provider_id_company_sign_in_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."company_sign_in_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_role_mappings" ADD CONSTRAINT "company_sign_in_role_mappings_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_tickets" ADD CONSTRAINT "company_sign_in_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_in_tickets" ADD CONSTRAINT "company_sign_in_tickets_provider_id_company_sign_in_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."company_sign_in_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_sign_in_domains_provider_idx" ON "company_sign_in_domains" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "company_sign_in_links_user_idx" ON "company_sign_in_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_sign_in_providers_name_key" ON "company_sign_in_providers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "company_sign_in_requests_expires_idx" ON "company_sign_in_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_sign_in_role_mappings_key" ON "company_sign_in_role_mappings" USING btree ("provider_id","group_name","role_id");--> statement-breakpoint
CREATE INDEX "company_sign_in_tickets_expires_idx" ON "company_sign_in_tickets" USING btree ("expires_at");