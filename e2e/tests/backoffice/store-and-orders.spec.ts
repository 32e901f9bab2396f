import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../../support/axe";
import { DEMO_CLIENT, clientToken, openAsStaff } from "../../support/backoffice";
import { paidOrder } from "../../support/orders";
import { onPhone } from "../../support/phone";

// These tests change what every customer sees (an order's status) and run one after the other.
// Taking the store offline is in tests/store-offline/, a project that runs after every other one.
test.describe.configure({ mode: "serial" });

test.describe("store-wide changes", () => {
  test("an order moves PAID -> PREPARATION -> DISPATCHED -> DELIVERED while the customer's /order page follows live", async ({ page, request, browser }) => {
    const order = await paidOrder(request);
    const token = await clientToken(request);
    await onPhone(browser, async (phone) => {
      // The customer's phone: signed in, on the order's page (reached from /orders).
      await phone.addInitScript((value) => localStorage.setItem("token", value), token);
      await phone.goto("/orders");
      await phone.getByRole("link", { name: new RegExp(`Pedido #${order.external_id}`) }).click();
      await expect(phone.getByRole("heading", { level: 1, name: `Pedido #${order.external_id}` })).toBeVisible();
      await expect(phone.locator("[data-tone]").getByText("Pedido Pago")).toBeVisible();

      await openAsStaff(page, request, `/backoffice/orders/table?where_external_id=${order.external_id}`);
      const table = page.getByRole("table", { name: "Pedidos" });
      const row = table.locator("tbody:not([aria-hidden])").filter({ hasText: `#${order.external_id}` });
      await expect(row.getByText("Pedido Pago")).toBeVisible();
      await expect(row.getByText(DEMO_CLIENT.name)).toBeVisible();
      await row.getByText(`#${order.external_id}`).dblclick();
      await expect(row.getByRole("region", { name: "Resumo do pedido" })).toBeVisible();
      await expectNoAxeViolations(page);

      // A pickup order: the staff's row says "Pronto para retirada" and "Retirado" (decision 3702).
      const steps = [
        ["PREPARATION", "Em Preparo", "Em Preparo"],
        ["DISPATCHED", "Saiu para Entrega", "Pronto para retirada"],
        ["DELIVERED", "Entregue", "Retirado"],
      ] as const;
      for (const [state, label, staffLabel] of steps) {
        await row.getByRole("combobox", { name: "Atualizar status para" }).selectOption({ label });
        await row.getByRole("button", { name: "Atualizar" }).click();
        await expect(page.getByText(`Pedido #${order.external_id}: ${label}`)).toBeVisible();
        await expect(row.locator("tr").first().getByText(staffLabel, { exact: true })).toBeVisible();
        await expect(phone.locator("[data-tone]").getByText(label, { exact: true }), `the customer's page shows ${state}`).toBeVisible();
      }

      // A move the server's state machine forbids: its message is shown.
      await row.getByRole("combobox", { name: "Atualizar status para" }).selectOption({ label: "Em Preparo" });
      await row.getByRole("button", { name: "Atualizar" }).click();
      await expect(row.getByRole("alert")).toContainText("Entregue");
    });
  });

  test("orders table: filter by client, sort by number", async ({ page, request }) => {
    await openAsStaff(page, request, "/backoffice/orders/table");
    await expect(page.getByRole("columnheader", { name: /Criado em/ })).toHaveAttribute("aria-sort", "descending");
    await page.getByRole("searchbox", { name: "Cliente" }).fill("Maria");
    await expect(page).toHaveURL(/where_client_name=Maria/);
    await page.getByRole("columnheader", { name: /Pedido/ }).getByRole("button").click();
    await expect(page).toHaveURL(/order_external_id=asc/);
    await expect(page).not.toHaveURL(/order_created_at/);
    await expect(page.getByRole("table", { name: "Pedidos" }).getByText(DEMO_CLIENT.name).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
