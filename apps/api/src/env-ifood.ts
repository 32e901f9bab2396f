import { z } from "zod";

/** iFood's Merchant API (growth.md section 4): the real service unless IFOOD_BASE_URL names a fake. */
export const IFOOD_DEFAULT_BASE_URL = "https://merchant-api.ifood.com.br";

const text = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/**
 * The iFood variables of src/env.ts. The connector is on only with all three credentials; the
 * secret's name says SECRET, so a start-up error never echoes it.
 */
export const ifoodEnvFields = {
  IFOOD_CLIENT_ID: text.pipe(z.string().max(200).optional()),
  IFOOD_CLIENT_SECRET: text.pipe(z.string().max(500).optional()),
  /** The store's merchant id on iFood (a UUID in the Portal do Parceiro). */
  IFOOD_MERCHANT_ID: text.pipe(z.string().max(100).regex(/^[\w-]+$/, "must be the merchant id as the Portal do Parceiro shows it").optional()),
  /** Unset: iFood's own address; tests point it at a local fake. */
  IFOOD_BASE_URL: text.pipe(z.url().regex(/^https?:\/\//, "must be an http(s) URL").optional()),
  /** How long one call to iFood may take. */
  IFOOD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How often the deployment's one poller asks iFood for events (iFood asks for 30 s; tests go faster). */
  IFOOD_POLL_INTERVAL_MS: z.coerce.number().int().min(200).max(300_000).default(30_000),
  /** The first retry of a status call iFood did not answer; each next one waits twice as long. */
  IFOOD_RETRY_AFTER_MS: z.coerce.number().int().min(10).max(600_000).default(10_000),
};

type IfoodEnv = { IFOOD_CLIENT_ID?: string | undefined; IFOOD_CLIENT_SECRET?: string | undefined; IFOOD_MERCHANT_ID?: string | undefined };

const CREDENTIALS = ["IFOOD_CLIENT_ID", "IFOOD_CLIENT_SECRET", "IFOOD_MERCHANT_ID"] as const;

/** The start-up problems of the iFood settings: the three credentials go together. */
export function ifoodEnvProblems(env: IfoodEnv): Array<{ variable: string; message: string }> {
  const missing = CREDENTIALS.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === CREDENTIALS.length) return [];
  return missing.map((variable) => ({ variable, message: "IFOOD_CLIENT_ID, IFOOD_CLIENT_SECRET and IFOOD_MERCHANT_ID must be set together" }));
}

/** Where the connector calls: IFOOD_BASE_URL, else iFood's address. */
export function ifoodBaseUrl(env: { IFOOD_BASE_URL?: string | undefined }): string {
  return (env.IFOOD_BASE_URL ?? IFOOD_DEFAULT_BASE_URL).replace(/\/+$/, "");
}
