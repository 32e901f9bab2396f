import { idParamSchema, orderSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { notFound } from "../../lib/http-errors";
import { errorResponses } from "../../lib/route-schemas";
import { authenticate, callerId, isStaff } from "../../plugins/auth";
import { ORDER_NOT_FOUND, orderOwner } from "../orders/orders.service";
import { approveSandboxPayment, rejectSandboxPayment } from "./sandbox.service";

const bearer = [{ bearerAuth: [] }];
const params = z.object({ orderId: idParamSchema });

/**
 * The sandbox payment provider's simulation (architecture sections 4 and 7), registered only when
 * PAYMENT_PROVIDER=sandbox (otherwise these paths are 404). For the order's owner and staff.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  const requireAccess = async (request: FastifyRequest, orderId: number) => {
    const owner = await orderOwner(ctx.db, orderId);
    if (owner === undefined || (!isStaff(request) && owner.clientId !== callerId(request))) throw notFound(ORDER_NOT_FOUND);
  };

  app.post(
    "/sandbox/payments/:orderId/approve",
    {
      onRequest: authenticate(app, "client", "staff"),
      schema: {
        tags: ["sandbox"],
        summary: "Simula a aprovação do pagamento (somente com o provedor sandbox): o pedido passa a Pedido Pago",
        security: bearer,
        params,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await requireAccess(request, request.params.orderId);
      return approveSandboxPayment(ctx.db, request.params.orderId);
    },
  );

  app.post(
    "/sandbox/payments/:orderId/reject",
    {
      onRequest: authenticate(app, "client", "staff"),
      schema: {
        tags: ["sandbox"],
        summary: "Simula a recusa do pagamento (somente com o provedor sandbox): o pedido continua aguardando pagamento",
        security: bearer,
        params,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await requireAccess(request, request.params.orderId);
      return rejectSandboxPayment(ctx.db, request.params.orderId);
    },
  );
};
