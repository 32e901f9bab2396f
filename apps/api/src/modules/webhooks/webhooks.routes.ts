import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { handleMercadoPagoNotification } from "./webhooks.service";

/** Mercado Pago's notification (payments.md): the body carries more fields than these, all ignored. */
const notificationBodySchema = z
  .object({
    action: z.string().optional(),
    type: z.string().optional(),
    data: z.object({ id: z.union([z.string(), z.number()]).transform(String).optional() }).optional(),
  })
  .loose();

const notificationQuerySchema = z.object({
  "data.id": z.string().max(64).optional(),
  type: z.string().optional(),
  topic: z.string().optional(),
});

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value.at(-1) : value);

/** Registered only when PAYMENT_PROVIDER=mercadopago (otherwise 404). Called by Mercado Pago, no session. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/webhooks/mercadopago",
    {
      schema: {
        tags: ["webhooks"],
        summary: "Notificações do Mercado Pago: assinatura x-signature verificada, pagamento relido no Mercado Pago antes de mudar o pedido",
        querystring: notificationQuerySchema,
        body: notificationBodySchema,
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      const { query, body, headers } = request;
      await handleMercadoPagoNotification(ctx, request.log, {
        dataId: query["data.id"],
        type: query.type ?? query.topic ?? body.type,
        signature: headerOf(headers["x-signature"]),
        requestId: headerOf(headers["x-request-id"]),
        body,
      });
      return { received: true as const };
    },
  );
};
