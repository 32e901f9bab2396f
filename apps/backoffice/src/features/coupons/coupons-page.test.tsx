import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { rawCodesAndEnglish } from "../../../test/plain-portuguese";
import { renderApp } from "../../../test/render";

describe("the Cupons table (growth.md section 1)", () => {
  it("lists the coupons, newest first, with the customer's conditions (the discount first) and their uses", async () => {
    renderApp("/backoffice/coupons");
    expect(await screen.findByText("PRIMEIRA10")).toBeInTheDocument();
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent?.replace("↕", "").trim());
    expect(headers).toEqual(["Expandir", "Código", "Nome", "Condições", "Usos", "Ativo", "Ações"]);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual(["FRETEGRATIS", "PRIMEIRA10"]);
    const first = rows[1]!;
    expect(first).toHaveTextContent("10% em pedidos a partir de R$ 40,00, só no primeiro pedido, limitado a 100 usos, 1 uso por cliente");
    expect(first).toHaveTextContent("3 de 100");
    expect(rows[0]).toHaveTextContent("Entrega grátis em pedidos a partir de R$ 80,00");
  });

  it("creates a coupon with plain controls, after saying what is missing", async () => {
    const { user, data } = renderApp("/backoffice/coupons");
    await user.click(await screen.findByRole("button", { name: "Novo cupom" }));
    const dialog = await screen.findByRole("dialog", { name: "Novo cupom" });
    expect(rawCodesAndEnglish(dialog.textContent ?? "")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Criar cupom" }));
    expect(await within(dialog).findByText("O código tem de 3 a 20 letras e números, sem espaços nem acentos.")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Código"), "noite15");
    await user.type(within(dialog).getByLabelText("Nome"), "R$ 15 nas noites de sexta");
    await user.click(within(dialog).getByRole("radio", { name: "Valor fixo em reais" }));
    await user.clear(within(dialog).getByLabelText("Desconto em reais"));
    await user.type(within(dialog).getByLabelText("Desconto em reais"), "15,00");
    await user.type(within(dialog).getByLabelText(/Pedido mínimo em reais/), "60,00");
    const days = within(dialog).getByRole("group", { name: "Dias da semana" });
    for (const day of ["Segunda", "Terça", "Quarta", "Quinta", "Domingo"]) await user.click(within(days).getByRole("checkbox", { name: day }));
    await user.type(within(dialog).getByLabelText(/^Das/), "18:00");
    await user.click(within(dialog).getByRole("button", { name: "Criar cupom" }));
    // Both hours or neither.
    expect(await within(dialog).findByText("Informe o horário de início e o de fim (HH:MM), diferentes, ou deixe os dois em branco.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Até/), "02:00");
    await user.click(within(within(dialog).getByRole("group", { name: "Tipo de pedido" })).getByRole("checkbox", { name: "Retirada no balcão" }));
    await user.click(within(dialog).getByRole("button", { name: "Criar cupom" }));

    expect(await screen.findByText("Cupom NOITE15 criado")).toBeInTheDocument();
    expect(data.coupons.find((coupon) => coupon.code === "NOITE15")).toMatchObject({
      name: "R$ 15 nas noites de sexta",
      kind: "fixed",
      value: 15,
      min_subtotal: 60,
      weekdays: [5, 6],
      time_from: "18:00",
      time_to: "02:00",
      order_types: ["delivery"],
      channels: ["online", "phone", "counter"],
      max_uses_per_client: 1,
      active: true,
    });
  });

  it("shows the server's refusal of a code taken and keeps what was typed", async () => {
    const { user } = renderApp("/backoffice/coupons");
    await user.click(await screen.findByRole("button", { name: "Novo cupom" }));
    const dialog = await screen.findByRole("dialog", { name: "Novo cupom" });
    await user.type(within(dialog).getByLabelText("Código"), "primeira10");
    await user.type(within(dialog).getByLabelText("Nome"), "Outro");
    await user.click(within(dialog).getByRole("button", { name: "Criar cupom" }));
    expect(await within(dialog).findByText("Já existe um cupom com este código.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Código")).toHaveValue("primeira10");
  });

  it("pauses and reactivates a coupon in its row", async () => {
    const { user, data } = renderApp("/backoffice/coupons");
    await user.click(await screen.findByRole("button", { name: "Pausar o cupom PRIMEIRA10" }));
    expect(await screen.findByText("Cupom PRIMEIRA10 pausado")).toBeInTheDocument();
    expect(data.coupons.find((coupon) => coupon.code === "PRIMEIRA10")!.active).toBe(false);
    await user.click(await screen.findByRole("button", { name: "Reativar o cupom PRIMEIRA10" }));
    await waitFor(() => expect(data.coupons.find((coupon) => coupon.code === "PRIMEIRA10")!.active).toBe(true));
  });

  it("copies the share link to the storefront's cart", async () => {
    const { user } = renderApp("/backoffice/coupons");
    await user.click(await screen.findByRole("button", { name: "Copiar link do cupom PRIMEIRA10" }));
    expect(await navigator.clipboard.readText()).toBe("http://localhost:4173/cart?cupom=PRIMEIRA10");
    expect(await screen.findByText("Link do cupom PRIMEIRA10 copiado")).toBeInTheDocument();
  });

  it("edits a coupon in its row: its rules as they are, then saved", async () => {
    const { user, data } = renderApp("/backoffice/coupons");
    await user.dblClick(await screen.findByText("10% no primeiro pedido"));
    const form = screen.getByRole("form", { name: "Editar PRIMEIRA10" });
    expect(within(form).getByLabelText(/Pedido mínimo em reais/)).toHaveValue("40,00");
    expect(within(form).getByRole("checkbox", { name: "Só no primeiro pedido do cliente" })).toBeChecked();
    await user.clear(within(form).getByLabelText("Desconto em porcentagem"));
    await user.type(within(form).getByLabelText("Desconto em porcentagem"), "15");
    await user.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Cupom PRIMEIRA10 atualizado")).toBeInTheDocument();
    expect(data.coupons.find((coupon) => coupon.code === "PRIMEIRA10")).toMatchObject({ value: 15, min_subtotal: 40, first_order_only: true });
  });
});
