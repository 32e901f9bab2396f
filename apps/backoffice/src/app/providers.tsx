import { type StaffApiClient } from "@forno/api-client/staff";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode } from "react";
import { ApiProvider } from "../lib/api-context";
import { Toasts } from "../lib/toasts";

export function AppProviders({ api, queryClient, children }: { api: StaffApiClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api}>
        {children}
        <Toasts />
      </ApiProvider>
    </QueryClientProvider>
  );
}
