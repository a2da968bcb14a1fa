ALTER TABLE "imports" ADD COLUMN "refused_rest" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "next_item" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "applying_since" timestamp with time zone;