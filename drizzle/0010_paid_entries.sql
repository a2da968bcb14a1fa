ALTER TABLE "tournaments" ADD COLUMN "refund_cutoff_hours" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "paid_at_counter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "refund_cents" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "refund_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "ended_reason" varchar(20);--> statement-breakpoint
CREATE INDEX "registrations_lapsing_idx" ON "registrations" USING btree ("status") WHERE "registrations"."status" in ('held', 'offered');--> statement-breakpoint
CREATE INDEX "registrations_refund_due_idx" ON "registrations" USING btree ("id") WHERE "registrations"."refund_cents" is not null and "registrations"."refunded_at" is null;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_refund_cutoff_check" CHECK ("tournaments"."refund_cutoff_hours" >= 0);