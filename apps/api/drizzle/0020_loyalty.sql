CREATE TABLE "loyalty_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" varchar(12) NOT NULL,
	"change" integer NOT NULL,
	"order_id" integer,
	"staff_id" integer,
	"reason" text,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loyalty_stamps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_stamps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_entries_client_idx" ON "loyalty_entries" USING btree ("client_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_order_kind_idx" ON "loyalty_entries" USING btree ("order_id","kind") WHERE "loyalty_entries"."order_id" IS NOT NULL;