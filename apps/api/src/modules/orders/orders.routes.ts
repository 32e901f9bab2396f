import { idParamSchema, orderCreateBodySchema, orderListQuerySchema, orderQuoteSchema, orderSchema, ticketQuerySchema } from "@forno/domain/schemas";
import { orderTicketText } from "@forno/domain/tickets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { followEveryOrder, followOrderStream } from "../../events/follow-stream";
import { notFound } from "../../lib/http-errors";
import { idempotencyKeyOf, purgeExpiredIdempotencyKeys } from "../../lib/idempotency";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate, callerId, identify, isStaff } from "../../plugins/auth";
import { settingValue } from "../settings/settings.service";
import { createOrder } from "./order-create.service";
import { orderPlacer, quotePlacer } from "./order-placer.service";
import { quoteOrder } from "./order-quote.service";
import { ORDER_NOT_FOUND, getOrder, listOrders, orderOwner } from "./orders.service";

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });

/** The stream's answer, for the OpenAPI document (the route writes it itself). */
const eventStreamDescription =
  "text/event-stream: each event has an `id:` and a `data:` line with the whole order as JSON; a comment line is sent as heartbeat; `Last-Event-ID` replays what was missed.";

const everyOrderStreamDescription =
  "text/event-stream: every change of every order, as it commits; each event has an `id:` (the same sequence as the per-order streams) and a `data:` line with the whole order as JSON (as GET /orders/{id}); a comment line is sent as heartbeat; with `Last-Event-ID`, the latest state of every order changed since is replayed first.";

const ticketDescription =
  "text/plain; charset=utf-8: the ticket's lines, each at most `width` characters (48 for 80 mm paper, 32 for 58 mm); the kitchen template has no prices, the delivery one adds the client, the address, the totals and the payment.";

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/orders",
    {
      onRequest: authenticate(app, "client", "staff"),
      config: { docs: { requestHeaders: ["Idempotency-Key"], answerHeaders: ["Idempotent-Replayed"] } },
      schema: {
        tags: ["orders"],
        summary:
          "Cria um pedido (PENDING). Aceita o cabeçalho Idempotency-Key: a mesma chave e o mesmo corpo em 24 h devolvem o primeiro pedido. A equipe informa o cliente (client_id, ou client com nome e telefone) e o canal (phone ou counter); um cliente que envia esses campos recebe 403",
        security: bearer,
        body: strictBody(orderCreateBodySchema),
        response: { 201: orderSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers["idempotency-key"]);
      const placer = await orderPlacer(ctx.db, { role: isStaff(request) ? "staff" : "client", id: callerId(request) }, request.body);
      const { order, replayed } = await createOrder(ctx.database, { ...placer, body: request.body, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) });
      if (replayed) reply.header("idempotent-replayed", "true");
      if (idempotencyKey !== undefined) purgeExpiredIdempotencyKeys(ctx.db);
      return reply.code(201).send(order);
    },
  );

  app.post(
    "/orders/quote",
    {
      onRequest: identify(app),
      schema: {
        tags: ["orders"],
        summary:
          "Calcula o pedido sem criá-lo (qualquer um): subtotal, taxa de entrega, desconto do cupom e total, como o pedido os teria. Um cupom recusado responde 200 com a mensagem em problems",
        body: strictBody(orderCreateBodySchema),
        response: { 200: orderQuoteSchema, ...errorResponses(400, 403, 422) },
      },
    },
    async (request) => {
      const caller = request.user === null ? null : { role: isStaff(request) ? ("staff" as const) : ("client" as const), id: callerId(request) };
      const placer = await quotePlacer(ctx.db, caller, request.body);
      return quoteOrder(ctx.database, { ...placer, byStaff: caller?.role === "staff", body: request.body });
    },
  );

  app.get(
    "/orders",
    {
      onRequest: authenticate(app, "client", "staff"),
      schema: {
        tags: ["orders"],
        summary: "Pedidos: o cliente vê só os seus; a equipe vê todos, com filtros e ordenação",
        security: bearer,
        querystring: orderListQuerySchema,
        response: { 200: z.array(orderSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listOrders(ctx.db, request.query, isStaff(request) ? null : callerId(request)),
  );

  app.get(
    "/orders/:id",
    {
      onRequest: authenticate(app, "client", "staff"),
      schema: {
        tags: ["orders"],
        summary: "Um pedido (do próprio cliente, ou qualquer um para a equipe)",
        security: bearer,
        params: idParams,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getOrder(ctx.db, request.params.id, isStaff(request) ? null : callerId(request)),
  );

  app.get(
    "/orders/:id/ticket",
    {
      config: { docs: { answerMediaType: "text/plain" } },
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["orders"],
        summary: "Comanda do pedido para impressão (equipe): cozinha ou entrega, 48 ou 32 colunas",
        description: ticketDescription,
        security: bearer,
        params: idParams,
        querystring: ticketQuerySchema,
        response: { 200: z.string().describe(ticketDescription), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const order = await getOrder(ctx.db, request.params.id, null);
      const width = request.query.width ?? (Number(await settingValue(ctx.db, "operation.ticket_width")) === 32 ? 32 : 48);
      const text = orderTicketText(order, request.query.template, width);
      return reply.type("text/plain; charset=utf-8").send(text);
    },
  );

  app.get(
    "/orders/sse",
    {
      config: { docs: { eventStream: true, requestHeaders: ["Last-Event-ID"] } },
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["orders"],
        summary: "Acompanha todos os pedidos ao vivo (equipe; server-sent events)",
        description: everyOrderStreamDescription,
        security: bearer,
        response: { 200: z.string().describe(everyOrderStreamDescription), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await followEveryOrder(ctx, request, reply);
      return reply;
    },
  );

  app.get(
    "/orders/sse/:id",
    {
      config: { docs: { eventStream: true, requestHeaders: ["Last-Event-ID"] } },
      onRequest: authenticate(app, "client", "staff"),
      schema: {
        tags: ["orders"],
        summary: "Acompanha um pedido ao vivo (server-sent events)",
        description: eventStreamDescription,
        security: bearer,
        params: idParams,
        response: { 200: z.string().describe(eventStreamDescription), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const owner = await orderOwner(ctx.db, request.params.id);
      if (owner === undefined || (!isStaff(request) && owner.clientId !== callerId(request))) throw notFound(ORDER_NOT_FOUND);
      await followOrderStream(ctx, request, reply, "order", request.params.id);
      return reply;
    },
  );
};
