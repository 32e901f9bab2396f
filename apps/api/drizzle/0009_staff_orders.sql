ALTER TABLE "clients" ALTER COLUMN "document" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" varchar(10) DEFAULT 'online' NOT NULL;