CREATE TABLE "company_sign_in_assertion_uses" (
	"provider_id" integer NOT NULL,
	"assertion_hash" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_sign_in_assertion_uses_provider_id_assertion_hash_pk" PRIMARY KEY("provider_id","assertion_hash")
);
--> statement-breakpoint
ALTER TABLE "company_sign_in_providers" ALTER COLUMN "issuer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sign_in_providers" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sign_in_providers" ALTER COLUMN "client_secret_sealed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sign_in_providers" ALTER COLUMN "scopes" SET DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "company_sign_in_requests" ALTER COLUMN "nonce" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sign_in_requests" ALTER COLUMN "code_verifier_sealed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sign_in_providers" ADD COLUMN "kind" text DEFAULT 'OIDC' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sign_in_providers" ADD COLUMN "entity_id" text;--> statement-breakpoint
ALTER TABLE "company_sign_in_providers" ADD COLUMN "sso_url" text;--> statement-breakpoint
ALTER TABLE "company_sign_in_providers" ADD COLUMN "certificates" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sign_in_providers" ADD COLUMN "email_claim" text;--> statement-breakpoint
ALTER TABLE "company_sign_in_providers" ADD COLUMN "second_factor_contexts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sign_in_assertion_uses" ADD CONSTRAINT "company_sign_in_assertion_uses_provider_id_company_sign_in_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."company_sign_in_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_sign_in_assertion_uses_expires_idx" ON "company_sign_in_assertion_uses" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "company_sign_in_providers" ADD CONSTRAINT "company_sign_in_providers_kind_check" CHECK (("company_sign_in_providers"."kind" = 'OIDC' AND "company_sign_in_providers"."issuer" IS NOT NULL AND "company_sign_in_providers"."client_id" IS NOT NULL AND "company_sign_in_providers"."client_secret_sealed" IS NOT NULL)
    OR ("company_sign_in_providers"."kind" = 'SAML' AND "company_sign_in_providers"."entity_id" IS NOT NULL AND "company_sign_in_providers"."sso_url" IS NOT NULL AND cardinality("company_sign_in_providers"."certificates") > 0));