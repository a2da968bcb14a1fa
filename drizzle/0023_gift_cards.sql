CREATE TABLE "gift_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location" text DEFAULT 'nlr' NOT NULL,
	"buyer_customer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"recipient_email" varchar(255),
	"message" text,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"order_id" integer,
	"code_hash" varchar(64),
	"last_four" varchar(4),
	"issued_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_codeHash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_location_check" CHECK ("gift_cards"."location" in ('nlr', 'benton')),
	CONSTRAINT "gift_cards_amount_check" CHECK (amount_cents between 500 and 50000),
	CONSTRAINT "gift_cards_status_check" CHECK (status in ('pending', 'issued', 'redeemed', 'void'))
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_customer_id_customers_id_fk" FOREIGN KEY ("buyer_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_customer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_customer_id_customers_id_fk" FOREIGN KEY ("redeemed_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_buyer_idx" ON "gift_cards" USING btree ("buyer_customer_id");--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;