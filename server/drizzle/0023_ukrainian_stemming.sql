-- Ukrainian is stemmed now (platform/search-text/ukrainian.ts): every Ukrainian version is read again, so
-- that its pages and topics hold the stems its queries are read in. Search answers from the old vectors
-- until each version's new ones are in.
INSERT INTO "jobs" ("task", "payload", "job_key")
SELECT 'index-version', json_build_object('versionId', "id")::jsonb, 'index-version:' || "id" FROM "document_versions" WHERE "file_id" IS NOT NULL AND "language" = 'uk'
ON CONFLICT ("job_key") DO NOTHING;
