import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { apiCall } from "./backoffice";
import { E2E_JWT_SECRET } from "./servers";
import { FAKE_SMS_URL, type ReceivedSms } from "./sms";
import { randomCpf } from "./storefront";

export interface NewAccount {
  name: string;
  document: string;
  masked: string;
  phone: string;
  password: string;
}

/** A customer of one test's own: a random valid CPF and a random phone, not yet signed up. */
export function newAccount(): NewAccount {
  const document = randomCpf();
  return {
    name: "Beatriz Teste Lima",
    document,
    masked: `${document.slice(0, 3)}.${document.slice(3, 6)}.${document.slice(6, 9)}-${document.slice(9)}`,
    phone: `119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    password: "Forno#2025",
  };
}

/** Signs the account up through the API (for tests about what comes after the sign-up). */
export async function signUpByApi(request: APIRequestContext, account: NewAccount) {
  await apiCall(request, "POST", "/clients", {
    data: { name: account.name, document: account.document, phone: account.phone, email: null, birthday: null, password: account.password },
  });
}

/** Fills and sends 'Acessar'. */
export async function signInByForm(page: Page, document: string, password: string) {
  await page.getByLabel("CPF ou CNPJ").fill(document);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** The text messages this phone received through the fake provider, newest first. */
export async function receivedSms(request: APIRequestContext, phone: string): Promise<ReceivedSms[]> {
  const response = await request.get(`${FAKE_SMS_URL}/_fake/messages?phone=${phone}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ReceivedSms[];
}

/** The 6-character code of the latest SMS that reached this phone (through Twilio, faked: support/sms.ts). */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const [latest] = await receivedSms(request, phone);
    code = /\b([A-Z0-9]{6})\b/.exec(latest?.text ?? "")?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** An HS256 token signed with the e2e API's secret, with the claims the API issues; `exp` may be in the past. */
export function signedToken(claims: { sub: string; username: string; name: string; role: "client" | "staff"; iat: number; exp: number }): string {
  const head = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const body = base64url(JSON.stringify({ ...claims, iss: "forno-api" }));
  const signature = createHmac("sha256", E2E_JWT_SECRET).update(`${head}.${body}`).digest("base64url");
  return `${head}.${body}.${signature}`;
}

/** The token's claims (no check: the test made or received it). */
export function tokenClaims(token: string) {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string; username: string; name: string; role: "client" | "staff"; iat: number; exp: number };
}
