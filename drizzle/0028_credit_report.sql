CREATE TABLE "credit_days" (
	"location" text NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(20) NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_days_location_day_kind_pk" PRIMARY KEY("location","day","kind")
);
--> statement-breakpoint
CREATE INDEX "gift_cards_issued_idx" ON "gift_cards" USING btree ("location","issued_at") WHERE "gift_cards"."issued_at" is not null;--> statement-breakpoint
-- The credit report's rollup: each statement's new entries added per store, store day and kind,
-- in the statement's transaction. A statement trigger sums a bulk insert once; the ledger is
-- append-only (its own trigger refuses edits and deletes), so inserts are all it needs.
CREATE FUNCTION "credit_days_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "credit_days" ("location", "day", "kind", "entries", "cents")
  SELECT "location", store_day("created_at"), "kind", count(*), sum("amount_cents")
  FROM "added"
  GROUP BY 1, 2, 3
  ON CONFLICT ("location", "day", "kind") DO UPDATE
    SET "entries" = "credit_days"."entries" + excluded."entries",
      "cents" = "credit_days"."cents" + excluded."cents";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "store_credit_entries_roll_up" AFTER INSERT ON "store_credit_entries"
  REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "credit_days_add"();--> statement-breakpoint
INSERT INTO "credit_days" ("location", "day", "kind", "entries", "cents")
SELECT "location", store_day("created_at"), "kind", count(*), sum("amount_cents")
FROM "store_credit_entries"
GROUP BY 1, 2, 3;
