import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe("storefront routes", () => {
  it("greets an anonymous visitor on /", () => {
    renderAt("/");
    expect(screen.getByRole("heading", { name: "Bem vindo" })).toBeInTheDocument();
  });

  it("shows 'Página não encontrada.' with a link back to / on any other path", () => {
    renderAt("/nao-existe");
    expect(screen.getByRole("heading", { name: "Página não encontrada." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar para o início" })).toHaveAttribute("href", "/");
  });
});
