import { ACCOUNT_MESSAGES } from "@forno/domain/schemas";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";

describe("/company/remove-data ('Remoção de dados')", () => {
  const mock = useMockApi();
  afterEach(() => vi.useRealTimers());

  it("explains what is removed and kept, and shows the contact block", async () => {
    renderApp("/company/remove-data");
    expect(await screen.findByRole("heading", { level: 1, name: "Remoção de dados" })).toBeInTheDocument();
    expect(screen.getByText(/nome, telefone, e-mail, documento \(CPF ou CNPJ\), data de\s+nascimento e senha/)).toBeInTheDocument();
    expect(screen.getByText(/registros dos pedidos já feitos são mantidos/)).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Fale conosco" })).toHaveTextContent("Forno Pizzaria Ltda");
  });

  it("sends the request, resets the form and shows 'Solicitação enviada com sucesso.' for 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp("/company/remove-data");
    const submit = await screen.findByRole("button", { name: "Solicitar remoção" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Nome"), "maria da silva");
    await user.type(screen.getByLabelText("Telefone"), "11987654321");
    await user.type(screen.getByLabelText("E-mail"), "Maria@Example.com");
    expect(screen.getByLabelText("Nome")).toHaveValue("Maria da Silva");
    expect(screen.getByLabelText("Telefone")).toHaveValue("(11)98765-4321");
    expect(screen.getByLabelText("E-mail")).toHaveValue("maria@example.com");
    await user.click(submit);

    expect(await screen.findByText(ACCOUNT_MESSAGES.removalRequested)).toBeInTheDocument();
    expect(mock.data.removalRequests).toEqual([{ name: "Maria da Silva", phone: "11987654321", email: "maria@example.com" }]);
    expect(screen.getByLabelText("Nome")).toHaveValue("");
    expect(screen.getByLabelText("Telefone")).toHaveValue("");
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(ACCOUNT_MESSAGES.removalRequested)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(ACCOUNT_MESSAGES.removalRequested)).not.toBeInTheDocument();
  });

  it("an invalid phone or e-mail keeps the submit disabled", async () => {
    renderApp("/company/remove-data");
    await userEvent.type(await screen.findByLabelText("Telefone"), "1198");
    expect(await screen.findByText("Telefone inválido")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("E-mail"), "maria@");
    expect(await screen.findByText("Digite um e-mail válido")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Solicitar remoção" })).toBeDisabled();
    expect(mock.data.removalRequests).toEqual([]);
  });
});
