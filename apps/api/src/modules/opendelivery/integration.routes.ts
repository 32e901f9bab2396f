import { OPENDELIVERY_INTEGRATION_OFF, OPENDELIVERY_NOT_CONFIGURED, type OpenDeliveryIntegration, openDeliveryIntegrationSchema, openDeliverySecretSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { conflict } from "../../lib/http-errors";
import { errorResponses } from "../../lib/route-schemas";
import { authenticate } from "../../plugins/auth";
import { readIntegrationFigures, rotateClientSecret } from "./integration-state";
import type { OpenDeliveryConfig } from "./opendelivery-config";

const bearer = [{ bearerAuth: [] }];
const tags = ["integrations"];
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The staff's view of the OpenDelivery integration (the backoffice's Integrações screen). */
export function integrationRoutes(config: OpenDeliveryConfig | null): FastifyPluginAsyncZod {
  return async (app) => {
    const { ctx } = app;

    app.get(
      "/integrations/opendelivery",
      {
        onRequest: authenticate(app, "staff"),
        schema: {
          tags,
          summary: "Estado da integração OpenDelivery (PDV): credenciais, último acesso, eventos pendentes, webhook",
          security: bearer,
          response: { 200: openDeliveryIntegrationSchema, ...errorResponses(401, 403) },
        },
      },
      async (): Promise<OpenDeliveryIntegration> => {
        if (config === null) return OPENDELIVERY_INTEGRATION_OFF;
        const figures = await readIntegrationFigures(ctx.db, config);
        return {
          enabled: true,
          client_id: config.clientId,
          merchant_id: config.merchantId,
          base_url: config.baseUrl,
          last_token_at: iso(figures.lastTokenAt),
          last_polled_at: iso(figures.lastPolledAt),
          pending_events: figures.pendingEvents,
          webhook_url: config.webhookUrl,
          last_webhook_at: iso(figures.lastWebhookAt),
          last_webhook_status: figures.lastWebhookStatus,
          secret_rotated_at: iso(figures.secretRotatedAt),
        };
      },
    );

    app.post(
      "/integrations/opendelivery/secret",
      {
        onRequest: authenticate(app, "staff"),
        schema: {
          tags,
          summary: "Gera um novo client_secret (o anterior e os tokens emitidos com ele deixam de valer); mostrado só agora",
          security: bearer,
          response: { 200: openDeliverySecretSchema, ...errorResponses(401, 403, 409) },
        },
      },
      async (request) => {
        if (config === null) throw conflict(OPENDELIVERY_NOT_CONFIGURED);
        const secret = await rotateClientSecret(ctx.db, config);
        request.log.info("the OpenDelivery client secret was rotated");
        return { client_secret: secret };
      },
    );
  };
}
