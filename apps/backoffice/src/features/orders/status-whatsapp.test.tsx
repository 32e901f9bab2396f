import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

const draft = (phone: string, text: string) => `https://wa.me/${phone}?text=${encodeURIComponent(text)}`;

describe("the orders table: Enviar status no WhatsApp", () => {
  it("drafts the client's full number with the order number and its current status", async () => {
    const { user } = renderApp("/backoffice/orders/table");
    await user.dblClick(await screen.findByText("#1003"));
    const link = screen.getByRole("link", { name: "Enviar status no WhatsApp: pedido #1003" });
    expect(link).toHaveAttribute("href", draft("5511912345678", "Olá, João! O status do seu pedido #1003 é: Entregue."));
    expect(link).toHaveAttribute("target", "_blank");
  });
});
