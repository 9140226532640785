CREATE TABLE "access_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "access_version_one_row" CHECK ("access_version"."id" = 1)
);
--> statement-breakpoint
-- Written by hand (drizzle-kit writes no triggers). The one row, then a statement trigger on every table that says
-- who may open which menu: any change to them bumps the number in its own transaction, so a reader that sees the new
-- number sees the change too (a sequence would not do: nextval is seen before the change commits). The bump writes
-- the row back if it was ever deleted, so the number never stops moving.
INSERT INTO "access_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION "bump_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "access_version" AS v ("id", "version") VALUES (1, 1)
    ON CONFLICT ("id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "menus_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "roles_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "role_menus_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_menus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "user_roles_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "user_menus_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_menus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_version"();
