CREATE TABLE "add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"module_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"module_id" integer NOT NULL,
	"featured" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand_id" integer,
	"price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"unit_type" text,
	"maximum_cart_quantity" integer,
	"choice_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"food_variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_on_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generic_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutritions_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allergies_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"veg" smallint DEFAULT 0 NOT NULL,
	"organic" smallint DEFAULT 0 NOT NULL,
	"is_halal" smallint DEFAULT 0 NOT NULL,
	"is_prescription_required" smallint DEFAULT 0 NOT NULL,
	"recommended" smallint DEFAULT 0 NOT NULL,
	"available_time_starts" text DEFAULT '00:00' NOT NULL,
	"available_time_ends" text DEFAULT '23:59' NOT NULL,
	"available_date_starts" date,
	"available_date_ends" date,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"user_id" integer,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"image" text,
	"is_phone_verified" smallint DEFAULT 0 NOT NULL,
	"is_email_verified" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"ref_code" text NOT NULL,
	"ref_by" integer,
	"wallet_balance" integer DEFAULT 0 NOT NULL,
	"loyalty_point" integer DEFAULT 0 NOT NULL,
	"login_medium" text DEFAULT 'manual' NOT NULL,
	"social_id" text,
	"interest" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secondary_text" text NOT NULL,
	"formatted_address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_modules" (
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"per_km_shipping_charge" integer NOT NULL,
	"minimum_shipping_charge" integer NOT NULL,
	"maximum_shipping_charge" integer,
	"maximum_cod_order_amount" integer,
	CONSTRAINT "zone_modules_zone_id_module_id_pk" PRIMARY KEY("zone_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"polygon" jsonb NOT NULL,
	"cash_on_delivery" boolean DEFAULT true NOT NULL,
	"digital_payment" boolean DEFAULT true NOT NULL,
	"increased_delivery_fee" double precision DEFAULT 0 NOT NULL,
	"increased_delivery_fee_status" smallint DEFAULT 0 NOT NULL,
	"increased_delivery_fee_reason" text
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_name" text NOT NULL,
	"module_type" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text NOT NULL,
	"thumbnail" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "modules_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"data" integer,
	"link" text,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"featured" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_stores" (
	"campaign_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "campaign_stores_campaign_id_store_id_pk" PRIMARY KEY("campaign_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"module_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text DEFAULT '00:00' NOT NULL,
	"end_time" text DEFAULT '23:59' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"coupon_type" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"max_discount" integer DEFAULT 0 NOT NULL,
	"min_purchase" integer DEFAULT 0 NOT NULL,
	"limit" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"module_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"expire_date" date NOT NULL,
	"total_uses" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sale_items" (
	"flash_sale_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"discount_type" text NOT NULL,
	"discount" integer NOT NULL,
	CONSTRAINT "flash_sale_items_flash_sale_id_item_id_pk" PRIMARY KEY("flash_sale_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"module_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"engine_capacity" text,
	"engine_power" text,
	"seating_capacity" integer NOT NULL,
	"air_condition" smallint DEFAULT 1 NOT NULL,
	"transmission_type" text NOT NULL,
	"fuel_type" text NOT NULL,
	"total_vehicle_count" integer DEFAULT 1 NOT NULL,
	"trip_hourly" smallint DEFAULT 1 NOT NULL,
	"trip_distance" smallint DEFAULT 0 NOT NULL,
	"trip_day_wise" smallint DEFAULT 0 NOT NULL,
	"hourly_price" integer DEFAULT 0 NOT NULL,
	"distance_price" integer DEFAULT 0 NOT NULL,
	"day_wise_price" integer DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"discount_price" integer DEFAULT 0 NOT NULL,
	"new_tag" smallint DEFAULT 0 NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_discounts" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"discount_type" text NOT NULL,
	"discount" integer NOT NULL,
	"min_purchase" integer DEFAULT 0 NOT NULL,
	"max_discount" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text DEFAULT '00:00' NOT NULL,
	"end_time" text DEFAULT '23:59' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"opening_time" text NOT NULL,
	"closing_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"logo" text NOT NULL,
	"cover_photo" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"time_zone" text NOT NULL,
	"minimum_order" integer DEFAULT 0 NOT NULL,
	"delivery_time" text NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"self_delivery_system" boolean DEFAULT false NOT NULL,
	"per_km_shipping_charge" integer,
	"minimum_shipping_charge" integer,
	"maximum_shipping_charge" integer,
	"tax" double precision DEFAULT 0 NOT NULL,
	"delivery" boolean DEFAULT true NOT NULL,
	"take_away" boolean DEFAULT true NOT NULL,
	"schedule_order" boolean DEFAULT false NOT NULL,
	"prescription_order" boolean DEFAULT false NOT NULL,
	"veg" smallint DEFAULT 1 NOT NULL,
	"non_veg" smallint DEFAULT 1 NOT NULL,
	"featured" smallint DEFAULT 0 NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_modules" ADD CONSTRAINT "zone_modules_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_modules" ADD CONSTRAINT "zone_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_stores" ADD CONSTRAINT "campaign_stores_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_stores" ADD CONSTRAINT "campaign_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_category_id_vehicle_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_id_vehicle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_discounts" ADD CONSTRAINT "store_discounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_schedules" ADD CONSTRAINT "store_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "add_ons_store_idx" ON "add_ons" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "categories_module_parent_idx" ON "categories" USING btree ("module_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "items_slug_key" ON "items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "items_store_idx" ON "items" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "items_module_category_idx" ON "items" USING btree ("module_id","category_id");--> statement-breakpoint
CREATE INDEX "items_module_created_idx" ON "items" USING btree ("module_id","created_at");--> statement-breakpoint
CREATE INDEX "items_module_orders_idx" ON "items" USING btree ("module_id","order_count");--> statement-breakpoint
CREATE INDEX "reviews_item_idx" ON "reviews" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_key" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_ref_code_key" ON "users" USING btree ("ref_code");--> statement-breakpoint
CREATE INDEX "banners_module_zone_idx" ON "banners" USING btree ("module_id","zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vehicles_provider_idx" ON "vehicles" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "vehicles_category_idx" ON "vehicles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "store_schedules_store_idx" ON "store_schedules" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_slug_key" ON "stores" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "stores_module_zone_idx" ON "stores" USING btree ("module_id","zone_id");