CREATE TABLE "order_return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"restock" boolean NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	CONSTRAINT "order_return_lines_quantity_check" CHECK ("order_return_lines"."quantity" > 0),
	CONSTRAINT "order_return_lines_amount_check" CHECK ("order_return_lines"."amount_cents" >= 0 and "order_return_lines"."tax_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"location" text DEFAULT 'nlr' NOT NULL,
	"refund_to" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"cashier_label" varchar(100) NOT NULL,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_sequence_unique" UNIQUE("order_id","sequence"),
	CONSTRAINT "order_returns_location_check" CHECK ("order_returns"."location" in ('nlr', 'benton')),
	CONSTRAINT "order_returns_amount_check" CHECK ("order_returns"."amount_cents" >= 0 and "order_returns"."tax_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_customer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_return_lines_return_idx" ON "order_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_item_idx" ON "order_return_lines" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_return_idx" ON "order_refunds" USING btree ("return_id");