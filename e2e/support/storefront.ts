import { cpfCheckDigit } from "@forno/domain/validators";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { apiCall, staffToken } from "./backoffice";
import { urls } from "./servers";

/** A valid, random CPF (check digits computed), so every test can sign up its own customer. */
export function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("");
  const first = cpfCheckDigit(base);
  return `${base}${first}${cpfCheckDigit(`${base}${first}`)}`;
}

export interface Customer {
  token: string;
  document: string;
}

/** The demo store's delivery area of Rua Aspicuelta (fee R$ 5,00), seeded by the API. */
export const HOME_ADDRESS = { postal_code: "05433-010", number: "120", address_info: "Apto 42", address_notes: "Portão azul", alias: "Casa", is_default: true };

/**
 * A customer of its own for one test (sign-up through the API, then sign-in), optionally with the
 * delivery address above. The account pages are another issue: tests sign up through the API.
 */
export async function newCustomer(request: APIRequestContext, { withAddress = true } = {}): Promise<Customer> {
  const document = randomCpf();
  const password = "Teste@2025";
  const phone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await apiCall(request, "POST", "/clients", { data: { name: "Cliente Teste Silva", document, phone, email: null, birthday: null, password } });
  const { body } = await apiCall<{ access_token: string }>(request, "POST", "/auth/sign-in", { data: { document, password } });
  if (withAddress) await apiCall(request, "POST", "/client-addresses", { token: body.access_token, data: HOME_ADDRESS });
  return { token: body.access_token, document };
}

/** Opens the storefront with the customer's token already where the app keeps it (`token`). */
export async function openSignedIn(page: Page, customer: Customer, path = "/") {
  // Only on the storefront's origin: a test that later opens the backoffice in the same page sets the
  // staff's token there, and a customer's token put first would race it (the backoffice drops a token
  // it cannot use).
  await page.addInitScript(
    ({ token, origin }) => {
      if (location.origin === origin && !sessionStorage.getItem("e2e-token-set")) {
        localStorage.setItem("token", token);
        sessionStorage.setItem("e2e-token-set", "1");
      }
    },
    { token: customer.token, origin: urls.storefront },
  );
  await page.goto(path);
}

/** Sets one setting by its key (staff PATCH /settings/{id}). */
export async function setSetting(request: APIRequestContext, key: string, value: string) {
  const token = await staffToken(request);
  const { body: settings } = await apiCall<{ id: number; key: string }[]>(request, "GET", "/settings?take=100", { token });
  const setting = settings.find((row) => row.key === key);
  if (!setting) throw new Error(`the ${key} setting is missing`);
  await apiCall(request, "PATCH", `/settings/${setting.id}`, { token, data: { value } });
}

/** Turns the store on or off (store_info.online). */
export async function setStoreOnline(request: APIRequestContext, online: boolean) {
  await setSetting(request, "store_info.online", String(online));
}

/** From the catalogue: a whole Calabresa (R$ 54,90) with its dough, then to the cart. */
export async function addWholeCalabresa(page: Page) {
  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill("calabresa");
  await page.getByRole("link", { name: /^Calabresa Calabresa/ }).click();
  await page.getByRole("button", { name: "Escolher" }).click();
  await page.getByRole("dialog", { name: "Como você quer sua pizza?" }).getByRole("radio", { name: /^Inteira/ }).check();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await page.getByRole("radio", { name: "Massa Tradicional" }).check();
  await page.getByRole("button", { name: /^Adicionar \|/ }).click();
  await page.getByRole("button", { name: "Ver Pedido" }).click();
}

/** Marks an order paid through the sandbox provider, as the "Simular pagamento" button will. */
export async function approvePayment(request: APIRequestContext, customer: Customer, orderId: number) {
  await apiCall(request, "POST", `/sandbox/payments/${orderId}/approve`, { token: customer.token });
}

/** Staff moves an order to another state (POST /order-state-historys). */
export async function moveOrder(request: APIRequestContext, orderId: number, toState: string) {
  await apiCall(request, "POST", "/order-state-historys", { token: await staffToken(request), data: { order_id: orderId, to_state: toState } });
}

/** The customer's newest order (any state) straight from the API. */
export async function latestOrder(request: APIRequestContext, customer: Customer) {
  const { body } = await apiCall<{ id: number; external_id: number }[]>(request, "GET", "/orders?take=1&order_id=desc", { token: customer.token });
  return body[0]!;
}

/**
 * A Guaraná 2 L ordered through the cart, ending on /checkout: for pickup (R$ 12,90), or delivered
 * to the customer's saved "Casa" address (R$ 12,90 + R$ 5,00 of delivery = R$ 17,90).
 */
export async function orderToCheckout(page: Page, customer: Customer, { delivery = false } = {}) {
  await openSignedIn(page, customer, "/catalog");
  await page.getByRole("button", { name: "Buscar produto" }).click();
  await page.getByPlaceholder("Buscar produto...").fill("guaraná 2");
  await page.getByRole("link", { name: /^Guaraná 2 L/ }).click();
  await page.getByRole("button", { name: "Adicionar | R$ 12,90" }).click();
  await page.getByRole("button", { name: "Ver Pedido" }).click();
  await page.getByRole("radio", { name: delivery ? /^Entrega Casa/ : /Retirar no balcão/ }).check();
  await page.getByRole("button", { name: delivery ? "Pagar | R$ 17,90" : "Pagar | R$ 12,90" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  return latestOrder(page.request, customer);
}
