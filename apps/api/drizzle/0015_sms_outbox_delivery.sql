ALTER TABLE "sms_outbox" ADD COLUMN "status" varchar(10) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "provider_message_id" varchar(100);--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "last_error" varchar(300);--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
-- Messages written before: only the console provider existed, and it "sent" each one as it wrote it.
UPDATE "sms_outbox" SET "status" = 'sent', "attempts" = 1, "settled_at" = "created_at";--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("next_attempt_at","id") WHERE "sms_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_outbox_settled_idx" ON "sms_outbox" USING btree ("status","settled_at");