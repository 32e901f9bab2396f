import { describe, expect, it } from "vitest";
import { addressText, formatEmail, formatName, shorten, truncate } from "./index";

describe("e-mail", () => {
  it.each([
    ["Maria@Example.COM", "maria@example.com"],
    ["  joao@x.com ", "joao@x.com"],
  ])("%j -> %j", (input, output) => {
    expect(formatEmail(input)).toBe(output);
  });
});

describe("names: letters and spaces only, title case", () => {
  it.each([
    ["maria silva", "Maria Silva"],
    ["MARIA SILVA", "Maria Silva"],
    ["joão d'ávila", "João Dávila"],
    ["maria da silva", "Maria da Silva"],
    ["DA SILVA", "Da Silva"],
    ["josé dos santos e souza", "José dos Santos e Souza"],
    ["maria das dores de souza do carmo", "Maria das Dores de Souza do Carmo"],
    ["ana123 paula!", "Ana Paula"],
    ["  ana   paula", "Ana Paula"],
    ["ana ", "Ana "],
    ["ÂNGELA ÉLIDA", "Ângela Élida"],
    ["", ""],
  ])("%j -> %j", (input, output) => {
    expect(formatName(input)).toBe(output);
  });
});

describe("shortened form", () => {
  it.each([
    ["abcdef", "abcdef"],
    ["abcdefg", "abc…efg"],
    ["4111111111111111", "411…111"],
    ["", ""],
    ["ação", "ação"],
  ])("%j -> %j", (input, output) => {
    expect(shorten(input)).toBe(output);
  });
});

describe("selected address text", () => {
  const saved = { alias: "Casa", number: "1578", address_info: "Apto 42", Cep: { street: "Avenida Paulista" } };

  it.each([
    [saved, "Casa - Avenida Paulista, 1578, Apto 42"],
    [{ ...saved, address_info: null }, "Casa - Avenida Paulista, 1578"],
    [{ ...saved, alias: null }, "Avenida Paulista, 1578, Apto 42"],
    [{ ...saved, alias: "  " }, "Avenida Paulista, 1578, Apto 42"],
    [{ alias: "Retirada", number: "100", address: "Rua Augusta" }, "Retirada - Rua Augusta, 100"],
    [{ alias: "Casa", number: 10 }, "Casa - 10"],
    [{ alias: " Casa ", number: " 1578 ", address_info: " Apto 42 ", Cep: { street: " Avenida Paulista " } }, "Casa - Avenida Paulista, 1578, Apto 42"],
    [{ alias: null, number: null, Cep: null }, ""],
  ])("%j -> %j", (address, text) => {
    expect(addressText(address)).toBe(text);
  });

  it("is cut to 60 characters for the headers", () => {
    const long = { ...saved, address_info: "Bloco B, apartamento 1203, interfone 1203, portaria 24 horas" };
    expect(addressText(long)).toHaveLength(60);
    expect(addressText(long)).toBe("Casa - Avenida Paulista, 1578, Bloco B, apartamento 1203, in");
    expect(truncate("abc", 60)).toBe("abc");
    expect(truncate("ação", 3)).toBe("açã");
  });
});
