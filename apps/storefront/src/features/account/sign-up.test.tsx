import { ACCOUNT_MESSAGES } from "@forno/domain/schemas";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

const field = (label: string) => screen.findByLabelText(new RegExp(`^${label}`));

async function fillValid(document = "52998224725") {
  await userEvent.type(await field("Nome completo"), "joão da silva");
  await userEvent.type(await field("CPF ou CNPJ"), document);
  await userEvent.type(await field("Telefone"), "11912345678");
  await userEvent.type(await field("E-mail"), "Joao@Example.com");
  await userEvent.type(await field("Data de nascimento"), "10051990");
  await userEvent.type(await field("Senha"), "Pizza#2025");
}

describe("/sign-up ('Cadastre-se')", () => {
  const mock = useMockApi();

  // Seed 001 section 5, every rule of the sign-up form (the field is checked when it is left).
  it.each([
    ["Nome completo", "Ana", "Digite um nome válido"],
    ["Nome completo", "Mariana", "Você deve fornecer o nome completo"],
    ["CPF ou CNPJ", "11111111111", "Documento inválido"],
    ["Telefone", "119876", "Telefone inválido"],
    ["E-mail", "maria@", "Digite um e-mail válido"],
    ["Data de nascimento", "31022001", "Data inválida"],
    ["Senha", "Ab1!", "A senha deve ter pelo menos 8 caracteres"],
    ["Senha", "ABCDEFG1!", "A senha deve conter pelo menos uma letra minúscula"],
    ["Senha", "abcdefg1!", "A senha deve conter pelo menos uma letra maiúscula"],
    ["Senha", "Abcdefgh!", "A senha deve conter pelo menos um número"],
    ["Senha", "Abcdefgh1", "A senha deve conter pelo menos um símbolo"],
  ])("%s '%s': %s", async (label, value, message) => {
    renderApp("/sign-up");
    const input = await field(label);
    await userEvent.type(input, value);
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("masks what is typed: name, CPF, phone, e-mail and birthday", async () => {
    renderApp("/sign-up");
    await fillValid();
    expect(await field("Nome completo")).toHaveValue("João da Silva");
    expect(await field("CPF ou CNPJ")).toHaveValue("529.982.247-25");
    expect(await field("Telefone")).toHaveValue("(11)91234-5678");
    expect(await field("E-mail")).toHaveValue("joao@example.com");
    expect(await field("Data de nascimento")).toHaveValue("10/05/1990");
  });

  it("creates the account, signs in by itself and goes to state.redirectTo", async () => {
    renderApp("/sign-up", { state: { redirectTo: "/cart" } });
    await fillValid();
    await userEvent.click(screen.getByRole("button", { name: "Cadastrar" }));
    await waitFor(() => expect(currentPath()).toBe("/cart"));
    const account = mock.data.accounts.at(-1)!;
    expect(account.client).toMatchObject({ name: "João da Silva", document: "52998224725", phone: "11912345678", email: "joao@example.com", birthday: "1990-05-10" });
    expect(localStorage.getItem("token")).toBe(account.token);
  });

  it("leaves e-mail and birthday out when they are empty", async () => {
    renderApp("/sign-up");
    await userEvent.type(await field("Nome completo"), "Ana Souza");
    await userEvent.type(await field("CPF ou CNPJ"), "52998224725");
    await userEvent.type(await field("Telefone"), "1133334444");
    await userEvent.type(await field("Senha"), "Pizza#2025");
    await userEvent.click(screen.getByRole("button", { name: "Cadastrar" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(mock.data.accounts.at(-1)!.client).toMatchObject({ email: null, birthday: null });
  });

  it("shows the server's message when the document is taken and keeps the form", async () => {
    renderApp("/sign-up");
    await fillValid("39053344705");
    await userEvent.click(screen.getByRole("button", { name: "Cadastrar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.documentTaken);
    expect(await field("Nome completo")).toHaveValue("João da Silva");
    expect(await field("Senha")).toHaveValue("Pizza#2025");
    expect(currentPath()).toBe("/sign-up");
  });
});
