CREATE TABLE "sign_in_holds" (
	"login_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_addresses" (
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_failed_login_count_check";--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_holds_last_failure_idx" ON "sign_in_holds" USING btree ("last_failure_at");--> statement-breakpoint
-- A lock of the old rule becomes a hold of the new one, for a day from now; the addresses of each account's last two
-- sign-ins become familiar ones.
INSERT INTO "sign_in_holds" ("login_key", "failures", "last_failure_at", "held_until")
  SELECT lower("login_id"), greatest("failed_login_count", 6), now(), now() + interval '24 hours' FROM "users" WHERE "locked_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "sign_in_addresses" ("user_id", "address", "last_at")
  SELECT "id", "last_login_ip", "last_login_at" FROM "users" WHERE "last_login_ip" IS NOT NULL AND "last_login_at" IS NOT NULL
  UNION
  SELECT "id", "prev_login_ip", "prev_login_at" FROM "users" WHERE "prev_login_ip" IS NOT NULL AND "prev_login_at" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_at";