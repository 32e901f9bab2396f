import {
  cepAreaSchema,
  cepCreateBodySchema,
  cepListQuerySchema,
  cepLookupSchema,
  cepUpdateBodySchema,
  postalCodeParamSchema,
} from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-errors";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate } from "../../plugins/auth";
import { CEP_OUT_OF_AREA, createCep, findActiveCep, listCeps, toCepLookup, updateCep } from "./ceps.service";

const bearer = [{ bearerAuth: [] }];
/** A malformed CEP in the path is simply not an area we deliver to: the same 404 as an unknown one. */
const lookupParams = z.object({ postalCode: z.string() });
const postalCodeParams = z.object({ postalCode: postalCodeParamSchema });

export const cepsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/ceps",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["ceps"],
        summary: "Áreas de entrega (equipe)",
        security: bearer,
        querystring: cepListQuerySchema,
        response: { 200: z.array(cepAreaSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCeps(ctx.db, request.query),
  );

  app.get(
    "/ceps/:postalCode",
    {
      schema: {
        tags: ["ceps"],
        summary: "Consulta de um CEP atendido (só áreas ativas)",
        params: lookupParams,
        response: { 200: cepLookupSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const parsed = postalCodeParamSchema.safeParse(request.params.postalCode);
      if (!parsed.success) throw notFound(CEP_OUT_OF_AREA);
      return toCepLookup(await findActiveCep(ctx.db, parsed.data));
    },
  );

  app.post(
    "/ceps",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["ceps"],
        summary: "Cria uma área de entrega (equipe)",
        security: bearer,
        body: strictBody(cepCreateBodySchema),
        response: { 201: cepAreaSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createCep(ctx.db, request.body)),
  );

  app.patch(
    "/ceps/:postalCode",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["ceps"],
        summary: "Altera uma área de entrega (equipe)",
        security: bearer,
        params: postalCodeParams,
        body: strictBody(cepUpdateBodySchema),
        response: { 200: cepAreaSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateCep(ctx.db, request.params.postalCode, request.body),
  );
};
