import { z } from "zod";
import { fiscalEnvFields, fiscalEnvProblems } from "./env-fiscal";
import { smsEnvFields, smsEnvProblems } from "./env-sms";
import { type TrustProxy, parseTrustProxy } from "./env-trust-proxy";

/**
 * Every environment variable the API reads, validated once at start-up.
 * Nothing else in the API reads `process.env` directly.
 */
const booleanish = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const DEFAULT_CORS_ORIGINS = [
  "http://localhost:4173",
  "http://localhost:4174",
  "http://localhost:5173",
  "http://localhost:5174",
  // The same apps opened by address (decision 3604).
  "http://127.0.0.1:4173",
  "http://127.0.0.1:4174",
  "http://127.0.0.1:5173",
  "http://127.0.0.1:5174",
];

/** Chrome and Android, Firefox, Safari and iOS home-screen apps, Edge. */
export const DEFAULT_PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "push.apple.com", "notify.windows.com"];

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./.data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    JWT_SECRET: optionalText.pipe(z.string().min(32, "must have at least 32 characters").optional()),
    JWT_EXPIRES_IN_SECONDS: z.coerce.number().int().positive().default(7 * 24 * 60 * 60),
    STAFF_DOCUMENT: optionalText,
    STAFF_PASSWORD: optionalText,
    STAFF_NAME: optionalText,
    PAYMENT_PROVIDER: z.enum(["sandbox", "mercadopago"]).default("sandbox"),
    MERCADOPAGO_PUBLIC_KEY: optionalText,
    /** Server-side credential of the Payments API (mercadopago provider). */
    MERCADOPAGO_ACCESS_TOKEN: optionalText,
    /** Secret of the webhook signature (x-signature, HMAC-SHA256); without it every notification is refused. */
    MERCADOPAGO_WEBHOOK_SECRET: optionalText,
    /** Base of the provider's HTTP API; tests point it at a local fake. */
    MERCADOPAGO_API_URL: z.url().default("https://api.mercadopago.com"),
    /** Sandbox provider: approve a Pix payment by itself after this many milliseconds (unset: only "Simular pagamento" approves). */
    SANDBOX_AUTO_APPROVE_MS: optionalText.pipe(z.string().regex(/^\d+$/, "must be a number of milliseconds").transform(Number).pipe(z.number().max(3_600_000)).optional()),
    CORS_ORIGINS: z
      .string()
      .optional()
      .transform((value) =>
        value === undefined || value.trim() === ""
          ? DEFAULT_CORS_ORIGINS
          : value
              .split(",")
              .map((origin) => origin.trim())
              .filter(Boolean),
      )
      .pipe(z.array(z.url({ message: "each origin must be a URL such as https://delivery.example.com" }))),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    /** Behind a reverse proxy: how many hops, or which addresses, are proxies (src/env-trust-proxy.ts). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx): TrustProxy => {
        const parsed = parseTrustProxy(value);
        if ("value" in parsed) return parsed.value;
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Unset: seeded outside production only (decision 1401). */
    SEED_DEMO: booleanish.optional(),
    /** Unset: on outside production only. */
    API_DOCS: booleanish.optional(),
    /**
     * The week a store without hours starts with (decisions 1605, 3603): `always` = every day
     * 00:00-00:00, `week` = Tuesday to Sunday 18:00-23:30, `none` = closed until the staff set the
     * hours. Unset: `none` in production (no invented hours), `always` otherwise.
     */
    SEED_HOURS: z.enum(["week", "always", "none"]).optional(),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_AUTH_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
    ...smsEnvFields,
    ...fiscalEnvFields,
    /** Web Push (VAPID, operations.md section 6): set both keys or neither (unset: generated once into DATA_DIR/vapid-keys.json). */
    VAPID_PUBLIC_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, "must be a base64url P-256 public key (npx web-push generate-vapid-keys)").optional()),
    VAPID_PRIVATE_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, "must be a base64url P-256 private key (npx web-push generate-vapid-keys)").optional()),
    /** The contact push services may use: a mailto: or https: URL. Unset: PUBLIC_URL when https, else a placeholder mailto:. */
    VAPID_SUBJECT: optionalText.pipe(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL").optional()),
    /**
     * Hosts a push subscription's endpoint may point at (it or a subdomain), on port 443 unless the
     * entry names one (`host:port`): the API posts to that address, so any other is refused (no
     * requests to the internal network). Comma-separated.
     */
    PUSH_SERVICE_HOSTS: z
      .string()
      .optional()
      .transform((value) =>
        (value === undefined || value.trim() === "" ? DEFAULT_PUSH_SERVICE_HOSTS : value.split(",")).map((host) => host.trim().toLowerCase()).filter(Boolean),
      ),
    /**
     * OpenDelivery (operations.md section 7): a store's PDV pulls orders with these credentials. Set
     * both to turn /opendelivery on; unset, every /opendelivery path is a 404.
     */
    OPENDELIVERY_CLIENT_ID: optionalText.pipe(z.string().max(200).regex(/^[\x21-\x7E]+$/, "must be printable ASCII without spaces").optional()),
    OPENDELIVERY_CLIENT_SECRET: optionalText.pipe(z.string().min(16, "must have at least 16 characters").max(200).optional()),
    /** The merchant's id the PDV knows the store by (36 to 100 characters, decision 2001). Unset: derived from the client id. */
    OPENDELIVERY_MERCHANT_ID: optionalText.pipe(z.string().min(36, "must have 36 to 100 characters (the standard's merchant id)").max(100).optional()),
    /** The PDV's webhook base: new events are also POSTed, signed, to `${url}/v1/newEvent` (polling stays the fallback). */
    OPENDELIVERY_WEBHOOK_URL: optionalText.pipe(z.url().regex(/^https?:\/\//, "must be an http(s) URL").optional()),
    /** Event streams: a comment line at least this often keeps proxies from closing idle streams (max 25 s). */
    SSE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(25_000).default(15_000),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === "mercadopago" && env.MERCADOPAGO_ACCESS_TOKEN === undefined) {
      ctx.addIssue({ code: "custom", path: ["MERCADOPAGO_ACCESS_TOKEN"], message: "is required when PAYMENT_PROVIDER=mercadopago" });
    }
    if (env.NODE_ENV === "production" && env.PUBLIC_URL === undefined) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required in production: the API's public address, e.g. https://api.forno.example (image and logo URLs)" });
    }
    for (const { variable, message } of [...smsEnvProblems(env), ...fiscalEnvProblems(env)]) ctx.addIssue({ code: "custom", path: [variable], message });
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.VAPID_PUBLIC_KEY === undefined ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY"],
        message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together",
      });
    }
    if ((env.OPENDELIVERY_CLIENT_ID === undefined) !== (env.OPENDELIVERY_CLIENT_SECRET === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.OPENDELIVERY_CLIENT_ID === undefined ? "OPENDELIVERY_CLIENT_ID" : "OPENDELIVERY_CLIENT_SECRET"],
        message: "OPENDELIVERY_CLIENT_ID and OPENDELIVERY_CLIENT_SECRET must be set together",
      });
    }
    if ((env.STAFF_DOCUMENT === undefined) !== (env.STAFF_PASSWORD === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.STAFF_DOCUMENT === undefined ? "STAFF_DOCUMENT" : "STAFF_PASSWORD"],
        message: "STAFF_DOCUMENT and STAFF_PASSWORD must be set together",
      });
    }
  })
  .transform((env) => {
    const production = env.NODE_ENV === "production";
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
    return {
      ...env,
      SEED_DEMO: env.SEED_DEMO ?? !production,
      API_DOCS: env.API_DOCS ?? !production,
      SMS_PROVIDER: env.SMS_PROVIDER ?? "console",
      // Absolute URLs never come from a request's Host header (decision 1401).
      PUBLIC_URL: publicUrl,
      VAPID_SUBJECT: env.VAPID_SUBJECT ?? (publicUrl.startsWith("https://") ? publicUrl : "mailto:push@forno.invalid"),
    };
  });

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses a raw environment; throws an EnvError naming every bad variable. */
export function parseEnv(raw: Record<string, string | undefined> = process.env): Env {
  // English messages here whatever locale the API configured for its HTTP answers.
  const english = z.locales.en().localeError;
  const result = envSchema.safeParse(raw, { error: (issue) => english(issue) });
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.join(".") || "(environment)";
    const value = raw[variable];
    const shown = value === undefined || /SECRET|PASSWORD|TOKEN|PRIVATE_KEY/.test(variable) ? "" : ` (got "${value}")`;
    return `  - ${variable}${shown}: ${issue.message}`;
  });
  return fail(`Invalid environment variables:\n${lines.join("\n")}`);
}

function fail(message: string): never {
  throw new EnvError(message);
}
