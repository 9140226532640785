-- Web-help topics are read by an HTML parser now (platform/html/html-text.ts): every named and numeric entity
-- is decoded, so a topic writing caf&eacute; holds "café", not "caf" and "eacute". Every web-help version is read
-- again; search answers from the old text until each version's new text is in.
INSERT INTO "jobs" ("task", "payload", "job_key")
SELECT 'index-version', json_build_object('versionId', "id")::jsonb, 'index-version:' || "id" FROM "document_versions" WHERE "file_id" IS NOT NULL AND "publish_type" = 'WEBHELP'
ON CONFLICT ("job_key") DO NOTHING;
