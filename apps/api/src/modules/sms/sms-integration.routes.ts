import { type SmsIntegration, smsIntegrationSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/route-schemas";
import { authenticate } from "../../plugins/auth";
import { readSmsIntegration } from "./sms-integration.service";

/** The staff's view of the text messages (the backoffice's Integrações screen, growth.md section 5). */
export const smsIntegrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/integrations/sms",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["integrations"],
        summary: "Mensagens de texto (SMS): o provedor, as enviadas hoje, as pendentes e a última falha",
        security: [{ bearerAuth: [] }],
        response: { 200: smsIntegrationSchema, ...errorResponses(401, 403) },
      },
    },
    async (): Promise<SmsIntegration> => readSmsIntegration(ctx),
  );
};
