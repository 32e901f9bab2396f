import { afterEach, describe, expect, it, vi } from "vitest";
import { MERCADOPAGO_SDK_MESSAGES, MERCADOPAGO_SDK_URL, initMercadoPago, resetMercadoPagoForTests } from "./mercadopago-sdk";

function sdkScript(): HTMLScriptElement {
  const script = document.querySelector<HTMLScriptElement>(`script[src="${MERCADOPAGO_SDK_URL}"]`);
  if (!script) throw new Error("the SDK script was not added");
  return script;
}

describe("Mercado Pago SDK loader", () => {
  afterEach(() => {
    resetMercadoPagoForTests();
    delete window.MercadoPago;
    document.querySelectorAll("script").forEach((script) => script.remove());
    vi.restoreAllMocks();
  });

  it("missing public key: fails before loading anything", async () => {
    await expect(initMercadoPago(null)).rejects.toThrow(MERCADOPAGO_SDK_MESSAGES.missingPublicKey);
    expect(document.querySelector("script")).toBeNull();
  });

  it("loads the script from the provider's host once, creates the instance with the key and pt-BR", async () => {
    const created: unknown[] = [];
    const pending = initMercadoPago("TEST-key");
    window.MercadoPago = class {
      constructor(...args: unknown[]) {
        created.push(args);
      }
      bricks() {
        return { create: async () => ({ unmount() {} }) };
      }
    } as unknown as NonNullable<typeof window.MercadoPago>;
    sdkScript().dispatchEvent(new Event("load"));
    await pending;
    expect(created).toEqual([["TEST-key", { locale: "pt-BR" }]]);
  });

  it("already initialised: a warning, and the same instance", async () => {
    window.MercadoPago = class {
      bricks() {
        return { create: async () => ({ unmount() {} }) };
      }
    } as unknown as NonNullable<typeof window.MercadoPago>;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const first = await initMercadoPago("TEST-key");
    const second = await initMercadoPago("TEST-key");
    expect(second).toBe(first);
    expect(warn).toHaveBeenCalledWith(MERCADOPAGO_SDK_MESSAGES.alreadyInitialised);
  });

  it("failed to load: a message, and a later try adds the script again", async () => {
    const pending = initMercadoPago("TEST-key");
    sdkScript().dispatchEvent(new Event("error"));
    await expect(pending).rejects.toThrow(MERCADOPAGO_SDK_MESSAGES.loadFailed);
    void initMercadoPago("TEST-key").catch(() => undefined);
    expect(sdkScript()).toBeTruthy();
  });

  it("loaded but unavailable (no MercadoPago global): a message", async () => {
    const pending = initMercadoPago("TEST-key");
    sdkScript().dispatchEvent(new Event("load"));
    await expect(pending).rejects.toThrow(MERCADOPAGO_SDK_MESSAGES.unavailable);
  });
});
