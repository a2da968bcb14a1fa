ALTER TABLE "customer_orders" ADD COLUMN "unfulfilled_code" varchar(30);--> statement-breakpoint
-- Orders cancelled before: the shop wrote their reason only in the notes, which begin with it.
UPDATE "customer_orders"
SET "unfulfilled_code" = CASE
  WHEN "notes" LIKE 'Sorry, the store credit held for this order was given back%' THEN 'insufficient_credit'
  WHEN "notes" LIKE 'Sorry, your full loyalty card was spent on another order%' THEN 'loyalty_card_spent'
  ELSE 'sold_out'
END
WHERE "status" = 'cancelled' AND "needs_attention" AND "channel" = 'online';
