CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location" text DEFAULT 'nlr' NOT NULL,
	"file_name" text NOT NULL,
	"format" varchar(20) NOT NULL,
	"actor" varchar(100) NOT NULL,
	"employee_id" integer,
	"entries" jsonb NOT NULL,
	"added" integer NOT NULL,
	"updated" integer NOT NULL,
	"refused" integer NOT NULL,
	"needs_price" integer NOT NULL,
	"refused_rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "imports_location_check" CHECK ("imports"."location" in ('nlr', 'benton'))
);
