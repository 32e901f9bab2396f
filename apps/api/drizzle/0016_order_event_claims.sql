CREATE TABLE "order_event_claims" (
	"event_id" bigint NOT NULL,
	"follower" varchar(30) NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"done_at" timestamp with time zone,
	"retry_at" timestamp with time zone,
	CONSTRAINT "order_event_claims_event_id_follower_pk" PRIMARY KEY("event_id","follower")
);
--> statement-breakpoint
ALTER TABLE "order_event_claims" ADD CONSTRAINT "order_event_claims_event_id_order_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_event_claims_retry_idx" ON "order_event_claims" USING btree ("follower","retry_at") WHERE "order_event_claims"."done_at" IS NULL;--> statement-breakpoint
-- The Web Push claims made before this migration become the follower's done claims, so no event is pushed twice.
INSERT INTO "order_event_claims" ("event_id", "follower", "claimed_at", "attempts", "done_at")
SELECT "id", 'web-push', "pushed_at", 1, "pushed_at" FROM "order_events" WHERE "pushed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" DROP COLUMN "pushed_at";