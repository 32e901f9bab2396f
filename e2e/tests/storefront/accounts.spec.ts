import { expect, test } from "@playwright/test";
import { latestSmsCode, newAccount, receivedSms, signedToken, signInByForm, signUpByApi, tokenClaims } from "../../support/accounts";
import { expectNoAxeViolations } from "../../support/axe";
import { apiCall } from "../../support/backoffice";
import { E2E_TWILIO } from "../../support/sms";

// Each test has an account of its own (a random valid CPF), so they run in parallel.

test("sign up, sign out, a wrong password, sign in", async ({ page, request }) => {
  const account = newAccount();
  await page.goto("/menu");
  await page.getByRole("link", { name: "Acessar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acessar" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Cadastre-se" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cadastre-se" })).toBeVisible();

  await page.getByLabel("Nome completo").fill("beatriz teste lima");
  await page.getByLabel("CPF ou CNPJ").pressSequentially(account.document);
  await expect(page.getByLabel("CPF ou CNPJ")).toHaveValue(account.masked);
  await page.getByLabel("Telefone").pressSequentially(account.phone);
  await page.getByLabel(/^E-mail/).fill("beatriz@example.com");
  await page.getByLabel(/^Data de nascimento/).pressSequentially("31022001");
  await page.getByLabel("Senha").fill("curta");
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(page.getByText("Data inválida")).toBeVisible();
  await expect(page.getByText("A senha deve ter pelo menos 8 caracteres")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Data de nascimento/).fill("");
  await page.getByLabel(/^Data de nascimento/).pressSequentially("10051992");
  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Cadastrar" }).click();

  // Signed in by itself, on /, with the sign-up page replaced in history.
  await expect(page.getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(tokenClaims((await page.evaluate(() => localStorage.getItem("token")))!).username).toBe(account.document);

  await page.goto("/menu");
  await page.getByRole("link", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await signInByForm(page, account.masked, "Errada#2025");
  await expect(page.getByRole("alert")).toHaveText("Documento ou senha inválidos.");
  await expect(page.getByLabel("CPF ou CNPJ")).toHaveValue(account.masked);
  await expect(page.getByLabel("Senha")).toHaveValue("Errada#2025");
  await expectNoAxeViolations(page);

  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();
  const { body: me } = await apiCall<{ name: string; birthday: string }>(request, "GET", "/clients/me/profile", {
    token: (await page.evaluate(() => localStorage.getItem("token")))!,
  });
  expect(me).toMatchObject({ name: "Beatriz Teste Lima", birthday: "1992-05-10" });
});

test("a screen that needs a session sends the visitor to sign in and back (redirectTo, history replaced)", async ({ page, request }) => {
  const account = newAccount();
  await signUpByApi(request, account);
  await page.goto("/catalog");
  await page.goto("/profile/address");
  await expect(page).toHaveURL(/\/sign-in$/);
  await signInByForm(page, account.document, account.password);
  await expect(page.getByRole("heading", { level: 1, name: "Endereços" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/catalog$/);
});

test("forgot password: the code texted through the SMS provider (Twilio, faked), a new password, signed in", async ({ page, request }) => {
  const account = newAccount();
  await signUpByApi(request, account);
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recuperar Acesso" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("CPF ou CNPJ").fill(account.document);
  await page.getByRole("button", { name: "Enviar código" }).click();

  await expect(page).toHaveURL(/\/password\/new$/);
  await expect(page.getByText("Se o documento estiver cadastrado, enviaremos um código por SMS")).toBeVisible();
  const code = await latestSmsCode(request, account.phone);
  // What the phone got, through Twilio's API as growth.md section 5 describes it (the fake checks the request).
  expect(await receivedSms(request, account.phone)).toEqual([
    { provider: "twilio", id: expect.stringMatching(/^SM/), to: `+55${account.phone}`, phone: account.phone, from: E2E_TWILIO.from, text: `Forno: seu código para criar uma nova senha é ${code}. Ele vale por 15 minutos.` },
  ]);
  const codeField = page.getByLabel("Código recebido por SMS");
  await codeField.pressSequentially(code.toLowerCase());
  await expect(codeField).toHaveValue(code);
  await page.getByLabel("Nova senha").fill("Nova#Senha9");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Salvar nova senha" }).click();

  await expect(page.getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const { status } = await apiCall(request, "POST", "/auth/sign-in", { data: { document: account.document, password: "Nova#Senha9" } });
  expect(status).toBe(200);

  // Signed in, the same screen is 'Alterar Senha' with the document filled in.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Alterar Senha" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Alterar Senha" })).toBeVisible();
  await expect(page.getByLabel("CPF ou CNPJ")).toHaveValue(account.masked);
});

test("/password/new without its navigation state goes home", async ({ page }) => {
  await page.goto("/password/new");
  await expect(page.getByRole("heading", { name: "Bem vindo" })).toBeVisible();
});

test("profile: the entries and the personal data update", async ({ page, request }) => {
  const account = newAccount();
  await signUpByApi(request, account);
  await page.goto("/sign-in");
  await signInByForm(page, account.document, account.password);
  await expect(page.getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();

  await page.goto("/profile");
  const entries = page.getByRole("navigation", { name: "Perfil" }).getByRole("link");
  await expect(entries).toHaveText(["Dados Pessoais", "Endereços", "Cartões", "Alterar Senha", "Sair"]);
  await expect(page.getByText(account.masked)).toBeVisible();
  await expectNoAxeViolations(page);

  await entries.filter({ hasText: "Dados Pessoais" }).click();
  await expect(page.getByLabel("Nome completo")).toHaveValue(account.name);
  await page.getByLabel("Nome completo").fill("");
  await page.getByLabel("Nome completo").pressSequentially("beatriz souza");
  await page.getByLabel(/^E-mail/).fill("bia@example.com");
  await page.getByLabel(/^Data de nascimento/).pressSequentially("01021990");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Cadastro atualizado com sucesso")).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByText("Cadastro atualizado com sucesso")).toBeHidden({ timeout: 7000 });

  const token = (await page.evaluate(() => localStorage.getItem("token")))!;
  const { body } = await apiCall(request, "GET", "/clients/me/profile", { token });
  expect(body).toMatchObject({ name: "Beatriz Souza", email: "bia@example.com", birthday: "1990-02-01" });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();
});

test("an expired or a tampered token sends the customer to /sign-in", async ({ page, request }) => {
  const account = newAccount();
  await signUpByApi(request, account);
  const { body } = await apiCall<{ access_token: string }>(request, "POST", "/auth/sign-in", { data: { document: account.document, password: account.password } });
  const claims = tokenClaims(body.access_token);
  const now = Math.floor(Date.now() / 1000);
  const expired = signedToken({ ...claims, iat: now - 8 * 86_400, exp: now - 86_400 });
  const tampered = signedToken({ ...claims, sub: "1" }).replace(/\.[^.]+$/, `.${body.access_token.split(".")[2]}`);

  for (const token of [expired, tampered]) {
    await page.goto("/menu");
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    await page.goto("/profile/me");
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole("heading", { level: 1, name: "Acessar" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  }
});
