import { formatMoney } from "@forno/domain/format";
import { expect, test } from "@playwright/test";
import { apiCall, openAsStaff, staffToken, uniqueSuffix } from "../../support/backoffice";
import { expectNewestCardInColumn } from "../../support/desk";
import { payOrder, placeHalfAndHalfOrder } from "../../support/orders";

test("a driver is created, takes an order out from the desk, and the order counts in that driver's Fechamento with its fee", async ({ page, request }) => {
  test.setTimeout(90_000);
  const name = `Entregador E2E ${uniqueSuffix()}`;

  // Entregadores: a new driver, the phone masked as typed.
  await openAsStaff(page, request, "/backoffice/drivers");
  await page.getByRole("button", { name: "Novo entregador" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo entregador" });
  await dialog.getByLabel("Nome").fill(name);
  await dialog.getByLabel("Telefone").pressSequentially("11987651234");
  await expect(dialog.getByLabel("Telefone")).toHaveValue("(11)98765-1234");
  await dialog.getByRole("button", { name: "Cadastrar entregador" }).click();
  await expect(page.getByText(`Entregador ${name} cadastrado`)).toBeVisible();

  // A paid delivery order, already accepted (in preparation), placed through the API.
  const order = await placeHalfAndHalfOrder(request, `Pedido do entregador ${name}`);
  await payOrder(request, order);
  const token = await staffToken(request);
  await apiCall(request, "POST", "/order-state-historys", { token, data: { order_id: order.id, to_state: "PREPARATION" } });

  // The desk: the driver chosen on the card, then "Saiu para entrega".
  await page.goto("/backoffice/orders");
  await expectNewestCardInColumn(page, "Em preparo", order.external_id);
  const card = page.getByRole("article", { name: `#${order.external_id}` });
  await card.getByRole("combobox", { name: "Entregador" }).selectOption({ label: name });
  await card.getByRole("button", { name: `Saiu para entrega: pedido #${order.external_id}` }).click();
  await expect(card.getByRole("status")).toHaveText(new RegExp(`Saiu para entrega com ${name}`));
  // The move reaches the server once the desk's undo window (5 s, decision 1511) has passed.
  await expect(async () => {
    const { body } = await apiCall<{ driver: { name: string } | null }>(request, "GET", `/orders/${order.id}`, { token });
    expect(body.driver?.name).toBe(name);
  }).toPass({ timeout: 15_000 });
  await expectNewestCardInColumn(page, "Em entrega", order.external_id);
  await expect(card.getByText(`Entregador: ${name}`)).toBeVisible();

  // Fechamento (today): one delivery for this driver, with this order's fee; paid by Pix, no cash.
  await page.goto("/backoffice/drivers/closing");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(row.getByRole("cell")).toHaveText(["1", formatMoney(order.delivery_fee), formatMoney(0)]);
});
