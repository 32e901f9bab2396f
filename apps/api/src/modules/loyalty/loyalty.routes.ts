import { idParamSchema, loyaltyAdjustmentBodySchema, loyaltyCardSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate, callerId } from "../../plugins/auth";
import { adjustLoyalty, readLoyaltyCard } from "./loyalty-card.service";

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });

/** The loyalty card (growth.md section 2): the client's own, and staff's view and adjustments of any client's. */
export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/clients/me/loyalty",
    {
      onRequest: authenticate(app, "client"),
      schema: {
        tags: ["clients"],
        summary: "Cartão fidelidade do cliente: selos, recompensas disponíveis, validade do próximo selo e histórico (mais recente primeiro)",
        security: bearer,
        response: { 200: loyaltyCardSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => readLoyaltyCard(ctx.database, callerId(request)),
  );

  app.get(
    "/clients/:id/loyalty",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["clients"],
        summary: "Cartão fidelidade de um cliente (equipe)",
        security: bearer,
        params: idParams,
        response: { 200: loyaltyCardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readLoyaltyCard(ctx.database, request.params.id),
  );

  app.post(
    "/clients/:id/loyalty/adjustments",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["clients"],
        summary: "Ajusta os selos de um cliente (equipe), com o motivo; nunca abaixo de zero. Responde o cartão depois do ajuste",
        security: bearer,
        params: idParams,
        body: strictBody(loyaltyAdjustmentBodySchema),
        response: { 201: loyaltyCardSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await adjustLoyalty(ctx.database, request.params.id, callerId(request), request.body)),
  );
};
