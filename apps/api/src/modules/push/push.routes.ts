import { idParamSchema, pushPublicKeySchema, pushSubscriptionBodySchema } from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate, callerId, isStaff } from "../../plugins/auth";
import { deleteSubscription, saveSubscription } from "./push.service";

const bearer = [{ bearerAuth: [] }];

/** Web Push (operations.md section 6): the VAPID public key and the callers' own subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const ownerOf = (request: Parameters<typeof callerId>[0]) => ({ role: isStaff(request) ? ("staff" as const) : ("client" as const), id: callerId(request) });

  app.get(
    "/push/public-key",
    {
      schema: {
        tags: ["push"],
        summary: "Chave pública VAPID (applicationServerKey de pushManager.subscribe)",
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ public_key: ctx.push.publicKey }),
  );

  app.post(
    "/push/subscriptions",
    {
      onRequest: authenticate(app, "client", "staff"),
      schema: {
        tags: ["push"],
        summary: "Inscreve este navegador nas notificações do chamador (o mesmo endpoint de novo atualiza a inscrição)",
        security: bearer,
        body: strictBody(pushSubscriptionBodySchema),
        response: { 201: z.object({ id: z.number().int().positive() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await saveSubscription(ctx.db, ownerOf(request), request.body, ctx.env.PUSH_SERVICE_HOSTS)),
  );

  app.delete(
    "/push/subscriptions/:id",
    {
      onRequest: authenticate(app, "client", "staff"),
      schema: {
        tags: ["push"],
        summary: "Cancela uma inscrição de notificações do chamador",
        security: bearer,
        params: z.object({ id: idParamSchema }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteSubscription(ctx.db, ownerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
