ALTER TABLE "customers" ADD COLUMN "email_event_announcements" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");