import { phoneDigitsSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readSmsOutbox } from "../../sms/sms-outbox";

const outboxMessageSchema = z.object({ id: z.number().int(), phone: z.string(), body: z.string(), created_at: z.string() });

/**
 * Development aids, registered only when NODE_ENV is not "production": GET /dev/sms-outbox lets
 * end-to-end tests read the password code that the console SMS provider "sent".
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dev/sms-outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Mensagens SMS do provedor console (somente fora de produção)",
        querystring: z.object({ phone: z.string().transform((value) => value.replace(/\D/g, "")).pipe(phoneDigitsSchema).optional() }),
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (request) => readSmsOutbox(app.ctx.db, request.query.phone),
  );
};
