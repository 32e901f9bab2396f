import { MOCK_CLIENT, MOCK_STAFF } from "@forno/api-client/msw";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

describe("Login Administrativo", () => {
  it("reformats the document on each change and revalidates it", async () => {
    const { user } = renderApp("/backoffice", { token: null });
    const documentField = await screen.findByLabelText("Documento");
    await user.type(documentField, "5299822");
    expect(documentField).toHaveValue("529.982.2");
    expect(screen.getByText("Documento inválido")).toBeInTheDocument();
    await user.type(documentField, "4725");
    expect(documentField).toHaveValue("529.982.247-25");
    expect(screen.queryByText("Documento inválido")).not.toBeInTheDocument();
  });

  it("asks for a password of at least 6 characters", async () => {
    const { user } = renderApp("/backoffice", { token: null });
    await user.type(await screen.findByLabelText("Documento"), MOCK_STAFF.document);
    await user.type(screen.getByLabelText("Senha"), "12345");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("A senha deve ter pelo menos 6 caracteres")).toBeInTheDocument();
  });

  it("stores the token and opens the Dashboard", async () => {
    const { user, tokenStore, router } = renderApp("/backoffice", { token: null });
    await user.type(await screen.findByLabelText("Documento"), MOCK_STAFF.document);
    await user.type(screen.getByLabelText("Senha"), MOCK_STAFF.password);
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/backoffice/dashboard");
    expect(tokenStore.get()).toBe(MOCK_STAFF.token);
  });

  it("shows the server's message above the form for a wrong password, and for a client's login", async () => {
    const { user, tokenStore } = renderApp("/backoffice", { token: null });
    await user.type(await screen.findByLabelText("Documento"), MOCK_STAFF.document);
    await user.type(screen.getByLabelText("Senha"), "errada123");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Documento ou senha inválidos.");
    // Above the form: the alert comes before the first field in the document.
    expect(alert.compareDocumentPosition(screen.getByLabelText("Documento")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.clear(screen.getByLabelText("Documento"));
    await user.type(screen.getByLabelText("Documento"), MOCK_CLIENT.document);
    await user.clear(screen.getByLabelText("Senha"));
    await user.type(screen.getByLabelText("Senha"), MOCK_CLIENT.password);
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Documento ou senha inválidos."));
    expect(tokenStore.get()).toBeNull();
  });
});
