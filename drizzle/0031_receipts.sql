CREATE TABLE "receipt_settings" (
	"location" text PRIMARY KEY DEFAULT 'nlr' NOT NULL,
	"return_policy" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_settings_location_check" CHECK ("receipt_settings"."location" in ('nlr', 'benton'))
);
--> statement-breakpoint
ALTER TABLE "counter_sales" ADD COLUMN "cashier_name" varchar(100);--> statement-breakpoint
ALTER TABLE "counter_sales" ADD COLUMN "stamps_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD COLUMN "credit_left_cents" integer;--> statement-breakpoint
-- Sales rung before the count was kept: their stamps are those the loyalty card holds for them.
UPDATE "counter_sales" SET "stamps_earned" = (SELECT count(*) FROM "loyalty_stamps" WHERE "loyalty_stamps"."order_id" = "counter_sales"."order_id");
