import { memoryTokenStore } from "@forno/api-client";
import { type BackofficeMockData, backofficeMockData, createBackofficeMockApi } from "@forno/api-client/msw";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { useLayoutEffect } from "react";
import userEvent from "@testing-library/user-event";
import { type Location, MemoryRouter, type NavigateFunction, type RouteObject, useLocation, useNavigate } from "react-router";
import { AppProviders } from "../src/app/providers";
import { AppRoutes } from "../src/app/app-routes";
import { server } from "./setup";
import { createStaffApiClient } from "@forno/api-client/staff";

export const API_URL = "http://localhost:3000";

export interface RenderOptions {
  /** The stored token; null for a signed-out browser. Default: the mock's staff token. */
  token?: string | null;
  data?: BackofficeMockData;
  /** For vi.useFakeTimers(): user-event must advance them. */
  advanceTimers?: (ms: number) => unknown;
  /** Another route table (a hook's harness), written like routes.tsx; default the app's. */
  routes?: RouteObject[];
  /** Handlers in front of the mock's, before the first render (a screen already loaded asks at once). */
  handlers?: Parameters<typeof server.use>;
}

/**
 * Renders the whole app (the real route table, lazy screens included) at `path`, against the
 * msw mock of the API, with the token in memory.
 */
/** Where the app is and how to move it, as a test reads them (the router's own state is inside React). */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Tells the test where the app is after each render, and how the router navigates. */
function RouterProbe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender(location, navigate));
  return null;
}

/**
 * Renders the whole app (the real route table, lazy screens included) at `path`, against the
 * msw mock of the API, with the token in memory.
 */
export function renderApp(path: string, { token = "staff-token", data = backofficeMockData(), advanceTimers, routes: table, handlers = [] }: RenderOptions = {}) {
  const mock = createBackofficeMockApi(API_URL, data);
  server.use(...mock.handlers);
  server.use(...handlers);
  const tokenStore = memoryTokenStore(token);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
  const probe: { state: { location?: Location }; navigateTo?: NavigateFunction } = { state: {} };
  const router = {
    state: probe.state,
    navigate: ((to: never, options?: never) => probe.navigateTo!(to, options)) as NavigateFunction,
  } as TestRouter;
  const api = createStaffApiClient({
    baseUrl: API_URL,
    tokenStore,
    onUnauthorized: () => {
      queryClient.clear();
      void router.navigate("/backoffice", { replace: true });
    },
  });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  render(
    <AppProviders api={api} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe
          onRender={(location, navigate) => {
            probe.state.location = location;
            probe.navigateTo = navigate;
          }}
        />
        <AppRoutes {...(table ? { table } : {})} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { router, data: mock.data, tokenStore, queryClient, api, user };
}

/** The URL's search params, as the router sees them. */
export function searchOf(router: TestRouter): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}
