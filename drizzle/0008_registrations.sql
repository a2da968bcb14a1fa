CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"position" integer,
	"code" varchar(8) NOT NULL,
	"dropped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('held', 'registered', 'waitlisted', 'offered', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_live_unique" ON "registrations" USING btree ("tournament_id","customer_id") WHERE "registrations"."status" <> 'dropped';--> statement-breakpoint
CREATE INDEX "registrations_tournament_status_idx" ON "registrations" USING btree ("tournament_id","status","position");--> statement-breakpoint
CREATE INDEX "registrations_customer_idx" ON "registrations" USING btree ("customer_id");