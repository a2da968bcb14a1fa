DROP INDEX "trade_ins_location_created_idx";--> statement-breakpoint
CREATE INDEX "trade_ins_location_id_idx" ON "trade_ins" USING btree ("location","id");