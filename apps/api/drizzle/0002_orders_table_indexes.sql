-- The backoffice orders table at 100,000 orders (decision 0710): "scheduled time, newest first"
-- sorts DESC NULLS LAST (unpaid orders last), which the ascending orders_scheduled_idx cannot serve.
CREATE INDEX "orders_scheduled_desc_idx" ON "orders" USING btree ("scheduled_time" DESC NULLS LAST,"id" DESC NULLS FIRST);
