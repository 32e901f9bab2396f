import { afterEach, describe, expect, it, vi } from "vitest";
import { OPENDELIVERY_TOKEN_SECONDS, createOpenDeliveryTokens } from "./access-tokens";

const tokens = createOpenDeliveryTokens("chave-da-api-para-os-testes-0123456789");
const CLIENT = "pdv-teste";
const SECRET = "segredo-do-pdv-de-teste-0123456789";

afterEach(() => {
  vi.useRealTimers();
});

describe("OpenDelivery access tokens", () => {
  it("open the API until they expire, and not a second after", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T20:00:00Z") });
    const token = await tokens.sign(CLIENT, SECRET);
    vi.setSystemTime(new Date("2026-11-24T20:00:00Z").getTime() + (OPENDELIVERY_TOKEN_SECONDS - 1) * 1000);
    expect(await tokens.verify(token, CLIENT, SECRET)).toBe(true);
    vi.setSystemTime(new Date("2026-11-24T20:00:00Z").getTime() + (OPENDELIVERY_TOKEN_SECONDS + 1) * 1000);
    expect(await tokens.verify(token, CLIENT, SECRET)).toBe(false);
  });

  it("belong to the client and the secret they were issued for", async () => {
    const token = await tokens.sign(CLIENT, SECRET);
    expect(await tokens.verify(token, "outro-pdv", SECRET)).toBe(false);
    expect(await tokens.verify(token, CLIENT, `${SECRET}-novo`)).toBe(false);
    expect(await createOpenDeliveryTokens("outra-chave-de-api-0123456789abcdef").verify(token, CLIENT, SECRET)).toBe(false);
    expect(await tokens.verify("não é um token", CLIENT, SECRET)).toBe(false);
  });
});
