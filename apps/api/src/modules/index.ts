import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/auth.routes";
import { cepsRoutes } from "./ceps/ceps.routes";
import { clientAddressesRoutes } from "./client-addresses/client-addresses.routes";
import { clientsRoutes } from "./clients/clients.routes";
import { couponsRoutes } from "./coupons/coupons.routes";
import { privacyRoutes } from "./clients/privacy.routes";
import { devRoutes } from "./dev/dev.routes";
import { driverReportRoutes } from "./drivers/driver-report.routes";
import { driversRoutes } from "./drivers/drivers.routes";
import { fiscalRoutes } from "./fiscal/fiscal.routes";
import { healthRoutes } from "./health/health.routes";
import { ifoodRoutes } from "./ifood/ifood.routes";
import { loyaltyRoutes } from "./loyalty/loyalty.routes";
import { mirrorPauseOnIfood } from "./ifood/ifood.service";
import { recordOpenDeliveryEnabled } from "./opendelivery/integration-state";
import { integrationRoutes } from "./opendelivery/integration.routes";
import { openDeliveryConfig } from "./opendelivery/opendelivery-config";
import { openDeliveryRoutes } from "./opendelivery/opendelivery.routes";
import { orderPaymentsRoutes } from "./order-payments/order-payments.routes";
import { orderStateHistorysRoutes } from "./staff-moves/staff-moves.routes";
import { ordersRoutes } from "./orders/orders.routes";
import { productAdditionalsRoutes } from "./product-additionals/product-additionals.routes";
import { productPhotosRoutes } from "./products/product-photos.routes";
import { productsRoutes } from "./products/products.routes";
import { reportsRoutes } from "./reports/reports.routes";
import { pushRoutes } from "./push/push.routes";
import { sandboxRoutes } from "./sandbox/sandbox.routes";
import { settingsRoutes } from "./settings/settings.routes";
import { storeHoursRoutes } from "./store-hours/store-hours.routes";
import { webhooksRoutes } from "./webhooks/webhooks.routes";
import { smsIntegrationRoutes } from "./sms/sms-integration.routes";

/** One plugin per resource; the sandbox simulation or the provider's webhook, by PAYMENT_PROVIDER. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(clientsRoutes);
  await app.register(privacyRoutes);
  await app.register(clientAddressesRoutes);
  await app.register(cepsRoutes);
  await app.register(productsRoutes);
  await app.register(productPhotosRoutes);
  await app.register(productAdditionalsRoutes);
  await app.register(settingsRoutes);
  await app.register(storeHoursRoutes, { afterPauseChange: (log) => mirrorPauseOnIfood({ db: app.ctx.db, log, config: app.ctx.ifood }) });
  await app.register(ordersRoutes);
  await app.register(orderStateHistorysRoutes);
  await app.register(orderPaymentsRoutes);
  await app.register(couponsRoutes);
  await app.register(loyaltyRoutes);
  await app.register(fiscalRoutes);
  await app.register(driversRoutes);
  await app.register(driverReportRoutes);
  await app.register(reportsRoutes);
  await app.register(pushRoutes);
  // OpenDelivery (operations.md section 7): the staff's view always, the PDV's routes only when configured.
  const openDelivery = openDeliveryConfig(app.ctx.env);
  await recordOpenDeliveryEnabled(app.ctx.db, openDelivery !== null);
  await app.register(integrationRoutes(openDelivery));
  await app.register(smsIntegrationRoutes);
  await app.register(ifoodRoutes);
  if (openDelivery !== null) await app.register(openDeliveryRoutes(openDelivery), { prefix: "/opendelivery" });
  if (app.ctx.env.PAYMENT_PROVIDER === "sandbox") await app.register(sandboxRoutes);
  if (app.ctx.env.PAYMENT_PROVIDER === "mercadopago") await app.register(webhooksRoutes);
  if (app.ctx.env.NODE_ENV !== "production" && app.ctx.env.SMS_PROVIDER === "console") {
    await app.register(devRoutes);
  }
}
