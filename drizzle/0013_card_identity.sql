-- Cards of one identity become the oldest of them, holding all their copies; its price and
-- listing are kept. Cart lines of a merged card move to the kept one, so no customer loses them.
CREATE TEMP TABLE "card_merges" AS
SELECT "id" AS "merged_id", "kept_id" FROM (
  SELECT "id", min("id") OVER (
    PARTITION BY "location", "game_type", "name", "set_code", "collector_number", "condition",
      "finish", "language", "grading_service", "grade"
  ) AS "kept_id"
  FROM "cards"
) AS "ranked"
WHERE "id" <> "kept_id";--> statement-breakpoint
UPDATE "cards" SET "stock" = "cards"."stock" + "merged"."stock"
FROM (
  SELECT "card_merges"."kept_id", sum("cards"."stock") AS "stock"
  FROM "card_merges" JOIN "cards" ON "cards"."id" = "card_merges"."merged_id"
  GROUP BY "card_merges"."kept_id"
) AS "merged"
WHERE "cards"."id" = "merged"."kept_id";--> statement-breakpoint
WITH "moved" AS (
  DELETE FROM "customer_carts" USING "card_merges"
  WHERE "customer_carts"."item_type" = 'card' AND "customer_carts"."item_id" = "card_merges"."merged_id"
  RETURNING "customer_carts"."customer_id", "card_merges"."kept_id", "customer_carts"."quantity"
)
INSERT INTO "customer_carts" ("customer_id", "item_type", "item_id", "item_name", "quantity", "price_cents", "image_url", "location")
SELECT "moved"."customer_id", 'card', "cards"."id", "cards"."name", sum("moved"."quantity"), "cards"."price_cents", "cards"."image_url", "cards"."location"
FROM "moved" JOIN "cards" ON "cards"."id" = "moved"."kept_id"
GROUP BY "moved"."customer_id", "cards"."id"
ON CONFLICT ("customer_id", "item_type", "item_id")
DO UPDATE SET "quantity" = "customer_carts"."quantity" + excluded."quantity";--> statement-breakpoint
DELETE FROM "cards" USING "card_merges" WHERE "cards"."id" = "card_merges"."merged_id";--> statement-breakpoint
DROP TABLE "card_merges";--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_identity_unique" UNIQUE NULLS NOT DISTINCT("location","game_type","name","set_code","collector_number","condition","finish","language","grading_service","grade");
