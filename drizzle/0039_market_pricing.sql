CREATE TABLE "price_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"old_cents" integer NOT NULL,
	"new_cents" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"import_id" integer,
	"file_name" text,
	"actor" varchar(100) NOT NULL,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_source_check" CHECK ("price_history"."source" in ('file', 'hand'))
);
--> statement-breakpoint
CREATE TABLE "price_import_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_import_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"old_cents" integer NOT NULL,
	"new_cents" integer NOT NULL,
	"review" varchar(20),
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location" text DEFAULT 'nlr' NOT NULL,
	"file_name" text NOT NULL,
	"format" varchar(20) NOT NULL,
	"actor" varchar(100) NOT NULL,
	"employee_id" integer,
	"up" integer NOT NULL,
	"down" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"locked" integer NOT NULL,
	"unmatched" integer NOT NULL,
	"unmatched_csv" text NOT NULL,
	"matched" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "price_imports_location_check" CHECK ("price_imports"."location" in ('nlr', 'benton'))
);
--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"location" text DEFAULT 'nlr' NOT NULL,
	"game_type" text NOT NULL,
	"base" varchar(20) NOT NULL,
	"percent" integer NOT NULL,
	"condition_factors" jsonb NOT NULL,
	"minimum_cents" integer NOT NULL,
	"cost_plus_percent" integer,
	"rounding" varchar(20) NOT NULL,
	"max_change_percent" integer NOT NULL,
	"review_percent" integer NOT NULL,
	"review_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_rules_location_game_type_pk" PRIMARY KEY("location","game_type"),
	CONSTRAINT "pricing_rules_location_check" CHECK ("pricing_rules"."location" in ('nlr', 'benton')),
	CONSTRAINT "pricing_rules_percent_check" CHECK ("pricing_rules"."percent" > 0 and "pricing_rules"."max_change_percent" > 0),
	CONSTRAINT "pricing_rules_minimum_check" CHECK ("pricing_rules"."minimum_cents" >= 0),
	CONSTRAINT "pricing_rules_review_check" CHECK ("pricing_rules"."review_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "price_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "tcgplayer_id" integer;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_import_changes" ADD CONSTRAINT "price_import_changes_import_id_price_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."price_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_import_changes" ADD CONSTRAINT "price_import_changes_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_card_idx" ON "price_history" USING btree ("card_id","created_at","id");--> statement-breakpoint
CREATE INDEX "price_import_changes_import_idx" ON "price_import_changes" USING btree ("import_id","id");--> statement-breakpoint
CREATE INDEX "price_import_changes_card_idx" ON "price_import_changes" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "cards_tcgplayer_idx" ON "cards" USING btree ("location","tcgplayer_id") WHERE "cards"."tcgplayer_id" is not null;