import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, loginStaff, request, signInClient } from "../../../test/support";
import { CEP_OUT_OF_AREA } from "./ceps.service";

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string) => {
  const response = await request(t.app, { method: "GET", url: `/ceps${query}`, token: staff });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ postal_code: string; neighborhood: string; amount: number | null; active: boolean }>;
};

describe("GET /ceps/{postalCode} (public lookup)", () => {
  it("answers an active area, with or without the mask", async () => {
    for (const code of ["05433-001", "05433001"]) {
      const response = await request(t.app, { method: "GET", url: `/ceps/${code}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        postal_code: "05433001",
        street: "Rua Girassol",
        neighborhood: "Vila Madalena",
        city: "São Paulo",
        state: "SP",
        amount: 5,
      });
    }
  });

  it("answers an area without its own fee with amount null", async () => {
    expect((await request(t.app, { method: "GET", url: "/ceps/05015-010" })).json().amount).toBeNull();
  });

  it.each(["01310-100", "99999-999", "123", "abcde-fgh"])("answers 404 with the storefront's message for %s", async (code) => {
    const response = await request(t.app, { method: "GET", url: `/ceps/${code}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: CEP_OUT_OF_AREA });
  });
});

describe("GET /ceps (staff)", () => {
  it("lists every area, active or not, sorted by CEP", async () => {
    const rows = await list("?take=100");
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.map((row) => row.postal_code)).toEqual([...rows.map((row) => row.postal_code)].sort());
    expect(rows.some((row) => !row.active)).toBe(true);
  });

  it("filters by CEP fragment with or without the mask", async () => {
    expect((await list("?where_postal_code=05433")).map((row) => row.postal_code)).toEqual(["05433001", "05433010"]);
    expect((await list(`?where_postal_code=${encodeURIComponent("05433-01")}`)).map((row) => row.postal_code)).toEqual(["05433010"]);
  });

  it("filters by neighborhood ignoring case and accents", async () => {
    expect((await list("?where_neighborhood=SUMAREZINHO")).map((row) => row.postal_code)).toEqual(["05435000"]);
    expect((await list("?where_neighborhood=pinheiros")).length).toBe(3);
    expect((await list("?where_neighborhood=bela%20vísta")).map((row) => row.postal_code)).toEqual(["01310100"]);
  });

  it("filters by amount and by active flag", async () => {
    expect((await list("?where_amount=5")).map((row) => row.postal_code)).toEqual(["05433001", "05433010"]);
    expect((await list("?where_active=false")).map((row) => row.postal_code)).toEqual(["01310100"]);
    expect((await list("?where_active=true")).every((row) => row.active)).toBe(true);
    expect((await list("?where_active=Ambos&take=100")).length).toBeGreaterThanOrEqual(8);
  });

  it("refuses a non-numeric amount or a non-boolean active filter", async () => {
    const amount = await request(t.app, { method: "GET", url: "/ceps?where_amount=cinco", token: staff });
    expect(amount.statusCode).toBe(400);
    expect(amount.json().message).toBe("O filtro deve ser um número");
    const active = await request(t.app, { method: "GET", url: "/ceps?where_active=talvez", token: staff });
    expect(active.statusCode).toBe(400);
    expect(active.json().message).toBe("O filtro deve ser true ou false");
  });

  it("sorts by CEP descending", async () => {
    const rows = await list("?order_postal_code=desc&take=3");
    expect(rows.map((row) => row.postal_code)).toEqual([...rows.map((row) => row.postal_code)].sort().reverse());
    expect(rows).toHaveLength(3);
  });
});

describe("POST /ceps and PATCH /ceps/{postalCode} (staff)", () => {
  it("creates an area, refuses a duplicate with 409, and makes it available to the lookup", async () => {
    const body = { postal_code: "05416-000", street: "Rua Fradique Coutinho", neighborhood: "Pinheiros", city: "São Paulo", state: "sp", amount: 9.5 };
    const created = await request(t.app, { method: "POST", url: "/ceps", token: staff, payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ ...body, postal_code: "05416000", state: "SP", active: true, latitude: null, longitude: null });
    expect((await request(t.app, { method: "GET", url: "/ceps/05416000" })).statusCode).toBe(200);
    const duplicate = await request(t.app, { method: "POST", url: "/ceps", token: staff, payload: body });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe("Este CEP já está cadastrado.");
  });

  it.each([
    [{ postal_code: "" }, "CEP é obrigatório"],
    [{ postal_code: "0541-6000" }, "O CEP deve ter o formato 12345-678"],
    [{ street: "" }, "Logradouro é obrigatório"],
    [{ neighborhood: "  " }, "Bairro é obrigatório"],
    [{ state: "São Paulo" }, "UF inválida"],
    [{ amount: -1 }, "Valor inválido"],
    [{ amount: 9.999 }, "Valor inválido"],
    [{ active: "sim" }, "Ativo (active): esperava um valor booleano, recebeu um texto"],
  ])("refuses %j", async (overrides, message) => {
    const body = { postal_code: "05417-000", street: "Rua dos Pinheiros", neighborhood: "Pinheiros", city: "São Paulo", state: "SP", ...overrides };
    const response = await request(t.app, { method: "POST", url: "/ceps", token: staff, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("deactivates an area (the lookup then answers 404) and reactivates it", async () => {
    const off = await request(t.app, { method: "PATCH", url: "/ceps/05409-010", token: staff, payload: { active: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await request(t.app, { method: "GET", url: "/ceps/05409010" })).statusCode).toBe(404);
    await request(t.app, { method: "PATCH", url: "/ceps/05409010", token: staff, payload: { active: true } });
    expect((await request(t.app, { method: "GET", url: "/ceps/05409010" })).statusCode).toBe(200);
  });

  it("edits the backoffice form's fields and clears the fee with null", async () => {
    const response = await request(t.app, {
      method: "PATCH",
      url: "/ceps/05435000",
      token: staff,
      payload: { postal_code: "05435-000", street: "Rua Harmonia", neighborhood: "Vila Madalena", active: true, amount: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ neighborhood: "Vila Madalena", amount: null });
  });

  it("renames an area's CEP, and refuses renaming onto an existing one", async () => {
    await request(t.app, { method: "POST", url: "/ceps", token: staff, payload: { postal_code: "05418000", street: "Rua A", neighborhood: "Pinheiros", city: "São Paulo", state: "SP" } });
    const renamed = await request(t.app, { method: "PATCH", url: "/ceps/05418000", token: staff, payload: { postal_code: "05418-001" } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().postal_code).toBe("05418001");
    const clash = await request(t.app, { method: "PATCH", url: "/ceps/05418001", token: staff, payload: { postal_code: "05433001" } });
    expect(clash.statusCode).toBe(409);
  });

  it("answers 404 for an unknown area and 400 for a malformed path", async () => {
    const unknown = await request(t.app, { method: "PATCH", url: "/ceps/05499999", token: staff, payload: { active: true } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("CEP não encontrado.");
    const malformed = await request(t.app, { method: "PATCH", url: "/ceps/123", token: staff, payload: { active: true } });
    expect(malformed.statusCode).toBe(400);
  });

  it("is for staff only", async () => {
    const client = await signInClient(t.app);
    expect((await request(t.app, { method: "GET", url: "/ceps" })).statusCode).toBe(401);
    expect((await request(t.app, { method: "GET", url: "/ceps", token: client })).statusCode).toBe(403);
    expect((await request(t.app, { method: "PATCH", url: "/ceps/05433001", token: client, payload: { active: false } })).statusCode).toBe(403);
    expect((await request(t.app, { method: "POST", url: "/ceps", payload: {} })).statusCode).toBe(401);
  });
});
