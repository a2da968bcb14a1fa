ALTER TABLE "outbox" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_customer_idx" ON "outbox" USING btree ("customer_id","created_at");