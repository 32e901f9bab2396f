import {
  PAYMENT_BODY_KINDS,
  cardOnDeliveryPaymentBodySchema,
  cardPaymentBodySchema,
  cashPaymentBodySchema,
  idParamSchema,
  isOnDeliveryPaymentBody,
  paymentBodyKind,
  paymentResponseSchema,
  pixPaymentBodySchema,
  savedCardSchema,
} from "@forno/domain/schemas";
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
import { payOnDelivery } from "./on-delivery-payment.service";
import { listSavedCards, payOrder, removeSavedCard } from "./order-payments.service";
import { staffOrderClientId } from "./staff-payment";

const bearer = [{ bearerAuth: [] }];

/**
 * Pix or card (seed 001 section 7), cash or the card machine on delivery (operations.md section 3),
 * each strict, in the order of PAYMENT_BODY_KINDS. A union's own error says little ("invalid
 * input"), so the message is the first one of the schema the body meant, by its payment_method_id.
 */
const paymentRequestBodySchema = z.union(
  [strictBody(pixPaymentBodySchema), strictBody(cashPaymentBodySchema), strictBody(cardOnDeliveryPaymentBodySchema), strictBody(cardPaymentBodySchema)],
  {
    error: (issue) => {
      const branches = (issue as { errors?: Array<Array<{ message?: string }>> }).errors;
      return branches?.[PAYMENT_BODY_KINDS.indexOf(paymentBodyKind(issue.input))]?.[0]?.message;
    },
  },
);

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
          "Paga um pedido aguardando pagamento, por Pix ou cartão, pelo total calculado pelo servidor, ou o confirma para pagamento na entrega (dinheiro com troco, ou cartão na maquininha) quando a loja o aceita (o cliente paga os seus; a equipe, os pedidos que ela registrou por telefone ou balcão). Aceita Idempotency-Key: a mesma chave e o mesmo corpo em 24 h devolvem a primeira resposta",
        security: bearer,
        body: paymentRequestBodySchema,
        response: { 201: paymentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers["idempotency-key"]);
      const { body } = request;
      const key = idempotencyKey === undefined ? {} : { idempotencyKey };
      const clientId = isStaff(request) ? await staffOrderClientId(ctx.db, body.external_reference) : callerId(request);
      const answer = isOnDeliveryPaymentBody(body) ? await payOnDelivery(ctx, { clientId, body, ...key }) : await payOrder(ctx, { clientId, body, ...key });
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
