import { storeDetailsSchema, storeInfoSchema } from "@forno/domain/schemas";
import { isValidCnpj } from "@forno/domain/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, loginStaff, request, signInClient } from "../../../test/support";

interface SettingJson {
  id: number;
  key: string;
  group: string;
  description: string;
  value: string;
  updated_at: string;
}

let t: TestApp;
let staff: string;
let all: SettingJson[];
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
  all = (await request(t.app, { method: "GET", url: "/settings?take=100", token: staff })).json();
});
afterAll(async () => {
  await t.close();
});

const byKey = (key: string) => {
  const setting = all.find((item) => item.key === key);
  if (setting === undefined) throw new Error(`no setting ${key}`);
  return setting;
};
const patch = (key: string, value: unknown) => request(t.app, { method: "PATCH", url: `/settings/${byKey(key).id}`, token: staff, payload: { value } });

describe("GET /settings/store and /settings/store/details (public)", () => {
  it("answers the store info the storefront needs, with the sandbox payment provider", async () => {
    const response = await request(t.app, { method: "GET", url: "/settings/store" });
    expect(response.statusCode).toBe(200);
    const store = storeInfoSchema.parse(response.json());
    expect(store.appearance).toEqual({ name: "Forno Pizzaria", logo_url: "http://localhost:80/images/logo.svg" });
    expect(store.store_info).toMatchObject({ online: true, city: "São Paulo", state: "SP", postal_code: "05433001", phone: "1132104567" });
    expect(store.operation.default_delivery_time).toBe(45);
    expect(store.payment_provider).toEqual({ name: "sandbox", public_key: null });
    expect(response.json().social).toBeUndefined();
  });

  it("adds social links, messages and legal data in the details", async () => {
    const response = await request(t.app, { method: "GET", url: "/settings/store/details" });
    expect(response.statusCode).toBe(200);
    const details = storeDetailsSchema.parse(response.json());
    expect(isValidCnpj(details.store_info.legal_document)).toBe(true);
    expect(details.store_info.legal_name).toBe("Forno Pizzaria e Restaurante Ltda.");
    expect(details.social.map((link) => link.network)).toEqual(["instagram", "facebook", "whatsapp", "site"]);
    expect(details.messages.greeting.length).toBeGreaterThan(0);
    expect(details.messages.price_warning.length).toBeGreaterThan(0);
  });

  it("serves the logo it points at", async () => {
    const response = await request(t.app, { method: "GET", url: "/images/logo.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });
});

describe("GET /settings (staff)", () => {
  it("lists every setting with id, key, group, description, value and updated_at", () => {
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(Object.keys(all[0]!).sort()).toEqual(["description", "group", "id", "key", "updated_at", "value"]);
    for (const key of ["store_info.online", "store_info.business_hours", "operation.default_delivery_time", "payment.pix_key", "payment.merchant_city"]) {
      expect(byKey(key).value).not.toBe("");
    }
  });

  it("sorts by id or description", async () => {
    const byIdDesc: SettingJson[] = (await request(t.app, { method: "GET", url: "/settings?order_id=desc&take=100", token: staff })).json();
    expect(byIdDesc.map((item) => item.id)).toEqual(all.map((item) => item.id).sort((x, y) => y - x));
    const byDescription: SettingJson[] = (await request(t.app, { method: "GET", url: "/settings?order_description=asc&take=5", token: staff })).json();
    expect(byDescription[0]!.description).toBe("Aviso no cardápio");
  });
});

describe("PATCH /settings/{id} (staff)", () => {
  it("changes a value and the public store info follows", async () => {
    const before = byKey("store_info.online");
    const response = await patch("store_info.online", "false");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: before.id, value: "false" });
    expect(Date.parse(response.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    expect((await request(t.app, { method: "GET", url: "/settings/store" })).json().store_info.online).toBe(false);
    await patch("store_info.online", "TRUE");
    expect((await request(t.app, { method: "GET", url: "/settings/store" })).json().store_info.online).toBe(true);
  });

  it("normalises phones, documents and CEPs to digits and the UF to upper case", async () => {
    expect((await patch("store_info.phone", "(11) 3210-4568")).json().value).toBe("1132104568");
    expect((await patch("store_info.legal_document", "45.271.983/0001-39")).json().value).toBe("45271983000139");
    expect((await patch("store_info.postal_code", "05433-010")).json().value).toBe("05433010");
    expect((await patch("store_info.state", "rj")).json().value).toBe("RJ");
    expect((await patch("operation.default_delivery_time", "50")).json().value).toBe("50");
    expect((await request(t.app, { method: "GET", url: "/settings/store" })).json().operation.default_delivery_time).toBe(50);
  });

  it.each([
    ["store_info.online", "talvez", "Valor inválido: use true ou false."],
    ["operation.default_delivery_time", "quarenta", "Valor inválido: use um número inteiro."],
    ["operation.default_delivery_time", "-5", "Valor inválido: use um número inteiro."],
    ["social.instagram", "instagram.com/forno", "Valor inválido: use um endereço começando com https:// (ou um caminho da própria API)."],
    ["store_info.phone", "123", "Telefone inválido"],
    ["store_info.legal_document", "11.111.111/1111-11", "Documento inválido"],
    ["store_info.postal_code", "0543", "O CEP deve ter o formato 12345-678"],
    ["store_info.state", "São Paulo", "UF inválida"],
    ["payment.merchant_city", "SAO PAULO CAPITAL SP", "Valor inválido: use no máximo 15 caracteres."],
    ["appearance.name", "", "Valor é obrigatório"],
    ["appearance.name", "   ", "Valor é obrigatório"],
  ])("refuses %s = %j with 400", async (key, value, message) => {
    const response = await patch(key, value);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message });
  });

  it("refuses a non-string value, extra fields and an unknown id", async () => {
    expect((await patch("store_info.online", true)).statusCode).toBe(400);
    const extra = await request(t.app, { method: "PATCH", url: `/settings/${byKey("appearance.name").id}`, token: staff, payload: { value: "X", key: "y" } });
    expect(extra.json().message).toBe("Campo não permitido: key");
    const unknown = await request(t.app, { method: "PATCH", url: "/settings/99999", token: staff, payload: { value: "X" } });
    expect(unknown.statusCode).toBe(404);
  });

  it("is for staff only", async () => {
    const client = await signInClient(t.app);
    expect((await request(t.app, { method: "GET", url: "/settings", token: client })).statusCode).toBe(403);
    expect((await request(t.app, { method: "GET", url: "/settings" })).statusCode).toBe(401);
    expect((await request(t.app, { method: "PATCH", url: "/settings/1", token: client, payload: { value: "x" } })).statusCode).toBe(403);
  });
});

describe("GET /settings/store from memory, on two API instances sharing one database", () => {
  it("serves the cached answer until a settings write on any instance clears it", async () => {
    const second = await createTestApp({ shareDatabaseWith: t });
    try {
      const nameOn = async (app: TestApp["app"]) => (await request(app, { method: "GET", url: "/settings/store" })).json().appearance.name as string;
      const before = await nameOn(second.app);
      // A change behind the API's back (no write through it, so no notification) is not read again:
      // the answer comes from memory, not from a query per visit.
      await t.app.ctx.db.execute(`UPDATE settings SET value = 'Nome Fora da API' WHERE key = 'appearance.name'`);
      expect(await nameOn(second.app)).toBe(before);

      expect((await patch("appearance.name", "Pizzaria Nova")).statusCode).toBe(200);
      // Well before the cache's lifetime: the write's NOTIFY cleared the other instance's copy.
      await expect.poll(() => nameOn(second.app), { timeout: 5_000, interval: 50 }).toBe("Pizzaria Nova");
      expect(await nameOn(t.app)).toBe("Pizzaria Nova");
      expect((await patch("appearance.name", before)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe("the catalogue order settings (decision 2101)", () => {
  const catalog = async () => storeInfoSchema.parse((await request(t.app, { method: "GET", url: "/settings/store" })).json()).catalog;

  it("are seeded with the demo's order and exposed in GET /settings/store as lists", async () => {
    expect(await catalog()).toEqual({
      group_order: ["Pizzas Grandes", "Pizzas Individuais", "Bebidas", "Sobremesas"],
      subgroup_order: ["Tradicionais", "Especiais", "Doces"],
    });
  });

  it("store a new order trimmed, and refuse a repeated name with a 400 that says which", async () => {
    const saved = await patch("catalog.subgroup_order", " Doces ,Tradicionais,, Especiais ");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toBe("Doces, Tradicionais, Especiais");
    expect((await catalog()).subgroup_order).toEqual(["Doces", "Tradicionais", "Especiais"]);

    const refused = await patch("catalog.subgroup_order", "Doces, doces");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Valor inválido: "doces" aparece mais de uma vez.');
    expect((await catalog()).subgroup_order).toEqual(["Doces", "Tradicionais", "Especiais"]);
  });
});
