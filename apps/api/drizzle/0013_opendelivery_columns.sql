ALTER TABLE "ceps" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "ceps" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "opendelivery_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "opendelivery_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_opendelivery_id_unique" UNIQUE("opendelivery_id");