import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NewClient, type TestApp, createClient, createTestApp, loginStaff, request, signInClient } from "../../../test/support";
import { CEP_OUT_OF_AREA } from "../ceps/ceps.service";
import { ADDRESS_NOT_FOUND } from "./client-addresses.service";

let t: TestApp;
let a: NewClient;
let b: NewClient;
beforeAll(async () => {
  t = await createTestApp();
  a = await createClient(t.app, { name: "Cliente Alfa Souza" });
  b = await createClient(t.app, { name: "Cliente Beta Lima" });
});
afterAll(async () => {
  await t.close();
});

const newAddress = (overrides: Record<string, unknown> = {}) => ({
  postal_code: "05414-000",
  number: "42",
  address_info: "Casa 2",
  address_notes: "Ao lado da padaria",
  alias: "Trabalho",
  is_default: false,
  ...overrides,
});

describe("GET /client-addresses", () => {
  it("lists the demo client's seeded address with its nested Cep", async () => {
    const token = await signInClient(t.app);
    const response = await request(t.app, { method: "GET", url: "/client-addresses", token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        alias: "Casa",
        number: "120",
        address_info: "Apto 42",
        address_notes: "Portão azul, interfone 42",
        postal_code: "05433010",
        is_default: true,
        neighborhood: "Vila Madalena",
        Cep: { street: "Rua Aspicuelta", neighborhood: "Vila Madalena", city: "São Paulo", state: "SP", amount: 5 },
      },
    ]);
  });

  it("starts empty for a new client", async () => {
    const client = await createClient(t.app);
    expect((await request(t.app, { method: "GET", url: "/client-addresses", token: client.token })).json()).toEqual([]);
  });
});

describe("POST /client-addresses", () => {
  it("creates an address in an active area, CEP with or without mask, and answers it with its Cep", async () => {
    const response = await request(t.app, { method: "POST", url: "/client-addresses", token: a.token, payload: newAddress() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      postal_code: "05414000",
      number: "42",
      alias: "Trabalho",
      is_default: false,
      neighborhood: "Pinheiros",
      Cep: { street: "Rua Cardeal Arcoverde", neighborhood: "Pinheiros", city: "São Paulo", state: "SP", amount: 7 },
    });
    const bare = await request(t.app, { method: "POST", url: "/client-addresses", token: a.token, payload: newAddress({ postal_code: "05015010", number: 7 }) });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ number: "7", Cep: { amount: null } });
  });

  it("keeps at most one default address", async () => {
    const client = await createClient(t.app);
    const first = await request(t.app, { method: "POST", url: "/client-addresses", token: client.token, payload: newAddress({ is_default: true }) });
    const second = await request(t.app, {
      method: "POST",
      url: "/client-addresses",
      token: client.token,
      payload: newAddress({ is_default: true, alias: "Casa", postal_code: "05433-001" }),
    });
    expect(second.statusCode).toBe(201);
    const list = (await request(t.app, { method: "GET", url: "/client-addresses", token: client.token })).json();
    expect(list.filter((address: { is_default: boolean }) => address.is_default).map((address: { id: number }) => address.id)).toEqual([
      second.json().id,
    ]);
    expect(list[0].id).toBe(second.json().id);

    const patched = await request(t.app, { method: "PATCH", url: `/client-addresses/${first.json().id}`, token: client.token, payload: { is_default: true } });
    expect(patched.json().is_default).toBe(true);
    const after = (await request(t.app, { method: "GET", url: "/client-addresses", token: client.token })).json();
    expect(after.filter((address: { is_default: boolean }) => address.is_default)).toHaveLength(1);
  });

  it.each([
    ["an inactive area", { postal_code: "01310-100" }, CEP_OUT_OF_AREA],
    ["an unknown CEP", { postal_code: "99999-999" }, CEP_OUT_OF_AREA],
    ["a malformed CEP", { postal_code: "1234-567" }, "O CEP deve ter o formato 12345-678"],
    ["a missing number", { number: "" }, "O número é obrigatório"],
    ["a non-numeric number", { number: "12A" }, "O número deve ser numérico"],
    ["a zero number", { number: "0" }, "O número deve ser maior que zero"],
    ["a short alias", { alias: "A" }, "Apelido muito curto"],
    ["a non-boolean default", { is_default: "sim" }, "Principal (is_default): esperava um valor booleano, recebeu um texto"],
    ["an unknown field", { client_id: 1 }, "Campo não permitido: client_id"],
  ])("refuses %s with 400", async (_label, overrides, message) => {
    const response = await request(t.app, { method: "POST", url: "/client-addresses", token: a.token, payload: newAddress(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("PATCH and DELETE /client-addresses/{id}", () => {
  it("updates only the caller's own address; another client's id is 404", async () => {
    const created = (await request(t.app, { method: "POST", url: "/client-addresses", token: a.token, payload: newAddress() })).json();
    const mine = await request(t.app, {
      method: "PATCH",
      url: `/client-addresses/${created.id}`,
      token: a.token,
      payload: { number: "100", address_info: null, postal_code: "05407-002" },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ number: "100", address_info: null, postal_code: "05407002", Cep: { street: "Rua Teodoro Sampaio" } });

    const theirs = await request(t.app, { method: "PATCH", url: `/client-addresses/${created.id}`, token: b.token, payload: { number: "1" } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(ADDRESS_NOT_FOUND);
    const missing = await request(t.app, { method: "PATCH", url: "/client-addresses/999999", token: a.token, payload: { number: "1" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(theirs.json());
  });

  it("refuses moving an address to an inactive area", async () => {
    const created = (await request(t.app, { method: "POST", url: "/client-addresses", token: a.token, payload: newAddress() })).json();
    const response = await request(t.app, { method: "PATCH", url: `/client-addresses/${created.id}`, token: a.token, payload: { postal_code: "01310100" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CEP_OUT_OF_AREA);
  });

  it("deletes only the caller's own address", async () => {
    const created = (await request(t.app, { method: "POST", url: "/client-addresses", token: a.token, payload: newAddress() })).json();
    expect((await request(t.app, { method: "DELETE", url: `/client-addresses/${created.id}`, token: b.token })).statusCode).toBe(404);
    const deleted = await request(t.app, { method: "DELETE", url: `/client-addresses/${created.id}`, token: a.token });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await request(t.app, { method: "DELETE", url: `/client-addresses/${created.id}`, token: a.token })).statusCode).toBe(404);
    const list = (await request(t.app, { method: "GET", url: "/client-addresses", token: a.token })).json();
    expect(list.map((address: { id: number }) => address.id)).not.toContain(created.id);
  });

  it("refuses a non-numeric id with 400", async () => {
    const response = await request(t.app, { method: "DELETE", url: "/client-addresses/abc", token: a.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Identificador inválido");
  });
});

describe("access", () => {
  it("is for clients only: 401 anonymous, 403 staff", async () => {
    const staff = await loginStaff(t.app);
    expect((await request(t.app, { method: "GET", url: "/client-addresses" })).statusCode).toBe(401);
    expect((await request(t.app, { method: "GET", url: "/client-addresses", token: staff })).statusCode).toBe(403);
    expect((await request(t.app, { method: "POST", url: "/client-addresses", token: staff, payload: newAddress() })).statusCode).toBe(403);
  });
});
