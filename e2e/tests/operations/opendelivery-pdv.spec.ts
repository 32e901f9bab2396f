import { expect, test, type Locator, type Page } from "@playwright/test";
import { openAsStaff } from "../../support/backoffice";
import { expectNewestCardInColumn } from "../../support/desk";
import { payOrder, placeHalfAndHalfOrder } from "../../support/orders";
import { SimulatedPdv } from "../../support/pdv";
import { onPhone } from "../../support/phone";
import { newCustomer, orderToCheckout } from "../../support/storefront";

// A store's PDV on OpenDelivery (operations.md section 7). Both tests poll and acknowledge every
// event they receive (what a PDV does), so they run one after the other; no other spec polls.
test.describe.configure({ mode: "serial" });

/** The order's state badge on the customer's pages. */
const badge = (scope: Page | Locator, label: string) => scope.locator("[data-tone]").getByText(label, { exact: true });
const LIVE = { timeout: 20_000 };

test("a PDV pulls a storefront order paid by Pix, confirms, prepares, dispatches and delivers it, and the customer's order page follows each step", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(request);
  const pdv = new SimulatedPdv(request);
  await pdv.connect();

  await onPhone(browser, async (phone) => {
    // A Guaraná 2 L delivered to the customer's address (R$ 17,90), paid by Pix in the sandbox.
    const order = await orderToCheckout(phone, customer, { delivery: true });
    await phone.getByRole("button", { name: /^Pix/ }).click();
    await phone.getByRole("region", { name: "Ambiente de testes" }).getByRole("button", { name: "Simular pagamento" }).click();
    await expect(phone).toHaveURL(/\/$/);
    const home = phone.getByRole("region", { name: new RegExp(`Pedido #${order.external_id}`) });
    await expect(badge(home, "Pedido Pago")).toBeVisible(LIVE);
    await home.getByRole("link", { name: "Acompanhar pedido" }).click();
    await expect(phone).toHaveURL(/\/order$/);
    await expect(badge(phone, "Pedido Pago")).toBeVisible();

    // The PDV finds the new order in its feed (CREATED, then the details by order number).
    const uuid = await pdv.findOrder(order.external_id);
    expect(pdv.typesOf(uuid)).toEqual(["CREATED"]);

    // Confirm: an event, no change of state for the customer.
    await pdv.status(uuid, "confirm");
    await pdv.expectEvents(uuid, ["CREATED", "CONFIRMED"]);
    await expect(badge(phone, "Pedido Pago")).toBeVisible();

    await pdv.status(uuid, "preparing");
    await expect(badge(phone, "Em Preparo"), "the order page shows PREPARATION").toBeVisible(LIVE);
    await pdv.expectEvents(uuid, ["CREATED", "CONFIRMED", "PREPARING"]);

    await pdv.status(uuid, "dispatch");
    await expect(badge(phone, "Saiu para Entrega"), "the order page shows DISPATCHED").toBeVisible(LIVE);
    await pdv.expectEvents(uuid, ["CREATED", "CONFIRMED", "PREPARING", "DISPATCHED"]);

    // The same call again, and a late one: accepted, nothing happens twice.
    await pdv.status(uuid, "dispatch");
    await pdv.status(uuid, "preparing");
    await pdv.status(uuid, "delivered");
    await expect(badge(phone, "Entregue"), "the order page shows DELIVERED").toBeVisible(LIVE);
    await expect(phone.getByText("Pedido entregue. Bom apetite!")).toBeVisible();
    await pdv.expectEvents(uuid, ["CREATED", "CONFIRMED", "PREPARING", "DISPATCHED", "DELIVERED"]);
    await pdv.status(uuid, "delivered");
    await pdv.poll();
    expect(pdv.typesOf(uuid)).toEqual(["CREATED", "CONFIRMED", "PREPARING", "DISPATCHED", "DELIVERED"]);
  });
});

test("a move made by staff on the desk reaches the PDV as an event", async ({ page, request }) => {
  test.setTimeout(90_000);
  const pdv = new SimulatedPdv(request);
  await pdv.connect();
  const order = await placeHalfAndHalfOrder(request, "Pedido do PDV OpenDelivery");
  await payOrder(request, order);
  const uuid = await pdv.findOrder(order.external_id);

  await openAsStaff(page, request, "/backoffice/orders");
  await expectNewestCardInColumn(page, "Novos", order.external_id);
  await page.getByRole("button", { name: `Aceitar: pedido #${order.external_id}` }).click();
  // The desk sends the move once its undo window has passed (decision 1511).
  await expectNewestCardInColumn(page, "Em preparo", order.external_id);
  await pdv.expectEvents(uuid, ["CREATED", "PREPARING"], 30_000);
});
