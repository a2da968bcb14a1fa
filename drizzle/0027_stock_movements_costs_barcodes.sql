CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location" text NOT NULL,
	"item_type" varchar(40) NOT NULL,
	"item_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"reference" varchar(50),
	"staff_label" varchar(100),
	"employee_id" integer,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_location_check" CHECK ("stock_movements"."location" in ('nlr', 'benton')),
	CONSTRAINT "stock_movements_delta_check" CHECK ("stock_movements"."delta" <> 0),
	CONSTRAINT "stock_movements_reason_check" CHECK (reason in ('online_sale', 'order_cancelled', 'import', 'hand_edit', 'counter_sale', 'return', 'trade_in'))
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "cost_cents" integer;--> statement-breakpoint
ALTER TABLE "merchandise" ADD COLUMN "barcode" varchar(13);--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("location","item_type","item_id","id");--> statement-breakpoint
ALTER TABLE "merchandise" ADD CONSTRAINT "merchandise_barcode_unique" UNIQUE("location","barcode");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_cost_check" CHECK ("cards"."cost_cents" >= 0);