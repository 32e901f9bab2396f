import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";
import { deskRoutes, recordingPlayer } from "../../../test/desk-test-support";

describe("the desk card: Enviar status no WhatsApp", () => {
  it("drafts the client's full number with the order number and its current status", async () => {
    renderApp("/backoffice/orders", { routes: deskRoutes(recordingPlayer().player) });
    const card = await screen.findByRole("article", { name: "#1002" });
    const link = within(card).getByRole("link", { name: "Enviar status no WhatsApp: pedido #1002" });
    expect(link).toHaveAttribute("href", `https://wa.me/5511987654321?text=${encodeURIComponent("Olá, Maria! O status do seu pedido #1002 é: Em Preparo.")}`);
  });
});
