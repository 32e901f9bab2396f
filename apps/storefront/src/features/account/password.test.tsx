import { MOCK_ACCOUNT, MOCK_RESET_CODE } from "@forno/api-client/msw";
import { ACCOUNT_MESSAGES } from "@forno/domain/schemas";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, currentState, renderApp } from "../../../test/render-app";

const resetState = { message: ACCOUNT_MESSAGES.forgot, document: MOCK_ACCOUNT.client.document };

describe("password recovery", () => {
  const mock = useMockApi();

  it("/password/forgot signed out: 'Recuperar Acesso'; the code is sent and /password/new gets message and document", async () => {
    renderApp("/password/forgot");
    expect(await screen.findByRole("heading", { level: 1, name: "Recuperar Acesso" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("CPF ou CNPJ"), "39053344705");
    await userEvent.click(screen.getByRole("button", { name: "Enviar código" }));
    await waitFor(() => expect(currentPath()).toBe("/password/new"));
    expect(currentState()).toEqual(resetState);
    expect(mock.data.resetCodes[MOCK_ACCOUNT.client.document]).toBe(MOCK_RESET_CODE);
    expect(await screen.findByText(ACCOUNT_MESSAGES.forgot)).toBeInTheDocument();
  });

  it("/password/forgot signed in: 'Alterar Senha' with the session's document filled in", async () => {
    renderApp("/password/forgot", { token: "client-token" });
    expect(await screen.findByRole("heading", { level: 1, name: "Alterar Senha" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("CPF ou CNPJ")).toHaveValue("390.533.447-05"));
  });

  it("/password/forgot checks the document", async () => {
    renderApp("/password/forgot");
    await userEvent.type(await screen.findByLabelText("CPF ou CNPJ"), "12345678900");
    await userEvent.click(screen.getByRole("button", { name: "Enviar código" }));
    expect(await screen.findByText("Documento inválido")).toBeInTheDocument();
    expect(currentPath()).toBe("/password/forgot");
  });

  it("/password/new without message and document in navigation state goes to /", async () => {
    renderApp("/password/new", { state: { document: "39053344705" } });
    await waitFor(() => expect(currentPath()).toBe("/"));
  });

  it("upper-cases the code and asks for exactly 6 characters and a strong password", async () => {
    renderApp("/password/new", { state: resetState });
    const code = await screen.findByLabelText("Código recebido por SMS");
    await userEvent.type(code, "k7m");
    expect(code).toHaveValue("K7M");
    await userEvent.type(screen.getByLabelText("Nova senha"), "curta");
    await userEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));
    expect(await screen.findByText("O código deve ter exatamente 6 caracteres")).toBeInTheDocument();
    expect(screen.getByText("A senha deve ter pelo menos 8 caracteres")).toBeInTheDocument();
  });

  it("a wrong code shows the server's message; the right one signs in and goes to /", async () => {
    mock.data.resetCodes[MOCK_ACCOUNT.client.document] = MOCK_RESET_CODE;
    renderApp("/password/new", { state: resetState });
    const code = await screen.findByLabelText("Código recebido por SMS");
    await userEvent.type(code, "aaaaaa");
    await userEvent.type(screen.getByLabelText("Nova senha"), "Nova@Senha1");
    await userEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.resetCodeInvalid);
    expect(screen.getByLabelText("Nova senha")).toHaveValue("Nova@Senha1");

    await userEvent.clear(code);
    await userEvent.type(code, MOCK_RESET_CODE.toLowerCase());
    await userEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(localStorage.getItem("token")).toBe(MOCK_ACCOUNT.token);
    expect(mock.data.accounts[0]!.password).toBe("Nova@Senha1");
  });
});
