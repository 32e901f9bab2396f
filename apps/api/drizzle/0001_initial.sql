CREATE TYPE "public"."order_state" AS ENUM('CART', 'PENDING', 'PAID', 'PREPARATION', 'DISPATCHED', 'DELIVERED', 'CANCELLED_STORE', 'CANCELLED_CLIENT', 'REFUNDED', 'ERROR');--> statement-breakpoint
CREATE TYPE "public"."setting_type" AS ENUM('text', 'boolean', 'integer', 'url', 'phone', 'document', 'postal_code', 'state');--> statement-breakpoint
CREATE SEQUENCE "public"."order_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_external_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "client_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"alias" text,
	"postal_code" varchar(8) NOT NULL,
	"number" varchar(10) NOT NULL,
	"address_info" text,
	"address_notes" text,
	"neighborhood" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"document" varchar(14) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"email" text,
	"birthday" date,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_document_unique" UNIQUE("document")
);
--> statement-breakpoint
CREATE TABLE "data_removal_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_removal_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text,
	"phone" varchar(11),
	"email" text,
	"client_id" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"document" varchar(14) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_document_unique" UNIQUE("document")
);
--> statement-breakpoint
CREATE TABLE "product_additionals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_additionals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" varchar(40) NOT NULL,
	"group" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_additionals_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "product_has_additionals" (
	"product_id" integer NOT NULL,
	"additional_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_has_additionals_product_id_additional_id_pk" PRIMARY KEY("product_id","additional_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" varchar(40) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"amount" numeric(10, 2) NOT NULL,
	"image_path" text,
	"product_group" text NOT NULL,
	"product_subgroup" text,
	"order_group" integer DEFAULT 0 NOT NULL,
	"is_fractionable" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "ceps" (
	"postal_code" varchar(8) PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"neighborhood" text NOT NULL,
	"city" text NOT NULL,
	"state" char(2) NOT NULL,
	"amount" numeric(10, 2),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY DEFAULT nextval('order_event_id_seq') NOT NULL,
	"order_id" integer NOT NULL,
	"stream" varchar(10) NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"cart_index" integer NOT NULL,
	"item_group" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_id_parent" integer,
	"product_id" integer NOT NULL,
	"additional_id" integer,
	"quantity" numeric(8, 3) NOT NULL,
	"unit_amount" numeric(10, 2) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"name" text NOT NULL,
	"item_notes" text
);
--> statement-breakpoint
CREATE TABLE "order_state_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_state_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_state" "order_state",
	"to_state" "order_state" NOT NULL,
	"actor" varchar(10) NOT NULL,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" integer DEFAULT nextval('order_external_id_seq') NOT NULL,
	"client_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"delivery_fee" numeric(10, 2) DEFAULT 0 NOT NULL,
	"is_delivery" boolean NOT NULL,
	"address" jsonb NOT NULL,
	"cart" jsonb NOT NULL,
	"order_notes" text DEFAULT 'Pedido Online' NOT NULL,
	"current_state" "order_state" DEFAULT 'PENDING' NOT NULL,
	"scheduled_time" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"client_id" integer NOT NULL,
	"route" varchar(40) NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_client_id_route_key_pk" PRIMARY KEY("client_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_payment_id" varchar(64) NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"status_detail" text,
	"amount" numeric(10, 2) NOT NULL,
	"pix_qr_code" text,
	"card_last_four" varchar(4),
	"raw" jsonb,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_card_id" varchar(64) NOT NULL,
	"provider_customer_id" varchar(64) NOT NULL,
	"cardholder_name" text NOT NULL,
	"issuer_name" text,
	"last_four_digits" varchar(4) NOT NULL,
	"first_six_digits" varchar(6),
	"expiration_month" smallint,
	"expiration_year" smallint,
	"payment_method_name" varchar(40) NOT NULL,
	"payment_method_thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(20) NOT NULL,
	"request_id" varchar(120) NOT NULL,
	"data_id" varchar(64),
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(80) NOT NULL,
	"group" varchar(40) NOT NULL,
	"description" text NOT NULL,
	"type" "setting_type" DEFAULT 'text' NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(20) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_postal_code_ceps_postal_code_fk" FOREIGN KEY ("postal_code") REFERENCES "public"."ceps"("postal_code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD CONSTRAINT "data_removal_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_has_additionals" ADD CONSTRAINT "product_has_additionals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_has_additionals" ADD CONSTRAINT "product_has_additionals_additional_id_product_additionals_id_fk" FOREIGN KEY ("additional_id") REFERENCES "public"."product_additionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_additional_id_product_additionals_id_fk" FOREIGN KEY ("additional_id") REFERENCES "public"."product_additionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_history" ADD CONSTRAINT "order_state_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_history" ADD CONSTRAINT "order_state_history_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_addresses_client_idx" ON "client_addresses" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "client_addresses_postal_code_idx" ON "client_addresses" USING btree ("postal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "client_addresses_one_default_idx" ON "client_addresses" USING btree ("client_id") WHERE "client_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "clients_name_search_idx" ON "clients" USING gin (forno_normalize("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_search_idx" ON "clients" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_name_sort_idx" ON "clients" USING btree (forno_normalize("name"));--> statement-breakpoint
CREATE INDEX "data_removal_requests_created_idx" ON "data_removal_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_codes_client_idx" ON "password_reset_codes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "product_additionals_group_search_idx" ON "product_additionals" USING gin (forno_normalize("group") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_additionals_category_search_idx" ON "product_additionals" USING gin (forno_normalize("category") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_additionals_name_search_idx" ON "product_additionals" USING gin (forno_normalize("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_additionals_group_sort_idx" ON "product_additionals" USING btree (forno_normalize("group"));--> statement-breakpoint
CREATE INDEX "product_additionals_category_sort_idx" ON "product_additionals" USING btree (forno_normalize("category"));--> statement-breakpoint
CREATE INDEX "product_additionals_name_sort_idx" ON "product_additionals" USING btree (forno_normalize("name"));--> statement-breakpoint
CREATE INDEX "product_additionals_amount_idx" ON "product_additionals" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "product_additionals_active_idx" ON "product_additionals" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "product_has_additionals_additional_idx" ON "product_has_additionals" USING btree ("additional_id");--> statement-breakpoint
CREATE INDEX "products_catalogue_idx" ON "products" USING btree ("is_active","order_group");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured","is_active");--> statement-breakpoint
CREATE INDEX "products_fractionable_idx" ON "products" USING btree ("is_fractionable");--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin (forno_normalize("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_group_search_idx" ON "products" USING gin (forno_normalize("product_group") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_subgroup_search_idx" ON "products" USING gin (forno_normalize("product_subgroup") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree (forno_normalize("name"));--> statement-breakpoint
CREATE INDEX "products_amount_idx" ON "products" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "products_subgroup_sort_idx" ON "products" USING btree (forno_normalize("product_subgroup"));--> statement-breakpoint
CREATE INDEX "ceps_postal_code_search_idx" ON "ceps" USING gin ("postal_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ceps_neighborhood_search_idx" ON "ceps" USING gin (forno_normalize("neighborhood") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ceps_neighborhood_sort_idx" ON "ceps" USING btree (forno_normalize("neighborhood"));--> statement-breakpoint
CREATE INDEX "ceps_amount_idx" ON "ceps" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "ceps_active_idx" ON "ceps" USING btree ("active","postal_code");--> statement-breakpoint
CREATE INDEX "order_events_stream_idx" ON "order_events" USING btree ("order_id","stream","id");--> statement-breakpoint
CREATE INDEX "order_events_created_idx" ON "order_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","cart_index");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_state_history_order_idx" ON "order_state_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("current_state","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_scheduled_idx" ON "orders" USING btree ("scheduled_time");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_provider_payment_idx" ON "order_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_payments_client_idx" ON "order_payments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "saved_cards_client_idx" ON "saved_cards" USING btree ("client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_provider_card_idx" ON "saved_cards" USING btree ("provider","provider_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_request_idx" ON "webhook_events" USING btree ("provider","request_id");--> statement-breakpoint
CREATE INDEX "settings_description_idx" ON "settings" USING btree (forno_normalize("description"));--> statement-breakpoint
CREATE INDEX "settings_group_idx" ON "settings" USING btree ("group");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","id");