CREATE TABLE "cash_drawers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_drawers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location" text DEFAULT 'nlr' NOT NULL,
	"register" varchar(40) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"float_cents" integer NOT NULL,
	"opened_by" varchar(100) NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counted_cents" integer,
	"denominations" jsonb,
	"closed_by" varchar(100),
	"closed_at" timestamp with time zone,
	CONSTRAINT "cash_drawers_location_check" CHECK ("cash_drawers"."location" in ('nlr', 'benton')),
	CONSTRAINT "cash_drawers_status_check" CHECK ("cash_drawers"."status" in ('open', 'closed')),
	CONSTRAINT "cash_drawers_float_check" CHECK ("cash_drawers"."float_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "counter_sales" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"location" text DEFAULT 'nlr' NOT NULL,
	"register" varchar(40) NOT NULL,
	"cashier_label" varchar(100) NOT NULL,
	"employee_id" integer,
	"change_cents" integer DEFAULT 0 NOT NULL,
	"tax_rate_milli" integer NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_sales_idempotency_unique" UNIQUE("location","idempotency_key"),
	CONSTRAINT "counter_sales_location_check" CHECK ("counter_sales"."location" in ('nlr', 'benton'))
);
--> statement-breakpoint
CREATE TABLE "drawer_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drawer_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"drawer_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"reference" varchar(50),
	"by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawer_movements_amount_check" CHECK ("drawer_movements"."amount_cents" > 0),
	CONSTRAINT "drawer_movements_kind_check" CHECK ("drawer_movements"."kind" in ('cash_sale', 'cash_refund', 'paid_in', 'paid_out'))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"location" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counters_location_check" CHECK ("receipt_counters"."location" in ('nlr', 'benton'))
);
--> statement-breakpoint
ALTER TABLE "customer_orders" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_orders" ALTER COLUMN "pickup_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_orders" ADD COLUMN "channel" varchar(10) DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_tenders" ADD COLUMN "tendered_cents" integer;--> statement-breakpoint
ALTER TABLE "purchase_tenders" ADD COLUMN "card_brand" varchar(20);--> statement-breakpoint
ALTER TABLE "purchase_tenders" ADD COLUMN "last_four" varchar(4);--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "channel" varchar(10) DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD CONSTRAINT "counter_sales_order_id_customer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_drawer_id_cash_drawers_id_fk" FOREIGN KEY ("drawer_id") REFERENCES "public"."cash_drawers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_drawers_one_open" ON "cash_drawers" USING btree ("location","register") WHERE "cash_drawers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cash_drawers_location_opened_idx" ON "cash_drawers" USING btree ("location","opened_at");--> statement-breakpoint
CREATE INDEX "counter_sales_location_created_idx" ON "counter_sales" USING btree ("location","created_at","order_id");--> statement-breakpoint
CREATE INDEX "drawer_movements_drawer_idx" ON "drawer_movements" USING btree ("drawer_id","id");--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_channel_check" CHECK ("customer_orders"."channel" in ('online', 'counter') and ("customer_orders"."channel" = 'counter' or "customer_orders"."customer_id" is not null));--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_pickup_code_check" CHECK ("customer_orders"."channel" = 'counter' or "customer_orders"."pickup_code" is not null);--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_channel_check" CHECK ("purchases"."channel" in ('online', 'counter') and ("purchases"."channel" = 'counter' or "purchases"."customer_id" is not null));