import { couponCreateBodySchema, couponListQuerySchema, couponSchema, couponUpdateBodySchema, idParamSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate } from "../../plugins/auth";
import { createCoupon, listCoupons, updateCoupon } from "./coupons.service";

const bearer = [{ bearerAuth: [] }];

/** The store's coupons (growth.md section 1), staff only; no delete: `active: false` pauses one. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/coupons",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["coupons"],
        summary: "Cupons de desconto (equipe)",
        security: bearer,
        querystring: couponListQuerySchema,
        response: { 200: z.array(couponSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCoupons(ctx.db, request.query),
  );

  app.post(
    "/coupons",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["coupons"],
        summary: "Cria um cupom (equipe); o código é guardado em maiúsculas e não se repete",
        security: bearer,
        body: strictBody(couponCreateBodySchema),
        response: { 201: couponSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createCoupon(ctx.db, request.body)),
  );

  app.patch(
    "/coupons/:id",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["coupons"],
        summary: "Altera ou pausa um cupom (equipe); pedidos já feitos mantêm o preço",
        security: bearer,
        params: z.object({ id: idParamSchema }),
        body: strictBody(couponUpdateBodySchema),
        response: { 200: couponSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateCoupon(ctx.db, request.params.id, request.body),
  );
};
