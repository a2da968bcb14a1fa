ALTER TABLE "gift_cards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
-- Cards voided before the moment was kept: as if voided when issued, so the credit report's
-- gift card balance stays what it was for them (they never counted).
UPDATE "gift_cards" SET "voided_at" = "issued_at" WHERE "status" = 'void';
