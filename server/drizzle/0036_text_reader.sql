-- Which text reader read each version (indexing.ts TEXT_READER). Every version indexed so far was read by the first
-- one; at start the server reads them again with the current reader (rereadLibraryTask), a few at a time.
ALTER TABLE "document_versions" ADD COLUMN "text_reader" smallint DEFAULT 1 NOT NULL;