import {
  authProfileSchema,
  loginBodySchema,
  messageResponseSchema,
  passwordForgotBodySchema,
  passwordResetBodySchema,
  passwordResetResponseSchema,
  signInBodySchema,
  tokenResponseSchema,
} from "@forno/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/route-schemas";
import { strictBody } from "../../lib/strict-body";
import { authenticate } from "../../plugins/auth";
import { spendAttempt } from "../../lib/attempt-counter";
import { authRateLimit } from "../../plugins/security";
import { CODE_REQUESTS_PER_ADDRESS, CODE_REQUESTS_PER_DOCUMENT } from "./account-limits";
import { issueToken, refreshToken, signIn } from "./auth.service";
import { FORGOT_MESSAGE, RESET_DONE_MESSAGE, requestPasswordReset, resetPassword } from "./password-reset.service";

const bearer = [{ bearerAuth: [] }];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const rateLimit = authRateLimit(app);

  app.post(
    "/auth/sign-in",
    {
      config: { rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Entrada de clientes (loja)",
        body: strictBody(signInBodySchema),
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ access_token: await signIn(ctx, "client", request.body.document, request.body.password) }),
  );

  app.post(
    "/auth/login",
    {
      config: { rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Entrada da equipe (backoffice)",
        body: strictBody(loginBodySchema),
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ access_token: await signIn(ctx, "staff", request.body.document, request.body.password) }),
  );

  app.get(
    "/auth/profile",
    {
      onRequest: authenticate(app),
      schema: {
        tags: ["auth"],
        summary: "Dados da sessão",
        security: bearer,
        response: { 200: authProfileSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { sub, username, name, role, iat, exp } = request.user!;
      return { sub, username, name, role, iat, exp };
    },
  );

  app.get(
    "/auth/refresh",
    {
      onRequest: authenticate(app),
      schema: {
        tags: ["auth"],
        summary: "Renova o token",
        security: bearer,
        response: { 200: tokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ access_token: await refreshToken(ctx, request.user!) }),
  );

  app.post(
    "/auth/password/forgot",
    {
      // Limited by its own numbers and message (growth.md section 5), not the per-address default.
      schema: {
        tags: ["auth"],
        summary: "Envia por SMS um código de 6 caracteres (mesma resposta exista ou não a conta)",
        body: strictBody(passwordForgotBodySchema),
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { document } = request.body;
      await spendAttempt(ctx.attempts, CODE_REQUESTS_PER_ADDRESS, ctx.attempts.subject("code-address", request.ip));
      await spendAttempt(ctx.attempts, CODE_REQUESTS_PER_DOCUMENT, ctx.attempts.subject("code-document", document));
      const outcome = await requestPasswordReset(ctx, document);
      if (outcome === "phone-limit") request.log.warn("password code not texted: the account's phone already got 3 codes within 15 minutes");
      return { message: FORGOT_MESSAGE };
    },
  );

  app.post(
    "/auth/password/reset",
    {
      config: { rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Troca a senha com o código recebido (válido por 15 min, 5 tentativas)",
        body: strictBody(passwordResetBodySchema),
        response: { 200: passwordResetResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { document, token, password } = request.body;
      const clientId = await resetPassword(ctx, document, token, password);
      return { message: RESET_DONE_MESSAGE, access_token: await issueToken(ctx, "client", clientId) };
    },
  );
};
