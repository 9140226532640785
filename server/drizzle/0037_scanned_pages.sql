ALTER TABLE "document_versions" ADD COLUMN "scanned_pages" integer;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "ocr_status" text;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "ocr_pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_pages" ADD COLUMN "text_source" text DEFAULT 'TEXT' NOT NULL;