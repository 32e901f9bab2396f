import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../test/mock-api";
import { currentPath, renderApp } from "../../test/render-app";

describe("storefront routes", () => {
  useMockApi();

  it("greets an anonymous visitor on /", async () => {
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Bem vindo" })).toBeInTheDocument();
  });

  it("shows 'Página não encontrada.' with a link back to / on any other path", async () => {
    renderApp("/nao-existe");
    expect(await screen.findByRole("heading", { name: "Página não encontrada." })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Voltar para o início" }));
    expect(currentPath()).toBe("/");
  });

  it.each(["/product", "/checkout", "/order"])("%s without its navigation state leaves", async (path) => {
    renderApp(path);
    await screen.findByRole("heading", { name: path === "/product" ? "Cardápio" : "Bem vindo" });
    expect(currentPath()).toBe(path === "/product" ? "/catalog" : "/");
  });
});
