CREATE TABLE "fiscal_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fiscal_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"ref" varchar(60) NOT NULL,
	"status" varchar(12) NOT NULL,
	"number" text,
	"series" text,
	"access_key" varchar(44),
	"qrcode_url" text,
	"consult_url" text,
	"message" text,
	"issued_at" timestamp with time zone,
	"pending_since" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_notes_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal" jsonb DEFAULT '{"ncm":null,"cfop":null,"csosn":null,"cest":null,"origin":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_notes_order_attempt_idx" ON "fiscal_notes" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_notes_live_idx" ON "fiscal_notes" USING btree ("order_id") WHERE "fiscal_notes"."status" IN ('pending', 'authorized');--> statement-breakpoint
CREATE INDEX "fiscal_notes_status_idx" ON "fiscal_notes" USING btree ("status","updated_at");