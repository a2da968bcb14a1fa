ALTER TABLE "order_returns" ADD COLUMN "idempotency_key" varchar(100);--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_idempotency_unique" UNIQUE("order_id","idempotency_key");