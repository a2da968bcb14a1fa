ALTER TABLE "purchase_tenders" ADD COLUMN "gift_card_to_credit_cents" integer;--> statement-breakpoint
-- Sales rung up before: what each customer's card loaded onto their credit (its ledger entry)
-- less what the sale took of it, so their receipts say it too.
UPDATE "purchase_tenders" AS t
SET "gift_card_to_credit_cents" = e."amount_cents" - t."amount_cents"
FROM "store_credit_entries" AS e, "customer_orders" AS o
WHERE t."method" = 'gift_card'
  AND t."gift_card_left_cents" IS NULL
  AND o."purchase_id" = t."purchase_id"
  AND o."channel" = 'counter'
  AND o."customer_id" IS NOT NULL
  AND e."kind" = 'gift_card'
  AND e."gift_card_id"::text = t."reference";
