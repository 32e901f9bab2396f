import { fiscalCancelBodySchema, fiscalNoteRowSchema, idParamSchema, orderSchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate } from "../../plugins/auth";
import { type FiscalContext, cancelNote, listProblemNotes, requestNote } from "./fiscal-notes.service";

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });

/** The NFC-e's routes (growth.md section 3), staff only. */
export const fiscalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const fiscal: FiscalContext = { db: ctx.db, provider: ctx.fiscal, log: app.log, leaseMs: ctx.env.FOCUSNFE_TIMEOUT_MS + 5_000 };

  app.post(
    "/orders/:id/fiscal",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["fiscal"],
        summary:
          "Emite a NFC-e do pedido ou tenta de novo (rejeitada, com erro ou sem resposta do emissor); 409 quando já está autorizada; 422 com a NFC-e desligada, sem provedor, pedido não pago ou cancelado",
        security: bearer,
        params: idParams,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => requestNote(fiscal, request.params.id),
  );

  app.delete(
    "/orders/:id/fiscal",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["fiscal"],
        summary:
          'Cancela a NFC-e autorizada do pedido com o motivo (reason, 15 a 255 caracteres); depois de fiscal.cancel_window_minutes, 422 "Prazo de cancelamento da NFC-e encerrado."; a recusa da SEFAZ é um 422 com a mensagem dela',
        security: bearer,
        params: idParams,
        body: strictBody(fiscalCancelBodySchema),
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => cancelNote(fiscal, request.params.id, request.body.reason),
  );

  app.get(
    "/fiscal/notes",
    {
      onRequest: authenticate(app, "staff"),
      schema: {
        tags: ["fiscal"],
        summary: "NFC-e que precisam da equipe: rejeitadas ou com erro (com a mensagem da SEFAZ), sem resposta há mais de 10 minutos, ou autorizadas em pedido cancelado fora do prazo",
        security: bearer,
        response: { 200: z.array(fiscalNoteRowSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listProblemNotes(fiscal),
  );
};
