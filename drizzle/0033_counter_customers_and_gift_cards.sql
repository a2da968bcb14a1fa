ALTER TABLE "customers" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "buyer_customer_id" DROP NOT NULL;