-- A document's product number and equipment code (seed section 3; issue 30), as typed, null when it has none. Both are
-- compared as model codes are (upper case, without spaces, hyphens, dots and slashes: machineCodeKey):
--   - btree on that key: every search entered in the header box asks whether its word is one of them (which tab the
--     search lands on, and the documents the index tab lists), an equality that must cost one index probe;
--   - trigrams on that key: part of a code (LIKE '%…%') for the managers' filters and for the keyword of the lists and
--     of the index tab's title search, which otherwise would read every document beside the title's trigram index.
ALTER TABLE "documents" ADD COLUMN "product_number" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "equipment_code" text;--> statement-breakpoint
CREATE INDEX "documents_product_number_key_idx" ON "documents" USING btree (translate(upper("product_number"), ' -_./', ''));--> statement-breakpoint
CREATE INDEX "documents_equipment_code_key_idx" ON "documents" USING btree (translate(upper("equipment_code"), ' -_./', ''));--> statement-breakpoint
CREATE INDEX "documents_product_number_trgm_idx" ON "documents" USING gin (translate(upper("product_number"), ' -_./', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_equipment_code_trgm_idx" ON "documents" USING gin (translate(upper("equipment_code"), ' -_./', '') gin_trgm_ops);
