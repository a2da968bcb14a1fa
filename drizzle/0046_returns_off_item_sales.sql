-- Goods brought back come off their item's figures on the day they were sold, so top sellers
-- and slow movers count what customers kept. The revenue taken off is the line's total for the
-- units back, as the top items count it, so a line brought back whole leaves nothing; and each
-- item-day stays at or above zero, which the top-items walk relies on. The sales report's
-- revenue already counts money on the day it went back; its split by kind stays what was sold.
CREATE FUNCTION "line_cents_of"(line "order_items", units bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT line."total_price_cents"::bigint * units / line."quantity"
$$;--> statement-breakpoint
CREATE FUNCTION "add_item_share"(store text, sold_on date, item_type varchar, item_id integer, item_name text, units integer, cents bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "item_sales_days" AS i ("location", "day", "item_type", "item_id", "item_name", "units", "cents")
  VALUES (store, sold_on, item_type, item_id, item_name, units, cents)
  ON CONFLICT ("location", "day", "item_type", "item_id") DO UPDATE SET
    "item_name" = excluded."item_name",
    "units" = i."units" + excluded."units",
    "cents" = i."cents" + excluded."cents";
  INSERT INTO "item_sales_years" AS y ("year", "location", "item_type", "item_id", "item_name", "units", "cents")
  SELECT extract(year FROM sold_on)::int, store, item_type, item_id,
    (SELECT max(d."item_name") FROM "item_sales_days" d
      WHERE d."item_type" = add_item_share.item_type AND d."item_id" = add_item_share.item_id
        AND d."location" = store
        AND d."day" BETWEEN date_trunc('year', sold_on)::date
          AND (date_trunc('year', sold_on) + interval '1 year - 1 day')::date),
    units, cents
  ON CONFLICT ("year", "location", "item_type", "item_id") DO UPDATE SET
    "item_name" = excluded."item_name",
    "units" = y."units" + excluded."units",
    "cents" = y."cents" + excluded."cents";
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_line_share"(store text, sold_on date, line "order_items", sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "kind_sales_days" AS k ("location", "day", "item_type", "units", "cents")
  VALUES (store, sold_on, line."item_type", sign * line."quantity", sign * line."total_price_cents")
  ON CONFLICT ("location", "day", "item_type") DO UPDATE SET
    "units" = k."units" + excluded."units",
    "cents" = k."cents" + excluded."cents";
  SELECT add_item_share(store, sold_on, line."item_type", line."item_id", line."item_name",
    sign * line."quantity", sign * line."total_price_cents"::bigint);
$$;--> statement-breakpoint
-- What has come back of a line, taken off with the line's share (sign 1) or put back with it
-- (sign -1) when its order stops being a sale.
CREATE FUNCTION "add_returned_share"(store text, sold_on date, line "order_items", sign integer) RETURNS void LANGUAGE sql AS $$
  SELECT add_item_share(store, sold_on, line."item_type", line."item_id", line."item_name",
    -sign * sum(r."quantity")::int, -sign * line_cents_of(line, sum(r."quantity")))
  FROM "order_return_lines" r WHERE r."order_item_id" = line."id"
  HAVING count(*) > 0;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "roll_up_order"() RETURNS trigger LANGUAGE plpgsql AS $$
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
        PERFORM add_returned_share(OLD."location", store_day(OLD."created_at"), line, -1);
      END IF;
      IF is_sale(NEW."status") THEN
        PERFORM add_line_share(NEW."location", store_day(NEW."created_at"), line, 1);
        PERFORM add_returned_share(NEW."location", store_day(NEW."created_at"), line, 1);
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A returned line written: its goods come off the day its order was sold, while it is a sale.
-- Return lines are never changed or deleted but with their order, which the rebuild follows.
CREATE FUNCTION "roll_up_return_line"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line "order_items";
  placed "customer_orders";
  back_before bigint;
BEGIN
  SELECT * INTO line FROM "order_items" WHERE "id" = NEW."order_item_id";
  SELECT * INTO placed FROM "customer_orders" WHERE "id" = line."order_id";
  IF FOUND AND is_sale(placed."status") THEN
    SELECT coalesce(sum("quantity"), 0) - NEW."quantity" INTO back_before
    FROM "order_return_lines" WHERE "order_item_id" = line."id";
    PERFORM add_item_share(placed."location", store_day(placed."created_at"), line."item_type",
      line."item_id", line."item_name", -NEW."quantity",
      line_cents_of(line, back_before) - line_cents_of(line, back_before + NEW."quantity"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_return_lines_roll_up" AFTER INSERT ON "order_return_lines"
  FOR EACH ROW EXECUTE FUNCTION "roll_up_return_line"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_sales_rollup"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "sales_days";
  DELETE FROM "kind_sales_days";
  DELETE FROM "item_sales_days";
  DELETE FROM "item_sales_years";
  INSERT INTO "sales_days" ("location", "day", "channel", "orders", "paid_cents", "discount_cents", "cancelled")
  SELECT "location", store_day("created_at"), "channel",
    count(*) FILTER (WHERE is_sale("status")),
    coalesce(sum("total_amount_cents") FILTER (WHERE is_sale("status")), 0),
    coalesce(sum("discount_cents") FILTER (WHERE is_sale("status")), 0),
    count(*) FILTER (WHERE "status" = 'cancelled')
  FROM "customer_orders"
  WHERE is_sale("status") OR "status" = 'cancelled'
  GROUP BY 1, 2, 3;
  INSERT INTO "kind_sales_days" ("location", "day", "item_type", "units", "cents")
  SELECT o."location", store_day(o."created_at"), l."item_type", sum(l."quantity"), sum(l."total_price_cents")
  FROM "order_items" l JOIN "customer_orders" o ON o."id" = l."order_id"
  WHERE is_sale(o."status")
  GROUP BY 1, 2, 3;
  INSERT INTO "item_sales_days" ("location", "day", "item_type", "item_id", "item_name", "units", "cents")
  SELECT o."location", store_day(o."created_at"), l."item_type", l."item_id", max(l."item_name"),
    sum(l."quantity" - coalesce(r."units", 0)),
    sum(l."total_price_cents" - line_cents_of(l, coalesce(r."units", 0)))
  FROM "order_items" l JOIN "customer_orders" o ON o."id" = l."order_id"
  LEFT JOIN (
    SELECT "order_item_id", sum("quantity") AS "units" FROM "order_return_lines" GROUP BY 1
  ) r ON r."order_item_id" = l."id"
  WHERE is_sale(o."status")
  GROUP BY 1, 2, 3, 4;
  INSERT INTO "item_sales_years" ("year", "location", "item_type", "item_id", "item_name", "units", "cents")
  SELECT extract(year FROM "day")::int, "location", "item_type", "item_id", max("item_name"),
    sum("units"), sum("cents")
  FROM "item_sales_days"
  GROUP BY 1, 2, 3, 4;
$$;--> statement-breakpoint
-- The returns already taken back.
SELECT "rebuild_sales_rollup"();
