CREATE TABLE "delivery_man_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"zone_id" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"earning" text NOT NULL,
	"identity_type" text NOT NULL,
	"identity_number" text NOT NULL,
	"identity_image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_upload_id" text,
	"rejection_reason" text,
	"decided_at" timestamp with time zone,
	"delivery_man_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_man_applications_status_check" CHECK ("delivery_man_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "delivery_men" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"zone_id" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"earning" text NOT NULL,
	"identity_type" text NOT NULL,
	"identity_number" text NOT NULL,
	"identity_image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_upload_id" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"store_name" text NOT NULL,
	"address" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"logo_upload_id" text,
	"cover_upload_id" text,
	"tax" double precision NOT NULL,
	"delivery_time" text NOT NULL,
	"rejection_reason" text,
	"decided_at" timestamp with time zone,
	"store_id" integer,
	"vendor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_applications_status_check" CHECK ("vendor_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"store_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_man_applications" ADD CONSTRAINT "delivery_man_applications_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_man_applications" ADD CONSTRAINT "delivery_man_applications_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_man_applications" ADD CONSTRAINT "delivery_man_applications_delivery_man_id_delivery_men_id_fk" FOREIGN KEY ("delivery_man_id") REFERENCES "public"."delivery_men"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_men" ADD CONSTRAINT "delivery_men_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_men" ADD CONSTRAINT "delivery_men_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_man_applications_pending_email_key" ON "delivery_man_applications" USING btree (lower("email")) WHERE "delivery_man_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_man_applications_pending_phone_key" ON "delivery_man_applications" USING btree ("phone") WHERE "delivery_man_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "delivery_man_applications_status_idx" ON "delivery_man_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_men_email_key" ON "delivery_men" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_men_phone_key" ON "delivery_men" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_applications_pending_email_key" ON "vendor_applications" USING btree (lower("email")) WHERE "vendor_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_applications_pending_phone_key" ON "vendor_applications" USING btree ("phone") WHERE "vendor_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vendor_applications_status_idx" ON "vendor_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_email_key" ON "vendors" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_phone_key" ON "vendors" USING btree ("phone");