import { NETWORK_ERROR_MESSAGE } from "@forno/api-client";
import { HttpResponse, http } from "msw";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { API_URL, renderApp } from "../../../test/render";
import { server } from "../../../test/setup";

async function openCalabresa() {
  const rendered = renderApp("/backoffice/products");
  await rendered.user.dblClick(await screen.findByText("Calabresa"));
  const form = screen.getByRole("form", { name: "Editar Calabresa" });
  return { ...rendered, form, field: (name: string) => within(form).getByLabelText(name) };
}

describe("the product form", () => {
  it("has the spec's fields and messages", async () => {
    const { user, form, field } = await openCalabresa();
    for (const name of ["Nome", "Grupo", "Subgrupo"]) await user.clear(field(name));
    expect(within(form).getByRole("checkbox", { name: "Ativo" })).toBeChecked();
    expect(within(form).getByRole("checkbox", { name: "Em Destaque" })).toBeChecked();
    expect(within(form).getByLabelText(/Descrição/)).toHaveValue("Calabresa fatiada e cebola");
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await within(form).findByText("Nome obrigatório")).toBeInTheDocument();
    expect(within(form).getByText("Grupo obrigatório")).toBeInTheDocument();
    expect(within(form).getByText("Subgrupo obrigatório")).toBeInTheDocument();
  });

  it("saves name, group, subgroup, description, active and featured, and updates the row in place", async () => {
    const { user, form, field, data } = await openCalabresa();
    let body: unknown;
    server.use(
      http.patch(`${API_URL}/products/2`, async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
    );
    await user.clear(field("Nome"));
    await user.type(field("Nome"), "Calabresa Especial");
    await user.click(within(form).getByRole("checkbox", { name: "Em Destaque" }));
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Produto Calabresa Especial atualizado")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Editar Calabresa" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("table")).getByText("Calabresa Especial")).toBeInTheDocument();
    expect(body).toEqual({
      name: "Calabresa Especial",
      product_group: "Pizzas Grandes",
      product_subgroup: "Tradicionais",
      description: "Calabresa fatiada e cebola",
      is_active: true,
      featured: false,
      // No codes of its own: the store's defaults apply.
      fiscal: { ncm: null, cfop: null, csosn: null, cest: null, origin: 0 },
    });
    expect(data.products.find((product) => product.id === 2)?.is_featured).toBe(false);
  });

  it("edits the NFC-e codes the accountant gives (dots allowed), refuses a bad one with its message, and keeps empty ones for the defaults", async () => {
    const { user, form, field, data } = await openCalabresa();
    expect(within(form).getByRole("group", { name: "Nota fiscal (NFC-e)" })).toBeInTheDocument();
    await user.type(field("NCM (opcional)"), "2106.90");
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await within(form).findByText("NCM inválido: use os 8 dígitos do código (ex.: 21069090).")).toBeInTheDocument();
    await user.type(field("NCM (opcional)"), ".90");
    await user.type(field("CFOP (opcional)"), "5101");
    await user.selectOptions(field("Origem"), "2");
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(data.products.find((product) => product.id === 2)?.fiscal).toEqual({ ncm: "21069090", cfop: "5101", csosn: null, cest: null, origin: 2 }));
  });

  it("keeps what was typed when the save fails, and shows the server's message", async () => {
    const { user, form, field } = await openCalabresa();
    server.use(http.patch(`${API_URL}/products/2`, () => HttpResponse.json({ statusCode: 409, error: "Conflict", message: "Já existe um produto com este nome." }, { status: 409 })));
    await user.clear(field("Nome"));
    await user.type(field("Nome"), "Calabresa Acebolada");
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Já existe um produto com este nome.");
    expect(field("Nome")).toHaveValue("Calabresa Acebolada");
  });

  it("brings an unsaved edit back after the row is collapsed and opened again", async () => {
    const { user, field } = await openCalabresa();
    await user.clear(field("Subgrupo"));
    await user.type(field("Subgrupo"), "Clássicas");
    await user.click(screen.getByRole("button", { name: "Editar Calabresa" }));
    await user.dblClick(screen.getByText("Calabresa"));
    const form = screen.getByRole("form", { name: "Editar Calabresa" });
    expect(within(form).getByLabelText("Subgrupo")).toHaveValue("Clássicas");
    expect(within(form).getByText("Alterações ainda não salvas foram restauradas.")).toBeInTheDocument();
    // Cancelar drops the draft.
    await user.click(within(form).getByRole("button", { name: "Cancelar" }));
    await user.dblClick(screen.getByText("Calabresa"));
    expect(within(screen.getByRole("form", { name: "Editar Calabresa" })).getByLabelText("Subgrupo")).toHaveValue("Tradicionais");
  });

  it.each([
    ["the server's message", () => HttpResponse.json({ statusCode: 400, error: "Bad Request", message: "Nome obrigatório" }, { status: 400 }), "Nome obrigatório"],
    // A network failure is the client's own error; api-client words it in Portuguese.
    ["the error's own message", () => HttpResponse.error(), NETWORK_ERROR_MESSAGE],
    ["'Ocorreu um erro inesperado'", () => new HttpResponse(null, { status: 599 }), "Ocorreu um erro inesperado"],
  ])("shows %s when a save fails", async (_case, answer, message) => {
    const { user, form } = await openCalabresa();
    server.use(http.patch(`${API_URL}/products/2`, answer));
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(within(form).getByRole("alert")).toHaveTextContent(message));
  });
});
