import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-errors";
import { authRateLimit } from "../../plugins/security";
import { ORDER_NOT_FOUND } from "../orders/orders.service";
import { settingValue } from "../settings/settings.service";
import { OPENDELIVERY_TOKEN_SECONDS, createOpenDeliveryTokens } from "./access-tokens";
import { acknowledgeEvents, pollEvents } from "./event-feed";
import { currentClientSecret, touchOpenDelivery } from "./integration-state";
import type { OpenDeliveryConfig } from "./opendelivery-config";
import { loadOpenDeliveryOrder } from "./order-details";
import { openDeliveryOrderSchema } from "./order-schema";
import { openDeliveryErrorHandler, sendEmpty, sendProblem } from "./problem-answers";
import { STATUS_CALLS, applyStatusCall } from "./status-calls";
import { followOrderEvents } from "../../events/order-event-followers";
import { createOpenDeliveryWebhook, openDeliveryWebhookFollower } from "./webhook-push";
import {
  acknowledgmentBodySchema,
  openDeliveryErrorSchema,
  openDeliveryEventTypeSchema,
  orderConfirmedBodySchema,
  orderDispatchedBodySchema,
  pollingAnswerSchema,
  requestCancellationBodySchema,
  tokenRequestSchema,
  tokenResponseSchema,
  type OpenDeliveryEventType,
} from "./wire-schemas";

export const WRONG_CREDENTIALS = "Credenciais inválidas: confira o client_id e o client_secret.";
export const MISSING_TOKEN = "Token de acesso ausente, inválido ou expirado: peça um novo em /oauth/token.";
const UNKNOWN_EVENT_TYPE = "eventType desconhecido.";

const tags = ["opendelivery"];
const security = [{ openDeliveryToken: ["od.all"] }];
const docs = { openDelivery: true } as const;
const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, openDeliveryErrorSchema]));
const orderIdParams = z.object({ orderId: z.uuid() });

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Values of a query parameter or header given repeatedly or comma-separated (the standard's arrays). */
function listOf(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(",")).map((value) => value.trim()).filter(Boolean);
}

/** `?eventType=A&eventType=B`: the API's query parser keeps one value per key, so the raw URL is read. */
function eventTypesOf(request: FastifyRequest): OpenDeliveryEventType[] | null | "unknown" {
  const given = listOf(new URLSearchParams(request.url.split("?")[1] ?? "").getAll("eventType"));
  if (given.length === 0) return null;
  const parsed = given.map((type) => openDeliveryEventTypeSchema.safeParse(type));
  return parsed.every((result) => result.success) ? parsed.map((result) => result.data!) : "unknown";
}

async function merchantOf(app: FastifyInstance, config: OpenDeliveryConfig) {
  return { id: config.merchantId, name: await settingValue(app.ctx.db, "appearance.name") };
}

/**
 * The routes of the ordering application (operations.md section 7) under /opendelivery, only when
 * configured: the token, the event feed, the order and the six status calls. Their errors take the
 * standard's shape (`{title, status}`, application/problem+json), and every route but the token
 * wants a bearer token from it.
 */
export function openDeliveryRoutes(config: OpenDeliveryConfig): FastifyPluginAsyncZod {
  return async (app) => {
    const { ctx } = app;
    const tokens = createOpenDeliveryTokens(ctx.hashKey);
    const webhook = config.webhookUrl === null ? null : createOpenDeliveryWebhook({ db: ctx.db, log: app.log, config: { ...config, webhookUrl: config.webhookUrl } });
    if (webhook !== null) {
      const stop = followOrderEvents({ db: ctx.db, events: ctx.events, log: app.log }, openDeliveryWebhookFollower(webhook));
      app.addHook("onClose", async () => stop());
    }

    app.setErrorHandler(openDeliveryErrorHandler);
    app.setNotFoundHandler((_request, reply) => sendProblem(reply, 404, "Rota não encontrada."));
    // A status call needs no body, yet PDVs often send Content-Type: application/json with none: that
    // reads as no body here (Fastify's own parser, and its protections, for anything else).
    const json = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      if (body === "") done(null, undefined);
      else json(request, body as string, done);
    });
    // The standard's token request is form-encoded (application/x-www-form-urlencoded).
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.post(
      "/oauth/token",
      {
        config: { rateLimit: authRateLimit(app), docs },
        schema: {
          tags,
          summary: "Token de acesso do PDV (client credentials)",
          consumes: ["application/x-www-form-urlencoded", "application/json"],
          body: tokenRequestSchema,
          response: { 200: tokenResponseSchema, ...errors(400, 401, 429) },
        },
      },
      async (request, reply) => {
        const secret = await currentClientSecret(ctx.db, config);
        if (request.body.client_id !== config.clientId || !sameSecret(request.body.client_secret, secret)) {
          return sendProblem(reply, 401, WRONG_CREDENTIALS);
        }
        const accessToken = await tokens.sign(config.clientId, secret);
        await touchOpenDelivery(ctx.db, "last_token_at");
        return { access_token: accessToken, token_type: "bearer" as const, expires_in: OPENDELIVERY_TOKEN_SECONDS };
      },
    );

    const authorised: FastifyPluginAsyncZod = async (api) => {
      api.addHook("onRequest", async (request, reply) => {
        const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
        const valid = match !== null && (await tokens.verify(match[1]!, config.clientId, await currentClientSecret(ctx.db, config)));
        if (!valid) return sendProblem(reply, 401, MISSING_TOKEN, { "www-authenticate": 'Bearer realm="opendelivery"' });
      });

      api.get(
        "/v1/events::polling",
        {
          config: { docs },
          schema: {
            tags,
            security,
            summary: "Eventos não confirmados, os mais antigos primeiro (no máximo 1000)",
            querystring: z.object({ eventType: z.string().max(500).optional() }),
            headers: z.object({ "x-polling-merchants": z.string().max(10_000).optional() }),
            response: { 200: pollingAnswerSchema, 204: z.null().describe("Nenhum evento"), ...errors(400, 401) },
          },
        },
        async (request, reply) => {
          const types = eventTypesOf(request);
          if (types === "unknown") return sendProblem(reply, 400, UNKNOWN_EVENT_TYPE);
          // One merchant per credentials: a PDV asking only for other merchants has nothing here (decision 2001).
          const merchants = listOf([request.headers["x-polling-merchants"] ?? []].flat());
          if (merchants.length > 0 && !merchants.includes(config.merchantId)) {
            await touchOpenDelivery(ctx.db, "last_polled_at");
            return sendEmpty(reply, 204);
          }
          const events = await pollEvents(ctx.db, config.baseUrl, types);
          if (events.length === 0) return sendEmpty(reply, 204);
          return events;
        },
      );

      api.post(
        "/v1/events/acknowledgment",
        {
          config: { docs },
          schema: { tags, security, summary: "Confirma o recebimento de eventos (no máximo 100)", body: acknowledgmentBodySchema, response: { 202: z.null(), ...errors(400, 401) } },
        },
        async (request, reply) => {
          await acknowledgeEvents(ctx.db, request.body);
          return sendEmpty(reply, 202);
        },
      );

      api.get(
        "/v1/orders/:orderId",
        {
          config: { docs },
          schema: { tags, security, summary: "Detalhes do pedido", params: orderIdParams, response: { 200: openDeliveryOrderSchema, ...errors(400, 401, 404) } },
        },
        async (request) => {
          const order = await loadOpenDeliveryOrder(ctx.db, request.params.orderId, await merchantOf(app, config));
          if (order === undefined) throw notFound(ORDER_NOT_FOUND);
          return order;
        },
      );

      const bodies = { confirm: orderConfirmedBodySchema, dispatch: orderDispatchedBodySchema, requestCancellation: requestCancellationBodySchema } as const;
      for (const call of STATUS_CALLS) {
        const body = call in bodies ? bodies[call as keyof typeof bodies] : undefined;
        api.post(
          `/v1/orders/:orderId/${call}`,
          {
            config: { docs },
            schema: {
              tags,
              security,
              summary: `Status do pedido pelo PDV: ${call}`,
              params: orderIdParams,
              ...(body === undefined ? {} : { body }),
              response: { 202: z.null(), ...errors(400, 401, 404, 422) },
            },
          },
          async (request, reply) => {
            const changed = await applyStatusCall(ctx.db, request.params.orderId, call, call === "requestCancellation" ? requestCancellationBodySchema.parse(request.body) : undefined);
            if (changed && webhook !== null) void webhook.flush();
            return sendEmpty(reply, 202);
          },
        );
      }
    };
    await app.register(authorised);
  };
}
