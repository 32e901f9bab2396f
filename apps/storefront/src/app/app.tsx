import { useEffect } from "react";
import { BrowserRouter } from "react-router";
import { prefetchOrderingPath } from "./lazy-routes";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";
import { AppRoutes } from "./routes";

const queryClient = createQueryClient();

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
