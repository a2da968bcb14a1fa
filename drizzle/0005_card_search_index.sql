CREATE TABLE "card_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" integer,
	"txid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cards_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "card_changes_txid_idx" ON "card_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "card_changes_changed_at_idx" ON "card_changes" USING btree ("changed_at");--> statement-breakpoint
-- Each statement that writes cards records the ids it wrote, so every in-memory search index
-- catches up with it; a truncate records one row with no id, meaning "start again".
CREATE FUNCTION "record_card_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "card_changes" ("card_id") VALUES (NULL);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "card_changes" ("card_id") SELECT "id" FROM "old_cards";
  ELSE
    INSERT INTO "card_changes" ("card_id") SELECT "id" FROM "new_cards";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cards_inserted" AFTER INSERT ON "cards" REFERENCING NEW TABLE AS "new_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "record_card_changes"();--> statement-breakpoint
CREATE TRIGGER "cards_updated" AFTER UPDATE ON "cards" REFERENCING NEW TABLE AS "new_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "record_card_changes"();--> statement-breakpoint
CREATE TRIGGER "cards_deleted" AFTER DELETE ON "cards" REFERENCING OLD TABLE AS "old_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "record_card_changes"();--> statement-breakpoint
CREATE TRIGGER "cards_truncated" AFTER TRUNCATE ON "cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "record_card_changes"();
