-- Every stored version is read again: PDF text now comes from PDFium in-process (platform/pdf/pdf-text.ts),
-- and a line break between two characters of a script written without spaces (a wrapped Thai, Burmese or
-- Chinese line) no longer cuts the pairs search matches, so phrases that wrap are found.
INSERT INTO "jobs" ("task", "payload", "job_key")
SELECT 'index-version', json_build_object('versionId', "id")::jsonb, 'index-version:' || "id" FROM "document_versions" WHERE "file_id" IS NOT NULL
ON CONFLICT ("job_key") DO NOTHING;
