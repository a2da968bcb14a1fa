CREATE TABLE "trade_in_counters" (
	"location" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "trade_in_counters_location_check" CHECK ("trade_in_counters"."location" in ('nlr', 'benton'))
);
--> statement-breakpoint
CREATE TABLE "trade_in_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_in_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_in_id" integer NOT NULL,
	"card_id" integer,
	"game_type" text NOT NULL,
	"name" text NOT NULL,
	"set_name" text NOT NULL,
	"set_code" varchar(20),
	"collector_number" varchar(20),
	"condition" text NOT NULL,
	"finish" varchar(20) NOT NULL,
	"language" varchar(30) NOT NULL,
	"grading_service" text,
	"grade" text,
	"quantity" integer NOT NULL,
	"cash_cents" integer NOT NULL,
	"credit_cents" integer NOT NULL,
	"reject_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_in_lines_quantity_check" CHECK ("trade_in_lines"."quantity" >= 0),
	CONSTRAINT "trade_in_lines_cash_check" CHECK ("trade_in_lines"."cash_cents" >= 0),
	CONSTRAINT "trade_in_lines_credit_check" CHECK ("trade_in_lines"."credit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" varchar(20) NOT NULL,
	"location" text DEFAULT 'nlr' NOT NULL,
	"customer_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"payout" varchar(10) NOT NULL,
	"quoted_cash_cents" integer NOT NULL,
	"quoted_credit_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_cents" integer,
	"accepted_at" timestamp with time zone,
	"staff_label" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_ins_number_unique" UNIQUE("number"),
	CONSTRAINT "trade_ins_location_check" CHECK ("trade_ins"."location" in ('nlr', 'benton')),
	CONSTRAINT "trade_ins_status_check" CHECK (status in ('submitted', 'received', 'offered', 'accepted', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "trade_ins_payout_check" CHECK (payout in ('cash', 'credit'))
);
--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_kind_check";--> statement-breakpoint
ALTER TABLE "trade_in_lines" ADD CONSTRAINT "trade_in_lines_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_lines" ADD CONSTRAINT "trade_in_lines_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_in_lines_trade_in_idx" ON "trade_in_lines" USING btree ("trade_in_id","id");--> statement-breakpoint
CREATE INDEX "trade_in_lines_identity_idx" ON "trade_in_lines" USING btree ("name","game_type","condition","finish");--> statement-breakpoint
CREATE INDEX "trade_ins_location_created_idx" ON "trade_ins" USING btree ("location","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_ins_customer_idx" ON "trade_ins" USING btree ("customer_id","id");--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_kind_check" CHECK ("drawer_movements"."kind" in ('cash_sale', 'cash_refund', 'paid_in', 'paid_out', 'trade_in_payout'));