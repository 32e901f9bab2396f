import { cardPaymentBodySchema, idParamSchema, isPixPaymentBody, paymentResponseSchema, pixPaymentBodySchema, savedCardSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { followOrderStream } from "../../events/follow-stream";
import { notFound } from "../../lib/http-errors";
import { idempotencyKeyOf } from "../../lib/idempotency";
import { publicBaseUrl } from "../../lib/public-url";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate, callerId, isStaff } from "../../plugins/auth";
import { ORDER_NOT_FOUND, orderOwner } from "../orders/orders.service";
import { listSavedCards, payOrder, removeSavedCard } from "./order-payments.service";
import { staffOrderClientId } from "./staff-payment";

const bearer = [{ bearerAuth: [] }];

/**
 * Pix or card (seed 001 section 7), each strict. A union's own error says little ("invalid input"),
 * so the message is the first one of the schema the body meant: Pix when payment_method_id is "pix".
 */
const paymentRequestBodySchema = z.union([strictBody(pixPaymentBodySchema), strictBody(cardPaymentBodySchema)], {
  error: (issue) => {
    const branches = (issue as { errors?: Array<Array<{ message?: string }>> }).errors;
    return branches?.[isPixPaymentBody(issue.input) ? 0 : 1]?.[0]?.message;
  },
});

const streamDescription =
  "text/event-stream: each event has an `id:` and a `data:` line with `{status}` (approved, rejected...); a comment line is sent as heartbeat; `Last-Event-ID` replays what was missed.";

export const orderPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/order-payments",
    {
      onRequest: authenticate(app, "client", "staff"),
      config: { docs: { requestHeaders: ["Idempotency-Key"], answerHeaders: ["Idempotent-Replayed"] } },
      schema: {
        tags: ["order-payments"],
        summary:
          "Paga um pedido aguardando pagamento, por Pix ou cartão, pelo total calculado pelo servidor (o cliente paga os seus; a equipe, os pedidos que ela registrou por telefone ou balcão). Aceita Idempotency-Key: a mesma chave e o mesmo corpo em 24 h devolvem a primeira resposta",
        security: bearer,
        body: paymentRequestBodySchema,
        response: { 201: paymentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers["idempotency-key"]);
      const clientId = isStaff(request) ? await staffOrderClientId(ctx.db, request.body.external_reference) : callerId(request);
      const answer = await payOrder(ctx, { clientId, body: request.body, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) });
      if (answer.replayed) reply.header("idempotent-replayed", "true");
      return reply.code(201).send(answer.body);
    },
  );

  app.get(
    "/order-payments/cards",
    {
      onRequest: authenticate(app, "client"),
      schema: {
        tags: ["order-payments"],
        summary: "Cartões salvos do cliente",
        security: bearer,
        response: { 200: z.array(savedCardSchema), ...errorResponses(401, 403, 502) },
      },
    },
    async (request) => listSavedCards(ctx, callerId(request), publicBaseUrl(request)),
  );

  app.delete(
    "/order-payments/cards/:id",
    {
      onRequest: authenticate(app, "client"),
      schema: {
        tags: ["order-payments"],
        summary: "Remove um cartão salvo do cliente",
        security: bearer,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 204: z.null().describe("Cartão removido"), ...errorResponses(401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      await removeSavedCard(ctx, callerId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/order-payments/sse/:orderId",
    {
      config: { docs: { eventStream: true, requestHeaders: ["Last-Event-ID"] } },
      onRequest: authenticate(app, "client"),
      schema: {
        tags: ["order-payments"],
        summary: "Acompanha o pagamento de um pedido ao vivo (server-sent events)",
        description: streamDescription,
        security: bearer,
        params: z.object({ orderId: idParamSchema }),
        response: { 200: z.string().describe(streamDescription), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const owner = await orderOwner(ctx.db, request.params.orderId);
      if (owner === undefined || owner.clientId !== callerId(request)) throw notFound(ORDER_NOT_FOUND);
      await followOrderStream(ctx, request, reply, "payment", request.params.orderId);
      return reply;
    },
  );
};
