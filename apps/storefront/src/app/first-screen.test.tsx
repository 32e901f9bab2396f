import { screen, waitFor } from "@testing-library/react";
import { startTransition } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMockApi } from "../../test/mock-api";

// A screen opened by its address (a link shared, a reload) paints without the loading screen in
// between once main.tsx has awaited preloadScreen: React keeps a loading screen it has shown up for
// 300 ms, which held every such screen's first paint back (decision 3712).

let root: Root | undefined;
let container: HTMLElement | undefined;
beforeEach(() => {
  // React's own scheduler, as in the browser: act() would run the render's tasks back to back.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(async () => {
  root?.unmount();
  container?.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/**
 * Renders the routes at `path` as main.tsx does (after `preload`, in a transition) with modules of
 * their own (no chunk loaded by an earlier test), and records whether "Carregando..." ever showed.
 */
async function openByAddress(path: string, preload: boolean): Promise<{ loadingShown: () => boolean }> {
  vi.resetModules();
  const [{ preloadScreen }, { Providers }, { createQueryClient }, { AppRoutes }] = await Promise.all([
    import("./lazy-routes"),
    import("./providers"),
    import("./query-client"),
    import("./routes"),
  ]);
  let loadingShown = false;
  container = document.body.appendChild(document.createElement("div"));
  const observer = new MutationObserver(() => {
    if (container?.querySelector('[aria-label="Carregando..."]')) loadingShown = true;
  });
  observer.observe(container, { childList: true, subtree: true });
  if (preload) await preloadScreen(path);
  const queryClient = createQueryClient();
  root = createRoot(container);
  const app = root;
  startTransition(() =>
    app.render(
      <Providers queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>,
    ),
  );
  await waitFor(() => expect(container?.querySelector("main")).not.toBeNull());
  return { loadingShown: () => loadingShown };
}

describe("the first screen", () => {
  useMockApi();

  // On a screen no other test opens: the test runner answers import() of a module already loaded at once.
  it("shows the loading screen when the code was not preloaded (what the preload removes)", async () => {
    const { loadingShown } = await openByAddress("/menu", false);
    expect(await screen.findByRole("heading", { name: "Menu" })).toBeInTheDocument();
    expect(loadingShown()).toBe(true);
  });

  it.each([
    ["/cart", "Seu carrinho está vazio"],
    ["/catalog", "Cardápio"],
    ["/sign-in", "Acessar"],
  ])("%s, its code preloaded, paints without the loading screen", async (path, heading) => {
    const { loadingShown } = await openByAddress(path, true);
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    expect(loadingShown()).toBe(false);
  });
});
