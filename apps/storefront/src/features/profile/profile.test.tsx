import { MOCK_ACCOUNT } from "@forno/api-client/msw";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../../test/mock-api";
import { currentPath, currentState, renderApp } from "../../../test/render-app";

describe("profile", () => {
  const mock = useMockApi();
  afterEach(() => vi.useRealTimers());

  it.each(["/profile", "/profile/me", "/profile/address", "/profile/address/manage"])("%s without a token goes to /sign-in", async (path) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Acessar" })).toBeInTheDocument();
    expect(currentPath()).toBe("/sign-in");
    expect(currentState()).toEqual({ redirectTo: path });
  });

  it("/profile lists Dados Pessoais, Endereços, Cartões, Alterar Senha and Sair", async () => {
    renderApp("/profile", { token: "client-token" });
    const nav = await screen.findByRole("navigation", { name: "Perfil" });
    expect(within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Dados Pessoais", "/profile/me"],
      ["Endereços", "/profile/address"],
      ["Cartões", "/user/credit-cards"],
      ["Alterar Senha", "/password/forgot"],
      ["Sair", "/sign-out"],
    ]);
    expect(await screen.findByText("390.533.447-05")).toBeInTheDocument();
  });

  it("/profile/me shows the data, saves it, and says 'Cadastro atualizado com sucesso' for 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp("/profile/me", { token: "client-token" });
    expect(await screen.findByRole("heading", { level: 1, name: "Dados Pessoais" })).toBeInTheDocument();
    const name = await screen.findByLabelText("Nome completo");
    expect(name).toHaveValue("Maria da Silva");
    expect(screen.getByLabelText("Telefone")).toHaveValue("(11)98765-4321");
    expect(screen.getByLabelText(/^Data de nascimento/)).toHaveValue("10/05/1990");
    await user.clear(name);
    await user.type(name, "Maria Oliveira");
    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));

    expect(await screen.findByText("Cadastro atualizado com sucesso")).toBeInTheDocument();
    expect(mock.data.accounts[0]!.client).toMatchObject({ name: "Maria Oliveira", email: null, birthday: "1990-05-10" });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText("Cadastro atualizado com sucesso")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Cadastro atualizado com sucesso")).not.toBeInTheDocument();
  });

  it.each([
    ["Nome completo", "Ana", "Digite um nome válido"],
    ["Nome completo", "Mariana", "Você deve fornecer o nome completo"],
    ["Telefone", "1198", "Telefone inválido"],
    ["E-mail", "maria@", "Digite um e-mail válido"],
    ["Data de nascimento", "29022001", "Data inválida"],
  ])("/profile/me checks %s '%s': %s", async (label, value, message) => {
    renderApp("/profile/me", { token: "client-token" });
    const input = await screen.findByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(input);
    await userEvent.type(input, value);
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("/profile/me keeps what was typed when the server refuses it", async () => {
    server.use(http.patch("http://localhost:3000/clients", () => HttpResponse.json({ statusCode: 400, error: "Bad Request", message: "Telefone já usado por outra conta." }, { status: 400 })));
    renderApp("/profile/me", { token: "client-token" });
    const phone = await screen.findByLabelText("Telefone");
    await userEvent.clear(phone);
    await userEvent.type(phone, "21988887777");
    await userEvent.click(screen.getByRole("button", { name: "Salvar alterações" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Telefone já usado por outra conta.");
    expect(phone).toHaveValue("(21)98888-7777");
    expect(mock.data.accounts[0]!.client.phone).toBe(MOCK_ACCOUNT.client.phone);
  });
});
