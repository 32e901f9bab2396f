import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { Outlet, type RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render";
import { preloadScreens, toElementRoutes } from "./element-routes";

describe("backoffice routes", () => {
  it("leads / to 'Login Administrativo' on /backoffice", async () => {
    const { router } = renderApp("/", { token: null });
    expect(await screen.findByRole("heading", { name: "Login Administrativo" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/backoffice");
  });

  it("shows 'Página não encontrada.' on an unknown path", async () => {
    renderApp("/backoffice/nao-existe", { token: null });
    expect(await screen.findByRole("heading", { name: "Página não encontrada." })).toBeInTheDocument();
  });

  it("asks for a screen's chunk together with its layout's, not after it", async () => {
    let layoutLoaded: (value: { Component: () => ReactElement }) => void = () => {};
    const loadLayout = vi.fn(() => new Promise<{ Component: () => ReactElement }>((resolve) => (layoutLoaded = resolve)));
    const loadScreen = vi.fn(async () => ({ Component: () => <h1>Tabela de teste</h1> }));
    const table: RouteObject[] = [
      {
        path: "/backoffice",
        hydrateFallbackElement: <p>Carregando...</p>,
        children: [{ lazy: loadLayout, children: [{ path: "tabela", lazy: loadScreen }] }],
      },
    ];
    renderApp("/backoffice/tabela", { routes: table });
    expect(await screen.findByText("Carregando...")).toBeInTheDocument();
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadScreen).toHaveBeenCalledTimes(1);

    layoutLoaded({ Component: () => <main><Outlet /></main> });
    expect(await screen.findByRole("heading", { name: "Tabela de teste" })).toBeInTheDocument();
    // The screen's lazy component took the download already started: one request for its chunk.
    expect(loadScreen).toHaveBeenCalledTimes(1);
  });

  it("preloadScreens resolves once every lazy screen on the path is in, and a failed download does not reject it", async () => {
    const loaded: string[] = [];
    const table = toElementRoutes([
      {
        path: "/backoffice",
        children: [
          {
            lazy: async () => {
              await new Promise((resolve) => setTimeout(resolve, 20));
              loaded.push("layout");
              return { Component: () => <Outlet /> };
            },
            children: [
              { path: "tabela", lazy: () => Promise.reject(new Error("offline")) },
              { path: "outra", lazy: async () => (loaded.push("outra"), { Component: () => null }) },
            ],
          },
        ],
      },
    ]);
    await expect(preloadScreens(table, "/backoffice/tabela")).resolves.toBeUndefined();
    // main.tsx renders after it: the layout's chunk is in; the other screen was not asked for.
    expect(loaded).toEqual(["layout"]);
  });
});
