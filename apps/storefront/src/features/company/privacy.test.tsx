import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";
import { PRIVACY_TOC } from "./privacy-outline";

describe("/company/privacy ('Política de Privacidade')", () => {
  useMockApi();
  afterEach(() => vi.restoreAllMocks());

  it("has every section of the seed, each with its anchor, the contact block and the date", async () => {
    renderApp("/company/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Política de Privacidade" })).toBeInTheDocument();
    const policy = await screen.findByRole("article");
    expect(PRIVACY_TOC).toHaveLength(18);
    for (const { id, title } of PRIVACY_TOC) expect(within(policy).getByRole("region", { name: title })).toHaveAttribute("id", id);
    expect(policy.querySelector("#cookies")).not.toBeNull();
    expect(policy).toHaveTextContent("Esta política foi atualizada em 10 de maio de 2025.");
    const contact = within(policy).getByRole("region", { name: "Fale conosco" });
    expect(contact).toHaveTextContent("Forno Pizzaria Ltda");
    expect(contact).toHaveTextContent("CNPJ 11.222.333/0001-81");
    expect(within(contact).getByRole("link", { name: /Rua Augusta, 100/ })).toHaveAttribute("href", expect.stringContaining("google.com/maps/search/?api=1&query=Rua%20Augusta"));
    expect(within(contact).getByRole("link", { name: "Telefone (11)3333-4444" })).toHaveAttribute("href", "tel:+551133334444");
    expect(within(contact).getByRole("link", { name: "privacidade@forno.example.com" })).toBeInTheDocument();
  });

  it("scrolls smoothly to the hash's section, 80px above it", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo");
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return { top: this.id === "cookies" ? 1500 : 0 } as DOMRect;
    });
    renderApp("/company/privacy#cookies");
    await screen.findByRole("article");
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 1420, behavior: "smooth" }));
    expect(document.activeElement?.id).toBe("cookies");
  });

  it("without a hash it scrolls to the top; the index links move to their section", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo");
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return { top: this.id === "direitos" ? 3000 : 0 } as DOMRect;
    });
    renderApp("/company/privacy");
    await screen.findByRole("article");
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" }));
    await userEvent.click(screen.getByText("Índice"));
    await userEvent.click(screen.getByRole("link", { name: "Seus direitos" }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 2920, behavior: "smooth" }));
  });
});
