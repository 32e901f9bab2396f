import type { Env } from "../env";
import { focusNfeBaseUrl } from "../env-fiscal";
import type { FiscalProvider } from "./fiscal-provider";
import { createFocusNfeProvider } from "./focusnfe-provider";
import { createSandboxFiscalProvider } from "./sandbox-fiscal-provider";

export { FiscalProviderUnreachable } from "./fiscal-provider";
export type { FiscalProvider, ProviderNote } from "./fiscal-provider";

/** The provider FISCAL_PROVIDER names; null for none (nothing is issued). */
export function createFiscalProvider(env: Env): FiscalProvider | null {
  switch (env.FISCAL_PROVIDER) {
    case "none":
      return null;
    case "sandbox":
      return createSandboxFiscalProvider();
    case "focusnfe":
      return createFocusNfeProvider({ baseUrl: focusNfeBaseUrl(env), token: env.FOCUSNFE_TOKEN ?? "", production: env.FOCUSNFE_ENV === "production", timeoutMs: env.FOCUSNFE_TIMEOUT_MS });
  }
}
