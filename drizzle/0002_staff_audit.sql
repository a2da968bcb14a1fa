CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" varchar(100) NOT NULL,
	"employee_id" integer,
	"location" text,
	"entity" varchar(30) NOT NULL,
	"entity_id" varchar(50) NOT NULL,
	"action" varchar(10) NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "label" varchar(100);--> statement-breakpoint
CREATE INDEX "audit_log_location_at_idx" ON "audit_log" USING btree ("location","at");