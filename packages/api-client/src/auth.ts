import {
  type AuthProfile,
  type MessageResponse,
  type PasswordResetResponse,
  type TokenResponse,
  type passwordForgotBodySchema,
  type passwordResetBodySchema,
  type signInBodySchema,
} from "@forno/domain/schemas";
import { type z } from "zod";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "./http";

export const authKeys = { profile: ["auth", "profile"] as const };

export function authApi({ ky }: Http) {
  const api = {
    /** Client sign-in (storefront). A 401 here is "wrong credentials", not "session over". */
    signIn: (body: z.input<typeof signInBodySchema>) => send(() => ky.post("auth/sign-in", { json: body }).json<TokenResponse>()),
    profile: () => send(() => ky.get("auth/profile").json<AuthProfile>()),
    refresh: () => send(() => ky.get("auth/refresh").json<TokenResponse>()),
    passwordForgot: (body: z.input<typeof passwordForgotBodySchema>) => send(() => ky.post("auth/password/forgot", { json: body }).json<MessageResponse>()),
    passwordReset: (body: z.input<typeof passwordResetBodySchema>) => send(() => ky.post("auth/password/reset", { json: body }).json<PasswordResetResponse>()),
  };
  return {
    ...api,
    /** Profile: cached 10 minutes, no retry (seed 000 sections 7 and 9). */
    profileQuery: () => queryOptions({ queryKey: authKeys.profile, queryFn: api.profile, staleTime: 10 * 60_000, retry: false }),
  };
}
