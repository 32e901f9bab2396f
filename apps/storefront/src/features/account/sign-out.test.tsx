import { addressKeys, authKeys, orderKeys } from "@forno/api-client";
import type { Address } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";
import { useAddressStore } from "../../stores/address/address-store";

const home: Address = {
  id: 1,
  alias: "Casa",
  number: "10",
  address_info: null,
  address_notes: null,
  postal_code: "01310100",
  is_default: true,
  neighborhood: "Bela Vista",
  Cep: { street: "Avenida Paulista", neighborhood: "Bela Vista", city: "São Paulo", state: "SP", amount: 8 },
};

describe("/sign-out ('Saindo')", () => {
  const mock = useMockApi();

  it("removes the token, clears the data cache, resets the selected address and goes to /sign-in", async () => {
    mock.data.addresses = [home];
    const { queryClient } = renderApp("/profile", { token: "client-token" });
    expect(await screen.findByText("Maria da Silva")).toBeInTheDocument();
    await waitFor(() => expect(useAddressStore.getState().selected?.id).toBe(1));
    queryClient.setQueryData(orderKeys.all, []);

    await userEvent.click(within(screen.getByRole("navigation", { name: "Perfil" })).getByRole("link", { name: "Sair" }));
    await waitFor(() => expect(currentPath()).toBe("/sign-in"));
    expect(localStorage.getItem("token")).toBeNull();
    expect(useAddressStore.getState().selected).toBeNull();
    for (const key of [authKeys.profile, addressKeys.all, orderKeys.all]) expect(queryClient.getQueryData(key)).toBeUndefined();
    expect(await screen.findByRole("heading", { level: 1, name: "Acessar" })).toBeInTheDocument();
  });
});
