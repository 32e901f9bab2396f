import { type StaffApiClient } from "@forno/api-client/staff";
import { createContext, type ReactNode, use } from "react";

const ApiContext = createContext<StaffApiClient | null>(null);

/** Hands the one API client to every feature; tests pass their own (memory token store, msw). */
export function ApiProvider({ api, children }: { api: StaffApiClient; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): StaffApiClient {
  const api = use(ApiContext);
  if (!api) throw new Error("useApi must be used inside <ApiProvider>");
  return api;
}
