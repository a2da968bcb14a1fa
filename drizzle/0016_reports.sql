CREATE TABLE "item_sales_days" (
	"location" text NOT NULL,
	"day" date NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "item_sales_days_location_day_item_type_item_id_pk" PRIMARY KEY("location","day","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "kind_sales_days" (
	"location" text NOT NULL,
	"day" date NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kind_sales_days_location_day_item_type_pk" PRIMARY KEY("location","day","item_type")
);
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"location" text PRIMARY KEY DEFAULT 'nlr' NOT NULL,
	"low_stock_threshold" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_settings_location_check" CHECK ("report_settings"."location" in ('nlr', 'benton')),
	CONSTRAINT "report_settings_threshold_check" CHECK ("report_settings"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"location" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_days_location_day_pk" PRIMARY KEY("location","day")
);
--> statement-breakpoint
CREATE INDEX "item_sales_days_item_idx" ON "item_sales_days" USING btree ("item_type","item_id","day");--> statement-breakpoint
CREATE INDEX "cards_low_stock_idx" ON "cards" USING btree ("location","stock","name","id") WHERE "cards"."for_sale";--> statement-breakpoint
CREATE INDEX "cards_stock_value_idx" ON "cards" USING btree ("location",("price_cents" * "stock") desc,"name","id") WHERE "cards"."stock" > 0;--> statement-breakpoint
CREATE INDEX "merchandise_low_stock_idx" ON "merchandise" USING btree ("location","stock","name","id") WHERE "merchandise"."for_sale";--> statement-breakpoint
CREATE INDEX "merchandise_stock_value_idx" ON "merchandise" USING btree ("location",("price_cents" * "stock") desc,"name","id") WHERE "merchandise"."stock" > 0;--> statement-breakpoint
CREATE INDEX "customer_orders_waiting_idx" ON "customer_orders" USING btree ("location","created_at") WHERE "customer_orders"."status" in ('paid', 'ready_for_pickup');--> statement-breakpoint
CREATE INDEX "customer_orders_cancelled_idx" ON "customer_orders" USING btree ("location","created_at") WHERE "customer_orders"."status" = 'cancelled';--> statement-breakpoint
-- The store day a moment falls on: the stores' wall clock, America/Chicago.
CREATE FUNCTION "store_day"(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'America/Chicago')::date
$$;--> statement-breakpoint
CREATE FUNCTION "is_sale"(status varchar) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('paid', 'ready_for_pickup', 'picked_up')
$$;--> statement-breakpoint
-- Adds (sign 1) or takes off (sign -1) one order's share of its day.
CREATE FUNCTION "add_order_share"(o "customer_orders", sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "sales_days" AS s ("location", "day", "orders", "paid_cents", "discount_cents", "cancelled")
  SELECT o."location", store_day(o."created_at"),
    sign * is_sale(o."status")::int,
    sign * CASE WHEN is_sale(o."status") THEN o."total_amount_cents" ELSE 0 END,
    sign * CASE WHEN is_sale(o."status") THEN o."discount_cents" ELSE 0 END,
    sign * (o."status" = 'cancelled')::int
  WHERE is_sale(o."status") OR o."status" = 'cancelled'
  ON CONFLICT ("location", "day") DO UPDATE SET
    "orders" = s."orders" + excluded."orders",
    "paid_cents" = s."paid_cents" + excluded."paid_cents",
    "discount_cents" = s."discount_cents" + excluded."discount_cents",
    "cancelled" = s."cancelled" + excluded."cancelled"
$$;--> statement-breakpoint
-- Adds or takes off lines sold on a store day, per kind and per item.
CREATE FUNCTION "add_line_share"(store text, sold_on date, line "order_items", sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "kind_sales_days" AS k ("location", "day", "item_type", "units", "cents")
  VALUES (store, sold_on, line."item_type", sign * line."quantity", sign * line."total_price_cents")
  ON CONFLICT ("location", "day", "item_type") DO UPDATE SET
    "units" = k."units" + excluded."units",
    "cents" = k."cents" + excluded."cents";
  INSERT INTO "item_sales_days" AS i ("location", "day", "item_type", "item_id", "item_name", "units", "cents")
  VALUES (store, sold_on, line."item_type", line."item_id", line."item_name", sign * line."quantity", sign * line."total_price_cents")
  ON CONFLICT ("location", "day", "item_type", "item_id") DO UPDATE SET
    "item_name" = excluded."item_name",
    "units" = i."units" + excluded."units",
    "cents" = i."cents" + excluded."cents";
$$;--> statement-breakpoint
-- An order placed, moved along or cancelled: its old share off its day, its new one on. When
-- it stops (or starts) being a sale, its lines leave (or join) the day's kinds and items.
CREATE FUNCTION "roll_up_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line "order_items";
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM add_order_share(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM add_order_share(NEW, 1); END IF;
  IF TG_OP = 'UPDATE' AND (is_sale(OLD."status"), OLD."location", store_day(OLD."created_at"))
      IS DISTINCT FROM (is_sale(NEW."status"), NEW."location", store_day(NEW."created_at")) THEN
    FOR line IN SELECT * FROM "order_items" WHERE "order_id" = NEW."id" LOOP
      IF is_sale(OLD."status") THEN
        PERFORM add_line_share(OLD."location", store_day(OLD."created_at"), line, -1);
      END IF;
      IF is_sale(NEW."status") THEN
        PERFORM add_line_share(NEW."location", store_day(NEW."created_at"), line, 1);
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A line written or changed: counted while its order is a sale.
CREATE FUNCTION "roll_up_order_line"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placed "customer_orders";
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT * INTO placed FROM "customer_orders" WHERE "id" = OLD."order_id";
    IF FOUND AND is_sale(placed."status") THEN
      PERFORM add_line_share(placed."location", store_day(placed."created_at"), OLD, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO placed FROM "customer_orders" WHERE "id" = NEW."order_id";
    IF FOUND AND is_sale(placed."status") THEN
      PERFORM add_line_share(placed."location", store_day(placed."created_at"), NEW, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customer_orders_roll_up" AFTER INSERT OR UPDATE OR DELETE ON "customer_orders"
  FOR EACH ROW EXECUTE FUNCTION "roll_up_order"();--> statement-breakpoint
CREATE TRIGGER "order_items_roll_up" AFTER INSERT OR UPDATE OR DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "roll_up_order_line"();--> statement-breakpoint
-- Computes the rollup again from the orders: for the orders already here, and after any change
-- the triggers do not follow (an order deleted with its lines, a truncate).
CREATE FUNCTION "rebuild_sales_rollup"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "sales_days";
  DELETE FROM "kind_sales_days";
  DELETE FROM "item_sales_days";
  INSERT INTO "sales_days" ("location", "day", "orders", "paid_cents", "discount_cents", "cancelled")
  SELECT "location", store_day("created_at"),
    count(*) FILTER (WHERE is_sale("status")),
    coalesce(sum("total_amount_cents") FILTER (WHERE is_sale("status")), 0),
    coalesce(sum("discount_cents") FILTER (WHERE is_sale("status")), 0),
    count(*) FILTER (WHERE "status" = 'cancelled')
  FROM "customer_orders"
  WHERE is_sale("status") OR "status" = 'cancelled'
  GROUP BY 1, 2;
  INSERT INTO "kind_sales_days" ("location", "day", "item_type", "units", "cents")
  SELECT o."location", store_day(o."created_at"), l."item_type", sum(l."quantity"), sum(l."total_price_cents")
  FROM "order_items" l JOIN "customer_orders" o ON o."id" = l."order_id"
  WHERE is_sale(o."status")
  GROUP BY 1, 2, 3;
  INSERT INTO "item_sales_days" ("location", "day", "item_type", "item_id", "item_name", "units", "cents")
  SELECT o."location", store_day(o."created_at"), l."item_type", l."item_id", max(l."item_name"),
    sum(l."quantity"), sum(l."total_price_cents")
  FROM "order_items" l JOIN "customer_orders" o ON o."id" = l."order_id"
  WHERE is_sale(o."status")
  GROUP BY 1, 2, 3, 4;
$$;--> statement-breakpoint
SELECT "rebuild_sales_rollup"();
