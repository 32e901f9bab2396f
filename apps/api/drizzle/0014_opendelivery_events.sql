CREATE TABLE "opendelivery_events" (
	"event_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"event_type" varchar(30) NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"webhook_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "opendelivery_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"client_secret" text,
	"secret_client_id" text,
	"secret_rotated_at" timestamp with time zone,
	"last_token_at" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	"last_webhook_at" timestamp with time zone,
	"last_webhook_status" integer,
	CONSTRAINT "opendelivery_state_single_row" CHECK ("opendelivery_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "opendelivery_events" ADD CONSTRAINT "opendelivery_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opendelivery_events_pending_idx" ON "opendelivery_events" USING btree ("created_at","event_id") WHERE "opendelivery_events"."acknowledged_at" IS NULL;--> statement-breakpoint
CREATE INDEX "opendelivery_events_order_idx" ON "opendelivery_events" USING btree ("order_id","event_type");