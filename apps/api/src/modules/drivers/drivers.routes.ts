import { driverCreateBodySchema, driverListQuerySchema, driverSchema, driverUpdateBodySchema, idParamSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate } from "../../plugins/auth";
import { createDriver, listDrivers, updateDriver } from "./drivers.service";

const bearer = [{ bearerAuth: [] }];

/** The store's drivers (operations section 3), staff only. */
export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/drivers",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["drivers"],
        summary: "Entregadores (equipe)",
        security: bearer,
        querystring: driverListQuerySchema,
        response: { 200: z.array(driverSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listDrivers(ctx.db, request.query),
  );

  app.post(
    "/drivers",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["drivers"],
        summary: "Cadastra um entregador (equipe)",
        security: bearer,
        body: strictBody(driverCreateBodySchema),
        response: { 201: driverSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createDriver(ctx.db, request.body)),
  );

  app.patch(
    "/drivers/:id",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["drivers"],
        summary: "Altera um entregador (equipe)",
        security: bearer,
        params: z.object({ id: idParamSchema }),
        body: strictBody(driverUpdateBodySchema),
        response: { 200: driverSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateDriver(ctx.db, request.params.id, request.body),
  );
};
