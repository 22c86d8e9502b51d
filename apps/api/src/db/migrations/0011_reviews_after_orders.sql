ALTER TABLE "reviews" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "store_id" integer;--> statement-breakpoint
UPDATE "reviews" SET "store_id" = "items"."store_id" FROM "items" WHERE "items"."id" = "reviews"."item_id";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "reviews_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_store_idx" ON "reviews" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_item_key" ON "reviews" USING btree ("order_id","item_id") WHERE "reviews"."order_id" IS NOT NULL AND "reviews"."item_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_store_key" ON "reviews" USING btree ("order_id") WHERE "reviews"."order_id" IS NOT NULL AND "reviews"."item_id" IS NULL;