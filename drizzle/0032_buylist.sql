CREATE TABLE "buylist_marks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buylist_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location" text DEFAULT 'nlr' NOT NULL,
	"kind" varchar(20) NOT NULL,
	"card_id" integer,
	"game_type" text,
	"set_code" varchar(20),
	"cash_percent" integer,
	"credit_percent" integer,
	"cash_cents" integer,
	"credit_cents" integer,
	"target" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buylist_marks_location_check" CHECK ("buylist_marks"."location" in ('nlr', 'benton')),
	CONSTRAINT "buylist_marks_kind_check" CHECK (("buylist_marks"."kind" = 'hot' and "buylist_marks"."card_id" is not null and (
            ("buylist_marks"."cash_percent" between 1 and 100 and "buylist_marks"."credit_percent" between 1 and 100
              and "buylist_marks"."cash_cents" is null and "buylist_marks"."credit_cents" is null)
            or ("buylist_marks"."cash_cents" > 0 and "buylist_marks"."credit_cents" > 0
              and "buylist_marks"."cash_percent" is null and "buylist_marks"."credit_percent" is null)))
        or ("buylist_marks"."kind" = 'not_buying' and ("buylist_marks"."card_id" is not null
            or ("buylist_marks"."game_type" is not null and "buylist_marks"."set_code" is not null)))),
	CONSTRAINT "buylist_marks_target_check" CHECK ("buylist_marks"."target" >= 0)
);
--> statement-breakpoint
CREATE TABLE "buylist_settings" (
	"location" text DEFAULT 'nlr' NOT NULL,
	"game_type" text NOT NULL,
	"cash_percent" integer NOT NULL,
	"credit_percent" integer NOT NULL,
	"condition_factors" jsonb NOT NULL,
	"floor_cents" integer NOT NULL,
	"target" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buylist_settings_location_game_type_pk" PRIMARY KEY("location","game_type"),
	CONSTRAINT "buylist_settings_location_check" CHECK ("buylist_settings"."location" in ('nlr', 'benton')),
	CONSTRAINT "buylist_settings_percent_check" CHECK ("buylist_settings"."cash_percent" between 0 and 100 and "buylist_settings"."credit_percent" between 0 and 100),
	CONSTRAINT "buylist_settings_floor_check" CHECK ("buylist_settings"."floor_cents" >= 0),
	CONSTRAINT "buylist_settings_target_check" CHECK ("buylist_settings"."target" >= 0)
);
--> statement-breakpoint
ALTER TABLE "buylist_marks" ADD CONSTRAINT "buylist_marks_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buylist_marks_card_unique" ON "buylist_marks" USING btree ("kind","card_id") WHERE "buylist_marks"."card_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "buylist_marks_set_unique" ON "buylist_marks" USING btree ("location","game_type","set_code") WHERE "buylist_marks"."card_id" is null;--> statement-breakpoint
CREATE INDEX "buylist_marks_location_idx" ON "buylist_marks" USING btree ("location","kind","id");