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
        summary: "Muda o status de um pedido (máquina de estados do servidor; 409 quando a mudança não é permitida; driver_id só com DISPATCHED)",
        security: bearer,
        body: strictBody(orderStateChangeBodySchema),
        response: { 201: orderStateHistorySchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { order_id, to_state, driver_id } = request.body;
      const { history } = await changeOrderState(ctx.db, order_id, to_state, { by: "staff", staffUserId: callerId(request) }, driver_id);
      return reply.code(201).send(history);
    },
  );
};
