import { describe, expect, it } from "vitest";
import { isAllSameDigit, isMaskedCep, isValidBirthday, isValidCardNumber, isValidCep, isValidEmail, isValidIsoDate, isValidPhone, onlyDigits, passesLuhn, passwordProblems } from "./index";

describe("phone (formatted length 13 to 14)", () => {
  it.each([
    ["(11)98765-4321", true],
    ["11987654321", true],
    ["+55 11 98765-4321", true],
    ["5511987654321", true],
    ["(11)3333-4444", true],
    ["1133334444", true],
    ["113333444", false],
    ["(11)9876", false],
    ["", false],
  ])("%j valid: %s", (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});

describe("e-mail", () => {
  it.each([
    ["maria@example.com", true],
    ["Maria.Silva+pizza@forno.com.br", true],
    ["  maria@example.com ", true],
    ["maria@", false],
    ["maria@example", false],
    ["maria example@x.com", false],
    [".maria@example.com", false],
    ["ma..ria@example.com", false],
    ["maria@example.com!", false],
    ["!maria@example.com", false],
    ["maria@example.c", false],
    ["", false],
  ])("%j valid: %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe("birthday dd/MM/yyyy round-trips exactly", () => {
  it.each([
    ["10/05/1990", true],
    ["29/02/2000", true],
    ["31/12/1999", true],
    ["31/02/2000", false],
    ["29/02/1900", false],
    ["29/02/2023", false],
    ["31/04/2020", false],
    ["00/01/2000", false],
    ["15/13/2000", false],
    ["1/5/1990", false],
    ["10-05-1990", false],
    ["1990-05-10", false],
    ["10/05/1990x", false],
    ["x10/05/1990", false],
    ["", false],
  ])("%j valid: %s", (birthday, valid) => {
    expect(isValidBirthday(birthday)).toBe(valid);
  });

  it.each([
    ["1990-05-10", true],
    ["2000-02-29", true],
    ["2001-02-29", false],
    ["1990-5-10", false],
    ["1990-05-10x", false],
    ["x1990-05-10", false],
    ["1990-13-10", false],
    ["1990-05-32", false],
  ])("ISO date %j valid: %s", (iso, valid) => {
    expect(isValidIsoDate(iso)).toBe(valid);
  });
});

describe("CEP", () => {
  it.each([
    ["01310-100", true, true],
    ["01310100", true, false],
    [" 01310-100 ", true, false],
    ["0131-0100", false, false],
    ["1310100", false, false],
    ["01310-1000", false, false],
    ["013101000", false, false],
    ["x01310-100", false, false],
  ])("%j valid: %s, masked: %s", (cep, valid, masked) => {
    expect(isValidCep(cep)).toBe(valid);
    expect(isMaskedCep(cep)).toBe(masked);
  });
});

describe("Luhn and card numbers", () => {
  it.each([
    ["4111111111111111", true, true],
    ["4111 1111 1111 1111", true, true],
    ["5031 4332 1540 6351", true, true],
    ["79927398713", true, false],
    ["4111111111111112", false, false],
    ["0", false, false],
    ["4111-1111-1111-111a", false, false],
    ["4222222222222", true, true],
    ["422222222222", true, false],
    ["4000000000000000006", true, true],
    ["40000000000000000002", true, false],
    ["18", true, false],
    ["1", false, false],
    ["59", true, false],
  ])("%j Luhn %s, card %s", (number, luhn, card) => {
    expect(passesLuhn(number)).toBe(luhn);
    expect(isValidCardNumber(number)).toBe(card);
  });
});

describe("password rules", () => {
  it.each([
    ["Pizza#2025", []],
    ["Pizza 2025ç!", []],
    ["pizza", ["A senha deve ter pelo menos 8 caracteres", "A senha deve conter pelo menos uma letra maiúscula", "A senha deve conter pelo menos um número", "A senha deve conter pelo menos um símbolo"]],
    ["Pizza 2025", ["A senha deve conter pelo menos um símbolo"]],
    ["ÇÃO#2025á", []],
    ["Pz#2025", ["A senha deve ter pelo menos 8 caracteres"]],
    ["Piz#2025", []],
    ["PIZZA#2025", ["A senha deve conter pelo menos uma letra minúscula"]],
    ["pizza#2025", ["A senha deve conter pelo menos uma letra maiúscula"]],
    ["Pizza#abcd", ["A senha deve conter pelo menos um número"]],
  ])("%j -> %j", (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });
});

describe("digits", () => {
  it("keeps only digits", () => {
    expect(onlyDigits("+55 (11) 98765-4321")).toBe("5511987654321");
  });

  it("tells a run of one digit", () => {
    expect(isAllSameDigit("77777777777")).toBe(true);
    expect(isAllSameDigit("77777777707")).toBe(false);
    expect(isAllSameDigit("")).toBe(false);
  });
});
