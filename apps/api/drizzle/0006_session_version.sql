ALTER TABLE "clients" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;