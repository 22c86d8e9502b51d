ALTER TABLE "orders" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_category_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_payer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_instruction" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parcel_category_id_parcel_categories_id_fk" FOREIGN KEY ("parcel_category_id") REFERENCES "public"."parcel_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_or_parcel" CHECK (("orders"."order_type" = 'parcel') = ("orders"."store_id" IS NULL AND "orders"."parcel_category_id" IS NOT NULL AND "orders"."receiver_details" IS NOT NULL AND "orders"."charge_payer" IS NOT NULL));