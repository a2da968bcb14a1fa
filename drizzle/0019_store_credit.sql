CREATE TABLE "store_credit_balances" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_balances_non_negative" CHECK ("store_credit_balances"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"location" text NOT NULL,
	"staff_label" varchar(100),
	"employee_id" integer,
	"actor_customer_id" integer,
	"order_id" integer,
	"checkout_id" integer,
	"registration_id" integer,
	"tournament_id" integer,
	"gift_card_id" integer,
	"note" text,
	"balance_after_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_location_check" CHECK ("store_credit_entries"."location" in ('nlr', 'benton')),
	CONSTRAINT "store_credit_entries_amount_check" CHECK ("store_credit_entries"."amount_cents" <> 0),
	CONSTRAINT "store_credit_entries_balance_check" CHECK ("store_credit_entries"."balance_after_cents" >= 0),
	CONSTRAINT "store_credit_entries_kind_check" CHECK (kind in ('issued', 'adjustment', 'prize', 'gift_card', 'spent', 'refund', 'released', 'trade_in'))
);
--> statement-breakpoint
CREATE TABLE "store_credit_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_credit_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spent_entry_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"checkout_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"released_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_holds_spentEntryId_unique" UNIQUE("spent_entry_id"),
	CONSTRAINT "store_credit_holds_amount_check" CHECK ("store_credit_holds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_settings" (
	"location" text PRIMARY KEY DEFAULT 'nlr' NOT NULL,
	"staff_issue_limit_cents" integer DEFAULT 5000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_settings_location_check" CHECK ("store_credit_settings"."location" in ('nlr', 'benton')),
	CONSTRAINT "store_credit_settings_limit_check" CHECK ("store_credit_settings"."staff_issue_limit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_credit_balances" ADD CONSTRAINT "store_credit_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_customer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_holds" ADD CONSTRAINT "store_credit_holds_spent_entry_id_store_credit_entries_id_fk" FOREIGN KEY ("spent_entry_id") REFERENCES "public"."store_credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_holds" ADD CONSTRAINT "store_credit_holds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_holds" ADD CONSTRAINT "store_credit_holds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_holds" ADD CONSTRAINT "store_credit_holds_released_entry_id_store_credit_entries_id_fk" FOREIGN KEY ("released_entry_id") REFERENCES "public"."store_credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_entries_customer_idx" ON "store_credit_entries" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "store_credit_holds_open_idx" ON "store_credit_holds" USING btree ("expires_at") WHERE "store_credit_holds"."settled_at" is null and "store_credit_holds"."released_entry_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_holds_checkout_unique" ON "store_credit_holds" USING btree ("checkout_id");--> statement-breakpoint
-- The ledger is append-only in the database too: an entry is never edited or deleted, so each
-- balance stays the sum of its entries. (TRUNCATE, which only a reset to the demo data runs,
-- empties balances and entries together.)
CREATE FUNCTION "store_credit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'store credit entries are never edited or deleted; write a new entry instead'
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "store_credit_entries_append_only" BEFORE UPDATE OR DELETE ON "store_credit_entries"
  FOR EACH ROW EXECUTE FUNCTION "store_credit_entries_append_only"();
