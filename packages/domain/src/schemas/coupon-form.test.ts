import { describe, expect, it } from "vitest";
import { couponCreateBodySchema } from "./coupon";
import { NEW_COUPON_FORM, couponFormSchema, couponFormToBody, couponToForm } from "./coupon-form";

const form = (fields: Partial<typeof NEW_COUPON_FORM>) => ({ ...NEW_COUPON_FORM, code: "primeira10", name: "10% no primeiro pedido", ...fields });
const problemOf = (fields: Partial<typeof NEW_COUPON_FORM>) => {
  const result = couponFormSchema.safeParse(form(fields));
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("the backoffice's coupon form (growth.md section 1)", () => {
  it("gives the API's body: the code upper case, money typed in reais, every day as no weekday rule", () => {
    const body = couponFormToBody(form({ min_subtotal: "40,00", first_order_only: true }));
    expect(body).toEqual(
      couponCreateBodySchema.parse({ code: "PRIMEIRA10", name: "10% no primeiro pedido", kind: "percent", value: 10, min_subtotal: 40, first_order_only: true }),
    );
  });

  it("reads the validity as the store's local days: from the first day's start to the last day's end", () => {
    const body = couponFormToBody(form({ starts_on: "2026-11-01", ends_on: "2026-11-30", weekdays: [6, 5], time_from: "18:00", time_to: "02:00" }));
    expect(body).toMatchObject({ starts_at: "2026-11-01T03:00:00.000Z", ends_at: "2026-12-01T02:59:59.000Z", weekdays: [5, 6], time_from: "18:00", time_to: "02:00" });
  });

  it("shows a coupon as its form, and the form gives the same coupon back", () => {
    const coupon = {
      id: 3,
      code: "NOITE15",
      name: "R$ 15 nas noites",
      kind: "fixed" as const,
      value: 15,
      max_discount: null,
      min_subtotal: 1234.5,
      applies_to_groups: ["Pizzas Grandes"],
      first_order_only: false,
      max_uses: 100,
      max_uses_per_client: 2,
      starts_at: "2026-11-01T03:00:00.000Z",
      ends_at: "2026-12-01T02:59:59.000Z",
      weekdays: [5, 6],
      time_from: "18:00",
      time_to: "02:00",
      order_types: ["delivery" as const],
      channels: ["online" as const, "phone" as const],
      active: false,
      uses: 7,
      created_at: "2026-10-30T12:00:00.000Z",
    };
    const shown = couponToForm(coupon, "America/Sao_Paulo");
    expect(shown).toMatchObject({ value: "15,00", min_subtotal: "1.234,50", starts_on: "2026-11-01", ends_on: "2026-11-30", max_uses: "100" });
    const { id: _id, uses: _uses, created_at: _created, ...rules } = coupon;
    expect(couponFormToBody(shown)).toEqual(rules);
  });

  it("says the problem under the control it concerns", () => {
    expect(problemOf({ code: "a b" })).toEqual([["code", "O código tem de 3 a 20 letras e números, sem espaços nem acentos."]]);
    expect(problemOf({ name: " " })).toEqual([["name", "Informe o nome do cupom."]]);
    expect(problemOf({ value: "dez" })).toEqual([["value", "A porcentagem vai de 1 a 100."]]);
    expect(problemOf({ kind: "fixed", value: "dez" })).toEqual([["value", "Informe um desconto maior que zero."]]);
    expect(problemOf({ min_subtotal: "quarenta" })).toEqual([["min_subtotal", "O pedido mínimo não pode ser negativo."]]);
    expect(problemOf({ max_uses: "1,5" })).toEqual([["max_uses", "Informe um número inteiro, 0 para sem limite."]]);
    expect(problemOf({ starts_on: "2026-12-01", ends_on: "2026-11-01" })).toEqual([["ends_on", "O fim da validade deve ser depois do início."]]);
    expect(problemOf({ groups: ["Bebidas", "Bebidas"] })).toEqual([["groups", "Escolha grupos de produtos diferentes, cada um com até 60 letras."]]);
    expect(problemOf({ weekdays: [] })).toEqual([["weekdays", "Escolha ao menos um dia da semana."]]);
    expect(problemOf({ time_from: "18:00" })).toEqual([["time_to", "Informe o horário de início e o de fim (HH:MM), diferentes, ou deixe os dois em branco."]]);
    expect(problemOf({ order_types: [] })).toEqual([["order_types", "Escolha entrega, retirada ou as duas."]]);
    expect(problemOf({ channels: [] })).toEqual([["channels", "Escolha ao menos um canal."]]);
  });

  it("a free delivery needs no value; a percent's maximum is optional", () => {
    expect(couponFormToBody(form({ kind: "free_delivery", value: "" }))).toMatchObject({ kind: "free_delivery", value: 0 });
    expect(couponFormToBody(form({ max_discount: "20,00" }))).toMatchObject({ max_discount: 20 });
    expect(couponFormToBody(form({ kind: "fixed", value: "12,34", max_discount: "20,00" }))).toMatchObject({ value: 12.34, max_discount: null });
  });
});
