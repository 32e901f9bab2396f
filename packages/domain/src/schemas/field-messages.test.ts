import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { VALID_CPF } from "../../test-support/documents";
import * as schemas from "./index";

const exported = schemas as unknown as Record<string, z.ZodType>;

const cep = { postal_code: "01310100", street: "Avenida Paulista", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" };
const product = { name: "Margherita", product_group: "Pizzas Grandes", product_subgroup: "Tradicionais", amount: 49.9 };
const additional = { group: "Pizzas Grandes", category: "Borda", name: "Borda de catupiry", is_active: true };
const item = { cart_index: 0, item_id: 10, item_id_parent: null, item_group: 1, product_id: 10, quantity: 1 };
const card = { number: "4111 1111 1111 1111", cardholder_name: "APRO", expiration_month: 11, expiration_year: 2030, security_code: "123" };
const hours = { timezone: "America/Sao_Paulo", week: [], exceptions: [] };
const key65 = "B".repeat(87);
const key16 = "A".repeat(22);
const push = { endpoint: "https://push.example/send/abc", keys: { p256dh: key65, auth: key16 } };
const signUp = { name: "Maria da Silva", document: VALID_CPF, phone: "11987654321", password: "Pizza#2025" };

const OUT_OF_RANGE = "Um dos números informados está fora do intervalo permitido.";
const LATITUDE = "Latitude inválida: use graus decimais entre -90 e 90";
const LONGITUDE = "Longitude inválida: use graus decimais entre -180 e 180";
const HOURS_DAY = "Dia da semana inválido: use 0 (domingo) a 6 (sábado).";
const PAUSE = "A pausa deve durar de 1 a 1440 minutos, ou até ser retomada.";
const TAKE = "O parâmetro take deve ser um número de 1 a 100";
const SKIP = "O parâmetro skip deve ser um número maior ou igual a zero";
const PUSH_KEY = "Chave de notificação inválida.";
const QUANTITY = "Quantidade inválida: use um número inteiro de 1 a 99 ou uma fração de pizza (1/2, 1/3 ou 2/3).";

/** [schema, value, every message it reports by path ("" for the value itself)]. */
const REFUSED: [string, unknown, Record<string, string>][] = [
  // Ids, money, dates
  ["idSchema", "7", { "": "Identificador inválido" }],
  ["idSchema", 1.5, { "": "Identificador inválido" }],
  ["idSchema", 0, { "": "Identificador inválido" }],
  ["idSchema", 2_147_483_648, { "": OUT_OF_RANGE }],
  ["idParamSchema", "abc", { "": "Identificador inválido" }],
  ["idParamSchema", "1.5", { "": "Identificador inválido" }],
  ["idParamSchema", "-3", { "": "Identificador inválido" }],
  ["idParamSchema", "2147483648", { "": OUT_OF_RANGE }],
  ["moneySchema", "10", { "": "Valor inválido" }],
  ["moneySchema", -0.01, { "": "Valor inválido" }],
  ["moneySchema", 10.001, { "": "Valor inválido" }],
  ["moneySchema", 0.000_000_01, { "": "Valor inválido" }],
  ["isoDateSchema", "10/05/1990", { "": "Data inválida" }],
  ["isoDateSchema", 19900510, { "": "Data inválida" }],
  // Texts that must be text
  ["emailInputSchema", 5, { "": "Digite um e-mail válido" }],
  ["emailInputSchema", `${"a".repeat(250)}@x.co`, { "": "Digite um e-mail válido" }],
  ["optionalEmailInputSchema", 5, { "": "Digite um e-mail válido" }],
  ["optionalEmailInputSchema", `${"a".repeat(250)}@x.co`, { "": "Digite um e-mail válido" }],
  ["optionalEmailInputSchema", "maria@", { "": "Digite um e-mail válido" }],
  ["documentInputSchema", 52998224725, { "": "Documento inválido" }],
  ["phoneInputSchema", 11987654321, { "": "Telefone inválido" }],
  ["cepInputSchema", 1310100, { "": "O CEP deve ter o formato 12345-678" }],
  ["birthdayFormSchema", 10, { "": "Data inválida" }],
  ["signUpFormSchema", { ...signUp, email: 5 }, { email: "Digite um e-mail válido" }],
  ["signUpBodySchema", { ...signUp, birthday: 19900510 }, { birthday: "Data inválida" }],
  ["signInBodySchema", { document: "1234567890123456", password: "segredo" }, { document: "Documento inválido" }],
  ["signInBodySchema", { document: "5299822472", password: "segredo" }, { document: "Documento inválido" }],
  // Delivery areas
  ["cepCreateBodySchema", { ...cep, latitude: "-23.56" }, { latitude: LATITUDE }],
  ["cepCreateBodySchema", { ...cep, latitude: -90.5 }, { latitude: LATITUDE }],
  ["cepCreateBodySchema", { ...cep, latitude: 90.5 }, { latitude: LATITUDE }],
  ["cepCreateBodySchema", { ...cep, longitude: "-46.65" }, { longitude: LONGITUDE }],
  ["cepCreateBodySchema", { ...cep, longitude: -180.5 }, { longitude: LONGITUDE }],
  ["cepCreateBodySchema", { ...cep, longitude: 180.5 }, { longitude: LONGITUDE }],
  ["cepUpdateBodySchema", { latitude: 91, longitude: -181 }, { latitude: LATITUDE, longitude: LONGITUDE }],
  ["cepUpdateBodySchema", { street: 1, neighborhood: 2, city: 3, state: 4 }, { street: "Logradouro é obrigatório", neighborhood: "Bairro é obrigatório", city: "Cidade é obrigatória", state: "UF inválida" }],
  ["cepUpdateBodySchema", { street: "R".repeat(201), neighborhood: "B".repeat(121), city: "C".repeat(121) }, { street: "Logradouro é obrigatório", neighborhood: "Bairro é obrigatório", city: "Cidade é obrigatória" }],
  ["cepUpdateBodySchema", { city: "  ", state: "SPX" }, { city: "Cidade é obrigatória", state: "UF inválida" }],
  ["cepUpdateBodySchema", { state: "S" }, { state: "UF inválida" }],
  ["cepUpdateBodySchema", { state: "S1" }, { state: "UF inválida" }],
  ["cepUpdateBodySchema", { postal_code: "   " }, { postal_code: "CEP é obrigatório" }],
  ["cepUpdateBodySchema", { postal_code: "0131-0100" }, { postal_code: "O CEP deve ter o formato 12345-678" }],
  ["newCepFormSchema", { ...cep, active: true, amount: "", postal_code: "   " }, { postal_code: "CEP é obrigatório" }],
  ["newCepFormSchema", { ...cep, active: true, amount: "", state: "SPX" }, { state: "UF inválida" }],
  ["newCepFormSchema", { ...cep, active: true, amount: "", state: "1SP" }, { state: "UF inválida" }],
  // Catalogue
  ["productUpdateBodySchema", { name: 1, product_group: 2, product_subgroup: 3 }, { name: "Nome obrigatório", product_group: "Grupo obrigatório", product_subgroup: "Subgrupo obrigatório" }],
  ["productUpdateBodySchema", { name: "N".repeat(121), product_group: "G".repeat(81), product_subgroup: "S".repeat(81) }, { name: "Nome obrigatório", product_group: "Grupo obrigatório", product_subgroup: "Subgrupo obrigatório" }],
  ["productCreateBodySchema", { ...product, external_id: "  " }, { external_id: "(zod)" }],
  // Issue 29: names made only of invisible characters (zero-width space, joiners, BOM, word joiner).
  ["clientUpdateBodySchema", { name: "\u200B\u200B\u200B\u200B\u200B \u200B\u200B\u200B" }, { name: "Digite um nome válido" }],
  ["clientUpdateBodySchema", { name: "Maria \u200B\u200C\u200D" }, { name: "Você deve fornecer o nome completo" }],
  ["signUpBodySchema", { ...signUp, name: "\u2060\u2060\u2060\u2060\u2060\u2060" }, { name: "Digite um nome válido" }],
  ["productCreateBodySchema", { ...product, name: "\u200B" }, { name: "Nome obrigatório" }],
  ["productUpdateBodySchema", { name: "\u200D\u200D" }, { name: "Nome obrigatório" }],
  ["productAdditionalUpdateBodySchema", { name: "\u200B\uFEFF" }, { name: "Nome obrigatório" }],
  ["driverCreateBodySchema", { name: "\u200B\u200B\u200B", phone: "(11) 95550-1234" }, { name: "Nome obrigatório" }],
  ["dataRemovalRequestBodySchema", { name: "\u200B\u200B\u200B" }, { name: "Digite um nome válido" }],
  ["productAdditionalUpdateBodySchema", { group: 1, category: 2, name: 3 }, { group: "Grupo obrigatório", category: "Categoria obrigatória", name: "Nome obrigatório" }],
  ["productAdditionalUpdateBodySchema", { group: "G".repeat(81), category: "C".repeat(81), name: "N".repeat(121) }, { group: "Grupo obrigatório", category: "Categoria obrigatória", name: "Nome obrigatório" }],
  ["productAdditionalFormSchema", { ...additional, name: "   " }, { name: "Nome obrigatório" }],
  ["productHasAdditionalsQuerySchema", { product_id: "  " }, { product_id: "(zod)" }],
  // People
  ["driverUpdateBodySchema", { name: 1 }, { name: "Nome obrigatório" }],
  ["driverUpdateBodySchema", { name: "N".repeat(121) }, { name: "Nome obrigatório" }],
  ["driverUpdateBodySchema", { name: "   " }, { name: "Nome obrigatório" }],
  ["driverFormSchema", { name: "João", phone: "   ", is_active: true }, { phone: "Telefone inválido" }],
  ["driverFormSchema", { name: "João", phone: 11955501234, is_active: true }, { phone: "Telefone inválido" }],
  ["clientUpdateBodySchema", { name: "N".repeat(121) }, { name: "Digite um nome válido" }],
  ["dataRemovalRequestBodySchema", { name: "N".repeat(121) }, { name: "Digite um nome válido" }],
  ["dataRemovalRequestBodySchema", { email: `${"a".repeat(250)}@x.co` }, { email: "Digite um e-mail válido" }],
  ["dataRemovalRejectBodySchema", { note: 5 }, { note: "Informe o motivo da recusa" }],
  ["settingUpdateBodySchema", { value: 30 }, { value: "Valor é obrigatório" }],
  ["settingFormSchema", { value: 30 }, { value: "Valor é obrigatório" }],
  ["addressCreateBodySchema", { postal_code: "01310100", number: true }, { number: "O número é obrigatório" }],
  ["addressCreateBodySchema", { postal_code: "01310100", number: "1", alias: "A".repeat(41) }, { alias: "Apelido muito curto" }],
  ["addressFormSchema", { postal_code: 1310100, number: 12, is_default: false }, { postal_code: "O CEP deve ter o formato 12345-678", number: "O número é obrigatório" }],
  ["addressFormSchema", { postal_code: "01310-100", number: "   ", is_default: false }, { number: "O número é obrigatório" }],
  ["addressFormSchema", { postal_code: "01310-100", number: "a12", is_default: false }, { number: "O número deve ser numérico" }],
  ["addressCreateBodySchema", { postal_code: "01310100", number: "a12" }, { number: "O número deve ser numérico" }],
  ["dataRemovalRequestBodySchema", { name: "J" }, { name: "Digite um nome válido" }],
  // Orders
  ["orderItemInputSchema", { ...item, quantity: "1" }, { quantity: QUANTITY }],
  ["orderItemInputSchema", { ...item, quantity: 100 }, { quantity: QUANTITY }],
  ["orderItemInputSchema", { ...item, quantity: 0 }, { quantity: QUANTITY }],
  ["orderItemInputSchema", { ...item, quantity: -1 }, { quantity: QUANTITY }],
  // Issue 29: fractions the contract does not list (0.0001 was stored as 0 and broke every list).
  ["orderItemInputSchema", { ...item, quantity: 0.0001 }, { quantity: QUANTITY }],
  ["orderItemInputSchema", { ...item, quantity: 0.0005 }, { quantity: QUANTITY }],
  ["orderItemInputSchema", { ...item, quantity: 0.25 }, { quantity: QUANTITY }],
  ["orderItemInputSchema", { ...item, quantity: 0.3334 }, { quantity: QUANTITY }],
  ["orderItemInputSchema", { ...item, quantity: 0.5000001 }, { quantity: QUANTITY }],
  ["orderItemInputSchema", { ...item, quantity: 1.5 }, { quantity: QUANTITY }],
  ["orderItemInputSchema", { ...item, quantity: 98.9999 }, { quantity: QUANTITY }],
  ["orderItemInputSchema", { ...item, quantity: 1e300 }, { quantity: QUANTITY }],
  ["orderItemInputSchema", { ...item, quantity: null }, { quantity: QUANTITY }],
  ["orderAddressInputSchema", { address: 5, number: "1", postal_code: "01310100" }, { address: "Logradouro é obrigatório" }],
  ["orderAddressInputSchema", { address: "   ", number: "1", postal_code: "01310100" }, { address: "Logradouro é obrigatório" }],
  [
    "orderCreateBodySchema",
    { items: [item], is_delivery: false, client_id: 7, client: { name: "Rita Regular", phone: "11955501234" } },
    { client: "Informe o cliente pelo código ou por nome e telefone, não os dois." },
  ],
  ["orderStateChangeBodySchema", { order_id: 7, to_state: 3 }, { to_state: "Status é obrigatório" }],
  // Payments
  [
    "sandboxCardSchema",
    {},
    {
      number: "Número do cartão inválido",
      cardholder_name: "Nome do titular é obrigatório",
      expiration_month: "Validade do cartão inválida",
      expiration_year: "Validade do cartão inválida",
      security_code: "Código de segurança inválido",
    },
  ],
  ["sandboxCardSchema", { ...card, cardholder_name: "   ", expiration_month: 0, expiration_year: 1999, security_code: "12345" }, {
    cardholder_name: "Nome do titular é obrigatório",
    expiration_month: "Validade do cartão inválida",
    expiration_year: "Validade do cartão inválida",
    security_code: "Código de segurança inválido",
  }],
  ["sandboxCardSchema", { ...card, expiration_month: 13, expiration_year: 2101, security_code: "12" }, {
    expiration_month: "Validade do cartão inválida",
    expiration_year: "Validade do cartão inválida",
    security_code: "Código de segurança inválido",
  }],
  ["sandboxCardSchema", { ...card, security_code: "a123" }, { security_code: "Código de segurança inválido" }],
  ["sandboxCardSchema", { ...card, security_code: "123a" }, { security_code: "Código de segurança inválido" }],
  ["cashPaymentBodySchema", { external_reference: 7, payment_method_id: "cash", change_for: 10_000.01 }, { change_for: "Valor inválido" }],
  // Store hours and pause
  ["storeHoursBodySchema", { ...hours, week: [{ opens: "18:00", closes: "23:00" }] }, { "week.0.day": HOURS_DAY }],
  ["storeHoursBodySchema", { ...hours, week: [{ day: 1.5, opens: "18:00", closes: "23:00" }] }, { "week.0.day": HOURS_DAY }],
  ["storeHoursBodySchema", { ...hours, week: [{ day: -1, opens: "18:00", closes: "23:00" }] }, { "week.0.day": HOURS_DAY }],
  ["storeHoursBodySchema", { ...hours, exceptions: [{ closed: true }] }, { "exceptions.0.date": "Data inválida nas exceções: use AAAA-MM-DD." }],
  ["storeHoursBodySchema", { ...hours, timezone: 3 }, { timezone: "Fuso horário inválido." }],
  ["storePauseBodySchema", { minutes: "30" }, { minutes: PAUSE }],
  ["storePauseBodySchema", { minutes: 1.5 }, { minutes: PAUSE }],
  ["storePauseBodySchema", { minutes: 1441 }, { minutes: PAUSE }],
  // Queries
  ["productListQuerySchema", { take: "abc", skip: "abc" }, { take: TAKE, skip: SKIP }],
  ["productListQuerySchema", { take: "1.5", skip: "1.5" }, { take: TAKE, skip: SKIP }],
  ["productListQuerySchema", { take: "0", skip: "-1" }, { take: TAKE, skip: SKIP }],
  ["productListQuerySchema", { take: "101" }, { take: TAKE }],
  ["productListQuerySchema", { where_id: "abc" }, { where_id: "O filtro deve ser um número" }],
  ["productListQuerySchema", { where_id: "1.5" }, { where_id: "O filtro deve ser um número" }],
  ["productListQuerySchema", { where_id: "2147483648" }, { where_id: OUT_OF_RANGE }],
  ["productListQuerySchema", { where_id: "-2147483649" }, { where_id: OUT_OF_RANGE }],
  ["productListQuerySchema", { where_amount: "dez" }, { where_amount: "O filtro deve ser um número" }],
  ["productListQuerySchema", { where_is_active: "sim" }, { where_is_active: "O filtro deve ser true ou false" }],
  ["ticketQuerySchema", { template: "kitchen", width: "40" }, { width: "Largura de comanda inválida: use 48 (papel de 80 mm) ou 32 (papel de 58 mm)." }],
  ["ticketQuerySchema", { template: "bar" }, { template: "Modelo de comanda inválido: use kitchen (cozinha) ou delivery (entrega)." }],
  ["reportPeriodQuerySchema", { from: "2026-11-07", to: "2026-11-01" }, { from: "A data inicial deve ser anterior ou igual à final" }],
  // Web Push
  ["pushSubscriptionBodySchema", { ...push, endpoint: `https://push.example/${"x".repeat(1000)}` }, { endpoint: "Endereço de notificação longo demais." }],
  ["pushSubscriptionBodySchema", { ...push, endpoint: "http://push.example/send/abc" }, { endpoint: "O endereço de notificação precisa ser https." }],
  ["pushSubscriptionBodySchema", { ...push, endpoint: "push.example/send/abc" }, { endpoint: "O endereço de notificação precisa ser https." }],
  ["pushSubscriptionBodySchema", { ...push, keys: { p256dh: `${key65.slice(1)}=`, auth: `${key16.slice(1)}+` } }, { "keys.p256dh": PUSH_KEY, "keys.auth": PUSH_KEY }],
  ["pushSubscriptionBodySchema", { ...push, keys: { p256dh: `=${key65.slice(1)}`, auth: `/${key16.slice(1)}` } }, { "keys.p256dh": PUSH_KEY, "keys.auth": PUSH_KEY }],
  ["pushSubscriptionBodySchema", { ...push, keys: { p256dh: key65.slice(2), auth: key16.slice(2) } }, { "keys.p256dh": PUSH_KEY, "keys.auth": PUSH_KEY }],
];

function messagesByPath(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), /^(Invalid|Too small)/.test(issue.message) ? "(zod)" : issue.message]));
}

describe("each refusal names the field with its Portuguese message", () => {
  it.each(REFUSED)("%s %j", (name, value, expected) => {
    expect(messagesByPath(exported[name]!, value)).toEqual(expected);
  });

  it("the edges those refusals sit next to are accepted", () => {
    expect(schemas.idSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(schemas.clientUpdateBodySchema.parse({ name: `${"N".repeat(60)} ${"S".repeat(59)}` }).name).toHaveLength(120);
    expect(schemas.whereIntegerSchema.parse(42)).toBe(42);
    expect(schemas.driverCreateBodySchema.parse({ name: "João Motoboy", phone: "(11) 95550-1234" })).toEqual({ name: "João Motoboy", phone: "11955501234", is_active: true });
    expect(schemas.idParamSchema.parse(" 42 ")).toBe(42);
    expect(schemas.moneySchema.parse(0)).toBe(0);
    expect(schemas.moneySchema.parse(10.01)).toBe(10.01);
    expect(schemas.cepCreateBodySchema.parse({ ...cep, latitude: -90, longitude: -180 })).toMatchObject({ latitude: -90, longitude: -180 });
    expect(schemas.cepCreateBodySchema.parse({ ...cep, latitude: 90, longitude: 180 })).toMatchObject({ latitude: 90, longitude: 180 });
    expect(schemas.cepUpdateBodySchema.parse({ latitude: null, longitude: null, state: "rj" })).toEqual({ latitude: null, longitude: null, state: "RJ" });
    for (const quantity of [1, 99, 0.5, 0.333, 0.334, 0.666, 0.667]) expect(schemas.orderItemInputSchema.parse({ ...item, quantity }).quantity).toBe(quantity);
    expect(schemas.storePauseBodySchema.parse({ minutes: 1440 }).minutes).toBe(1440);
    expect(schemas.productListQuerySchema.parse({ where_id: "-2147483648" }).where_id).toBe(-2_147_483_648);
    expect(schemas.sandboxCardSchema.parse({ ...card, expiration_month: 12, expiration_year: 2100, security_code: "1234" })).toMatchObject({ expiration_month: 12, expiration_year: 2100 });
    expect(schemas.sandboxCardSchema.parse({ ...card, expiration_month: 1, expiration_year: 2000 })).toMatchObject({ expiration_month: 1, expiration_year: 2000 });
    expect(schemas.cashPaymentBodySchema.parse({ external_reference: 7, payment_method_id: "cash", change_for: 10_000 }).change_for).toBe(10_000);
    expect(schemas.emailInputSchema.parse(`${"a".repeat(242)}@EXAMPLE.COM`)).toBe(`${"a".repeat(242)}@example.com`);
    expect(schemas.emailInputSchema.parse(" Maria@Example.com ")).toBe("maria@example.com");
    expect(schemas.pushSubscriptionBodySchema.parse({ ...push, endpoint: `https://push.example/${"x".repeat(979)}` }).endpoint).toHaveLength(1000);
    expect(schemas.addressCreateBodySchema.parse({ postal_code: "01310100", number: "1", alias: "A".repeat(40) }).alias).toHaveLength(40);
    expect(schemas.dataRemovalRequestBodySchema.parse({ name: "N".repeat(120), email: `${"a".repeat(249)}@x.co` })).toEqual({ name: "N".repeat(120), email: `${"a".repeat(249)}@x.co` });
    expect(schemas.dataRemovalRequestBodySchema.parse({ name: "Jo" })).toEqual({ name: "Jo" });
    expect(schemas.addressCreateBodySchema.parse({ postal_code: "01310100", number: "1", alias: "Ap" }).alias).toBe("Ap");
  });
});
