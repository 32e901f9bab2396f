import { COUPON_FORM_MESSAGES, COUPON_MESSAGES } from "@forno/domain/coupons";
import { couponSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, loginStaff, request, signInClient } from "../../../test/support";

let t: TestApp;
let staff: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
  maria = await signInClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const create = (payload: Record<string, unknown>, token = staff) => request(t.app, { method: "POST", url: "/coupons", token, payload });
const patch = (id: number | string, payload: Record<string, unknown>, token = staff) => request(t.app, { method: "PATCH", url: `/coupons/${id}`, token, payload });
const list = async (query = "") => {
  const response = await request(t.app, { method: "GET", url: `/coupons${query}`, token: staff });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as unknown[]).map((row) => couponSchema.parse(row));
};

describe("POST /coupons (growth.md section 1)", () => {
  it("creates a coupon with its code upper case and the contract's defaults, no use yet", async () => {
    const response = await create({ code: "primeira10", name: "10% no primeiro pedido", kind: "percent", value: 10, min_subtotal: 40, first_order_only: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(couponSchema.parse(response.json())).toEqual({
      id: expect.any(Number),
      code: "PRIMEIRA10",
      name: "10% no primeiro pedido",
      kind: "percent",
      value: 10,
      max_discount: null,
      min_subtotal: 40,
      applies_to_groups: [],
      first_order_only: true,
      max_uses: 0,
      max_uses_per_client: 1,
      starts_at: null,
      ends_at: null,
      weekdays: null,
      time_from: null,
      time_to: null,
      order_types: ["delivery", "pickup"],
      channels: ["online", "phone", "counter"],
      active: true,
      uses: 0,
      created_at: expect.any(String),
    });
  });

  it("keeps every rule as sent: dates, weekdays, hours across midnight, types, channels, groups, caps", async () => {
    const body = {
      code: "NOITE15",
      name: "R$ 15 nas noites de sexta",
      kind: "fixed",
      value: 15,
      min_subtotal: 60,
      applies_to_groups: ["Pizzas Grandes"],
      max_uses: 100,
      max_uses_per_client: 2,
      starts_at: "2026-11-01T03:00:00.000Z",
      ends_at: "2026-12-01T02:59:00.000Z",
      weekdays: [6, 5],
      time_from: "18:00",
      time_to: "02:00",
      order_types: ["delivery"],
      channels: ["online", "phone"],
    };
    const coupon = couponSchema.parse((await create(body)).json());
    expect(coupon).toMatchObject({ ...body, weekdays: [5, 6], active: true, uses: 0 });
  });

  it("refuses a code taken in any case (409) and says what to type for each bad rule (400)", async () => {
    await create({ code: "VERAO", name: "Verão", kind: "free_delivery" });
    const taken = await create({ code: "verao", name: "Outro", kind: "percent", value: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Já existe um cupom com este código.");
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: "AB", name: "x", kind: "percent", value: 10 }, COUPON_FORM_MESSAGES.code],
      [{ code: "SEMNOME", name: " ", kind: "percent", value: 10 }, COUPON_FORM_MESSAGES.name],
      [{ code: "TIPO", name: "x", kind: "brinde" }, COUPON_FORM_MESSAGES.kind],
      [{ code: "CEM", name: "x", kind: "percent", value: 101 }, COUPON_FORM_MESSAGES.percent],
      [{ code: "ZERO", name: "x", kind: "fixed", value: 0 }, COUPON_FORM_MESSAGES.fixed],
      [{ code: "DATAS", name: "x", kind: "percent", value: 5, starts_at: "2026-12-01T00:00:00Z", ends_at: "2026-11-01T00:00:00Z" }, COUPON_FORM_MESSAGES.dates],
      [{ code: "HORA", name: "x", kind: "percent", value: 5, time_from: "18:00" }, COUPON_FORM_MESSAGES.times],
      [{ code: "DIAS", name: "x", kind: "percent", value: 5, weekdays: [] }, COUPON_FORM_MESSAGES.weekdays],
      [{ code: "RETIRA", name: "x", kind: "free_delivery", order_types: ["pickup"] }, COUPON_FORM_MESSAGES.freeDelivery],
      [{ code: "CANAL", name: "x", kind: "percent", value: 5, channels: [] }, COUPON_FORM_MESSAGES.channels],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("is staff only", async () => {
    expect((await create({ code: "CLIENTE", name: "x", kind: "percent", value: 5 }, maria)).statusCode).toBe(403);
    expect((await request(t.app, { method: "POST", url: "/coupons", payload: { code: "ANON", name: "x", kind: "percent", value: 5 } })).statusCode).toBe(401);
    expect((await request(t.app, { method: "GET", url: "/coupons", token: maria })).statusCode).toBe(403);
  });
});

describe("PATCH /coupons/{id}", () => {
  it("pauses a coupon (active: false): there is no delete", async () => {
    const { id } = couponSchema.parse((await create({ code: "PAUSAR", name: "Pausar", kind: "percent", value: 5 })).json());
    const paused = await patch(id, { active: false });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().active).toBe(false);
    expect((await request(t.app, { method: "DELETE", url: `/coupons/${id}`, token: staff })).statusCode).toBe(404);
  });

  it("checks the rules as the coupon would become, and another coupon's code is a 409", async () => {
    const { id } = couponSchema.parse((await create({ code: "MUDAR", name: "Mudar", kind: "fixed", value: 10 })).json());
    // 10 is a fine fixed amount, but the same value under "percent" with 150 is not.
    expect((await patch(id, { kind: "percent", value: 150 })).json().message).toBe(COUPON_FORM_MESSAGES.percent);
    expect((await patch(id, { time_to: "02:00" })).json().message).toBe(COUPON_FORM_MESSAGES.times);
    const renamed = await patch(id, { code: "verao" });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(COUPON_MESSAGES.duplicateCode);
    const changed = couponSchema.parse((await patch(id, { kind: "percent", value: 20, max_discount: 25, name: "Mudou" })).json());
    expect(changed).toMatchObject({ code: "MUDAR", kind: "percent", value: 20, max_discount: 25, name: "Mudou" });
  });

  it("answers 404 for an unknown coupon", async () => {
    const response = await patch(999_999, { active: false });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Cupom não encontrado.");
  });
});

describe("GET /coupons: the list contract of the other tables", () => {
  it("filters by code, name and active, sorts one field at a time, pages with take and skip", async () => {
    for (const [code, name, active] of [
      ["LISTA1", "Lista de quinta", true],
      ["LISTA2", "Lista de sexta", false],
      ["LISTA3", "Outra coisa", true],
    ] as const) {
      await create({ code, name, kind: "percent", value: 5, active });
    }
    expect((await list("?where_code=lista&order_code=asc")).map((coupon) => coupon.code)).toEqual(["LISTA1", "LISTA2", "LISTA3"]);
    expect((await list("?where_name=LISTA DE&order_code=desc")).map((coupon) => coupon.code)).toEqual(["LISTA2", "LISTA1"]);
    expect((await list("?where_code=LISTA&where_active=false")).map((coupon) => coupon.code)).toEqual(["LISTA2"]);
    expect((await list("?where_code=LISTA&order_code=asc&take=1&skip=1")).map((coupon) => coupon.code)).toEqual(["LISTA2"]);
    // Newest first by default.
    const all = await list("?take=100");
    expect(all[0]!.code).toBe("LISTA3");
    expect((await request(t.app, { method: "GET", url: "/coupons?take=0", token: staff })).statusCode).toBe(400);
  });
});
