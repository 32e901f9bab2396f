import { idParamSchema, settingListQuerySchema, settingSchema, settingUpdateBodySchema, storeDetailsSchema, storeInfoSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicBaseUrl } from "../../lib/public-url";
import { errorResponses, sendJsonText } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate } from "../../plugins/auth";
import { listSettings, storeDetails, storeInfoNow, updateSetting } from "./settings.service";

const bearer = [{ bearerAuth: [] }];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/settings",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["settings"],
        summary: "Configurações da loja (equipe)",
        security: bearer,
        querystring: settingListQuerySchema,
        response: { 200: z.array(settingSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listSettings(ctx.db, request.query),
  );

  app.patch(
    "/settings/:id",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["settings"],
        summary: "Altera o valor de uma configuração (checado pelo tipo da configuração)",
        security: bearer,
        params: z.object({ id: idParamSchema }),
        body: strictBody(settingUpdateBodySchema),
        response: { 200: settingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const setting = await updateSetting(ctx.db, request.params.id, request.body.value);
      await ctx.storeInfoCache.changed();
      return setting;
    },
  );

  app.get(
    "/settings/store",
    {
      schema: {
        tags: ["settings"],
        summary: "Informações públicas da loja",
        response: { 200: storeInfoSchema },
      },
    },
    async (request, reply) => {
      // Read on every storefront visit, changed a few times a day: served from memory as ready JSON,
      // built once per state of the store (until its next opening or closing, or a write).
      const baseUrl = publicBaseUrl(request);
      const cached = ctx.storeInfoCache.get(baseUrl);
      if (cached !== undefined) return sendJsonText(reply, cached);
      const generation = ctx.storeInfoCache.generation();
      const { info, changesAt } = await storeInfoNow(ctx, baseUrl, new Date());
      const json = JSON.stringify(info);
      ctx.storeInfoCache.set(baseUrl, json, generation, changesAt);
      return sendJsonText(reply, json);
    },
  );

  app.get(
    "/settings/store/details",
    {
      schema: {
        tags: ["settings"],
        summary: "Informações completas da loja: redes sociais, mensagens e dados legais",
        response: { 200: storeDetailsSchema },
      },
    },
    async (request) => storeDetails(ctx, publicBaseUrl(request)),
  );
};
