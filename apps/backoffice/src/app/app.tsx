import { RouterProvider, createBrowserRouter } from "react-router";
import { LOGIN_PATH } from "../lib/use-end-session";
import { api, onSessionEnded } from "./api";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { routes } from "./routes";

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

// An expired or refused token (any 401 but the login's own) ends the session where it happens.
onSessionEnded(() => {
  queryClient.clear();
  void router.navigate(LOGIN_PATH, { replace: true });
});

export function App() {
  return (
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
