ALTER TABLE "cards" RENAME COLUMN "quantity" TO "stock";--> statement-breakpoint
ALTER TABLE "merchandise" RENAME COLUMN "quantity" TO "legacy_quantity";--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "product_type" TO "item_type";--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "product_id" TO "item_id";--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "product_name" TO "item_name";--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "product_data" TO "item_data";--> statement-breakpoint
ALTER TABLE "customer_carts" DROP CONSTRAINT "customer_carts_item_type_check";--> statement-breakpoint
ALTER TABLE "cards" DROP CONSTRAINT "cards_quantity_check";--> statement-breakpoint
ALTER TABLE "customer_carts" ALTER COLUMN "item_id" SET DATA TYPE integer USING "item_id"::integer;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "purpose" varchar(20) DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_stock_check" CHECK ("cards"."stock" >= 0);--> statement-breakpoint
-- A purchase's lines name their item the way every line item does: "name" becomes "itemName".
UPDATE "checkouts" SET "lines" = (
  SELECT coalesce(jsonb_agg((line - 'name') || jsonb_build_object('itemName', line -> 'name')), '[]'::jsonb)
  FROM jsonb_array_elements("checkouts"."lines") AS line
) WHERE jsonb_path_exists("lines", '$[*].name');
