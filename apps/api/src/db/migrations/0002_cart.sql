CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"module_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"model" text NOT NULL,
	"quantity" integer NOT NULL,
	"variation" jsonb NOT NULL,
	"variation_key" text NOT NULL,
	"add_on_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_on_qtys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_one_owner" CHECK (("cart_lines"."user_id" IS NULL) <> ("cart_lines"."guest_id" IS NULL)),
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_line_key" ON "cart_lines" USING btree ("user_id","module_id","item_id","model","variation_key") WHERE "cart_lines"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_guest_line_key" ON "cart_lines" USING btree ("guest_id","module_id","item_id","model","variation_key") WHERE "cart_lines"."guest_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "cart_lines_item_idx" ON "cart_lines" USING btree ("item_id");