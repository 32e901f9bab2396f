import { driverReportQuerySchema, driverReportRowSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { authenticate } from "../../plugins/auth";
import { driverReport } from "./driver-report.service";

/** The drivers' end-of-night settlement ("Fechamento"), staff only. */
export const driverReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/reports/drivers",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["reports"],
        summary: "Fechamento dos entregadores de um dia (data local da loja)",
        security: [{ bearerAuth: [] }],
        querystring: driverReportQuerySchema,
        response: { 200: z.array(driverReportRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => driverReport(ctx.db, request.query.date),
  );
};
