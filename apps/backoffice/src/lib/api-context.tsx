import { type BackofficeApi } from "./backoffice-api";
import { createContext, type ReactNode, use } from "react";

const ApiContext = createContext<BackofficeApi | null>(null);

/** Hands the one API client to every feature; tests pass their own (memory token store, msw). */
export function ApiProvider({ api, children }: { api: BackofficeApi; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): BackofficeApi {
  const api = use(ApiContext);
  if (!api) throw new Error("useApi must be used inside <ApiProvider>");
  return api;
}
