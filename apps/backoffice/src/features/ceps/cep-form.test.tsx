import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backofficeMockData } from "@forno/api-client/msw";
import { renderApp } from "../../../test/render";

describe("the CEPs table", () => {
  it("shows Ativo as a tick or a cross and filters with Ambos / Ativos / Inativos", async () => {
    const data = backofficeMockData();
    data.ceps[1]!.active = false;
    const { user } = renderApp("/backoffice/ceps", { data });
    await screen.findByText("01310-100");
    expect(screen.getByRole("img", { name: "Sim" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Não" })).toBeInTheDocument();
    const select = screen.getByRole("combobox", { name: "Ativo" });
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Ambos", "Ativos", "Inativos"]);
    await user.selectOptions(select, "Inativos");
    expect(await screen.findByText("1 registro")).toBeInTheDocument();
    expect(screen.getByText("01414-001")).toBeInTheDocument();
  });

  it("opens CEP, Logradouro, Bairro and 'Exibe no App?', defaults stripped of special characters", async () => {
    const data = backofficeMockData();
    data.ceps[0]!.street = "Avenida Paulista (trecho 1)";
    data.ceps[0]!.neighborhood = "Bela Vista / Centro";
    const { user } = renderApp("/backoffice/ceps", { data });
    await user.dblClick(await screen.findByText("01310-100"));
    const form = screen.getByRole("form", { name: "Editar CEP 01310-100" });
    expect(within(form).getByLabelText("CEP")).toHaveValue("01310-100");
    expect(within(form).getByLabelText("Logradouro")).toHaveValue("Avenida Paulista trecho 1");
    expect(within(form).getByLabelText("Bairro")).toHaveValue("Bela Vista Centro");
    expect(within(form).getByRole("checkbox", { name: "Exibe no App?" })).toBeChecked();
    expect(within(form).getByRole("button", { name: "Atualizar" })).toBeInTheDocument();
  });

  it("says what is missing, then deactivates the area", async () => {
    const { user, data } = renderApp("/backoffice/ceps");
    await user.dblClick(await screen.findByText("01310-100"));
    const form = screen.getByRole("form", { name: "Editar CEP 01310-100" });
    for (const name of ["CEP", "Logradouro", "Bairro"]) await user.clear(within(form).getByLabelText(name));
    await user.click(within(form).getByRole("button", { name: "Atualizar" }));
    expect(await within(form).findByText("CEP é obrigatório")).toBeInTheDocument();
    expect(within(form).getByText("Logradouro é obrigatório")).toBeInTheDocument();
    expect(within(form).getByText("Bairro é obrigatório")).toBeInTheDocument();

    await user.type(within(form).getByLabelText("CEP"), "01310100");
    expect(within(form).getByLabelText("CEP")).toHaveValue("01310-100");
    await user.type(within(form).getByLabelText("Logradouro"), "Avenida Paulista");
    await user.type(within(form).getByLabelText("Bairro"), "Bela Vista");
    await user.click(within(form).getByRole("checkbox", { name: "Exibe no App?" }));
    await user.click(within(form).getByRole("button", { name: "Atualizar" }));
    expect(await screen.findByText("CEP 01310-100 atualizado")).toBeInTheDocument();
    expect(data.ceps[0]?.active).toBe(false);
  });

  it("creates a new area with the store's city and state", async () => {
    const { user, data } = renderApp("/backoffice/ceps");
    await user.click(await screen.findByRole("button", { name: "Novo CEP" }));
    const dialog = await screen.findByRole("dialog", { name: "Novo CEP" });
    expect(within(dialog).getByLabelText("Cidade")).toHaveValue("São Paulo");
    await user.type(within(dialog).getByLabelText("CEP"), "0543");
    await user.click(within(dialog).getByRole("button", { name: "Cadastrar CEP" }));
    expect(await within(dialog).findByText("O CEP deve ter o formato 12345-678")).toBeInTheDocument();
    expect(within(dialog).getByText("Logradouro é obrigatório")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("CEP"), "5000");
    await user.type(within(dialog).getByLabelText("Logradouro"), "Rua Harmonia");
    await user.type(within(dialog).getByLabelText("Bairro"), "Sumarezinho");
    await user.type(within(dialog).getByLabelText(/Valor/), "6,50");
    await user.click(within(dialog).getByRole("button", { name: "Cadastrar CEP" }));
    expect(await screen.findByText("CEP 05435-000 cadastrado")).toBeInTheDocument();
    expect(data.ceps.at(-1)).toMatchObject({ postal_code: "05435000", amount: 6.5, city: "São Paulo", state: "SP", active: true });
  });

  it("edits the coordinates with a comma or a point, refuses what is out of range, and clears them", async () => {
    const data = backofficeMockData();
    Object.assign(data.ceps[0]!, { latitude: -23.5613, longitude: -46.6565 });
    const { user } = renderApp("/backoffice/ceps", { data });
    await user.dblClick(await screen.findByText("01310-100"));
    const form = screen.getByRole("form", { name: "Editar CEP 01310-100" });
    const coordinates = within(form).getByRole("group", { name: "Localização (opcional)" });
    expect(coordinates).toHaveAccessibleDescription("Usadas pelo PDV (OpenDelivery) para localizar a entrega.");
    const latitude = within(coordinates).getByLabelText("Latitude");
    const longitude = within(coordinates).getByLabelText("Longitude");
    expect(latitude).toHaveValue("-23,5613");
    expect(longitude).toHaveValue("-46,6565");

    await user.clear(latitude);
    await user.type(latitude, "-95");
    await user.clear(longitude);
    await user.type(longitude, "oeste");
    await user.click(within(form).getByRole("button", { name: "Atualizar" }));
    expect(await within(form).findByText("Latitude inválida: use graus decimais entre -90 e 90")).toBeInTheDocument();
    expect(within(form).getByText("Longitude inválida: use graus decimais entre -180 e 180")).toBeInTheDocument();
    expect(data.ceps[0]).toMatchObject({ latitude: -23.5613, longitude: -46.6565 });

    await user.clear(latitude);
    await user.type(latitude, "-23,5505");
    await user.clear(longitude);
    await user.type(longitude, "-46.6333");
    await user.click(within(form).getByRole("button", { name: "Atualizar" }));
    expect(await screen.findByText("CEP 01310-100 atualizado")).toBeInTheDocument();
    expect(data.ceps[0]).toMatchObject({ latitude: -23.5505, longitude: -46.6333, street: "Avenida Paulista", active: true });

    await user.dblClick(await screen.findByText("01310-100"));
    const again = screen.getByRole("form", { name: "Editar CEP 01310-100" });
    expect(within(again).getByLabelText("Latitude")).toHaveValue("-23,5505");
    await user.clear(within(again).getByLabelText("Latitude"));
    await user.clear(within(again).getByLabelText("Longitude"));
    await user.click(within(again).getByRole("button", { name: "Atualizar" }));
    await waitFor(() => expect(data.ceps[0]).toMatchObject({ latitude: null, longitude: null }));
  });

  it("creates an area with its coordinates, after refusing one out of range", async () => {
    const { user, data } = renderApp("/backoffice/ceps");
    await user.click(await screen.findByRole("button", { name: "Novo CEP" }));
    const dialog = await screen.findByRole("dialog", { name: "Novo CEP" });
    await user.type(within(dialog).getByLabelText("CEP"), "05435000");
    await user.type(within(dialog).getByLabelText("Logradouro"), "Rua Harmonia");
    await user.type(within(dialog).getByLabelText("Bairro"), "Sumarezinho");
    await user.type(within(dialog).getByLabelText("Latitude"), "-23,5531");
    await user.type(within(dialog).getByLabelText("Longitude"), "-181");
    await user.click(within(dialog).getByRole("button", { name: "Cadastrar CEP" }));
    expect(await within(dialog).findByText("Longitude inválida: use graus decimais entre -180 e 180")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Longitude"));
    await user.type(within(dialog).getByLabelText("Longitude"), "-46.6914");
    await user.click(within(dialog).getByRole("button", { name: "Cadastrar CEP" }));
    expect(await screen.findByText("CEP 05435-000 cadastrado")).toBeInTheDocument();
    expect(data.ceps.at(-1)).toMatchObject({ postal_code: "05435000", latitude: -23.5531, longitude: -46.6914 });
  });
});
