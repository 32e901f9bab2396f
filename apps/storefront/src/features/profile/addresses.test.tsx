import { addressKeys } from "@forno/api-client";
import type { Address } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

const paulista = { street: "Avenida Paulista", neighborhood: "Bela Vista", city: "São Paulo", state: "SP", amount: 8 };
const address = (id: number, alias: string, is_default = false): Address => ({
  id,
  alias,
  number: String(100 + id),
  address_info: "Apto 4",
  address_notes: "Portão azul",
  postal_code: "01310100",
  is_default,
  neighborhood: "Bela Vista",
  Cep: paulista,
});

describe("/profile/address", () => {
  const mock = useMockApi();

  it("lists the addresses with edit and delete; 'Editar' opens the form with the address", async () => {
    mock.data.addresses = [address(1, "Casa", true), address(2, "Trabalho")];
    renderApp("/profile/address", { token: "client-token" });
    const list = await screen.findByRole("list", { name: "Seus endereços" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent("Casa");
    expect(cards[0]).toHaveTextContent("Principal");
    expect(cards[0]).toHaveTextContent("Avenida Paulista, 101, Apto 4");
    expect(cards[0]).toHaveTextContent("Referência: Portão azul");
    await userEvent.click(within(cards[1]!).getByRole("button", { name: /^Editar/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Editar endereço" })).toBeInTheDocument();
    expect(screen.getByLabelText("CEP")).toHaveValue("01310-100");
    expect(screen.getByLabelText("Número")).toHaveValue("102");
    expect(screen.getByText("Avenida Paulista")).toBeInTheDocument();
  });

  it("edits an address (PATCH) and goes back to the list", async () => {
    mock.data.addresses = [address(1, "Casa", true)];
    renderApp("/profile/address", { token: "client-token" });
    await userEvent.click(await screen.findByRole("button", { name: /^Editar/ }));
    const number = await screen.findByLabelText("Número");
    await userEvent.clear(number);
    await userEvent.type(number, "900");
    await userEvent.click(screen.getByRole("button", { name: "Salvar endereço" }));
    await waitFor(() => expect(currentPath()).toBe("/profile/address"));
    expect(mock.data.addresses[0]!.number).toBe("900");
    expect(await screen.findByText("Avenida Paulista, 900, Apto 4")).toBeInTheDocument();
  });

  it("deletes after confirming; deleting the last address empties the cached list", async () => {
    mock.data.addresses = [address(1, "Casa", true)];
    const { queryClient } = renderApp("/profile/address", { token: "client-token" });
    await userEvent.click(await screen.findByRole("button", { name: /^Excluir/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Excluir endereço" });
    expect(dialog).toHaveTextContent("Deseja excluir o endereço Casa - Avenida Paulista, 101, Apto 4?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Sim, excluir" }));
    expect(await screen.findByRole("heading", { name: "Nenhum endereço cadastrado" })).toBeInTheDocument();
    expect(queryClient.getQueryData(addressKeys.all)).toEqual([]);
    expect(mock.data.addresses).toEqual([]);
  });

  it("'Cancelar' keeps the address", async () => {
    mock.data.addresses = [address(1, "Casa", true)];
    renderApp("/profile/address", { token: "client-token" });
    await userEvent.click(await screen.findByRole("button", { name: /^Excluir/ }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancelar" }));
    expect(mock.data.addresses).toHaveLength(1);
    expect(screen.getByRole("list", { name: "Seus endereços" })).toBeInTheDocument();
  });
});
