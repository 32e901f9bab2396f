import { driverSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, loginStaff, request, signInClient } from "../../../test/support";
import { DRIVER_NOT_FOUND } from "./drivers.service";

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

const create = (payload: Record<string, unknown>, token = staff) => request(t.app, { method: "POST", url: "/drivers", token, payload });
const patch = (id: number | string, payload: Record<string, unknown>, token = staff) => request(t.app, { method: "PATCH", url: `/drivers/${id}`, token, payload });
const list = async (query = "") => {
  const response = await request(t.app, { method: "GET", url: `/drivers${query}`, token: staff });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as unknown[]).map((row) => driverSchema.parse(row));
};

describe("POST /drivers", () => {
  it("creates an active driver with the phone stored as digits", async () => {
    const response = await create({ name: "  Carlos Entregas ", phone: "(11) 98888-7777" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), name: "Carlos Entregas", phone: "11988887777", is_active: true });
  });

  it("refuses an empty name, an invalid phone and unknown fields with 400", async () => {
    expect((await create({ name: " ", phone: "11988887777" })).json().message).toBe("Nome obrigatório");
    expect((await create({ name: "Ana", phone: "1234" })).json().message).toBe("Telefone inválido");
    const extra = await create({ name: "Ana", phone: "11988887777", cpf: "x" });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe("Campo não permitido: cpf");
  });
});

describe("GET /drivers", () => {
  beforeAll(async () => {
    for (const [name, phone, is_active] of [
      ["Zeca Moto", "21977776666", true],
      ["Álvaro Bike", "11966665555", false],
      ["Bruna Lima", "11955554444", true],
    ] as const) {
      expect((await create({ name, phone, is_active })).statusCode).toBe(201);
    }
  });

  it("lists by name (ignoring accents) by default, with take and skip", async () => {
    const names = (await list()).map((driver) => driver.name);
    expect(names.slice(0, 4)).toEqual(["Álvaro Bike", "Bruna Lima", "Carlos Entregas", "Zeca Moto"]);
    expect((await list("?take=2&skip=1")).map((driver) => driver.name)).toEqual(["Bruna Lima", "Carlos Entregas"]);
  });

  it("filters by name, phone fragment (mask ignored) and active, and sorts by one field", async () => {
    expect((await list("?where_name=alvaro")).map((driver) => driver.name)).toEqual(["Álvaro Bike"]);
    expect((await list(`?where_phone=${encodeURIComponent("(21) 9777")}`)).map((driver) => driver.name)).toEqual(["Zeca Moto"]);
    expect((await list("?where_is_active=false")).map((driver) => driver.name)).toEqual(["Álvaro Bike"]);
    expect((await list("?where_is_active=Ambos")).length).toBe(4);
    const byIdDesc = (await list("?order_id=desc")).map((driver) => driver.id);
    expect(byIdDesc).toEqual([...byIdDesc].sort((a, b) => b - a));
    expect((await list("?order_name=desc")).map((driver) => driver.name)[0]).toBe("Zeca Moto");
  });

  it("refuses malformed list parameters with 400", async () => {
    for (const query of ["?take=0", "?where_id=abc", "?where_is_active=talvez", "?where_id=2147483648"]) {
      expect((await request(t.app, { method: "GET", url: `/drivers${query}`, token: staff })).statusCode, query).toBe(400);
    }
  });
});

describe("PATCH /drivers/{id}", () => {
  it("changes only the fields given", async () => {
    const { id } = (await create({ name: "Diego", phone: "11944443333" })).json();
    const response = await patch(id, { is_active: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, name: "Diego", phone: "11944443333", is_active: false });
    expect((await patch(id, { name: "Diego Souza", phone: "(11) 4444-3333" })).json()).toEqual({ id, name: "Diego Souza", phone: "1144443333", is_active: false });
    expect((await patch(id, {})).json().name).toBe("Diego Souza");
  });

  it("answers 404 for an unknown driver and 400 for a bad id or body", async () => {
    const missing = await patch(999_999, { name: "X" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(DRIVER_NOT_FOUND);
    expect((await patch("abc", { name: "X" })).statusCode).toBe(400);
    expect((await patch(1, { phone: "12" })).statusCode).toBe(400);
  });
});

describe("staff only", () => {
  it("answers 401 without a token and 403 for a client", async () => {
    expect((await request(t.app, { method: "GET", url: "/drivers" })).statusCode).toBe(401);
    expect((await request(t.app, { method: "GET", url: "/drivers", token: maria })).statusCode).toBe(403);
    expect((await create({ name: "Ana", phone: "11988887777" }, maria)).statusCode).toBe(403);
    expect((await patch(1, { name: "Ana" }, maria)).statusCode).toBe(403);
    expect((await request(t.app, { method: "GET", url: "/reports/drivers?date=2026-03-10", token: maria })).statusCode).toBe(403);
    expect((await request(t.app, { method: "GET", url: "/reports/drivers?date=2026-03-10" })).statusCode).toBe(401);
  });
});
