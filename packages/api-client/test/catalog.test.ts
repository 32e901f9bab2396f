import { describe, expect, it } from "vitest";
import { ApiError } from "../src/errors";
import { signedInStaff, testClient } from "./support";

describe("catalogue and store calls against the real API", () => {
  it("the catalogue query lists only active products, pizzas first by order_group", async () => {
    const { api } = testClient();
    const products = await api.products.catalogQuery().queryFn!({} as never);
    expect(products.length).toBeGreaterThan(5);
    expect(products.every((p) => p.is_active)).toBe(true);
    const groups = products.map((p) => p.order_group);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
  });

  it("the featured query lists featured products only", async () => {
    const { api } = testClient();
    const featured = await api.products.featuredQuery().queryFn!({} as never);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.is_featured && p.is_active)).toBe(true);
  });

  it("a pizza's additionals include a dough choice", async () => {
    const { api } = testClient();
    const products = await api.products.list({ where_product_group: "Pizzas Grandes", take: 1 });
    const additionals = await api.products.additionals(products[0]!.external_id);
    expect(additionals.some((row) => row.ProductAdditional.category === "Tipo de Massa")).toBe(true);
  });

  it("store info has the sections the storefront reads", async () => {
    const { api } = testClient();
    const store = await api.settings.store();
    expect(store.appearance.name).toBeTruthy();
    expect(typeof store.store_info.online).toBe("boolean");
    expect(store.operation.default_delivery_time).toBeGreaterThan(0);
    expect(store.payment_provider.name).toBe("sandbox");
  });

  it("an unknown CEP is an ApiError with the spec's message", async () => {
    const { api } = testClient();
    const error = await api.ceps.lookup("99999-999").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe("O CEP informado não foi encontrado ou está fora da área de entrega.");
  });

  it("staff-only lists refuse an anonymous caller with 401 and a signed-in staff reads them", async () => {
    const anonymous = testClient();
    await expect(anonymous.api.settings.list()).rejects.toMatchObject({ status: 401 });
    const { api } = await signedInStaff();
    const settings = await api.settings.list({ order_id: "asc" });
    expect(settings.length).toBeGreaterThan(5);
  });
});
