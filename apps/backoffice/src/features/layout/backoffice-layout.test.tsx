import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render";
import { NARROW_WINDOW, useSidebarStore } from "./sidebar-store";

afterEach(() => vi.unstubAllGlobals());

describe("backoffice layout", () => {
  it("sends a browser without a token to the login", async () => {
    const { router } = renderApp("/backoffice/products", { token: null });
    expect(await screen.findByRole("heading", { name: "Login Administrativo" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/backoffice");
  });

  it("refuses a client's token: the token is removed and the login shows", async () => {
    const { tokenStore } = renderApp("/backoffice/dashboard", { token: "client-token" });
    expect(await screen.findByRole("heading", { name: "Login Administrativo" })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
  });

  it("returns an expired session (401) to the login", async () => {
    const { tokenStore } = renderApp("/backoffice/products", { token: "expired-token" });
    expect(await screen.findByRole("heading", { name: "Login Administrativo" })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
  });

  it("lists every section and collapses to icons, the flag kept in the global store", async () => {
    const { user } = renderApp("/backoffice/dashboard");
    const nav = await screen.findByRole("navigation", { name: "Menu principal" });
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Dashboard", "Pedidos", "Produtos", "Adicionais", "Clientes", "CEPs", "Entregadores", "Cupons", "Minha loja", "Horários", "Configurações", "Integrações", "Relatórios", "Privacidade", "Ajuda"]);
    await user.click(screen.getByRole("button", { name: "Recolher menu" }));
    expect(useSidebarStore.getState().expanded).toBe(false);
    expect(screen.getByRole("button", { name: "Expandir menu" })).toHaveAttribute("aria-expanded", "false");
    // Collapsed, the names stay for screen readers.
    expect(within(nav).getByRole("link", { name: "Produtos" })).toBeInTheDocument();
  });

  it("on a phone, choosing a section closes the open menu (it lies over the page); on a laptop it stays open", async () => {
    const { user, router } = renderApp("/backoffice/dashboard");
    useSidebarStore.getState().setExpanded(true);
    const nav = await screen.findByRole("navigation", { name: "Menu principal" });
    await user.click(within(nav).getByRole("link", { name: "Produtos" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/backoffice/products"));
    expect(useSidebarStore.getState().expanded).toBe(true);

    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === NARROW_WINDOW, media: query, addEventListener() {}, removeEventListener() {} }));
    await user.click(within(nav).getByRole("link", { name: "Clientes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/backoffice/clients"));
    expect(useSidebarStore.getState().expanded).toBe(false);
    expect(screen.getByRole("button", { name: "Expandir menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("'Sair' clears the token and returns to /backoffice", async () => {
    const { user, tokenStore, router } = renderApp("/backoffice/dashboard");
    await user.click(await screen.findByRole("button", { name: "Sair" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/backoffice"));
    expect(tokenStore.get()).toBeNull();
    expect(await screen.findByRole("heading", { name: "Login Administrativo" })).toBeInTheDocument();
  });
});
