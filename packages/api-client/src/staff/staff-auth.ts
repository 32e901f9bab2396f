import { type TokenResponse, type loginBodySchema } from "@forno/domain/schemas";
import { type z } from "zod";
import { type Http, send } from "../http";

/** Staff login (backoffice). A 401 here is "wrong credentials", not "session over". */
export function staffAuthApi({ ky }: Http) {
  return { login: (body: z.input<typeof loginBodySchema>) => send(() => ky.post("auth/login", { json: body }).json<TokenResponse>()) };
}
