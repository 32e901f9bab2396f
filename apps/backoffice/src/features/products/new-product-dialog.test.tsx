import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { API_URL, renderApp } from "../../../test/render";
import { server } from "../../../test/setup";

describe("Novo produto", () => {
  it("checks the fields with the edit form's messages plus the price", async () => {
    const { user } = renderApp("/backoffice/products");
    await user.click(await screen.findByRole("button", { name: "Novo produto" }));
    const dialog = screen.getByRole("dialog", { name: "Novo produto" });
    await user.type(within(dialog).getByLabelText("Valor"), "abc");
    await user.click(within(dialog).getByRole("button", { name: "Criar produto" }));
    expect(await within(dialog).findByText("Nome obrigatório")).toBeInTheDocument();
    expect(within(dialog).getByText("Grupo obrigatório")).toBeInTheDocument();
    expect(within(dialog).getByText("Subgrupo obrigatório")).toBeInTheDocument();
    expect(within(dialog).getByText("Valor inválido")).toBeInTheDocument();
  });

  it("creates the product in its group's catalogue position, then offers the photo", async () => {
    const { user, data } = renderApp("/backoffice/products");
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${API_URL}/products`, async ({ request }) => {
        body = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Novo produto" }));
    const dialog = screen.getByRole("dialog", { name: "Novo produto" });
    await user.type(within(dialog).getByLabelText("Nome"), "Portuguesa");
    await user.type(within(dialog).getByLabelText("Valor"), "58,90");
    await user.type(within(dialog).getByLabelText("Grupo"), "Pizzas Individuais");
    await user.type(within(dialog).getByLabelText("Subgrupo"), "Tradicionais");
    await user.click(within(dialog).getByRole("checkbox", { name: "Fracionável" }));
    await user.click(within(dialog).getByRole("button", { name: "Criar produto" }));
    expect(await screen.findByRole("dialog", { name: "Produto Portuguesa criado" })).toBeInTheDocument();
    expect(screen.getByLabelText("Escolher foto")).toBeInTheDocument();
    expect(body).toMatchObject({ name: "Portuguesa", amount: 58.9, product_group: "Pizzas Individuais", is_fractionable: true, is_active: true, order_group: 2 });
    await waitFor(() => expect(data.products.some((product) => product.name === "Portuguesa")).toBe(true));
  });
});
