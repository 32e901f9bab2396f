import { z } from "zod";

/** The fiscal API's providers (growth.md section 3): none issues nothing. */
export const FISCAL_PROVIDER_NAMES = ["none", "sandbox", "focusnfe"] as const;
export type FiscalProviderName = (typeof FISCAL_PROVIDER_NAMES)[number];

/** Focus NFe's two environments: homologation (notes without fiscal value) unless production is named. */
export const FOCUSNFE_BASE_URLS = {
  homologation: "https://homologacao.focusnfe.com.br",
  production: "https://api.focusnfe.com.br",
} as const;

const text = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** The fiscal variables of src/env.ts. The token's name says TOKEN: a start-up error never echoes it. */
export const fiscalEnvFields = {
  FISCAL_PROVIDER: z.enum(FISCAL_PROVIDER_NAMES).default("none"),
  /** The company's token at Focus NFe (HTTP Basic user, empty password). */
  FOCUSNFE_TOKEN: text,
  FOCUSNFE_ENV: z.enum(["homologation", "production"]).default("homologation"),
  /** Unset: the FOCUSNFE_ENV's address; tests point it at a local fake. */
  FOCUSNFE_BASE_URL: text.pipe(z.url().regex(/^https?:\/\//, "must be an http(s) URL").optional()),
  /** How long one call to the provider may take (SEFAZ answers NFC-e synchronously). */
  FOCUSNFE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  /** The first retry of a note the provider did not answer; each next one waits twice as long, up to an hour. */
  FISCAL_RETRY_AFTER_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
};

type FiscalEnv = { FISCAL_PROVIDER: FiscalProviderName; FOCUSNFE_TOKEN?: string | undefined };

/** The start-up problems of the fiscal settings, by variable. */
export function fiscalEnvProblems(env: FiscalEnv): Array<{ variable: string; message: string }> {
  if (env.FISCAL_PROVIDER === "focusnfe" && env.FOCUSNFE_TOKEN === undefined) return [{ variable: "FOCUSNFE_TOKEN", message: "is required when FISCAL_PROVIDER=focusnfe" }];
  return [];
}

/** Where the focusnfe provider calls: FOCUSNFE_BASE_URL, else the environment's address. */
export function focusNfeBaseUrl(env: { FOCUSNFE_ENV: "homologation" | "production"; FOCUSNFE_BASE_URL?: string | undefined }): string {
  return (env.FOCUSNFE_BASE_URL ?? FOCUSNFE_BASE_URLS[env.FOCUSNFE_ENV]).replace(/\/+$/, "");
}
