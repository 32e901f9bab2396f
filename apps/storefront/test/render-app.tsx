import type { CartLine } from "@forno/domain/schemas";
import { render } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { Providers } from "../src/app/providers";
import { createQueryClient } from "../src/app/query-client";
import { AppRoutes } from "../src/app/routes";
import { reloadCartFromStorage } from "../src/stores/cart/cart-store";
import { syncSessionFromStorage } from "../src/lib/session/session-store";

/** Shows where the router is, so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div hidden data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

export interface RenderAppOptions {
  /** Signed in with this token (the mock API knows "client-token"). */
  token?: string;
  /** Cart lines written to storage under `cart` before the app starts. */
  cart?: CartLine[];
  state?: unknown;
}

/** The whole storefront (real routes, stores and API client) at `path` (with its ?search and #hash), against the mock API. */
export function renderApp(path: string, { token, cart, state }: RenderAppOptions = {}) {
  if (token) localStorage.setItem("token", token);
  if (cart) localStorage.setItem("cart", JSON.stringify(cart));
  syncSessionFromStorage();
  reloadCartFromStorage();
  const url = new URL(path, "http://localhost");
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const result = render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, hash: url.hash, state }]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, queryClient };
}

export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? "";
}

export function currentState(): unknown {
  return JSON.parse(document.querySelector('[data-testid="location"]')?.getAttribute("data-state") ?? "null");
}
