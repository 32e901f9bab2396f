import {
  clientLastAddressSchema,
  clientListQuerySchema,
  clientSchema,
  clientUpdateBodySchema,
  dataRemovalRequestBodySchema,
  idParamSchema,
  listedClientSchema,
  messageResponseSchema,
  signUpBodySchema,
} from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate, callerId, identify } from "../../plugins/auth";
import { authRateLimit } from "../../plugins/security";
import { clientLastAddress } from "./client-last-address.service";
import { REMOVAL_REQUESTED, getClient, listClients, requestDataRemoval, signUp, updateClient } from "./clients.service";

const bearer = [{ bearerAuth: [] }];

export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/clients",
    {
      // Per address, like sign-in (issue 29 point 2): 15 sign-ups in a second all went through.
      config: { rateLimit: authRateLimit(app) },
      schema: {
        tags: ["clients"],
        summary: "Cadastro de cliente",
        body: strictBody(signUpBodySchema),
        response: { 201: clientSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await signUp(ctx, request.body)),
  );

  app.get(
    "/clients",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["clients"],
        summary: "Lista de clientes (equipe)",
        security: bearer,
        querystring: clientListQuerySchema,
        response: { 200: z.array(listedClientSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listClients(ctx, request.query),
  );

  app.get(
    "/clients/:id/last-address",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["clients"],
        summary: "Último endereço de entrega do cliente (equipe), para um pedido por telefone: o do último pedido com entrega, senão o endereço principal",
        security: bearer,
        params: z.object({ id: idParamSchema }),
        response: { 200: clientLastAddressSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clientLastAddress(ctx.db, request.params.id),
  );

  app.patch(
    "/clients",
    {
      onRequest: authenticate(app, "client"),
      schema: {
        tags: ["clients"],
        summary: "O cliente altera os próprios dados",
        security: bearer,
        body: strictBody(clientUpdateBodySchema),
        response: { 200: clientSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateClient(ctx.db, callerId(request), request.body),
  );

  app.get(
    "/clients/me/profile",
    {
      onRequest: authenticate(app, "client"),
      schema: {
        tags: ["clients"],
        summary: "Dados pessoais do cliente",
        security: bearer,
        response: { 200: clientSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getClient(ctx.db, callerId(request)),
  );

  app.post(
    "/clients/remove-data-request",
    {
      onRequest: identify(app),
      schema: {
        tags: ["clients"],
        summary: "Pedido de remoção de dados (guardado para a equipe)",
        body: strictBody(dataRemovalRequestBodySchema),
        response: { 201: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const clientId = request.user?.role === "client" ? Number(request.user.sub) : null;
      await requestDataRemoval(ctx.db, request.body, clientId);
      return reply.code(201).send({ message: REMOVAL_REQUESTED });
    },
  );
};
