import { BrowserRouter } from "react-router";
import { api } from "./api";
import { AppRoutes } from "./app-routes";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders api={api} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
