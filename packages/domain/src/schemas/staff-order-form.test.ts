import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../../test-support/issues";
import { MESSAGES } from "./messages";
import { orderCreateBodySchema } from "./order-create";
import { type StaffOrderForm, staffOrderFormSchema, staffOrderFormToBody } from "./staff-order-form";

const form: StaffOrderForm = {
  phone: "(11) 95550-1234",
  client_id: null,
  name: "Rita Regular",
  channel: "phone",
  is_delivery: true,
  postal_code: "05433-010",
  address: "Rua Aspicuelta",
  number: "120",
  neighborhood: "",
  address_info: "Apto 42",
  address_notes: "",
  order_notes: "",
  coupon_code: "",
  use_reward: false,
};
const pizza = { cart_index: 0, item_id: 1, item_id_parent: null, item_group: 1, product_id: 1, quantity: 1, item_notes: null };
const lines = { items: [pizza], cart: [] };

describe("staffOrderFormSchema", () => {
  it("needs a full name only when no client was found by the phone", () => {
    expect(fieldMessages(staffOrderFormSchema, { ...form, name: "Rita" }, "name")).toEqual([MESSAGES.nameInvalid]);
    expect(staffOrderFormSchema.safeParse({ ...form, name: "", client_id: 7 }).success).toBe(true);
  });

  it("checks the address with the order's own rules for delivery, and ignores it for pickup", () => {
    expect(fieldMessages(staffOrderFormSchema, { ...form, address: " " }, "address")).toEqual([MESSAGES.streetRequired]);
    expect(fieldMessages(staffOrderFormSchema, { ...form, postal_code: "123" }, "postal_code")).not.toEqual([]);
    expect(staffOrderFormSchema.safeParse({ ...form, is_delivery: false, address: "", postal_code: "" }).success).toBe(true);
  });

  it("reports every address problem on its own field, and a new client's incomplete name", () => {
    const messages = (value: StaffOrderForm) => {
      const result = staffOrderFormSchema.safeParse(value);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    };
    expect(messages({ ...form, name: "Ritinha", address: "", number: "12a", postal_code: "123" })).toEqual({
      name: MESSAGES.nameIncomplete,
      address: MESSAGES.streetRequired,
      number: MESSAGES.numberNumeric,
      postal_code: MESSAGES.cepFormat,
    });
  });

  it("refuses a phone that is not one", () => {
    expect(fieldMessages(staffOrderFormSchema, { ...form, phone: "1234" }, "phone")).toEqual([MESSAGES.phoneInvalid]);
  });
});

describe("staffOrderFormToBody", () => {
  it("sends a new client by name and phone digits, the channel and the address, and a body POST /orders accepts", () => {
    const body = parseOk(orderCreateBodySchema, staffOrderFormToBody(parseOk(staffOrderFormSchema, form), lines));
    expect(body.client).toEqual({ name: "Rita Regular", phone: "11955501234" });
    expect(body.client_id).toBeUndefined();
    expect(body.channel).toBe("phone");
    expect(body.address).toMatchObject({ address: "Rua Aspicuelta", number: "120", postal_code: "05433010", address_info: "Apto 42", address_notes: null });
    expect(body.order_notes).toBe("Pedido por telefone");
  });

  it("sends a found client by id, no address for pickup, and the typed notes", () => {
    const body = parseOk(orderCreateBodySchema, staffOrderFormToBody({ ...form, client_id: 7, channel: "counter", is_delivery: false, order_notes: "Sem cebola" }, lines));
    expect(body).toMatchObject({ client_id: 7, channel: "counter", is_delivery: false, order_notes: "Sem cebola" });
    expect(body.client).toBeUndefined();
    expect(body.address).toBeUndefined();
  });

  it("trims the new client's name and the notes; blank notes take the channel's default; typed address texts are kept", () => {
    const typed = { ...form, name: " Rita Regular ", channel: "counter" as const, order_notes: "   ", neighborhood: "Pinheiros", address_notes: "Portão azul" };
    const body = staffOrderFormToBody(typed, lines);
    expect(body.client).toEqual({ name: "Rita Regular", phone: "11955501234" });
    expect(body.order_notes).toBe("Pedido no balcão");
    expect(body.address).toEqual({ address: "Rua Aspicuelta", number: "120", postal_code: "05433-010", neighborhood: "Pinheiros", address_info: "Apto 42", address_notes: "Portão azul" });
    expect(staffOrderFormToBody({ ...typed, order_notes: " Troco para 100 " }, lines).order_notes).toBe("Troco para 100");
  });
});

describe("the staff order's coupon (growth.md section 1)", () => {
  it("goes in the body when typed, and not when empty", () => {
    const lines = { items: [], cart: [] };
    const base = { phone: "(11)98765-4321", client_id: 7, name: "", channel: "phone" as const, is_delivery: false, postal_code: "", address: "", number: "", neighborhood: "", address_info: "", address_notes: "", order_notes: "" };
    expect(staffOrderFormToBody({ ...base, coupon_code: " primeira10 ", use_reward: false }, lines).coupon_code).toBe("primeira10");
    expect("coupon_code" in staffOrderFormToBody({ ...base, coupon_code: "", use_reward: false }, lines)).toBe(false);
  });
});

describe("the staff order's loyalty reward (growth.md section 2)", () => {
  it("asks for the found client's reward when chosen, never for a new client", () => {
    expect(staffOrderFormToBody({ ...form, client_id: 7, use_reward: true }, lines).use_reward).toBe(true);
    expect("use_reward" in staffOrderFormToBody({ ...form, client_id: 7, use_reward: false }, lines)).toBe(false);
    expect("use_reward" in staffOrderFormToBody({ ...form, client_id: null, use_reward: true }, lines)).toBe(false);
    expect(parseOk(orderCreateBodySchema, staffOrderFormToBody({ ...form, client_id: 7, use_reward: true }, lines)).use_reward).toBe(true);
  });
});
