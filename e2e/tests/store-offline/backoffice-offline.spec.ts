import { expect, test } from "@playwright/test";
import { apiCall, openAsStaff, staffToken } from "../../support/backoffice";
import { onPhone } from "../../support/phone";
import { newCustomer, openSignedIn } from "../../support/storefront";

// Runs in the "backoffice-offline" project, after every other project. The store is always reopened.

test("taking the store offline in the backoffice turns the storefront's pay button into 'App Offline'", async ({ page, request, browser }) => {
  const token = await staffToken(request);
  const { body: settings } = await apiCall<{ id: number; key: string; value: string }[]>(request, "GET", "/settings?take=100", { token });
  const online = settings.find((setting) => setting.key === "store_info.online")!;
  expect(online.value).toBe("true");
  try {
    await openAsStaff(page, request, "/backoffice/config");
    const table = page.getByRole("table", { name: "Configurações" });
    await table.getByText("Loja online (aceitando pedidos)").dblclick();
    const form = page.getByRole("form", { name: "Editar Loja online (aceitando pedidos)" });
    await form.getByRole("switch", { name: "Loja online aceitando pedidos" }).uncheck();
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Loja online (aceitando pedidos): valor atualizado")).toBeVisible();

    const { body: store } = await apiCall<{ store_info: { online: boolean } }>(request, "GET", "/settings/store");
    expect(store.store_info.online).toBe(false);

    await onPhone(browser, async (customerPage) => {
      await openSignedIn(customerPage, await newCustomer(request, { withAddress: false }), "/catalog");
      await customerPage.getByRole("button", { name: "Buscar produto" }).click();
      await customerPage.getByPlaceholder("Buscar produto...").fill("guaraná 2");
      await customerPage.getByRole("link", { name: /^Guaraná 2 L/ }).click();
      await customerPage.getByRole("button", { name: /^Adicionar \| / }).click();
      await customerPage.getByRole("button", { name: "Ver Pedido" }).click();
      await customerPage.getByRole("radio", { name: /Retirar no balcão/ }).check();
      await expect(customerPage.getByRole("button", { name: "App Offline" })).toBeDisabled();
    });
  } finally {
    await apiCall(request, "PATCH", `/settings/${online.id}`, { token, data: { value: "true" } });
  }
  const { body: restored } = await apiCall<{ store_info: { online: boolean } }>(request, "GET", "/settings/store");
  expect(restored.store_info.online).toBe(true);
});
