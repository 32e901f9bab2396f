ALTER TABLE "clients" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD COLUMN "status" varchar(10) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "data_removal_requests_status_idx" ON "data_removal_requests" USING btree ("status","created_at");