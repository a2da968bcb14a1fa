-- A price file's change becomes a HOT update: no index holds the price or the TCGplayer id any
-- more, and each page of cards keeps half its room free for the new versions of its rows, so an
-- update writes its row beside the old one and no entry in the table's indexes. Shoppers' price
-- sorts and the slow movers report walk the in-memory search index, staff's price sorts sort the
-- store's cards, and price files are matched in memory (docs/performance.md#market-pricing).
-- Pages written before this keep their old fill until their rows move.
DROP INDEX "cards_location_price_idx";--> statement-breakpoint
DROP INDEX "cards_stock_value_idx";--> statement-breakpoint
DROP INDEX "cards_tcgplayer_idx";--> statement-breakpoint
ALTER TABLE "cards" SET (fillfactor = 50);--> statement-breakpoint
-- The id a file first matched a card to is kept with its new price, in the same new version.
ALTER TABLE "price_import_changes" ADD COLUMN "tcgplayer_id" integer;
