import { orderSlotSchema, orderSlotsQuerySchema, storeHoursBodySchema, storeHoursSchema, storePauseBodySchema } from "@forno/domain/schemas";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate } from "../../plugins/auth";
import { listOrderSlots } from "./order-slots.service";
import { hoursAnswer, pauseStore, readOperationRules, readStoreHours, replaceStoreHours, resumeStore } from "./store-hours.service";

const bearer = [{ bearerAuth: [] }];

export interface StoreHoursOptions {
  /** Told after every pause or resume (the iFood connector mirrors it); never awaited by the request. */
  afterPauseChange?: (log: FastifyBaseLogger) => void;
}

/** Store hours, the pause and the scheduling slots (contract section 2). */
export const storeHoursRoutes: FastifyPluginAsyncZod<StoreHoursOptions> = async (app, { afterPauseChange }) => {
  const { ctx } = app;
  /** GET /settings/store caches the hours row: every write clears it on every instance. */
  const storeChanged = async <T>(answer: T): Promise<T> => {
    await ctx.storeInfoCache.changed();
    return answer;
  };

  app.get(
    "/store/hours",
    {
      schema: {
        tags: ["store"],
        summary: "Horários da loja, pausa e se está aberta agora",
        response: { 200: storeHoursSchema },
      },
    },
    async () => {
      const now = new Date();
      return hoursAnswer(await readStoreHours(ctx.db, now), now);
    },
  );

  app.put(
    "/store/hours",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["store"],
        summary: "Substitui os horários da semana e as exceções (equipe)",
        security: bearer,
        body: strictBody(storeHoursBodySchema),
        response: { 200: storeHoursSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => storeChanged(await replaceStoreHours(ctx.db, request.body)),
  );

  app.post(
    "/store/pause",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["store"],
        summary: "Pausa os pedidos por alguns minutos ou até retomar (equipe)",
        security: bearer,
        body: strictBody(storePauseBodySchema),
        response: { 200: storeHoursSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const answer = await storeChanged(await pauseStore(ctx.db, request.body));
      afterPauseChange?.(request.log);
      return answer;
    },
  );

  app.delete(
    "/store/pause",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["store"],
        summary: "Retoma os pedidos (equipe)",
        security: bearer,
        response: { 200: storeHoursSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const answer = await storeChanged(await resumeStore(ctx.db));
      afterPauseChange?.(request.log);
      return answer;
    },
  );

  app.get(
    "/orders/slots",
    {
      schema: {
        tags: ["orders"],
        summary: "Horários de agendamento de uma data, com as vagas restantes",
        querystring: orderSlotsQuerySchema,
        response: { 200: z.array(orderSlotSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const now = new Date();
      const [hours, rules] = await Promise.all([readStoreHours(ctx.db, now), readOperationRules(ctx.db)]);
      return listOrderSlots(ctx.database, hours, rules, request.query.date, now);
    },
  );
};
