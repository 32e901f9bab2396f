import { useEffect } from "react";
import { BrowserRouter } from "react-router";
import { readApi as api } from "../lib/read-api";
import { prefetchOrderingPath } from "./lazy-routes";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";
import { AppRoutes } from "./routes";

const queryClient = createQueryClient();
// Every screen shows the store, and most visits land on home: ask for both before React renders.
void queryClient.prefetchQuery(api.settings.storeQuery());
if (window.location.pathname === "/") void queryClient.prefetchQuery(api.products.featuredQuery());

export function App() {
  useEffect(() => prefetchOrderingPath(), []);
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
