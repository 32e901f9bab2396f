import {
  ACCOUNT_MESSAGES,
  clientUpdateBodySchema,
  dataRemovalRequestBodySchema,
  passwordForgotBodySchema,
  passwordResetBodySchema,
  signInBodySchema,
  signUpBodySchema,
  type Client,
  type ClientExport,
} from "@forno/domain/schemas";
import { http, HttpResponse } from "msw";
import { MOCK_RESET_CODE, type MockAccount } from "./fixtures";
import { type HandlerTools } from "./handler-tools";
import { unauthorizedMessage } from "./access";

/**
 * The account calls of seed 001 (sign-up, sign-in, profile, password recovery, data removal), each
 * body validated with the schema the API uses. Password codes are MOCK_RESET_CODE.
 */
export function accountHandlers({ data, url, error, parse, session }: HandlerTools) {
  const byDocument = (document: string) => data.accounts.find((account) => account.client.document === document);
  const signedInAccount = (request: Request): MockAccount | undefined => {
    const current = session(request);
    return current?.role === "client" ? data.accounts.find((account) => account.client.id === current.sub) : undefined;
  };

  return [
    http.post(url("/clients"), async ({ request }) => {
      const body = await parse(request, signUpBodySchema);
      if (body instanceof Response) return body;
      if (byDocument(body.document)) return error(409, ACCOUNT_MESSAGES.documentTaken);
      const id = 100 + data.accounts.length;
      const client: Client = { id, name: body.name, document: body.document, phone: body.phone, email: body.email ?? null, birthday: body.birthday ?? null };
      const token = `client-token-${id}`;
      data.accounts.push({ client, password: body.password, token });
      data.sessions[token] = { sub: id, username: body.document, name: body.name, role: "client" };
      return HttpResponse.json(client, { status: 201 });
    }),
    http.post(url("/auth/sign-in"), async ({ request }) => {
      const body = await parse(request, signInBodySchema);
      if (body instanceof Response) return body;
      const account = byDocument(body.document);
      if (!account || account.password !== body.password) return error(401, ACCOUNT_MESSAGES.invalidCredentials);
      return HttpResponse.json({ access_token: account.token });
    }),
    http.get(url("/clients/me/profile"), ({ request }) => {
      const account = signedInAccount(request);
      return account ? HttpResponse.json(account.client) : error(401, unauthorizedMessage(request));
    }),
    http.patch(url("/clients"), async ({ request }) => {
      const account = signedInAccount(request);
      if (!account) return error(401, unauthorizedMessage(request));
      const body = await parse(request, clientUpdateBodySchema);
      if (body instanceof Response) return body;
      const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      account.client = { ...account.client, ...changes };
      const current = data.sessions[account.token];
      if (current) current.name = account.client.name;
      return HttpResponse.json(account.client);
    }),
    http.post(url("/auth/password/forgot"), async ({ request }) => {
      const body = await parse(request, passwordForgotBodySchema);
      if (body instanceof Response) return body;
      if (byDocument(body.document)) data.resetCodes[body.document] = MOCK_RESET_CODE;
      return HttpResponse.json({ message: ACCOUNT_MESSAGES.forgot });
    }),
    http.post(url("/auth/password/reset"), async ({ request }) => {
      const body = await parse(request, passwordResetBodySchema);
      if (body instanceof Response) return body;
      const account = byDocument(body.document);
      if (!account || data.resetCodes[body.document] !== body.token) return error(400, ACCOUNT_MESSAGES.resetCodeInvalid);
      delete data.resetCodes[body.document];
      account.password = body.password;
      return HttpResponse.json({ message: ACCOUNT_MESSAGES.resetDone, access_token: account.token });
    }),
    http.get(url("/clients/me/export"), ({ request }) => {
      const account = signedInAccount(request);
      if (!account) return error(401, unauthorizedMessage(request));
      const exported_at = new Date().toISOString();
      const file: ClientExport = {
        exported_at,
        profile: account.client,
        addresses: data.addresses,
        orders: data.orders,
        saved_cards: data.cards.map((card) => ({ brand: card.payment_method.name, last_four_digits: card.last_four_digits })),
        privacy_requests: [],
        loyalty: { stamps: data.loyalty.stamps, next_expiry_at: data.loyalty.nextExpiryAt, history: data.loyalty.history },
      };
      const headers = { "Content-Disposition": `attachment; filename="meus-dados-forno-${exported_at.slice(0, 10)}.json"` };
      return HttpResponse.json(file, { headers });
    }),
    http.post(url("/clients/remove-data-request"), async ({ request }) => {
      const body = await parse(request, dataRemovalRequestBodySchema);
      if (body instanceof Response) return body;
      data.removalRequests.push(body);
      return HttpResponse.json({ message: ACCOUNT_MESSAGES.removalRequested }, { status: 201 });
    }),
  ];
}
