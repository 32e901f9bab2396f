import { expect, test } from "@playwright/test";
import { apiCall, staffToken } from "../../support/backoffice";
import { onPhone } from "../../support/phone";

// Issue 21: with operation.fractions_same_subgroup on, the storefront offers only flavours of the
// first half's subgroup and says why. The setting is turned back off at the end.

async function setSameSubgroup(request: Parameters<typeof staffToken>[0], on: boolean) {
  const token = await staffToken(request);
  const { body: settings } = await apiCall<{ id: number; key: string }[]>(request, "GET", "/settings?take=100", { token });
  const setting = settings.find((row) => row.key === "operation.fractions_same_subgroup");
  if (!setting) throw new Error("the operation.fractions_same_subgroup setting is missing");
  await apiCall(request, "PATCH", `/settings/${setting.id}`, { token, data: { value: String(on) } });
}

test("a sweet half is completed only with sweet flavours while the store keeps subgroups apart", async ({ browser, request }) => {
  const { body: found } = await apiCall<Record<string, unknown>[]>(request, "GET", "/products?where_name=Chocolate%20com%20Morango&where_product_group=Pizzas%20Grandes");
  const sweet = found[0]!;
  await setSameSubgroup(request, true);
  try {
    await onPhone(browser, async (page) => {
      await page.addInitScript((line) => {
        if (!sessionStorage.getItem("e2e-cart-set")) {
          localStorage.setItem("cart", JSON.stringify([line]));
          sessionStorage.setItem("e2e-cart-set", "1");
        }
      }, { ...sweet, quantity: 0.5, note: null, totalPrice: 0, additionals: [] });
      await page.goto("/catalog");
      await expect(page.getByText("Só aparecem sabores do mesmo tipo (Doces): esta loja não mistura tipos de sabor na mesma pizza.", { exact: false })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: "Doces" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: "Tradicionais" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: /^Chocolate com Morango/ })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Calabresa/ })).toHaveCount(0);
    });
  } finally {
    await setSameSubgroup(request, false);
  }
});
