import { healthSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../../lib/http-errors";
import { errorResponses } from "../../lib/route-schemas";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Saúde da API e do banco de dados",
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async () => {
      if (!(await app.ctx.database.ping())) throw new HttpError(503, "Banco de dados indisponível.");
      return { status: "ok" as const, database: "ok" as const };
    },
  );
};
