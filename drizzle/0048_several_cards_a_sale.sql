ALTER TABLE "purchase_tenders" DROP CONSTRAINT "purchase_tenders_one_per_method";--> statement-breakpoint
ALTER TABLE "purchase_tenders" ADD COLUMN "gift_card_left_cents" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_tenders_once_a_purchase" ON "purchase_tenders" USING btree ("purchase_id","method") WHERE "purchase_tenders"."method" in ('cash', 'store_credit');--> statement-breakpoint
-- What was left on a walk-in's card moves from the sale to its gift card tender (a sale had
-- one until now), where each card of a sale keeps its own.
UPDATE "purchase_tenders" AS t SET "gift_card_left_cents" = s."gift_card_left_cents"
FROM "counter_sales" AS s JOIN "customer_orders" AS o ON o."id" = s."order_id"
WHERE t."purchase_id" = o."purchase_id" AND t."method" = 'gift_card'
  AND s."gift_card_left_cents" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_sales" DROP COLUMN "gift_card_left_cents";