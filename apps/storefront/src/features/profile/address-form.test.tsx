import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

const NOT_FOUND = "O CEP informado não foi encontrado ou está fora da área de entrega.";

describe("/profile/address/manage", () => {
  const mock = useMockApi();

  it("looks the CEP up when the field is left with 8 digits, then creates the address", async () => {
    renderApp("/profile/address/manage", { token: "client-token" });
    expect(await screen.findByRole("heading", { level: 1, name: "Novo endereço" })).toBeInTheDocument();
    // The form follows the saved addresses (the first one is offered as the main one).
    const cep = await screen.findByLabelText("CEP");
    await userEvent.type(cep, "01310100");
    expect(cep).toHaveValue("01310-100");
    await userEvent.tab();
    expect(await screen.findByText("Avenida Paulista")).toBeInTheDocument();
    expect(screen.getByText("Bela Vista, São Paulo - SP")).toBeInTheDocument();
    expect(screen.getByText(/Taxa de entrega: R\$\s8,00/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Número"), "1000");
    await userEvent.type(screen.getByLabelText(/^Complemento/), "Sala 12");
    await userEvent.type(screen.getByLabelText(/^Apelido/), "Trabalho");
    // The first address is offered as the main one.
    expect(screen.getByLabelText("Usar como endereço principal")).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Salvar endereço" }));
    await waitFor(() => expect(currentPath()).toBe("/profile/address"));
    expect(mock.data.addresses[0]).toMatchObject({ postal_code: "01310100", number: "1000", address_info: "Sala 12", alias: "Trabalho", is_default: true });
  });

  it("a CEP outside the area: the message shows and the submit is disabled until the CEP changes", async () => {
    renderApp("/profile/address/manage", { token: "client-token" });
    const cep = await screen.findByLabelText("CEP");
    await userEvent.type(cep, "99999999");
    await userEvent.tab();
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(cep).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Salvar endereço" })).toBeDisabled();
    await userEvent.clear(cep);
    await userEvent.type(cep, "01414001");
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Salvar endereço" })).toBeEnabled();
  });

  it("does not look up a CEP with fewer than 8 digits; the format rule says 12345-678", async () => {
    renderApp("/profile/address/manage", { token: "client-token" });
    await userEvent.type(await screen.findByLabelText("CEP"), "0131");
    await userEvent.tab();
    expect(await screen.findByText("O CEP deve ter o formato 12345-678")).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });

  it.each([
    ["", "O número é obrigatório"],
    ["12a", "O número deve ser numérico"],
    ["0", "O número deve ser maior que zero"],
  ])("number '%s': %s", async (value, message) => {
    renderApp("/profile/address/manage", { token: "client-token" });
    const number = await screen.findByLabelText("Número");
    if (value) await userEvent.type(number, value);
    await userEvent.click(screen.getByRole("button", { name: "Salvar endereço" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("an alias of one letter is 'Apelido muito curto'", async () => {
    renderApp("/profile/address/manage", { token: "client-token" });
    await userEvent.type(await screen.findByLabelText(/^Apelido/), "A");
    await userEvent.tab();
    expect(await screen.findByText("Apelido muito curto")).toBeInTheDocument();
  });

  it("the address picker's 'Adicione um novo endereço.' leads here, and back to where the customer was", async () => {
    renderApp("/", { token: "client-token" });
    await userEvent.click(await screen.findByRole("button", { name: /Selecione um endereço/ }));
    await userEvent.click(await screen.findByRole("link", { name: "Adicione um novo endereço." }));
    await userEvent.type(await screen.findByLabelText("CEP"), "01414001");
    await userEvent.tab();
    expect(await screen.findByText("Rua Haddock Lobo")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Número"), "595");
    await userEvent.click(screen.getByRole("button", { name: "Salvar endereço" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(await screen.findByRole("button", { name: /Rua Haddock Lobo, 595/ })).toBeInTheDocument();
  });
});
