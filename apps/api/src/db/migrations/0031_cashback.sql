CREATE TABLE "cashback_credits" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cashback_type" text NOT NULL,
	"amount" integer NOT NULL,
	"min_purchase" integer DEFAULT 0 NOT NULL,
	"max_discount" integer DEFAULT 0 NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"same_user_limit" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "cashback_offers_amount" CHECK ("cashback_offers"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_offer_id_cashback_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."cashback_offers"("id") ON DELETE cascade ON UPDATE no action;