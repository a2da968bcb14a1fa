CREATE TABLE "store_tax_settings" (
	"location" text PRIMARY KEY DEFAULT 'nlr' NOT NULL,
	"rate_milli" integer NOT NULL,
	"taxed_kinds" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_tax_settings_location_check" CHECK ("store_tax_settings"."location" in ('nlr', 'benton')),
	CONSTRAINT "store_tax_settings_rate_check" CHECK ("store_tax_settings"."rate_milli" >= 0 AND "store_tax_settings"."rate_milli" <= 30000)
);
