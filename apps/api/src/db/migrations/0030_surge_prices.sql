CREATE TABLE "surge_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"module_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_type" text NOT NULL,
	"price" integer NOT NULL,
	"duration_type" text NOT NULL,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" text,
	"end_date" text,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"customer_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "surge_prices_price" CHECK ("surge_prices"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "surge_prices" ADD CONSTRAINT "surge_prices_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surge_prices_zone_idx" ON "surge_prices" USING btree ("zone_id");