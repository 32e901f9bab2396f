CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(20) NOT NULL,
	"name" text NOT NULL,
	"kind" varchar(20) NOT NULL,
	"value" numeric(10, 2) DEFAULT 0 NOT NULL,
	"max_discount" numeric(10, 2),
	"min_subtotal" numeric(10, 2) DEFAULT 0 NOT NULL,
	"applies_to_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"max_uses" integer DEFAULT 0 NOT NULL,
	"max_uses_per_client" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"weekdays" jsonb,
	"time_from" varchar(5),
	"time_to" varchar(5),
	"order_types" jsonb DEFAULT '["delivery","pickup"]'::jsonb NOT NULL,
	"channels" jsonb DEFAULT '["online","phone","counter"]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_sponsor" varchar(12);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id","client_id") WHERE "orders"."coupon_id" IS NOT NULL;