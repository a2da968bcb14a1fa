CREATE TABLE "customer_carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"item_id" text NOT NULL,
	"item_name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_cents" integer NOT NULL,
	"image_url" text,
	"location" text DEFAULT 'nlr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_carts_line_unique" UNIQUE("customer_id","item_type","item_id"),
	CONSTRAINT "customer_carts_location_check" CHECK ("customer_carts"."location" in ('nlr', 'benton')),
	CONSTRAINT "customer_carts_quantity_check" CHECK ("customer_carts"."quantity" > 0),
	CONSTRAINT "customer_carts_item_type_check" CHECK ("customer_carts"."item_type" in ('card', 'merchandise'))
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"set_name" text NOT NULL,
	"set_code" varchar(20),
	"collector_number" varchar(20),
	"condition" text NOT NULL,
	"finish" varchar(20) DEFAULT 'non-foil' NOT NULL,
	"language" varchar(30) DEFAULT 'English' NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"grading_service" text,
	"grade" text,
	"for_sale" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"type" text,
	"rarity" text,
	"description" text,
	"location" text DEFAULT 'nlr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_location_check" CHECK ("cards"."location" in ('nlr', 'benton')),
	CONSTRAINT "cards_price_check" CHECK ("cards"."price_cents" >= 0),
	CONSTRAINT "cards_quantity_check" CHECK ("cards"."quantity" >= 0),
	CONSTRAINT "cards_finish_check" CHECK ("cards"."finish" in ('non-foil', 'foil', 'etched'))
);
--> statement-breakpoint
CREATE TABLE "merchandise" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchandise_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text,
	"game_type" text,
	"price_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"description" text,
	"image_url" text,
	"location" text DEFAULT 'nlr' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"supplier" text,
	"for_sale" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchandise_location_check" CHECK ("merchandise"."location" in ('nlr', 'benton')),
	CONSTRAINT "merchandise_price_check" CHECK ("merchandise"."price_cents" >= 0),
	CONSTRAINT "merchandise_stock_check" CHECK ("merchandise"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"game_type" text NOT NULL,
	"entry_fee_cents" integer NOT NULL,
	"max_participants" integer,
	"description" text,
	"location" text DEFAULT 'nlr' NOT NULL,
	"status" varchar(20) DEFAULT 'upcoming' NOT NULL,
	"prize_pool" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_location_check" CHECK ("tournaments"."location" in ('nlr', 'benton')),
	CONSTRAINT "tournaments_entry_fee_check" CHECK ("tournaments"."entry_fee_cents" >= 0),
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('upcoming', 'ongoing', 'completed', 'cancelled')),
	CONSTRAINT "tournaments_max_participants_check" CHECK ("tournaments"."max_participants" > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"type" varchar(20) DEFAULT 'shipping' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"company" varchar(255),
	"address_line1" varchar(255) NOT NULL,
	"address_line2" varchar(255),
	"city" varchar(100) NOT NULL,
	"state" varchar(100) NOT NULL,
	"postal_code" varchar(20) NOT NULL,
	"country" varchar(2) DEFAULT 'US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"type" varchar(20) DEFAULT 'card' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"card_last4" varchar(4),
	"card_brand" varchar(20),
	"card_exp_month" smallint,
	"card_exp_year" smallint,
	"external_id" text,
	"encrypted_data" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"phone" varchar(20),
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"preferred_location" text,
	"email_order_updates" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "card_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"filter_type" varchar(50) NOT NULL,
	"value" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_filters_type_value_unique" UNIQUE("filter_type","value")
);
--> statement-breakpoint
CREATE TABLE "merchandise_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchandise_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"filter_type" varchar(50) NOT NULL,
	"value" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchandise_filters_type_value_unique" UNIQUE("filter_type","value")
);
--> statement-breakpoint
CREATE TABLE "customer_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"order_number" varchar(50) NOT NULL,
	"pickup_code" varchar(8) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"tax_amount_cents" integer DEFAULT 0 NOT NULL,
	"shipping_amount_cents" integer DEFAULT 0 NOT NULL,
	"payment_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"payment_method_id" integer,
	"shipping_address_id" integer,
	"billing_address_id" integer,
	"notes" text,
	"payment_intent_id" text,
	"payment_method" varchar(50),
	"location" text DEFAULT 'nlr' NOT NULL,
	"needs_attention" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_orders_orderNumber_unique" UNIQUE("order_number"),
	CONSTRAINT "customer_orders_paymentIntentId_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "customer_orders_location_check" CHECK ("customer_orders"."location" in ('nlr', 'benton')),
	CONSTRAINT "customer_orders_status_check" CHECK ("customer_orders"."status" in ('pending', 'paid', 'ready_for_pickup', 'picked_up', 'cancelled')),
	CONSTRAINT "customer_orders_total_check" CHECK ("customer_orders"."total_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_stamps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_stamps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"earned_on" date NOT NULL,
	"redeemed_by_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_stamps_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "loyalty_stamps_one_per_day" UNIQUE("customer_id","earned_on")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_type" varchar(20) NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	"product_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"customer_id" integer,
	"employee_id" integer,
	"role" varchar(20),
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"email" varchar(255),
	"location" text,
	"role" varchar(20) DEFAULT 'manager' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_username_unique" UNIQUE("username"),
	CONSTRAINT "employees_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "customer_carts" ADD CONSTRAINT "customer_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payment_methods" ADD CONSTRAINT "customer_payment_methods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_payment_method_id_customer_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."customer_payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_shipping_address_id_customer_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_billing_address_id_customer_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_stamps" ADD CONSTRAINT "loyalty_stamps_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_stamps" ADD CONSTRAINT "loyalty_stamps_order_id_customer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_stamps" ADD CONSTRAINT "loyalty_stamps_redeemed_by_order_id_customer_orders_id_fk" FOREIGN KEY ("redeemed_by_order_id") REFERENCES "public"."customer_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_customer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_location_name_idx" ON "cards" USING btree ("location","name","id");--> statement-breakpoint
CREATE INDEX "cards_location_price_idx" ON "cards" USING btree ("location","price_cents","id");--> statement-breakpoint
CREATE INDEX "cards_location_created_idx" ON "cards" USING btree ("location","created_at","id");--> statement-breakpoint
CREATE INDEX "cards_location_game_condition_idx" ON "cards" USING btree ("location","game_type","condition","name","id");--> statement-breakpoint
CREATE INDEX "merchandise_location_name_idx" ON "merchandise" USING btree ("location","name","id");--> statement-breakpoint
CREATE INDEX "merchandise_location_price_idx" ON "merchandise" USING btree ("location","price_cents","id");--> statement-breakpoint
CREATE INDEX "merchandise_location_created_idx" ON "merchandise" USING btree ("location","created_at","id");--> statement-breakpoint
CREATE INDEX "merchandise_location_category_idx" ON "merchandise" USING btree ("location","category");--> statement-breakpoint
CREATE INDEX "tournaments_location_date_idx" ON "tournaments" USING btree ("location","date","id");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_payment_methods_customer_idx" ON "customer_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_lower_unique" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customer_orders_location_created_idx" ON "customer_orders" USING btree ("location","created_at");--> statement-breakpoint
CREATE INDEX "customer_orders_customer_created_idx" ON "customer_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_stamps_customer_idx" ON "loyalty_stamps" USING btree ("customer_id","redeemed_by_order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");