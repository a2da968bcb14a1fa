CREATE TABLE "report_settings" (
	"location" text PRIMARY KEY DEFAULT 'nlr' NOT NULL,
	"low_stock_threshold" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_settings_location_check" CHECK ("report_settings"."location" in ('nlr', 'benton')),
	CONSTRAINT "report_settings_threshold_check" CHECK ("report_settings"."low_stock_threshold" >= 0)
);
