import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, loginStaff, multipartFile, request, signInClient } from "../../../test/support";
import { NOT_AN_IMAGE } from "./product-image";
import { MALFORMED_UPLOAD } from "./products.routes";

interface ProductJson {
  id: number;
  external_id: string;
  name: string;
  amount: number;
  image_url: string | null;
  product_group: string;
  product_subgroup: string | null;
  is_fractionable: boolean;
  is_active: boolean;
  is_featured: boolean;
  order_group: number;
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

const products = async (query = "", token?: string): Promise<ProductJson[]> => {
  const response = await request(t.app, { method: "GET", url: `/products${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("GET /products (public)", () => {
  it("answers the active catalogue in the wire format, 20 per page by default", async () => {
    const page = await products();
    expect(page).toHaveLength(20);
    expect(Object.keys(page[0]!).sort()).toEqual(
      [
        "amount",
        "description",
        "external_id",
        "id",
        "image_url",
        "is_active",
        "is_featured",
        "is_fractionable",
        "name",
        "order_group",
        "product_group",
        "product_subgroup",
      ].sort(),
    );
    const all = await products("?take=100");
    expect(all.every((product) => product.is_active)).toBe(true);
    expect(all.map((product) => product.external_id)).not.toContain("PG-FILE-GORGONZOLA");
    expect(all.find((product) => product.external_id === "PG-MARGHERITA")).toMatchObject({
      name: "Margherita",
      amount: 59.9,
      product_group: "Pizzas Grandes",
      product_subgroup: "Tradicionais",
      is_fractionable: true,
      image_url: "http://localhost:80/images/products/pizza-margherita.svg",
    });
  });

  it("serves the storefront's calls: featured + active, and the catalogue by group", async () => {
    const featured = await products("?where_featured=true&where_is_active=true&take=50");
    expect(featured.length).toBeGreaterThanOrEqual(5);
    expect(featured.every((product) => product.is_featured)).toBe(true);

    const catalogue = await products("?where_is_active=true&order_group=asc&take=100");
    const orderGroups = catalogue.map((product) => product.order_group);
    expect(orderGroups).toEqual([...orderGroups].sort((x, y) => x - y));
    expect(new Set(catalogue.map((product) => product.product_group))).toEqual(
      new Set(["Pizzas Grandes", "Pizzas Individuais", "Bebidas", "Sobremesas"]),
    );
    const largeSubgroups = new Set(catalogue.filter((product) => product.product_group === "Pizzas Grandes").map((product) => product.product_subgroup));
    expect(largeSubgroups).toEqual(new Set(["Tradicionais", "Especiais", "Doces"]));
  });

  it("never shows inactive products to the public, whatever the filter", async () => {
    expect(await products("?where_is_active=false")).toEqual([]);
  });

  it("filters text ignoring case and accents, and numbers and booleans by equality", async () => {
    expect((await products("?where_name=CAMARAO")).map((product) => product.name)).toEqual(["Camarão"]);
    expect((await products("?where_name=gateau")).map((product) => product.name)).toEqual(["Petit Gâteau"]);
    const drinks = await products("?where_product_group=bebida&take=100");
    expect(drinks.length).toBe(7);
    expect(drinks.every((product) => !product.is_fractionable)).toBe(true);
    expect((await products("?where_product_subgroup=aguas")).length).toBe(2);
    expect((await products("?where_amount=59.9")).map((product) => product.name).sort()).toEqual(["Margherita", "Prestígio"]);
    const margherita = (await products("?where_name=margherita"))[0]!;
    expect((await products(`?where_id=${margherita.id}`)).map((product) => product.id)).toEqual([margherita.id]);
    expect((await products("?where_is_fractionable=true&take=100")).every((product) => product.is_fractionable)).toBe(true);
    expect(await products("?where_name=%25")).toEqual([]);
  });

  it("sorts by id, name, amount, group and subgroup in both directions", async () => {
    const check = async (field: string, key: keyof ProductJson) => {
      for (const direction of ["asc", "desc"] as const) {
        const values = (await products(`?order_${field}=${direction}&take=100`)).map((product) => product[key] as string | number);
        const sorted = [...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
        expect(values, `${field} ${direction}`).toEqual(direction === "asc" ? sorted : sorted.reverse());
      }
    };
    await check("id", "id");
    await check("amount", "amount");
    await check("group", "order_group");
    const byName = (await products("?order_name=asc&take=5")).map((product) => product.name);
    expect(byName[0]).toBe("Água Mineral com Gás");
  });

  it("refuses a bad sort direction or take", async () => {
    const direction = await request(t.app, { method: "GET", url: "/products?order_name=up" });
    expect(direction.statusCode).toBe(400);
    expect(direction.json().message).toMatch(/^Campo order_name: /);
    expect((await request(t.app, { method: "GET", url: "/products?take=0" })).statusCode).toBe(400);
    expect((await request(t.app, { method: "GET", url: "/products?take=100" })).statusCode).toBe(200);
  });

  it("treats a stale or broken token as anonymous rather than failing the catalogue", async () => {
    const response = await request(t.app, { method: "GET", url: "/products?where_is_active=false", token: "expired.or.broken" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("shows clients the public catalogue and staff every product", async () => {
    const client = await signInClient(t.app);
    expect(await products("?where_is_active=false", client)).toEqual([]);
    const inactive = await products("?where_is_active=false", staff);
    expect(inactive.map((product) => product.external_id)).toEqual(["PG-FILE-GORGONZOLA"]);
  });
});

describe("POST /products and PATCH /products/{id} (staff)", () => {
  it("creates a product with a generated external id", async () => {
    const response = await request(t.app, {
      method: "POST",
      url: "/products",
      token: staff,
      payload: { name: "Calzone de Queijo", product_group: "Calzones", product_subgroup: "Tradicionais", amount: 44.5, featured: true },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: "Calzone de Queijo",
      amount: 44.5,
      is_active: true,
      is_featured: true,
      is_fractionable: false,
      description: null,
      image_url: null,
    });
    expect(response.json().external_id).toMatch(/^P-[0-9A-F]{8}$/);
    expect((await products("?where_name=calzone")).length).toBe(1);
  });

  it("refuses a duplicate external id with 409", async () => {
    const response = await request(t.app, {
      method: "POST",
      url: "/products",
      token: staff,
      payload: { external_id: "PG-MARGHERITA", name: "Outra", product_group: "Pizzas Grandes", product_subgroup: "Tradicionais", amount: 1 },
    });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    [{ name: "" }, "Nome obrigatório"],
    [{ product_group: " " }, "Grupo obrigatório"],
    [{ product_subgroup: "" }, "Subgrupo obrigatório"],
    [{ amount: "dez" }, "Valor inválido"],
    [{ is_active: 1 }, "Ativo (is_active): esperava um valor booleano, recebeu um número"],
    [{ image_url: "http://x" }, "Campo não permitido: image_url"],
  ])("validates PATCH %j", async (body, message) => {
    const response = await request(t.app, { method: "PATCH", url: "/products/1", token: staff, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("edits the backoffice form's fields, takes `featured` for is_featured, and refreshes the public catalogue", async () => {
    const [pudim] = await products("?where_name=pudim");
    expect(pudim!.is_featured).toBe(false);
    const response = await request(t.app, {
      method: "PATCH",
      url: `/products/${pudim!.id}`,
      token: staff,
      payload: { name: "Pudim da Vovó", product_group: "Sobremesas", product_subgroup: "Sobremesas", description: "", is_active: true, featured: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Pudim da Vovó", is_featured: true, description: null });
    expect((await products("?where_featured=true&take=50")).map((product) => product.id)).toContain(pudim!.id);

    await request(t.app, { method: "PATCH", url: `/products/${pudim!.id}`, token: staff, payload: { is_active: false } });
    expect(await products("?where_name=pudim")).toEqual([]);
  });

  it("answers 404 for an unknown product and 400 for a bad id", async () => {
    const unknown = await request(t.app, { method: "PATCH", url: "/products/999999", token: staff, payload: { name: "X" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Produto não encontrado.");
    expect((await request(t.app, { method: "PATCH", url: "/products/0", token: staff, payload: { name: "X" } })).statusCode).toBe(400);
  });
});

describe("POST /products/{id}/upload (staff)", () => {
  const upload = (id: number, file: ReturnType<typeof multipartFile>, token = staff) =>
    request(t.app, { method: "POST", url: `/products/${id}/upload`, token, payload: file.payload, headers: file.headers });

  let productId: number;
  beforeAll(async () => {
    productId = (await products("?where_name=calabresa%20individual"))[0]!.id;
  });

  it("stores a real image re-encoded as a 430x320 JPEG under its content's hash", async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c0392b" } }).png().toBuffer();
    const response = await upload(productId, multipartFile("file", "../../etc/passwd.png", "image/png", png));
    expect(response.statusCode, response.body).toBe(200);
    const imageUrl: string = response.json().image_url;
    expect(imageUrl).toMatch(/^http:\/\/localhost:80\/uploads\/products\/[0-9a-f]{64}\.jpg$/);

    const path = new URL(imageUrl).pathname;
    const served = await t.app.inject({ method: "GET", url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 430, height: 320 });

    const [catalogue] = await products(`?where_id=${productId}`);
    expect(catalogue!.image_url).toBe(imageUrl);
  });

  it("accepts any real image whatever its declared type, and replaces the previous upload", async () => {
    const before = (await products(`?where_id=${productId}`))[0]!.image_url!;
    const webp = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 20, g: 120, b: 40, alpha: 0.5 } } })
      .webp()
      .toBuffer();
    const response = await upload(productId, multipartFile("file", "foto", "application/octet-stream", webp));
    expect(response.statusCode).toBe(200);
    expect(response.json().image_url).not.toBe(before);
    // The replaced photo is gone: nothing else showed it.
    expect((await t.app.inject({ method: "GET", url: new URL(before).pathname })).statusCode).toBe(404);
  });

  it.each([
    ["text pretending to be a PNG", "image/png", Buffer.from("isto não é uma imagem")],
    ["an SVG", "image/svg+xml", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ["a truncated JPEG", "image/jpeg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46])],
  ])("refuses %s", async (_label, type, data) => {
    const response = await upload(productId, multipartFile("file", "foto.png", type, data));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: NOT_AN_IMAGE });
  });

  it("refuses a file above the size limit with 413", async () => {
    const big = Buffer.alloc(t.app.ctx.env.UPLOAD_MAX_BYTES + 1024, 1);
    const response = await upload(productId, multipartFile("file", "grande.jpg", "image/jpeg", big));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("A imagem é grande demais.");
  });

  it("refuses a missing file field, a JSON body, and an unknown product", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } }).png().toBuffer();
    const wrongField = await upload(productId, multipartFile("foto", "a.png", "image/png", png));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe("Envie a imagem no campo file.");
    const json = await request(t.app, { method: "POST", url: `/products/${productId}/upload`, token: staff, payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
    expect((await upload(999999, multipartFile("file", "a.png", "image/png", png))).statusCode).toBe(404);
  });

  it("refuses a malformed multipart body with 400 (missing or wrong boundary, truncated parts)", async () => {
    const png = multipartFile("file", "a.png", "image/png", Buffer.from("89504e470d0a1a0a", "hex"));
    for (const [contentType, payload] of [
      ["multipart/form-data", png.payload],
      ["multipart/form-data; boundary=notTheBoundary", png.payload],
      [png.headers["content-type"]!, png.payload.subarray(0, 60)],
      ["multipart/form-data; boundary= ", Buffer.from("-- --\r\n")],
    ] as const) {
      const response = await request(t.app, { method: "POST", url: `/products/${productId}/upload`, token: staff, payload, headers: { "content-type": contentType } });
      expect(response.json(), contentType).toEqual({ statusCode: 400, error: "Bad Request", message: MALFORMED_UPLOAD });
    }
  });

  it("is for staff only", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } }).png().toBuffer();
    const client = await signInClient(t.app);
    expect((await upload(productId, multipartFile("file", "a.png", "image/png", png), client)).statusCode).toBe(403);
    const anonymous = multipartFile("file", "a.png", "image/png", png);
    const response = await t.app.inject({ method: "POST", url: `/products/${productId}/upload`, payload: anonymous.payload, headers: anonymous.headers });
    expect(response.statusCode).toBe(401);
  });
});

describe("the public catalogue on two API instances sharing one database", () => {
  it("a product write on one instance reaches the other's cached catalogue at once", async () => {
    const second = await createTestApp({ shareDatabaseWith: t });
    try {
      const priceOn = async (app: TestApp["app"]) => {
        const response = await request(app, { method: "GET", url: "/products?where_name=Margherita" });
        return (response.json() as ProductJson[]).find((product) => product.external_id === "PG-MARGHERITA")?.amount;
      };
      const before = await priceOn(second.app);
      expect(before).toBeDefined();
      expect(await priceOn(second.app)).toBe(before); // now served from the second instance's cache

      const [margherita] = await products("?where_name=Margherita");
      const patch = await request(t.app, { method: "PATCH", url: `/products/${margherita!.id}`, token: staff, payload: { amount: before! + 1 } });
      expect(patch.statusCode).toBe(200);

      // Well before the cache's 30 s lifetime: the NOTIFY cleared the other instance's copy.
      await expect.poll(() => priceOn(second.app), { timeout: 5_000, interval: 50 }).toBe(before! + 1);
    } finally {
      await second.close();
    }
  });
});
