import { orderStateChangeBodySchema, orderStateHistorySchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate, callerId } from "../../plugins/auth";
import { changeOrderState } from "./order-state-historys.service";

const bearer = [{ bearerAuth: [] }];

export const orderStateHistorysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/order-state-historys",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["orders"],
        summary: "Muda o status de um pedido (máquina de estados do servidor; 409 quando a mudança não é permitida)",
        security: bearer,
        body: strictBody(orderStateChangeBodySchema),
        response: { 201: orderStateHistorySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { history } = await changeOrderState(ctx.db, request.body.order_id, request.body.to_state, { by: "staff", staffUserId: callerId(request) });
      return reply.code(201).send(history);
    },
  );
};
