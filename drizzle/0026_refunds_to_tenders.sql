ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_registration_unique";--> statement-breakpoint
DROP INDEX "registrations_refund_due_idx";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
-- An entry refund recorded before this migration was sent under the entry's key; keeping it
-- means one cut short is sent again under the same key, never twice.
UPDATE "order_refunds" SET "idempotency_key" = CASE
  WHEN "registration_id" IS NOT NULL AND "method" = 'card' THEN 'entry-refund-' || "registration_id"
  ELSE 'order-refund-' || "id" END;--> statement-breakpoint
ALTER TABLE "order_refunds" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
-- Entry refunds were sent by the registration; the order's refund row now carries that state.
UPDATE "order_refunds" AS r SET "refund_started_at" = g."refund_started_at", "refunded_at" = g."refunded_at"
  FROM "registrations" AS g
  WHERE r."registration_id" = g."id" AND r."refunded_at" IS NULL;--> statement-breakpoint
-- ...and they came out of the order's card tender, which now counts them as refunded.
UPDATE "order_refunds" AS r SET "tender_id" = t."id"
  FROM "customer_orders" AS o, "purchase_tenders" AS t
  WHERE r."tender_id" IS NULL AND r."registration_id" IS NOT NULL AND r."order_id" = o."id"
    AND t."purchase_id" = o."purchase_id" AND t."method" = 'card';--> statement-breakpoint
UPDATE "purchase_tenders" AS t SET "refunded_cents" = LEAST(t."amount_cents", t."refunded_cents" + s."cents")
  FROM (SELECT "tender_id", sum("amount_cents")::integer AS "cents" FROM "order_refunds"
        WHERE "registration_id" IS NOT NULL AND "tender_id" IS NOT NULL GROUP BY "tender_id") AS s
  WHERE t."id" = s."tender_id";--> statement-breakpoint
ALTER TABLE "registrations" DROP COLUMN "refund_started_at";--> statement-breakpoint
ALTER TABLE "registrations" DROP COLUMN "refunded_at";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_registration_tender_unique" UNIQUE("registration_id","tender_id");
