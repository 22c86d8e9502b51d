CREATE TABLE "loyalty_point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" text NOT NULL,
	"wallet_amount" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_point_transactions_balance_nonnegative" CHECK ("loyalty_point_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loyalty_point_transactions" ADD CONSTRAINT "loyalty_point_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_point_transactions_user_idx" ON "loyalty_point_transactions" USING btree ("user_id","created_at");