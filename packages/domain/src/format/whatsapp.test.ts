import { describe, expect, it } from "vitest";
import { whatsappLink, whatsappNumber } from "./whatsapp";

describe("WhatsApp numbers and links", () => {
  it.each([
    ["11987654321", "5511987654321"],
    ["(11) 98765-4321", "5511987654321"],
    ["(11)98765-4321", "5511987654321"],
    [" 11 98765 4321 ", "5511987654321"],
    ["+55 11 98765-4321", "5511987654321"],
    ["55 11 98765-4321", "5511987654321"],
    ["5511987654321", "5511987654321"],
    ["0 11 98765-4321", "5511987654321"],
    ["(21) 3456-7890", "552134567890"],
    ["552134567890", "552134567890"],
    // Area code 55 (Rio Grande do Sul): an 11-digit number that merely starts with 55 keeps it.
    ["(55) 99123-4567", "5555991234567"],
    ["+55 (55) 99123-4567", "5555991234567"],
  ])("%j -> %s", (phone, expected) => {
    expect(whatsappNumber(phone)).toBe(expected);
  });

  it.each(["", "1234", "98765-4321", "abc"])("no number in %j", (phone) => {
    expect(whatsappNumber(phone)).toBeNull();
  });

  it("links to wa.me with the text URL-encoded", () => {
    expect(whatsappLink("(11) 98765-4321", "Olá! Pedido #1042: Saiu para Entrega & já chega")).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1!%20Pedido%20%231042%3A%20Saiu%20para%20Entrega%20%26%20j%C3%A1%20chega",
    );
    expect(whatsappLink(null, "Olá")).toBeNull();
    expect(whatsappLink("123", "Olá")).toBeNull();
  });
});
