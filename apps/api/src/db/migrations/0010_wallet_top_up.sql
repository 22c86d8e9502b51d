ALTER TABLE "payments" DROP CONSTRAINT "payments_one_target";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "wallet_user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "callback_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_wallet_user_id_users_id_fk" FOREIGN KEY ("wallet_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_wallet_user_idx" ON "payments" USING btree ("wallet_user_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_target" CHECK (num_nonnulls("payments"."order_id", "payments"."trip_id", "payments"."wallet_user_id") = 1);