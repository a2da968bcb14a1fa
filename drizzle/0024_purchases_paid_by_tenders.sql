CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"tender_id" integer,
	"registration_id" integer,
	"method" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"refund_started_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_registration_unique" UNIQUE("registration_id"),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount_cents" > 0),
	CONSTRAINT "order_refunds_method_check" CHECK (method in ('card', 'store_credit', 'gift_card', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "purchase_tenders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_tenders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"method" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_tenders_one_per_method" UNIQUE("purchase_id","method"),
	CONSTRAINT "purchase_tenders_amount_check" CHECK ("purchase_tenders"."amount_cents" > 0),
	CONSTRAINT "purchase_tenders_refunded_check" CHECK ("purchase_tenders"."refunded_cents" >= 0 and "purchase_tenders"."refunded_cents" <= "purchase_tenders"."amount_cents"),
	CONSTRAINT "purchase_tenders_method_check" CHECK (method in ('card', 'store_credit', 'gift_card', 'cash'))
);
--> statement-breakpoint
-- A checkout is now a purchase paid by tenders (docs/decisions/0004): the table is renamed,
-- keeping its rows, and the card is recorded as the tender of every purchase made so far.
ALTER TABLE "checkouts" RENAME TO "purchases";--> statement-breakpoint
ALTER TABLE "purchases" RENAME CONSTRAINT "checkouts_paymentIntentId_unique" TO "purchases_paymentIntentId_unique";--> statement-breakpoint
ALTER TABLE "purchases" RENAME CONSTRAINT "checkouts_location_check" TO "purchases_location_check";--> statement-breakpoint
ALTER TABLE "purchases" RENAME CONSTRAINT "checkouts_customer_id_customers_id_fk" TO "purchases_customer_id_customers_id_fk";--> statement-breakpoint
ALTER INDEX "checkouts_customer_idx" RENAME TO "purchases_customer_idx";--> statement-breakpoint
ALTER SEQUENCE "checkouts_id_seq" RENAME TO "purchases_id_seq";--> statement-breakpoint
ALTER TABLE "purchases" RENAME CONSTRAINT "checkouts_pkey" TO "purchases_pkey";--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "payment_intent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_entries" RENAME CONSTRAINT "store_credit_entries_checkout_id_checkouts_id_fk" TO "store_credit_entries_checkout_id_purchases_id_fk";--> statement-breakpoint
ALTER TABLE "store_credit_holds" RENAME CONSTRAINT "store_credit_holds_checkout_id_checkouts_id_fk" TO "store_credit_holds_checkout_id_purchases_id_fk";--> statement-breakpoint
ALTER TABLE "customer_orders" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_customer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_tender_id_purchase_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."purchase_tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_tenders" ADD CONSTRAINT "purchase_tenders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_due_idx" ON "order_refunds" USING btree ("created_at") WHERE "order_refunds"."method" = 'card' and "order_refunds"."refunded_at" is null;--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_purchaseId_unique" UNIQUE("purchase_id");--> statement-breakpoint
UPDATE "customer_orders" SET "purchase_id" = "purchases"."id" FROM "purchases" WHERE "purchases"."payment_intent_id" = "customer_orders"."payment_intent_id";--> statement-breakpoint
INSERT INTO "purchase_tenders" ("purchase_id", "method", "amount_cents", "reference", "created_at") SELECT "id", 'card', "total_cents", "payment_intent_id", "created_at" FROM "purchases" WHERE "total_cents" > 0;
