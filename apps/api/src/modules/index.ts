import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/auth.routes";
import { cepsRoutes } from "./ceps/ceps.routes";
import { clientAddressesRoutes } from "./client-addresses/client-addresses.routes";
import { clientsRoutes } from "./clients/clients.routes";
import { devRoutes } from "./dev/dev.routes";
import { healthRoutes } from "./health/health.routes";
import { productAdditionalsRoutes } from "./product-additionals/product-additionals.routes";
import { productsRoutes } from "./products/products.routes";
import { settingsRoutes } from "./settings/settings.routes";

/** One plugin per resource; orders, payments and event streams arrive with the next issue. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(clientsRoutes);
  await app.register(clientAddressesRoutes);
  await app.register(cepsRoutes);
  await app.register(productsRoutes);
  await app.register(productAdditionalsRoutes);
  await app.register(settingsRoutes);
  if (app.ctx.env.NODE_ENV !== "production" && app.ctx.env.SMS_PROVIDER === "console") {
    await app.register(devRoutes);
  }
}
