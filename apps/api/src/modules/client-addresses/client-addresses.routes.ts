import { addressCreateBodySchema, addressSchema, addressUpdateBodySchema, idParamSchema, listQuerySchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate, callerId } from "../../plugins/auth";
import { createAddress, deleteAddress, listAddresses, updateAddress } from "./client-addresses.service";

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });
const addressListQuerySchema = listQuerySchema({});

/** Every route here is scoped to the caller: another client's address id answers 404. */
export const clientAddressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook("onRequest", authenticate(app, "client"));

  app.get(
    "/client-addresses",
    {
      schema: {
        tags: ["client-addresses"],
        summary: "Endereços do cliente (o principal primeiro)",
        security: bearer,
        querystring: addressListQuerySchema,
        response: { 200: z.array(addressSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAddresses(ctx.db, callerId(request), request.query.take, request.query.skip),
  );

  app.post(
    "/client-addresses",
    {
      schema: {
        tags: ["client-addresses"],
        summary: "Cadastra um endereço (o CEP precisa ser de uma área de entrega ativa)",
        security: bearer,
        body: strictBody(addressCreateBodySchema),
        response: { 201: addressSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createAddress(ctx.db, callerId(request), request.body)),
  );

  app.patch(
    "/client-addresses/:id",
    {
      schema: {
        tags: ["client-addresses"],
        summary: "Altera um endereço do cliente",
        security: bearer,
        params: idParams,
        body: strictBody(addressUpdateBodySchema),
        response: { 200: addressSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateAddress(ctx.db, callerId(request), request.params.id, request.body),
  );

  app.delete(
    "/client-addresses/:id",
    {
      schema: {
        tags: ["client-addresses"],
        summary: "Remove um endereço do cliente",
        security: bearer,
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteAddress(ctx.db, callerId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
