import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataRemovalRequests } from "../../db/schema";
import { DEMO_CLIENT, type TestApp, createClient, createTestApp, loginStaff, request, uniqueCpf } from "../../../test/support";
import { DOCUMENT_TAKEN, REMOVAL_REQUESTED } from "./clients.service";

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

const validSignUp = () => ({
  name: "João da Silva",
  document: uniqueCpf(),
  phone: "(11) 98765-4321",
  email: "Joao.Silva@Example.com",
  birthday: "1988-03-21",
  password: "Senha@123",
});

describe("POST /clients (sign-up)", () => {
  it("creates the client and answers it with digits-only document and phone, never the password", async () => {
    const body = validSignUp();
    const masked = `${body.document.slice(0, 3)}.${body.document.slice(3, 6)}.${body.document.slice(6, 9)}-${body.document.slice(9)}`;
    const response = await request(t.app, { method: "POST", url: "/clients", payload: { ...body, document: masked } });
    expect(response.statusCode).toBe(201);
    const client = response.json();
    expect(client).toEqual({
      id: expect.any(Number),
      name: "João da Silva",
      document: body.document,
      phone: "11987654321",
      email: "joao.silva@example.com",
      birthday: "1988-03-21",
    });
    expect(response.body).not.toMatch(/password|hash/i);
    const signIn = await request(t.app, { method: "POST", url: "/auth/sign-in", payload: { document: masked, password: body.password } });
    expect(signIn.statusCode).toBe(200);
  });

  it("accepts a CNPJ, no e-mail and no birthday", async () => {
    const response = await request(t.app, {
      method: "POST",
      url: "/clients",
      payload: { name: "Padaria Boa Vista", document: "11.222.333/0001-81", phone: "1133334444", email: "", birthday: null, password: "Senha@123" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ document: "11222333000181", phone: "1133334444", email: null, birthday: null });
  });

  it("answers 409 with a clear message when the document is taken, masked or not", async () => {
    const body = validSignUp();
    expect((await request(t.app, { method: "POST", url: "/clients", payload: body })).statusCode).toBe(201);
    const again = await request(t.app, { method: "POST", url: "/clients", payload: { ...body, phone: "11912345678" } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, error: "Conflict", message: DOCUMENT_TAKEN });
    const demo = await request(t.app, { method: "POST", url: "/clients", payload: { ...body, document: "123.987.456-19" } });
    expect(demo.statusCode).toBe(409);
  });

  it.each([
    ["name", "Ana", "Digite um nome válido"],
    ["name", "Mariana", "Você deve fornecer o nome completo"],
    ["name", "Ana B", "Você deve fornecer o nome completo"],
    ["document", "123.456.789-00", "Documento inválido"],
    ["document", "111.111.111-11", "Documento inválido"],
    ["document", "1234567890", "Documento inválido"],
    ["document", "11.222.333/0001-00", "Documento inválido"],
    ["phone", "1199", "Telefone inválido"],
    ["phone", "(11) 8765-432", "Telefone inválido"],
    ["email", "maria@", "Digite um e-mail válido"],
    ["birthday", "1990-02-30", "Data inválida"],
    ["birthday", "10/05/1990", "Data inválida"],
    ["password", "Ab@1", "A senha deve ter pelo menos 8 caracteres"],
    ["password", "SENHA@123", "A senha deve conter pelo menos uma letra minúscula"],
    ["password", "senha@123", "A senha deve conter pelo menos uma letra maiúscula"],
    ["password", "Senha@abc", "A senha deve conter pelo menos um número"],
    ["password", "Senha1234", "A senha deve conter pelo menos um símbolo"],
  ])("refuses %s %j with '%s'", async (field, value, message) => {
    const response = await request(t.app, { method: "POST", url: "/clients", payload: { ...validSignUp(), [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message });
  });

  it("names the field for a missing or mistyped value and refuses unknown fields", async () => {
    const { phone: _phone, ...withoutPhone } = validSignUp();
    const missing = await request(t.app, { method: "POST", url: "/clients", payload: withoutPhone });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Telefone inválido");

    const unknown = await request(t.app, { method: "POST", url: "/clients", payload: { ...validSignUp(), role: "staff" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Campo não permitido: role");
  });
});

describe("GET /clients (staff)", () => {
  beforeAll(async () => {
    await createClient(t.app, { name: "José Antônio Pereira", phone: "21987650001" });
    await createClient(t.app, { name: "Beatriz Gonçalves", phone: "21987650002" });
    await createClient(t.app, { name: "Zé Carlos Andrade", phone: "31987650003" });
  });

  it("filters by name ignoring case and accents", async () => {
    const response = await request(t.app, { method: "GET", url: "/clients?where_name=JOSE%20antonio", token: staff });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((client: { name: string }) => client.name)).toEqual(["José Antônio Pereira"]);
    const cedilla = await request(t.app, { method: "GET", url: "/clients?where_name=goncalves", token: staff });
    expect(cedilla.json().map((client: { name: string }) => client.name)).toEqual(["Beatriz Gonçalves"]);
  });

  it("filters by phone with or without the mask", async () => {
    const response = await request(t.app, { method: "GET", url: `/clients?where_phone=${encodeURIComponent("(21) 98765")}`, token: staff });
    expect(response.json().map((client: { phone: string }) => client.phone).sort()).toEqual(["21987650001", "21987650002"]);
    const none = await request(t.app, { method: "GET", url: "/clients?where_phone=abc", token: staff });
    expect(none.json()).toEqual([]);
  });

  it("sorts by name in both directions and pages with take/skip", async () => {
    const asc = (await request(t.app, { method: "GET", url: "/clients?order_name=asc&take=100", token: staff })).json();
    // Sorted ignoring case and accents: "Zé" after "Beatriz", "Álvaro" among the A's.
    const plain = (name: string) => name.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
    const names: string[] = asc.map((client: { name: string }) => plain(client.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await request(t.app, { method: "GET", url: "/clients?order_name=desc&take=100", token: staff })).json();
    expect(desc.map((client: { id: number }) => client.id)).toEqual(asc.map((client: { id: number }) => client.id).reverse());

    const page1 = (await request(t.app, { method: "GET", url: "/clients?order_name=asc&take=2&skip=0", token: staff })).json();
    const page2 = (await request(t.app, { method: "GET", url: "/clients?order_name=asc&take=2&skip=2", token: staff })).json();
    expect(page1).toHaveLength(2);
    expect(page2[0]).toEqual(asc[2]);
  });

  it("refuses take above 100 or skip below 0", async () => {
    const take = await request(t.app, { method: "GET", url: "/clients?take=101", token: staff });
    expect(take.statusCode).toBe(400);
    expect(take.json().message).toBe("O parâmetro take deve ser um número de 1 a 100");
    const skip = await request(t.app, { method: "GET", url: "/clients?skip=-1", token: staff });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toBe("O parâmetro skip deve ser um número maior ou igual a zero");
  });

  it("defaults to 20 per page", async () => {
    for (let i = 0; i < 18; i += 1) await createClient(t.app);
    const response = await request(t.app, { method: "GET", url: "/clients", token: staff });
    expect(response.json()).toHaveLength(20);
  });
});

describe("PATCH /clients and GET /clients/me/profile (self)", () => {
  it("reads and updates the caller's own data; null clears e-mail and birthday", async () => {
    const client = await createClient(t.app, { name: "Carla Mendes Rocha", email: "carla@example.com" });
    const profile = await request(t.app, { method: "GET", url: "/clients/me/profile", token: client.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: client.id, name: "Carla Mendes Rocha", document: client.document, email: "carla@example.com" });
    expect(profile.body).not.toMatch(/password|hash/i);

    const updated = await request(t.app, {
      method: "PATCH",
      url: "/clients",
      token: client.token,
      payload: { name: "Carla Mendes", phone: "+55 (11) 91234-5678", birthday: "1995-12-01" },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: "Carla Mendes", phone: "11912345678", birthday: "1995-12-01", email: "carla@example.com" });

    const cleared = await request(t.app, { method: "PATCH", url: "/clients", token: client.token, payload: { email: null, birthday: "" } });
    expect(cleared.json()).toMatchObject({ email: null, birthday: null, name: "Carla Mendes" });

    const unchanged = await request(t.app, { method: "PATCH", url: "/clients", token: client.token, payload: {} });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(cleared.json());
  });

  it("validates the update and never lets the document or password change through it", async () => {
    const client = await createClient(t.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "Bia" }, "Digite um nome válido"],
      [{ name: "Beatriz" }, "Você deve fornecer o nome completo"],
      [{ phone: "123" }, "Telefone inválido"],
      [{ email: "x@y" }, "Digite um e-mail válido"],
      [{ birthday: "2001-13-01" }, "Data inválida"],
      [{ document: "52998224725" }, "Campo não permitido: document"],
      [{ password: "Nova@Senha1" }, "Campo não permitido: password"],
    ];
    for (const [body, message] of cases) {
      const response = await request(t.app, { method: "PATCH", url: "/clients", token: client.token, payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("is for clients only", async () => {
    expect((await request(t.app, { method: "PATCH", url: "/clients", payload: { name: "Nome Completo" } })).statusCode).toBe(401);
    expect((await request(t.app, { method: "PATCH", url: "/clients", token: staff, payload: { name: "Nome Completo" } })).statusCode).toBe(403);
    expect((await request(t.app, { method: "GET", url: "/clients/me/profile", token: staff })).statusCode).toBe(403);
  });
});

describe("POST /clients/remove-data-request", () => {
  it("stores the request for staff and answers 201", async () => {
    const response = await request(t.app, {
      method: "POST",
      url: "/clients/remove-data-request",
      payload: { name: "Pedro Alves", phone: "(11) 99876-5432", email: "PEDRO@EXAMPLE.COM" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: REMOVAL_REQUESTED });
    const rows = await t.app.ctx.db.select().from(dataRemovalRequests).where(eq(dataRemovalRequests.phone, "11998765432"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Pedro Alves", email: "pedro@example.com", clientId: null });
  });

  it("accepts empty or null fields and links the signed-in client", async () => {
    const client = await createClient(t.app);
    const response = await request(t.app, {
      method: "POST",
      url: "/clients/remove-data-request",
      token: client.token,
      payload: { name: "", phone: null, email: "" },
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.app.ctx.db.select().from(dataRemovalRequests).where(eq(dataRemovalRequests.clientId, client.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: null, phone: null, email: null });
  });

  it.each([
    [{ email: "nao-e-email" }, "Digite um e-mail válido"],
    [{ phone: "12" }, "Telefone inválido"],
    [{ name: "A" }, "Digite um nome válido"],
  ])("validates %j", async (body, message) => {
    const response = await request(t.app, { method: "POST", url: "/clients/remove-data-request", payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

it("keeps the demo client's document for the demo login", () => {
  expect(DEMO_CLIENT.document).toHaveLength(11);
});
