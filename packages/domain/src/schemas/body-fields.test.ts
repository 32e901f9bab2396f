import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as schemas from "./index";

const exported = schemas as unknown as Record<string, unknown>;

/** A field zod refuses with its own message (no Portuguese one was set: the UI never shows it). */
const ZOD = "(zod)";

/**
 * Every body, form and query that is an object: an empty one is refused naming each required
 * field with its message, or (all fields optional) gives these values.
 */
const EMPTY: Record<string, { refused: Record<string, string> } | { gives: Record<string, unknown> }> = {
  orderStateChangeBodySchema: { refused: { order_id: "Identificador inválido", to_state: "Status é obrigatório" } },
  orderStatusFormSchema: { refused: { status: "Status é obrigatório" } },
  productFormSchema: { refused: { name: "Nome obrigatório", product_group: "Grupo obrigatório", product_subgroup: "Subgrupo obrigatório", is_active: ZOD, featured: ZOD } },
  productUpdateBodySchema: { gives: {} },
  productFiscalInputSchema: { gives: {} },
  productFiscalFormSchema: { refused: { ncm: ZOD, cfop: ZOD, csosn: ZOD, cest: ZOD, origin: ZOD } },
  fiscalCancelBodySchema: { refused: { reason: "Motivo do cancelamento (reason): escreva de 15 a 255 caracteres." } },
  productCreateBodySchema: { refused: { name: "Nome obrigatório", product_group: "Grupo obrigatório", product_subgroup: "Subgrupo obrigatório", amount: "Valor inválido" } },
  productListQuerySchema: { gives: { take: 20, skip: 0 } },
  newProductFormSchema: {
    refused: { name: "Nome obrigatório", product_group: "Grupo obrigatório", product_subgroup: "Subgrupo obrigatório", is_active: ZOD, featured: ZOD, amount: ZOD, is_fractionable: ZOD },
  },
  productHasAdditionalsQuerySchema: { refused: { product_id: ZOD } },
  productAdditionalFormSchema: { refused: { group: "Grupo obrigatório", category: "Categoria obrigatória", name: "Nome obrigatório", is_active: ZOD } },
  productAdditionalUpdateBodySchema: { gives: {} },
  productAdditionalListQuerySchema: { gives: { take: 20, skip: 0 } },
  cepFormSchema: { refused: { postal_code: "CEP é obrigatório", street: "Logradouro é obrigatório", neighborhood: "Bairro é obrigatório", active: ZOD } },
  cepUpdateBodySchema: { gives: {} },
  cepCreateBodySchema: {
    refused: { postal_code: "CEP é obrigatório", street: "Logradouro é obrigatório", neighborhood: "Bairro é obrigatório", city: "Cidade é obrigatória", state: "UF inválida" },
  },
  cepListQuerySchema: { gives: { take: 20, skip: 0 } },
  newCepFormSchema: {
    refused: { postal_code: ZOD, street: "Logradouro é obrigatório", neighborhood: "Bairro é obrigatório", active: ZOD, city: ZOD, state: ZOD, amount: ZOD },
  },
  addressFormSchema: { refused: { postal_code: "O CEP deve ter o formato 12345-678", number: "O número é obrigatório", is_default: ZOD } },
  addressCreateBodySchema: { refused: { postal_code: "O CEP deve ter o formato 12345-678", number: "O número é obrigatório" } },
  addressUpdateBodySchema: { gives: {} },
  signUpFormSchema: {
    refused: { name: "Digite um nome válido", document: "Documento inválido", phone: "Telefone inválido", password: "A senha deve ter pelo menos 8 caracteres" },
  },
  signUpBodySchema: {
    refused: { name: "Digite um nome válido", document: "Documento inválido", phone: "Telefone inválido", password: "A senha deve ter pelo menos 8 caracteres" },
  },
  clientUpdateFormSchema: { gives: {} },
  clientUpdateBodySchema: { gives: {} },
  clientListQuerySchema: { gives: { take: 20, skip: 0 } },
  signInBodySchema: { refused: { document: "Documento inválido", password: "A senha deve ter pelo menos 6 caracteres" } },
  loginBodySchema: { refused: { document: "Documento inválido", password: "A senha deve ter pelo menos 6 caracteres" } },
  passwordForgotBodySchema: { refused: { document: "Documento inválido" } },
  passwordForgotFormSchema: { refused: { document: "Documento inválido" } },
  passwordResetFormSchema: { refused: { token: "O código deve ter exatamente 6 caracteres", password: "A senha deve ter pelo menos 8 caracteres" } },
  passwordResetBodySchema: {
    refused: { document: "Documento inválido", token: "O código deve ter exatamente 6 caracteres", password: "A senha deve ter pelo menos 8 caracteres" },
  },
  dataRemovalRequestBodySchema: { gives: {} },
  dataRemovalFormSchema: { gives: {} },
  dataRemovalListQuerySchema: { gives: { take: 20, skip: 0 } },
  dataRemovalRejectBodySchema: { refused: { note: "Informe o motivo da recusa" } },
  settingUpdateBodySchema: { refused: { value: "Valor é obrigatório" } },
  settingFormSchema: { refused: { value: "Valor é obrigatório" } },
  settingListQuerySchema: { gives: { take: 20, skip: 0 } },
  orderListQuerySchema: { gives: { take: 20, skip: 0 } },
  orderItemInputSchema: {
    refused: { cart_index: ZOD, item_id: "Identificador inválido", item_id_parent: "Identificador inválido", item_group: ZOD, product_id: "Identificador inválido", quantity: "Quantidade inválida: use um número inteiro de 1 a 99 ou uma fração de pizza (1/2, 1/3 ou 2/3)." },
  },
  orderAddressInputSchema: { refused: { address: "Logradouro é obrigatório", number: "O número é obrigatório", postal_code: "O CEP deve ter o formato 12345-678" } },
  orderCreateBodySchema: { refused: { items: ZOD, is_delivery: ZOD } },
  pixPaymentBodySchema: { refused: { external_reference: ZOD, payment_method_id: ZOD } },
  cardPaymentBodySchema: { refused: { external_reference: ZOD, payment_method_id: ZOD } },
  cashPaymentBodySchema: { refused: { external_reference: ZOD, payment_method_id: ZOD } },
  cardOnDeliveryPaymentBodySchema: { refused: { external_reference: ZOD, payment_method_id: ZOD } },
  storeHoursBodySchema: { refused: { timezone: "Fuso horário inválido.", week: ZOD, exceptions: ZOD } },
  storePauseBodySchema: { refused: { minutes: "A pausa deve durar de 1 a 1440 minutos, ou até ser retomada." } },
  orderSlotsQuerySchema: { refused: { date: "Data inválida" } },
  ticketQuerySchema: { refused: { template: "Modelo de comanda inválido: use kitchen (cozinha) ou delivery (entrega)." } },
  driverFormSchema: { refused: { name: "Nome obrigatório", phone: "Telefone inválido", is_active: ZOD } },
  driverCreateBodySchema: { refused: { name: "Nome obrigatório", phone: "Telefone inválido" } },
  driverUpdateBodySchema: { gives: {} },
  driverListQuerySchema: { gives: { take: 20, skip: 0 } },
  driverReportQuerySchema: { refused: { date: "Data inválida" } },
  reportPeriodQuerySchema: { refused: { from: "Data inválida (use AAAA-MM-DD)", to: "Data inválida (use AAAA-MM-DD)" } },
  staffOrderFormSchema: {
    refused: {
      phone: "Telefone inválido",
      client_id: ZOD,
      name: ZOD,
      channel: ZOD,
      is_delivery: ZOD,
      postal_code: ZOD,
      address: ZOD,
      number: ZOD,
      neighborhood: ZOD,
      address_info: ZOD,
      address_notes: ZOD,
      order_notes: ZOD,
      coupon_code: ZOD,
      use_reward: ZOD,
    },
  },
  pushSubscriptionBodySchema: { refused: { endpoint: ZOD, keys: ZOD } },
  couponCreateBodySchema: {
    refused: { code: "O código tem de 3 a 20 letras e números, sem espaços nem acentos.", name: "Informe o nome do cupom.", kind: "Escolha o tipo de desconto." },
  },
  couponUpdateBodySchema: { gives: {} },
  couponListQuerySchema: { gives: { take: 20, skip: 0 } },
  loyaltyAdjustmentBodySchema: {
    refused: { change: "Informe quantos selos somar (positivo) ou tirar (negativo), de -100 a 100, sem zero.", reason: "Informe o motivo, de 3 a 200 caracteres." },
  },
  couponFormSchema: {
    refused: {
      code: ZOD,
      name: ZOD,
      kind: "Escolha o tipo de desconto.",
      value: ZOD,
      max_discount: ZOD,
      min_subtotal: ZOD,
      groups: ZOD,
      first_order_only: ZOD,
      max_uses: ZOD,
      max_uses_per_client: ZOD,
      starts_on: ZOD,
      ends_on: ZOD,
      weekdays: ZOD,
      time_from: ZOD,
      time_to: ZOD,
      order_types: ZOD,
      channels: ZOD,
      active: ZOD,
    },
  },
};

/** One message per field; zod's own messages read as ZOD. */
function fieldMessages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), /^Invalid (input|option)/.test(issue.message) ? ZOD : issue.message]),
  );
}

describe("bodies, forms and queries: the required fields", () => {
  it("every object body, form and query is listed here", () => {
    const inputs = Object.entries(exported)
      .filter(([name, value]) => /Body|Form|Input|Query|Param/.test(name) && value instanceof z.ZodType)
      .filter(([, value]) => z.toJSONSchema(value as z.ZodType, { io: "input", unrepresentable: "any" }).type === "object")
      .map(([name]) => name);
    expect(inputs.sort()).toEqual(Object.keys(EMPTY).sort());
  });

  it.each(Object.entries(EMPTY))("%s: an empty one", (name, expected) => {
    const schema = exported[name] as z.ZodType;
    if ("gives" in expected) {
      expect(schema.parse({})).toEqual(expected.gives);
    } else {
      expect(fieldMessages(schema, {})).toEqual(expected.refused);
    }
  });

  it.each(Object.entries(EMPTY))("%s: documents the fields it requires (input JSON schema of the API's documentation)", (name, expected) => {
    const json = z.toJSONSchema(exported[name] as z.ZodType, { io: "input", unrepresentable: "any" }) as { required?: string[] };
    expect(json.required ?? []).toEqual("refused" in expected ? Object.keys(expected.refused) : []);
  });
});
