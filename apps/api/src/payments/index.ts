import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { createMercadoPagoProvider } from "./mercadopago-provider";
import type { PaymentProvider } from "./payment-provider";
import { createSandboxProvider } from "./sandbox-provider";

export type { PaymentProvider } from "./payment-provider";

/** The provider PAYMENT_PROVIDER names (architecture section 7). */
export function createPaymentProvider(env: Env, db: Database, log: FastifyBaseLogger, sandbox: { onAutoApprove: (orderId: number) => Promise<void> }): PaymentProvider {
  if (env.PAYMENT_PROVIDER === "mercadopago") {
    return createMercadoPagoProvider(db, {
      accessToken: env.MERCADOPAGO_ACCESS_TOKEN ?? "",
      publicKey: env.MERCADOPAGO_PUBLIC_KEY ?? null,
      apiUrl: env.MERCADOPAGO_API_URL,
      // The provider cannot reach a machine's own localhost: the development default sends none.
      ...(/^https?:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(env.PUBLIC_URL) ? {} : { notificationUrl: `${env.PUBLIC_URL}/webhooks/mercadopago` }),
      log,
    });
  }
  return createSandboxProvider(db, {
    ...(env.SANDBOX_AUTO_APPROVE_MS === undefined ? {} : { autoApproveMs: env.SANDBOX_AUTO_APPROVE_MS }),
    onAutoApprove: async (orderId) => {
      try {
        await sandbox.onAutoApprove(orderId);
      } catch (error) {
        log.warn({ err: error, orderId }, "sandbox auto-approval did not apply");
      }
    },
  });
}
