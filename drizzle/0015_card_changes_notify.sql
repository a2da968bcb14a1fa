-- Besides recording the ids it wrote, each statement that writes cards notifies the channel
-- "card_changes". The embedded database hands the notification to the server before the
-- writer's commit returns, so the search index reads the change log only after a write
-- instead of before every search (features/cards/card-search.service.ts). Notifications of one
-- transaction on one channel with one payload are sent once, at its commit.
CREATE OR REPLACE FUNCTION "record_card_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "card_changes" ("card_id") VALUES (NULL);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "card_changes" ("card_id") SELECT "id" FROM "old_cards";
  ELSE
    INSERT INTO "card_changes" ("card_id") SELECT "id" FROM "new_cards";
  END IF;
  PERFORM pg_notify('card_changes', '');
  RETURN NULL;
END
$$;
