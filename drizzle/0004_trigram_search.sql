CREATE INDEX "cards_name_trgm_idx" ON "cards" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchandise_name_trgm_idx" ON "merchandise" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tournaments_name_trgm_idx" ON "tournaments" USING gin ("name" gin_trgm_ops);