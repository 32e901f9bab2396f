import { describe, expect, it } from "vitest";
import { orderStatusText, storeContactText } from "./whatsapp-texts";

describe("WhatsApp drafts", () => {
  it("to the store: about an order, or in general", () => {
    expect(storeContactText(1042)).toBe("Olá! Gostaria de falar sobre o meu pedido #1042.");
    expect(storeContactText()).toBe("Olá! Gostaria de falar com a loja.");
  });

  it("to the client: first name, order number and the status label", () => {
    expect(orderStatusText(1042, "DISPATCHED", "Maria da Silva")).toBe("Olá, Maria! O status do seu pedido #1042 é: Saiu para Entrega.");
    expect(orderStatusText(7, "PREPARATION", null)).toBe("Olá! O status do seu pedido #7 é: Em Preparo.");
    expect(orderStatusText(8, "DISPATCHED", "Ana", false)).toBe("Olá, Ana! O status do seu pedido #8 é: Pronto para retirada.");
  });
});
