import { reportPeriodQuerySchema, reportSummarySchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { authenticate } from "../../plugins/auth";
import { reportOrdersCsv } from "./report-orders-csv.service";
import { reportSummary } from "./report-summary.service";

const bearer = [{ bearerAuth: [] }];
const csvDescription =
  "UTF-8 com BOM, separador `;`, vírgula decimal; cabeçalho `pedido;pago_em;cliente;telefone;canal;entrega;pagamento;subtotal;taxa_entrega;desconto;cupom;total;status;nfce`.";

/** The owner's figures (contract part 2, section 4): staff only, local dates of the store, at most 366 days. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/reports/summary",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["reports"],
        summary: "Resumo do período: faturamento, pedidos, cancelados, clientes, por dia e hora, produtos e tempos (equipe)",
        security: bearer,
        querystring: reportPeriodQuerySchema,
        response: { 200: reportSummarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => reportSummary(ctx.database, request.query),
  );

  app.get(
    "/reports/orders.csv",
    {
      config: { docs: { answerMediaType: "text/csv", answerHeaders: ["Content-Disposition"] } },
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["reports"],
        summary: "Pedidos contados e cancelados do período, em CSV para planilha (equipe)",
        description: csvDescription,
        security: bearer,
        querystring: reportPeriodQuerySchema,
        response: { 200: z.string().describe(csvDescription), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const text = await reportOrdersCsv(ctx.database, request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="pedidos-${from}-a-${to}.csv"`)
        .send(text);
    },
  );
};
