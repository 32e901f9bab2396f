import { FISCAL_MESSAGES } from "@forno/domain/fiscal";
import { backofficeMockData, mockAuthorizedNote } from "@forno/api-client/msw";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

const REJECTION = "Rejeição: Informado NCM inexistente [nItem:1]";

describe("the NFC-e on the staff's screens (growth.md section 3)", () => {
  it("Fiscal lists a rejected note with SEFAZ's message and 'Tentar de novo', which authorises it and takes it off the list", async () => {
    const data = backofficeMockData();
    const order = data.orders[0]!;
    order.fiscal = { ...mockAuthorizedNote(order.id), status: "rejected", number: null, series: null, access_key: null, qrcode_url: null, consult_url: null, issued_at: null, message: REJECTION };
    const { user } = renderApp("/backoffice/fiscal", { data });
    expect(await screen.findByRole("heading", { level: 1, name: "Fiscal" })).toBeInTheDocument();
    const row = (await screen.findByRole("heading", { name: `Pedido #${order.external_id}` })).closest("li")!;
    expect(within(row).getByText("NFC-e rejeitada")).toBeInTheDocument();
    expect(within(row).getByText(REJECTION)).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: `Tentar de novo a NFC-e do pedido #${order.external_id}` }));
    expect(await screen.findByText("Nenhuma NFC-e precisa de atenção")).toBeInTheDocument();
    expect(order.fiscal.status).toBe("authorized");
  });

  it("the orders table shows the state under the status; the details cancel the note with a reason of 15 to 255 characters", async () => {
    const data = backofficeMockData();
    const order = data.orders[0]!;
    order.fiscal = mockAuthorizedNote(order.id);
    const { user } = renderApp("/backoffice/orders/table", { data });
    expect(await screen.findByText("NFC-e autorizada")).toBeInTheDocument();
    await user.dblClick(screen.getByText(`#${order.external_id}`));
    const panel = await screen.findByRole("region", { name: `NFC-e do pedido #${order.external_id}` });
    expect(within(panel).getByText("3526 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Consultar na SEFAZ" })).toHaveAttribute("href", order.fiscal.consult_url);
    await user.click(within(panel).getByRole("button", { name: "Cancelar NFC-e" }));
    const dialog = await screen.findByRole("dialog", { name: `Cancelar a NFC-e do pedido #${order.external_id}?` });
    await user.type(within(dialog).getByLabelText("Motivo do cancelamento"), "Desistiu");
    await user.click(within(dialog).getByRole("button", { name: "Cancelar NFC-e" }));
    expect(await within(dialog).findByText(FISCAL_MESSAGES.reason)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Motivo do cancelamento"), " do pedido por telefone");
    await user.click(within(dialog).getByRole("button", { name: "Cancelar NFC-e" }));
    await waitFor(() => expect(order.fiscal?.status).toBe("cancelled"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("Minha loja > Fiscal has every setting in plain Portuguese controls", async () => {
    renderApp("/backoffice/store?secao=fiscal");
    expect(await screen.findByRole("switch", { name: "Emitir a NFC-e (nota fiscal do consumidor) de cada venda" })).not.toBeChecked();
    expect(screen.getByRole("combobox", { name: "Quando emitir a nota" })).toHaveValue("preparation");
    expect(screen.getByRole("option", { name: "Quando o pedido é pago" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Como a nota descreve as entregas" })).toHaveValue("1");
    expect(screen.getByRole("spinbutton", { name: "Prazo para cancelar uma nota (minutos)" })).toHaveValue(30);
    for (const label of ["NCM padrão (8 dígitos)", "CFOP padrão (4 dígitos)", "CSOSN padrão (3 dígitos)"]) expect(screen.getByLabelText(label)).toHaveValue("");
    expect(screen.getByRole("link", { name: "Abrir Fiscal" })).toHaveAttribute("href", "/backoffice/fiscal");
  });
});
