ALTER TABLE "sales_days" ADD COLUMN "channel" varchar(10) DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_days" DROP CONSTRAINT "sales_days_location_day_pk";--> statement-breakpoint
ALTER TABLE "sales_days" ADD CONSTRAINT "sales_days_location_day_channel_pk" PRIMARY KEY("location","day","channel");--> statement-breakpoint
-- An order's share of its day goes to its own channel as written, so a channel added later
-- (or the counter's, issue 27) is rolled up without a change here.
CREATE OR REPLACE FUNCTION "add_order_share"(o "customer_orders", sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "sales_days" AS s ("location", "day", "channel", "orders", "paid_cents", "discount_cents", "cancelled")
  SELECT o."location", store_day(o."created_at"), o."channel",
    sign * is_sale(o."status")::int,
    sign * CASE WHEN is_sale(o."status") THEN o."total_amount_cents" ELSE 0 END,
    sign * CASE WHEN is_sale(o."status") THEN o."discount_cents" ELSE 0 END,
    sign * (o."status" = 'cancelled')::int
  WHERE is_sale(o."status") OR o."status" = 'cancelled'
  ON CONFLICT ("location", "day", "channel") DO UPDATE SET
    "orders" = s."orders" + excluded."orders",
    "paid_cents" = s."paid_cents" + excluded."paid_cents",
    "discount_cents" = s."discount_cents" + excluded."discount_cents",
    "cancelled" = s."cancelled" + excluded."cancelled"
$$;--> statement-breakpoint
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
    sum(l."quantity"), sum(l."total_price_cents")
  FROM "order_items" l JOIN "customer_orders" o ON o."id" = l."order_id"
  WHERE is_sale(o."status")
  GROUP BY 1, 2, 3, 4;
  INSERT INTO "item_sales_years" ("year", "location", "item_type", "item_id", "item_name", "units", "cents")
  SELECT extract(year FROM "day")::int, "location", "item_type", "item_id", max("item_name"),
    sum("units"), sum("cents")
  FROM "item_sales_days"
  GROUP BY 1, 2, 3, 4;
$$;--> statement-breakpoint
SELECT "rebuild_sales_rollup"();
