import {
  clientExportSchema,
  dataRemovalListQuerySchema,
  dataRemovalRejectBodySchema,
  dataRemovalRequestSchema,
  idParamSchema,
} from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate, callerId } from "../../plugins/auth";
import { exportClientData } from "./client-export.service";
import { fulfilRemovalRequest, listRemovalRequests, rejectRemovalRequest } from "./data-removal.service";

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });

/** LGPD (operations.md section 5): staff act on removal requests; a client downloads their data. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/clients/remove-data-requests",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["clients"],
        summary: "Pedidos de remoção de dados (equipe), com o cliente que cada um identifica",
        security: bearer,
        querystring: dataRemovalListQuerySchema,
        response: { 200: z.array(dataRemovalRequestSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listRemovalRequests(ctx.db, request.query),
  );

  app.post(
    "/clients/remove-data-requests/:id/fulfil",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["clients"],
        summary: "Atende o pedido: anonimiza o cliente (pedidos mantidos sem dados pessoais)",
        security: bearer,
        params: idParams,
        response: { 200: dataRemovalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => fulfilRemovalRequest(ctx, request.params.id),
  );

  app.post(
    "/clients/remove-data-requests/:id/reject",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["clients"],
        summary: "Recusa o pedido com uma observação",
        security: bearer,
        params: idParams,
        body: strictBody(dataRemovalRejectBodySchema),
        response: { 200: dataRemovalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => rejectRemovalRequest(ctx, request.params.id, request.body.note),
  );

  app.get(
    "/clients/me/export",
    {
      onRequest: authenticate(app, "client"),
      config: { docs: { answerHeaders: ["Content-Disposition"] } },
      schema: {
        tags: ["clients"],
        summary: "Todos os dados que a loja guarda sobre o cliente, como arquivo JSON (LGPD)",
        security: bearer,
        response: { 200: clientExportSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await exportClientData(ctx, callerId(request));
      const day = data.exported_at.slice(0, 10);
      return reply.header("Content-Disposition", `attachment; filename="meus-dados-forno-${day}.json"`).send(data);
    },
  );
};
