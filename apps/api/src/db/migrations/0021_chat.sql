CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_type" text NOT NULL,
	"body" text NOT NULL,
	"upload_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"receiver_type" text NOT NULL,
	"store_id" integer,
	"order_id" integer,
	"awaiting_reply" boolean DEFAULT false NOT NULL,
	"auto_replied_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_receiver_check" CHECK (("conversations"."receiver_type" = 'vendor' AND "conversations"."store_id" IS NOT NULL AND "conversations"."order_id" IS NULL)
        OR ("conversations"."receiver_type" = 'delivery_man' AND "conversations"."order_id" IS NOT NULL AND "conversations"."store_id" IS NULL)
        OR ("conversations"."receiver_type" = 'admin' AND "conversations"."store_id" IS NULL AND "conversations"."order_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_unseen_idx" ON "chat_messages" USING btree ("conversation_id") WHERE NOT "chat_messages"."is_seen";--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_vendor_key" ON "conversations" USING btree ("user_id","store_id") WHERE "conversations"."receiver_type" = 'vendor';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_delivery_key" ON "conversations" USING btree ("user_id","order_id") WHERE "conversations"."receiver_type" = 'delivery_man';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_admin_key" ON "conversations" USING btree ("user_id") WHERE "conversations"."receiver_type" = 'admin';--> statement-breakpoint
CREATE INDEX "conversations_user_recent_idx" ON "conversations" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_awaiting_idx" ON "conversations" USING btree ("id") WHERE "conversations"."awaiting_reply";