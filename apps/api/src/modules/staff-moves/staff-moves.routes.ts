import { IFOOD_MESSAGES } from "@forno/domain/ifood";
import { orderSchema, orderStateChangeBodySchema, orderStateHistorySchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate, callerId } from "../../plugins/auth";
import { badRequest } from "../../lib/http-errors";
import { callLeaseMs, moveIfoodOrder } from "../ifood/ifood.service";
import { orderOwner } from "../orders/orders.service";
import { changeOrderState } from "../order-state-historys/order-state-historys.service";

const bearer = [{ bearerAuth: [] }];

// POST /order-state-historys: above both the state machine and the iFood connector, which moves an
// iFood order through iFood first (so order-state-historys/ never imports ifood/).
export const orderStateHistorysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/order-state-historys",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["orders"],
        summary:
          "Muda o status de um pedido (máquina de estados do servidor; 409 quando a mudança não é permitida; driver_id só com DISPATCHED). Pedido do iFood: a mudança é avisada ao iFood antes (422 com a recusa do iFood); cancelar pede o cancelamento ao iFood com cancellation_code (202 com o pedido, \"Cancelamento solicitado\")",
        security: bearer,
        body: strictBody(orderStateChangeBodySchema),
        response: { 201: orderStateHistorySchema, 202: orderSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const { order_id, to_state, driver_id, cancellation_code } = request.body;
      // An iFood order's move is told to iFood first; its cancellation is a request to iFood (growth.md section 4).
      if ((await orderOwner(ctx.db, order_id))?.channel === "ifood") {
        const deps = { db: ctx.db, log: request.log, leaseMs: callLeaseMs(ctx.ifood), config: ctx.ifood };
        const move = await moveIfoodOrder(deps, { orderId: order_id, toState: to_state, staffUserId: callerId(request), ...(driver_id === undefined ? {} : { driverId: driver_id }), ...(cancellation_code === undefined ? {} : { cancellationCode: cancellation_code }) });
        return move.kind === "requested" ? reply.code(202).send(move.order) : reply.code(201).send(move.change.history);
      }
      if (cancellation_code !== undefined) throw badRequest(IFOOD_MESSAGES.reasonOnlyForIfoodCancel);
      const { history } = await changeOrderState(ctx.db, order_id, to_state, { by: "staff", staffUserId: callerId(request) }, driver_id);
      return reply.code(201).send(history);
    },
  );
};
