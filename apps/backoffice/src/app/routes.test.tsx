import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe("backoffice routes", () => {
  it("shows 'Login Administrativo' on /backoffice", () => {
    renderAt("/backoffice");
    expect(screen.getByRole("heading", { name: "Login Administrativo" })).toBeInTheDocument();
  });

  it("shows 'Página não encontrada.' on an unknown path", () => {
    renderAt("/backoffice/nao-existe");
    expect(screen.getByRole("heading", { name: "Página não encontrada." })).toBeInTheDocument();
  });
});
