import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";

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
});
