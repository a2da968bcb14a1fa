-- A store may already hold open drawers whose registers differ only in case ("Main" and
-- "main"): the oldest keeps its name, each later one is renamed after its id, so the index
-- below can be built and every drawer can still be closed.
UPDATE "cash_drawers" AS later SET "register" = left(later."register", 30) || ' #' || later."id"
WHERE later."status" = 'open' AND EXISTS (
  SELECT 1 FROM "cash_drawers" AS earlier
  WHERE earlier."status" = 'open' AND earlier."location" = later."location"
    AND lower(earlier."register") = lower(later."register") AND earlier."id" < later."id"
);--> statement-breakpoint
DROP INDEX "cash_drawers_one_open";--> statement-breakpoint
CREATE UNIQUE INDEX "cash_drawers_one_open" ON "cash_drawers" USING btree ("location",lower("register")) WHERE "cash_drawers"."status" = 'open';
