CREATE TABLE "store_hours" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"timezone" varchar(64) DEFAULT 'America/Sao_Paulo' NOT NULL,
	"week" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paused_at" timestamp with time zone,
	"pause_until" timestamp with time zone,
	"pause_reason" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_hours_single_row" CHECK ("store_hours"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_scheduled" boolean DEFAULT false NOT NULL;