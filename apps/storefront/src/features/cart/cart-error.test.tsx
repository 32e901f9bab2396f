import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { line } from "../../../test/fixtures";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

vi.mock("./cart-items", () => ({
  CartItems: () => {
    throw new Error("a stored line the cart cannot draw");
  },
}));

describe("cart rendering error", () => {
  useMockApi();

  it("empties the cart and goes to /", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderApp("/cart", { cart: [line("Guaraná 2L", 1)] });
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(JSON.parse(localStorage.getItem("cart") ?? "null")).toEqual([]);
    expect(await screen.findByRole("heading", { name: "Bem vindo" })).toBeInTheDocument();
  });
});
