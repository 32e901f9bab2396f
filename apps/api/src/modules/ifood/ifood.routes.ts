import { IFOOD_INTEGRATION_OFF, idParamSchema, ifoodCancellationReasonSchema, ifoodIntegrationSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { authenticate } from "../../plugins/auth";
import { callLeaseMs, cancellationReasons, ifoodIntegration } from "./ifood.service";

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });

/** The staff's iFood calls (growth.md section 4): an order's cancellation reasons, the integration's state. */
export const ifoodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/orders/:id/cancellation-reasons",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["orders"],
        summary: "Motivos de cancelamento que o iFood aceita para este pedido (só pedidos do iFood)",
        security: bearer,
        params: idParams,
        response: { 200: z.array(ifoodCancellationReasonSchema), ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => cancellationReasons({ db: ctx.db, log: request.log, leaseMs: callLeaseMs(ctx.ifood), config: ctx.ifood }, request.params.id),
  );

  app.get(
    "/integrations/ifood",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["integrations"],
        summary: "Estado da integração com o iFood: conexão, última busca, pedidos de hoje, problemas",
        security: bearer,
        response: { 200: ifoodIntegrationSchema, ...errorResponses(401, 403) },
      },
    },
    async () => (ctx.ifood === null ? IFOOD_INTEGRATION_OFF : ifoodIntegration(ctx.db, ctx.ifood)),
  );
};
