ALTER TABLE "verification_codes" ALTER COLUMN "code_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secrets" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_must_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_expires_at" timestamp with time zone;--> statement-breakpoint
-- Messages delivered before secrets were kept apart carried codes, new passwords and verification links in
-- their subject and bodies for good: they are blanked, as the mailbox shows a secret today.
UPDATE "mail_outbox" SET
  "subject" = regexp_replace("subject", '[0-9]{6}', '••••', 'g'),
  "text_body" = '••••',
  "html_body" = '<p>••••</p>'
WHERE "kind" IN ('VERIFICATION_CODE', 'PASSWORD_RESET', 'SIGNUP_VERIFY') AND "status" <> 'QUEUED';--> statement-breakpoint
-- A code waiting for its e-mail no longer travels in the job: the job makes it now.
UPDATE "jobs" SET "payload" = "payload" - 'code' WHERE "task" = 'send-verification-code';
