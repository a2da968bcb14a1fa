CREATE TABLE "item_sales_years" (
	"location" text NOT NULL,
	"year" integer NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "item_sales_years_year_location_item_type_item_id_pk" PRIMARY KEY("year","location","item_type","item_id")
);
--> statement-breakpoint
CREATE INDEX "item_sales_years_revenue_idx" ON "item_sales_years" USING btree ("year","location","cents" DESC NULLS FIRST,"units" DESC NULLS FIRST,"item_type","item_id") WHERE "item_sales_years"."units" > 0;--> statement-breakpoint
CREATE INDEX "item_sales_years_units_idx" ON "item_sales_years" USING btree ("year","location","units" DESC NULLS FIRST,"cents" DESC NULLS FIRST,"item_type","item_id") WHERE "item_sales_years"."units" > 0;--> statement-breakpoint
-- Adds or takes off lines sold on a store day, per kind, per item and day, and per item and
-- year. The year's name is the largest of its item-days' names, read back after the item-day
-- is written (one probe of item_sales_days_item_idx), so it is exactly what max(item_name)
-- over the year's item-days gives even when a day's name is overwritten by a smaller one.
CREATE OR REPLACE FUNCTION "add_line_share"(store text, sold_on date, line "order_items", sign integer) RETURNS void LANGUAGE sql AS $$
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
  INSERT INTO "item_sales_years" AS y ("year", "location", "item_type", "item_id", "item_name", "units", "cents")
  SELECT extract(year FROM sold_on)::int, store, line."item_type", line."item_id",
    (SELECT max(d."item_name") FROM "item_sales_days" d
      WHERE d."item_type" = line."item_type" AND d."item_id" = line."item_id" AND d."location" = store
        AND d."day" BETWEEN date_trunc('year', sold_on)::date
          AND (date_trunc('year', sold_on) + interval '1 year - 1 day')::date),
    sign * line."quantity", sign * line."total_price_cents"
  ON CONFLICT ("year", "location", "item_type", "item_id") DO UPDATE SET
    "item_name" = excluded."item_name",
    "units" = y."units" + excluded."units",
    "cents" = y."cents" + excluded."cents";
$$;--> statement-breakpoint
-- Computes the rollup again from the orders: for the orders already here, and after any change
-- the triggers do not follow (an order deleted with its lines, a truncate). The year totals are
-- summed from the item-days just written, so the two agree by construction.
CREATE OR REPLACE FUNCTION "rebuild_sales_rollup"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "sales_days";
  DELETE FROM "kind_sales_days";
  DELETE FROM "item_sales_days";
  DELETE FROM "item_sales_years";
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
  INSERT INTO "item_sales_years" ("year", "location", "item_type", "item_id", "item_name", "units", "cents")
  SELECT extract(year FROM "day")::int, "location", "item_type", "item_id", max("item_name"),
    sum("units"), sum("cents")
  FROM "item_sales_days"
  GROUP BY 1, 2, 3, 4;
$$;--> statement-breakpoint
-- The years of the sales already rolled up into days.
INSERT INTO "item_sales_years" ("year", "location", "item_type", "item_id", "item_name", "units", "cents")
SELECT extract(year FROM "day")::int, "location", "item_type", "item_id", max("item_name"),
  sum("units"), sum("cents")
FROM "item_sales_days"
GROUP BY 1, 2, 3, 4;
