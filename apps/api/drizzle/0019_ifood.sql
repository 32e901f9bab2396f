CREATE TABLE "ifood_events" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"ifood_order_id" varchar(100) NOT NULL,
	"code" varchar(20) NOT NULL,
	"full_code" varchar(60),
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"problem" text
);
--> statement-breakpoint
CREATE TABLE "ifood_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"customer" jsonb NOT NULL,
	"known_calls" text[] DEFAULT '{}'::text[] NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancellation_requested_at" timestamp with time zone,
	"cancellation_code" varchar(40),
	"problem" text,
	"calls_failing_since" timestamp with time zone,
	"call_lease_until" timestamp with time zone,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ifood_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"poller_id" text,
	"poller_until" timestamp with time zone,
	"poll_started_at" timestamp with time zone,
	"last_poll_at" timestamp with time zone,
	"last_poll_ok" smallint,
	"interruption_id" text,
	"interruption_started_at" timestamp with time zone,
	"interruption_for" timestamp with time zone,
	"sync_lease_until" timestamp with time zone,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "ifood_state_single_row" CHECK ("ifood_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_ref" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_ref" varchar(20);--> statement-breakpoint
ALTER TABLE "ifood_orders" ADD CONSTRAINT "ifood_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ifood_events_pending_idx" ON "ifood_events" USING btree ("created_at","id") WHERE "ifood_events"."processed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ifood_events_order_idx" ON "ifood_events" USING btree ("ifood_order_id","created_at");--> statement-breakpoint
CREATE INDEX "ifood_orders_placed_idx" ON "ifood_orders" USING btree ("placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_external_ref_idx" ON "orders" USING btree ("channel","external_ref") WHERE "orders"."external_ref" IS NOT NULL;