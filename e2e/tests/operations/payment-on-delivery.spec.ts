import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiCall, openAsStaff, staffToken } from "../../support/backoffice";
import { expectNewestCardInColumn } from "../../support/desk";
import { onPhone } from "../../support/phone";
import { newCustomer, orderToCheckout } from "../../support/storefront";

/** Staff turn payment on delivery on for cash and the card machine (it stays on: decision 1706). */
async function enableOnDelivery(request: APIRequestContext) {
  const token = await staffToken(request);
  const { body: settings } = await apiCall<{ id: number; key: string }[]>(request, "GET", "/settings?take=100", { token });
  const setting = settings.find((row) => row.key === "payment.on_delivery_methods");
  if (!setting) throw new Error("the payment.on_delivery_methods setting is missing");
  await apiCall(request, "PATCH", `/settings/${setting.id}`, { token, data: { value: "cash,card" } });
}

/** Money as the apps print it ("R$" and a no-break space), matched with any space. */
const money = (text: string) => new RegExp(text.replace(/[().]/g, "\\$&").replaceAll("R$ ", "R\\$\\s"));

test("a customer pays cash on delivery with 'troco para R$ 100,00', reads 'Pedido confirmado'; the desk card and the delivery ticket say how much change to take", async ({
  browser,
  page,
  request,
}) => {
  await enableOnDelivery(request);
  const customer = await newCustomer(request);

  const order = await onPhone(browser, async (phone) => {
    // A Guaraná 2 L delivered to the customer's address: R$ 12,90 + R$ 5,00 of delivery = R$ 17,90.
    const placed = await orderToCheckout(phone, customer, { delivery: true });

    await phone.getByRole("button", { name: /^Pagar na entrega/ }).click();
    const form = phone.getByRole("form", { name: "Pagar na entrega" });
    await form.getByRole("radio", { name: /Dinheiro/ }).check();
    const change = form.getByRole("textbox", { name: "Troco para" });
    await change.fill("10,00");
    await form.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(form.getByText(money("O troco deve ser para um valor igual ou maior que o total do pedido (R$ 17,90)."))).toBeVisible();
    await change.fill("100,00");
    await form.getByRole("button", { name: "Confirmar pedido" }).click();

    await expect(phone).toHaveURL(/\/$/);
    const card = phone.getByRole("region", { name: `Pedido #${placed.external_id}` });
    await expect(card.getByText("Pedido confirmado").first()).toBeVisible();
    await expect(card).toContainText("Pagamento na entrega");
    await expect(card).toContainText(money("Dinheiro · Troco para R$ 100,00"));
    await expect(card).not.toContainText("Pago");
    return placed;
  });

  await openAsStaff(page, request, "/backoffice/orders");
  await expectNewestCardInColumn(page, "Novos", order.external_id);
  const deskCard = page.getByRole("article", { name: `#${order.external_id}` });
  await expect(deskCard).toContainText(money("Dinheiro na entrega · troco para R$ 100,00 (levar R$ 82,10)"));

  await openAsStaff(page, request, `/backoffice/orders/${order.id}/print?template=delivery&width=48`);
  const ticket = page.getByLabel("Comanda Entrega");
  await expect(ticket).toContainText(`PEDIDO #${order.external_id}`);
  // A 48-column line may wrap the payment: read the ticket as one line.
  const text = ((await ticket.textContent()) ?? "").replace(/\s+/g, " ");
  expect(text).toContain("Dinheiro - troco para R$ 100,00 (levar R$ 82,10)");
});
