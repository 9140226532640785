-- Written by hand. Instances keep copies of the access tables as of `access_version` (migration 0022) and trust any
-- copy at least as new as the number a request brings, so the number may only go up: the row cannot be deleted or
-- truncated away (0022's bump wrote it back at 1, under copies kept at higher numbers), and an update that does not
-- raise it is refused.
CREATE OR REPLACE FUNCTION "bump_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "access_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "keep_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."version" > OLD."version" AND NEW."id" = OLD."id" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'access_version only goes up (%)', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "access_version_row_kept" BEFORE UPDATE ON "access_version" FOR EACH ROW EXECUTE FUNCTION "keep_access_version"();--> statement-breakpoint
CREATE TRIGGER "access_version_table_kept" BEFORE DELETE OR TRUNCATE ON "access_version" FOR EACH STATEMENT EXECUTE FUNCTION "keep_access_version"();
