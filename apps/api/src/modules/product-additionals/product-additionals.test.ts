import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, loginStaff, request, signInClient } from "../../../test/support";

interface Link {
  additional_id: number;
  ProductAdditional: { id: number; group: string; category: string; name: string; amount: number };
}
interface AdditionalJson {
  id: number;
  external_id: string;
  group: string;
  category: string;
  name: string;
  amount: number;
  is_active: boolean;
}

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

const linksOf = async (externalId: string): Promise<Link[]> => {
  const response = await request(t.app, { method: "GET", url: `/product-has-additionals?product_id=${externalId}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const additionals = async (query: string): Promise<AdditionalJson[]> => {
  const response = await request(t.app, { method: "GET", url: `/product-additionals${query}`, token: staff });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("GET /product-has-additionals?product_id=EXTERNAL_ID", () => {
  it("answers the active additionals of a large pizza in the seed's shape", async () => {
    const links = await linksOf("PG-MARGHERITA");
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      expect(Object.keys(link).sort()).toEqual(["ProductAdditional", "additional_id"]);
      expect(Object.keys(link.ProductAdditional).sort()).toEqual(["amount", "category", "group", "id", "name"]);
      expect(link.additional_id).toBe(link.ProductAdditional.id);
    }
    const categories = new Set(links.map((link) => link.ProductAdditional.category));
    expect(categories).toEqual(new Set(["Tipo de Massa", "Molho", "Adicionais", "Borda"]));
    // A fraction of a large pizza takes the individual prices: both groups' extras are linked.
    const extraGroups = new Set(links.filter((link) => link.ProductAdditional.category === "Adicionais").map((link) => link.ProductAdditional.group));
    expect(extraGroups).toEqual(new Set(["Pizzas Grandes", "Pizzas Individuais"]));
    expect(links.map((link) => link.ProductAdditional.name)).not.toContain("Palmito");
  });

  it("lists categories in the order the product screen shows them: dough, sauce, extras, crust", async () => {
    const categories = (await linksOf("PG-CALABRESA")).map((link) => link.ProductAdditional.category);
    const firstSeen = categories.filter((category, index) => categories.indexOf(category) === index);
    expect(firstSeen).toEqual(["Tipo de Massa", "Molho", "Adicionais", "Borda"]);
  });

  it("offers a dough choice for every fractionable product", async () => {
    const response = await request(t.app, { method: "GET", url: "/products?where_is_fractionable=true&take=100" });
    for (const product of response.json() as Array<{ external_id: string }>) {
      const links = await linksOf(product.external_id);
      expect(links.some((link) => link.ProductAdditional.category === "Tipo de Massa"), product.external_id).toBe(true);
    }
  });

  it("answers an empty list for a drink, an unknown product and an inactive product", async () => {
    expect(await linksOf("BB-COLA-2L")).toEqual([]);
    expect(await linksOf("NAO-EXISTE")).toEqual([]);
    expect(await linksOf("PG-FILE-GORGONZOLA")).toEqual([]);
  });

  it("requires product_id", async () => {
    const response = await request(t.app, { method: "GET", url: "/product-has-additionals" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Produto (product_id): campo obrigatório");
  });
});

describe("GET /product-additionals (staff)", () => {
  it("filters by group, category and name ignoring case and accents, and by amount and active flag", async () => {
    const dough = await additionals("?where_category=tipo%20de%20massa&where_group=grandes");
    expect(dough.map((item) => item.name).sort()).toEqual(["Massa Fina e Crocante", "Massa Integral", "Massa Tradicional"]);
    expect((await additionals("?where_name=rustico")).map((item) => item.external_id).sort()).toEqual(["AD-PG-MOLHO-POMODORO", "AD-PI-MOLHO-POMODORO"]);
    expect((await additionals("?where_amount=12&take=100")).every((item) => item.amount === 12)).toBe(true);
    expect((await additionals("?where_is_active=false")).map((item) => item.name)).toEqual(["Palmito"]);
    const [first] = await additionals("?order_id=asc&take=1");
    expect((await additionals(`?where_id=${first!.id}`)).map((item) => item.id)).toEqual([first!.id]);
  });

  it("sorts by each field in both directions", async () => {
    for (const field of ["id", "amount"] as const) {
      const values = (await additionals(`?order_${field}=desc&take=100`)).map((item) => item[field]);
      expect(values).toEqual([...values].sort((x, y) => y - x));
    }
    const names = (await additionals("?order_name=asc&take=100")).map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const categories = (await additionals("?order_category=desc&take=100")).map((item) => item.category);
    expect(categories[0]).toBe("Tipo de Massa");
    expect((await additionals("?order_group=asc&take=1"))[0]!.group).toBe("Pizzas Grandes");
  });
});

describe("PATCH /product-additionals/{id} (staff)", () => {
  it("edits the form's fields and deactivating removes it from the product's list", async () => {
    const [bacon] = await additionals("?where_name=bacon&where_group=grandes");
    const response = await request(t.app, {
      method: "PATCH",
      url: `/product-additionals/${bacon!.id}`,
      token: staff,
      payload: { group: "Pizzas Grandes", category: "Adicionais", name: "Bacon Crocante", is_active: true, amount: 9.5 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Bacon Crocante", amount: 9.5, is_active: true });
    expect((await linksOf("PG-CALABRESA")).map((link) => link.ProductAdditional.name)).toContain("Bacon Crocante");

    await request(t.app, { method: "PATCH", url: `/product-additionals/${bacon!.id}`, token: staff, payload: { is_active: false } });
    expect((await linksOf("PG-CALABRESA")).map((link) => link.additional_id)).not.toContain(bacon!.id);
  });

  it.each([
    [{ group: "" }, "Grupo obrigatório"],
    [{ category: " " }, "Categoria obrigatória"],
    [{ name: "" }, "Nome obrigatório"],
    [{ amount: -2 }, "Valor inválido"],
    [{ external_id: "X" }, "Campo não permitido: external_id"],
  ])("validates %j", async (body, message) => {
    const response = await request(t.app, { method: "PATCH", url: "/product-additionals/1", token: staff, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for an unknown additional", async () => {
    const response = await request(t.app, { method: "PATCH", url: "/product-additionals/999999", token: staff, payload: { name: "X" } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Adicional não encontrado.");
  });

  it("is for staff only", async () => {
    const client = await signInClient(t.app);
    expect((await request(t.app, { method: "GET", url: "/product-additionals", token: client })).statusCode).toBe(403);
    expect((await request(t.app, { method: "PATCH", url: "/product-additionals/1", payload: { name: "X" } })).statusCode).toBe(401);
  });
});
