ALTER TABLE "orders" ADD COLUMN "idempotency_request_hash" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "idempotency_request_hash" text;