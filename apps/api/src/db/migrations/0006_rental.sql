CREATE TABLE "rental_cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_trip_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_cart_lines_quantity_positive" CHECK ("rental_cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "rental_cart_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"pickup_location" jsonb NOT NULL,
	"destination_location" jsonb NOT NULL,
	"pickup_zone_id" integer,
	"pickup_time" timestamp with time zone NOT NULL,
	"destination_time" timestamp with time zone,
	"rental_type" text NOT NULL,
	"estimated_hours" double precision NOT NULL,
	"distance" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_cart_trips_one_owner" CHECK (("rental_cart_trips"."user_id" IS NULL) <> ("rental_cart_trips"."guest_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "rental_wishlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer,
	"provider_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_wishlist_one_target" CHECK (("rental_wishlist"."vehicle_id" IS NULL) <> ("rental_wishlist"."provider_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "trip_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"fare" integer NOT NULL,
	"discount" integer NOT NULL,
	"pickup_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"holding" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"module_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"pickup_location" jsonb NOT NULL,
	"destination_location" jsonb NOT NULL,
	"pickup_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"rental_type" text NOT NULL,
	"estimated_hours" double precision NOT NULL,
	"distance" double precision NOT NULL,
	"subtotal" integer NOT NULL,
	"vehicle_discount" integer NOT NULL,
	"provider_discount" integer NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"tax" integer NOT NULL,
	"tax_included" boolean NOT NULL,
	"total" integer NOT NULL,
	"wallet_amount" integer DEFAULT 0 NOT NULL,
	"contact_person_name" text NOT NULL,
	"contact_person_number" text NOT NULL,
	"contact_person_email" text,
	"trip_note" text,
	"cancellation_reason" text,
	"idempotency_key" text,
	"status_times" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_one_owner" CHECK (("trips"."user_id" IS NULL) <> ("trips"."guest_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "vehicle_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_usages" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD COLUMN "trip_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "trip_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "trip_id" integer;--> statement-breakpoint
ALTER TABLE "rental_cart_lines" ADD CONSTRAINT "rental_cart_lines_cart_trip_id_rental_cart_trips_id_fk" FOREIGN KEY ("cart_trip_id") REFERENCES "public"."rental_cart_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cart_lines" ADD CONSTRAINT "rental_cart_lines_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cart_trips" ADD CONSTRAINT "rental_cart_trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_wishlist" ADD CONSTRAINT "rental_wishlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_wishlist" ADD CONSTRAINT "rental_wishlist_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_wishlist" ADD CONSTRAINT "rental_wishlist_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_vehicles" ADD CONSTRAINT "trip_vehicles_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_vehicles" ADD CONSTRAINT "trip_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD CONSTRAINT "vehicle_reviews_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_cart_lines_vehicle_key" ON "rental_cart_lines" USING btree ("cart_trip_id","vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_cart_trips_user_key" ON "rental_cart_trips" USING btree ("user_id") WHERE "rental_cart_trips"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_cart_trips_guest_key" ON "rental_cart_trips" USING btree ("guest_id") WHERE "rental_cart_trips"."guest_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_wishlist_vehicle_key" ON "rental_wishlist" USING btree ("user_id","vehicle_id") WHERE "rental_wishlist"."vehicle_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_wishlist_provider_key" ON "rental_wishlist" USING btree ("user_id","provider_id") WHERE "rental_wishlist"."provider_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "trip_vehicles_trip_idx" ON "trip_vehicles" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_vehicles_holding_idx" ON "trip_vehicles" USING btree ("vehicle_id","pickup_time","end_time") WHERE "trip_vehicles"."holding";--> statement-breakpoint
CREATE INDEX "trips_user_idx" ON "trips" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trips_guest_idx" ON "trips" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE INDEX "trips_status_idx" ON "trips" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_user_idempotency_key" ON "trips" USING btree ("user_id","idempotency_key") WHERE "trips"."user_id" IS NOT NULL AND "trips"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "trips_guest_idempotency_key" ON "trips" USING btree ("guest_id","idempotency_key") WHERE "trips"."guest_id" IS NOT NULL AND "trips"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicle_reviews_vehicle_idx" ON "vehicle_reviews" USING btree ("vehicle_id","created_at");--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_usages_trip_key" ON "coupon_usages" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "payments_trip_idx" ON "payments" USING btree ("trip_id");--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_one_target" CHECK (("coupon_usages"."order_id" IS NULL) <> ("coupon_usages"."trip_id" IS NULL));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_target" CHECK (("payments"."order_id" IS NULL) <> ("payments"."trip_id" IS NULL));