import { MOCK_ACCOUNT } from "@forno/api-client/msw";
import { ACCOUNT_MESSAGES } from "@forno/domain/schemas";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

async function fill(document: string, password: string) {
  await userEvent.type(await screen.findByLabelText("CPF ou CNPJ"), document);
  await userEvent.type(screen.getByLabelText("Senha"), password);
  await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
}

describe("/sign-in ('Acessar')", () => {
  useMockApi();

  it("masks the document, signs in and goes to state.redirectTo", async () => {
    renderApp("/sign-in", { state: { redirectTo: "/cart" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Acessar" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("CPF ou CNPJ"), MOCK_ACCOUNT.client.document);
    expect(screen.getByLabelText("CPF ou CNPJ")).toHaveValue("390.533.447-05");
    await userEvent.type(screen.getByLabelText("Senha"), MOCK_ACCOUNT.password);
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(currentPath()).toBe("/cart"));
    expect(localStorage.getItem("token")).toBe(MOCK_ACCOUNT.token);
  });

  it("goes to / without a redirectTo", async () => {
    renderApp("/sign-in");
    await fill(MOCK_ACCOUNT.client.document, MOCK_ACCOUNT.password);
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(await screen.findByRole("heading", { name: "Olá, Maria!" })).toBeInTheDocument();
  });

  it("shows the server's message for a wrong password and keeps what was typed", async () => {
    renderApp("/sign-in");
    await fill(MOCK_ACCOUNT.client.document, "Errada@2025");
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.invalidCredentials);
    expect(screen.getByLabelText("CPF ou CNPJ")).toHaveValue("390.533.447-05");
    expect(screen.getByLabelText("Senha")).toHaveValue("Errada@2025");
    expect(currentPath()).toBe("/sign-in");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("checks the document and the password before calling", async () => {
    renderApp("/sign-in");
    await fill("3905", "12345");
    expect(await screen.findByText("Documento inválido")).toBeInTheDocument();
    expect(screen.getByText("A senha deve ter pelo menos 6 caracteres")).toBeInTheDocument();
  });

  it("links to 'Esqueci minha senha' and to the sign-up, passing redirectTo on", async () => {
    renderApp("/sign-in", { state: { redirectTo: "/cart" } });
    expect(await screen.findByRole("link", { name: "Esqueci minha senha" })).toHaveAttribute("href", "/password/forgot");
    await userEvent.click(screen.getByRole("link", { name: "Cadastre-se" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Cadastre-se" })).toBeInTheDocument();
    expect(currentPath()).toBe("/sign-up");
  });
});
