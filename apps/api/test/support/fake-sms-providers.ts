import { randomBytes, randomUUID } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** The credentials the fake accepts (the e2e API and the tests' apps are given these). */
export const FAKE_TWILIO = { accountSid: `AC${"0123456789abcdef".repeat(2)}`, authToken: "fake-twilio-auth-token-0123456789", from: "+5511940028922" };
export const FAKE_ZENVIA = { apiToken: "fake-zenvia-api-token-0123456789", from: "forno-pizzaria" };

export type FakeSmsProviderName = "twilio" | "zenvia";

/** Every request the fake received, as it came, and what it answered. */
export interface FakeSmsRequest {
  provider: FakeSmsProviderName | null;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  status: number | "dropped";
  /** When it arrived (performance.now() of the fake's process). */
  at: number;
}

/** A message the fake accepted: what a phone would receive. */
export interface FakeSmsMessage {
  provider: FakeSmsProviderName;
  id: string;
  /** As the provider was given it: "+5511..." (Twilio) or "5511..." (Zenvia). */
  to: string;
  /** The phone's digits without the country code, as the API stores them. */
  phone: string;
  from: string;
  text: string;
}

export interface FakeSmsProviders {
  /** http://127.0.0.1:<port>: give it to TWILIO_BASE_URL or ZENVIA_BASE_URL. */
  url: string;
  requests: FakeSmsRequest[];
  messages: FakeSmsMessage[];
  /** The next `count` requests answer `outcome` (an HTTP status) or lose their connection ("drop"). */
  failNext(count: number, outcome: number | "drop"): void;
  /** Every answer waits this long first (a slow provider). */
  delayMs: number;
  /** The API's variables that point SMS_PROVIDER at this fake. */
  env(provider: FakeSmsProviderName): Record<string, string>;
  close(): Promise<void>;
}

type Answer = [status: number, body: unknown];

const TWILIO_PATH = `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`;
const ZENVIA_PATH = "/v2/channels/sms/messages";
/** A Brazilian mobile or landline, DDD first: 10 or 11 digits. */
const BRAZIL_E164 = /^\+55(\d{10,11})$/;
const BRAZIL_DIGITS = /^55(\d{10,11})$/;

/** Twilio's error shape: `{ code, message, more_info, status }`. */
const twilioError = (status: number, code: number, message: string): Answer => [status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }];

/**
 * Checks a request exactly as growth.md section 5 describes Twilio's: HTTP Basic with the Account
 * SID and auth token, a form with exactly To (E.164, +55...), From (the account's number) and Body.
 */
function twilio(request: IncomingMessage, raw: string, accept: (message: Omit<FakeSmsMessage, "provider" | "id">) => string): Answer {
  const expected = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString("base64")}`;
  if (request.headers.authorization !== expected) return twilioError(401, 20003, "Authenticate");
  if (!String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) return twilioError(400, 21620, "Invalid content type: a form is expected");
  const form = new URLSearchParams(raw);
  const keys = [...form.keys()].sort();
  if (keys.join(",") !== "Body,From,To") return twilioError(400, 21603, `Expected exactly To, From and Body, got ${keys.join(", ")}`);
  const to = form.get("To") ?? "";
  const phone = BRAZIL_E164.exec(to)?.[1];
  if (phone === undefined) return twilioError(400, 21211, "Invalid 'To' Phone Number");
  if (form.get("From") !== FAKE_TWILIO.from) return twilioError(400, 21606, "The 'From' phone number provided is not a valid message-capable Twilio phone number for this account");
  const text = form.get("Body") ?? "";
  if (text === "" || text.length > 1600) return twilioError(400, 21602, "Message body is required and has at most 1600 characters");
  const sid = accept({ to, phone, from: FAKE_TWILIO.from, text });
  return [201, { sid, status: "queued", to, from: FAKE_TWILIO.from, body: text, account_sid: FAKE_TWILIO.accountSid, num_segments: "1", direction: "outbound-api" }];
}

/**
 * Checks a request exactly as growth.md section 5 describes Zenvia's: the X-API-TOKEN header and the
 * JSON `{ from, to, contents: [{ type: "text", text }] }` with `to` as digits "55DDNNNNNNNNN".
 */
function zenvia(request: IncomingMessage, raw: string, accept: (message: Omit<FakeSmsMessage, "provider" | "id">) => string): Answer {
  if (request.headers["x-api-token"] !== FAKE_ZENVIA.apiToken) return [401, { code: "AUTHENTICATION_ERROR", message: "Authentication error" }];
  if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) return [415, { code: "UNSUPPORTED_MEDIA_TYPE", message: "Content-Type must be application/json" }];
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return [400, { code: "VALIDATION_ERROR", message: "Malformed JSON" }];
  }
  const invalid = (message: string): Answer => [400, { code: "VALIDATION_ERROR", message, details: [{ code: "INVALID_FIELD", message }] }];
  if (Object.keys(body).sort().join(",") !== "contents,from,to") return invalid(`Expected exactly from, to and contents, got ${Object.keys(body).join(", ")}`);
  const contents = body.contents as Array<Record<string, unknown>>;
  if (!Array.isArray(contents) || contents.length !== 1 || Object.keys(contents[0] ?? {}).sort().join(",") !== "text,type" || contents[0]!.type !== "text") {
    return invalid("contents must be one { type: 'text', text }");
  }
  const text = contents[0]!.text;
  if (typeof text !== "string" || text === "") return invalid("contents[0].text is required");
  const to = String(body.to);
  const phone = BRAZIL_DIGITS.exec(to)?.[1];
  if (typeof body.to !== "string" || phone === undefined) return invalid("to must be the country code and digits, 55DDNNNNNNNNN");
  if (body.from !== FAKE_ZENVIA.from) return invalid("from is not a sender of this account");
  const id = accept({ to, phone, from: FAKE_ZENVIA.from, text });
  return [200, { id, from: FAKE_ZENVIA.from, to, direction: "OUT", channel: "sms", contents, timestamp: new Date().toISOString() }];
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const send = (response: ServerResponse, [status, body]: Answer) => {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};

/**
 * Local fakes of Twilio and Zenvia on one port (127.0.0.1), for the API's tests and the end-to-end
 * run: nothing leaves the machine. They refuse what the real services would (wrong credentials,
 * another request shape, a phone in the wrong format) in the services' own error shapes, and can be
 * made slow, failing or unreachable. `GET /_fake/messages?phone=` lists what "phones" received, newest
 * first (the end-to-end tests read password codes there).
 */
export async function startFakeSmsProviders(port = 0): Promise<FakeSmsProviders> {
  const requests: FakeSmsRequest[] = [];
  const messages: FakeSmsMessage[] = [];
  const failures: Array<number | "drop"> = [];
  const state = { delayMs: 0 };

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const path = (request.url ?? "/").split("?")[0]!;
      if (request.method === "GET" && path === "/_fake/messages") {
        const phone = new URL(request.url ?? "/", "http://fake").searchParams.get("phone");
        return send(response, [200, messages.filter((message) => phone === null || message.phone === phone).toReversed()]);
      }
      if (request.method === "GET" && path === "/_fake/health") return send(response, [200, { ok: true }]);
      const provider: FakeSmsProviderName | null = path === TWILIO_PATH ? "twilio" : path === ZENVIA_PATH ? "zenvia" : null;
      const record: FakeSmsRequest = { provider, method: request.method ?? "", path, headers: { ...request.headers }, rawBody: raw, status: 404, at: performance.now() };
      requests.push(record);
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      const failure = failures.shift();
      if (failure === "drop") {
        record.status = "dropped";
        request.socket.destroy();
        return;
      }
      if (failure !== undefined) {
        record.status = failure;
        return send(response, provider === "twilio" ? twilioError(failure, failure >= 500 ? 20500 : 20429, "Fake failure") : [failure, { code: "FAKE_FAILURE", message: "Fake failure" }]);
      }
      const accept = (message: Omit<FakeSmsMessage, "provider" | "id">) => {
        const id = provider === "twilio" ? `SM${randomBytes(16).toString("hex")}` : randomUUID();
        messages.push({ ...message, provider: provider!, id });
        return id;
      };
      let answer: Answer;
      if (provider === null || request.method !== "POST") answer = [404, { code: 20404, message: "The requested resource was not found", status: 404 }];
      else answer = provider === "twilio" ? twilio(request, raw, accept) : zenvia(request, raw, accept);
      record.status = answer[0];
      send(response, answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    messages,
    failNext(count, outcome) {
      for (let i = 0; i < count; i += 1) failures.push(outcome);
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    env(provider): Record<string, string> {
      if (provider === "twilio")
        return { SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid, TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken, TWILIO_FROM: FAKE_TWILIO.from, TWILIO_BASE_URL: url };
      return { SMS_PROVIDER: "zenvia", ZENVIA_API_TOKEN: FAKE_ZENVIA.apiToken, ZENVIA_FROM: FAKE_ZENVIA.from, ZENVIA_BASE_URL: url };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
