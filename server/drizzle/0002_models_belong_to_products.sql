ALTER TABLE "models" DROP CONSTRAINT "models_product_type_id_product_types_id_fk";
--> statement-breakpoint
ALTER TABLE "models" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "models" DROP COLUMN "product_type_id";