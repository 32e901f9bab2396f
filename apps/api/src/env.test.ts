import { describe, expect, it } from "vitest";
import { DEFAULT_CORS_ORIGINS, DEFAULT_PUSH_SERVICE_HOSTS, EnvError, parseEnv } from "./env";
import { focusNfeBaseUrl } from "./env-fiscal";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./.data",
      PAYMENT_PROVIDER: "sandbox",
      LOG_LEVEL: "info",
      NODE_ENV: "development",
      SEED_DEMO: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.CORS_ORIGINS).toEqual(DEFAULT_CORS_ORIGINS);
    expect(DEFAULT_CORS_ORIGINS).toEqual([
      "http://localhost:4173",
      "http://localhost:4174",
      "http://localhost:5173",
      "http://localhost:5174",
      "http://127.0.0.1:4173",
      "http://127.0.0.1:4174",
      "http://127.0.0.1:5173",
      "http://127.0.0.1:5174",
    ]);
  });

  it("reads a comma list of origins and treats empty variables as unset", () => {
    const env = parseEnv({ CORS_ORIGINS: " https://a.example ,https://b.example", DATABASE_URL: "", JWT_SECRET: "" });
    expect(env.CORS_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it("names every bad variable in one English message, without echoing secrets", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "oitenta", PAYMENT_PROVIDER: "paypal", DATABASE_URL: "mysql://x", JWT_SECRET: "curto", CORS_ORIGINS: "localhost" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const variable of ["PORT", "PAYMENT_PROVIDER", "DATABASE_URL", "JWT_SECRET", "CORS_ORIGINS"]) expect(message).toContain(variable);
    expect(message).toContain('(got "oitenta")');
    expect(message).not.toContain("curto");
  });

  it("reads Web Push settings: both VAPID keys or neither, a mailto:/https: subject, the push service hosts", () => {
    const publicKey = "B".repeat(87);
    const privateKey = "p".repeat(43);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => parseEnv({ VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => parseEnv({ VAPID_SUBJECT: "http://forno.example" })).toThrow(/VAPID_SUBJECT/);
    let message = "";
    try {
      parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: "not a key!" });
    } catch (caught) {
      message = (caught as Error).message;
    }
    expect(message).toContain("VAPID_PRIVATE_KEY");
    expect(message).not.toContain("not a key!");

    const env = parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, PUSH_SERVICE_HOSTS: " push.example , Other.example" });
    expect(env.PUSH_SERVICE_HOSTS).toEqual(["push.example", "other.example"]);
    expect(env.VAPID_SUBJECT).toBe("mailto:push@forno.invalid");
    expect(parseEnv({}).PUSH_SERVICE_HOSTS).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(parseEnv({ PUBLIC_URL: "https://api.forno.example" }).VAPID_SUBJECT).toBe("https://api.forno.example");
    expect(parseEnv({ VAPID_SUBJECT: "mailto:dono@forno.example" }).VAPID_SUBJECT).toBe("mailto:dono@forno.example");
  });

  it("reads TRUST_PROXY as no proxy, a number of hops or the proxies' addresses, never as every hop (issue 29)", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    for (const off of ["false", "0", " ", "FALSE"]) expect(parseEnv({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
    // `true` was "trust every hop": now one proxy, the documented nginx in front.
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback" }).TRUST_PROXY).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "loopback"]);
    for (const bad of ["yes", "6", "10.0.0.0/33", "10.0.0.1/8/1", "nginx.internal", "::1/129", ","]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY.*must be false, true, a number of proxy hops|TRUST_PROXY.*at most 5 hops/);
    }
    expect(parseEnv({ TRUST_PROXY: "127.0.0.1," }).TRUST_PROXY).toEqual(["127.0.0.1"]);
  });

  it("reads FISCAL_PROVIDER none (default), sandbox or focusnfe; focusnfe needs its token, named, never echoed (growth.md section 3)", () => {
    expect(parseEnv({})).toMatchObject({ FISCAL_PROVIDER: "none", FOCUSNFE_ENV: "homologation", FOCUSNFE_TIMEOUT_MS: 30_000, FISCAL_RETRY_AFTER_MS: 60_000 });
    expect(parseEnv({ FISCAL_PROVIDER: "sandbox" }).FISCAL_PROVIDER).toBe("sandbox");
    expect(focusNfeBaseUrl(parseEnv({ FISCAL_PROVIDER: "focusnfe", FOCUSNFE_TOKEN: "t" }))).toBe("https://homologacao.focusnfe.com.br");
    expect(focusNfeBaseUrl(parseEnv({ FISCAL_PROVIDER: "focusnfe", FOCUSNFE_TOKEN: "t", FOCUSNFE_ENV: "production" }))).toBe("https://api.focusnfe.com.br");
    expect(focusNfeBaseUrl(parseEnv({ FISCAL_PROVIDER: "focusnfe", FOCUSNFE_TOKEN: "t", FOCUSNFE_BASE_URL: "http://127.0.0.1:9/" }))).toBe("http://127.0.0.1:9");
    expect(() => parseEnv({ FISCAL_PROVIDER: "focusnfe" })).toThrow(/FOCUSNFE_TOKEN: is required when FISCAL_PROVIDER=focusnfe/);
    expect(() => parseEnv({ FISCAL_PROVIDER: "bling" })).toThrow(/FISCAL_PROVIDER/);
    let message = "";
    try {
      parseEnv({ FISCAL_PROVIDER: "focusnfe", FOCUSNFE_TOKEN: "token-que-nao-aparece", FOCUSNFE_ENV: "prod" });
    } catch (caught) {
      message = (caught as Error).message;
    }
    expect(message).toMatch(/FOCUSNFE_ENV \(got "prod"\)/);
    expect(message).not.toContain("token-que-nao-aparece");
  });

  it("reads SMS_PROVIDER console, twilio or zenvia, and stops at a missing variable of the chosen one, by name (growth.md section 5)", () => {
    const twilio = { SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: `AC${"a1".repeat(16)}`, TWILIO_AUTH_TOKEN: "token-secreto-da-conta", TWILIO_FROM: "+5511999990000" };
    expect(parseEnv(twilio)).toMatchObject({ ...twilio, TWILIO_BASE_URL: "https://api.twilio.com" });
    const zenvia = { SMS_PROVIDER: "zenvia", ZENVIA_API_TOKEN: "token-da-zenvia", ZENVIA_FROM: "forno-pizzaria" };
    expect(parseEnv(zenvia)).toMatchObject({ ...zenvia, ZENVIA_BASE_URL: "https://api.zenvia.com" });
    expect(parseEnv({ ...zenvia, ZENVIA_BASE_URL: "http://127.0.0.1:9" }).ZENVIA_BASE_URL).toBe("http://127.0.0.1:9");
    for (const variable of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"]) {
      expect(() => parseEnv({ ...twilio, [variable]: undefined }), variable).toThrow(new RegExp(`${variable}: is required when SMS_PROVIDER=twilio`));
    }
    for (const variable of ["ZENVIA_API_TOKEN", "ZENVIA_FROM"]) {
      expect(() => parseEnv({ ...zenvia, [variable]: undefined }), variable).toThrow(new RegExp(`${variable}: is required when SMS_PROVIDER=zenvia`));
    }
    let message = "";
    try {
      parseEnv({ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "sid-errado", TWILIO_AUTH_TOKEN: "segredo-que-nao-aparece" });
    } catch (caught) {
      message = (caught as Error).message;
    }
    expect(message).toMatch(/TWILIO_ACCOUNT_SID \(got "sid-errado"\): must be the Account SID/);
    expect(message).toMatch(/TWILIO_FROM: is required when SMS_PROVIDER=twilio/);
    expect(message).not.toContain("segredo-que-nao-aparece");
    expect(() => parseEnv({ SMS_PROVIDER: "sms-barato" })).toThrow(/SMS_PROVIDER/);
    // The console provider needs nothing; the others' variables are ignored by it.
    expect(parseEnv({ SMS_PROVIDER: "console" }).SMS_PROVIDER).toBe("console");
  });

  it("requires STAFF_DOCUMENT and STAFF_PASSWORD together", () => {
    expect(() => parseEnv({ STAFF_DOCUMENT: "39053344705" })).toThrow(/STAFF_PASSWORD/);
    expect(() => parseEnv({ STAFF_PASSWORD: "Segura@2025" })).toThrow(/STAFF_DOCUMENT/);
    expect(parseEnv({ STAFF_DOCUMENT: "39053344705", STAFF_PASSWORD: "Segura@2025" }).STAFF_DOCUMENT).toBe("39053344705");
  });

  it("reads the OpenDelivery credentials together, a merchant id of 36 to 100 characters and an http(s) webhook URL, never echoing the secret", () => {
    const off = parseEnv({ OPENDELIVERY_CLIENT_ID: " ", OPENDELIVERY_CLIENT_SECRET: "" });
    expect(off.OPENDELIVERY_CLIENT_ID).toBeUndefined();
    expect(off.OPENDELIVERY_CLIENT_SECRET).toBeUndefined();
    expect(() => parseEnv({ OPENDELIVERY_CLIENT_ID: "pdv" })).toThrow(/OPENDELIVERY_CLIENT_SECRET/);
    expect(() => parseEnv({ OPENDELIVERY_CLIENT_SECRET: "segredo-bem-comprido-123" })).toThrow(/OPENDELIVERY_CLIENT_ID/);
    const on = parseEnv({ OPENDELIVERY_CLIENT_ID: "pdv", OPENDELIVERY_CLIENT_SECRET: "segredo-bem-comprido-123", OPENDELIVERY_WEBHOOK_URL: "https://pdv.example/od" });
    expect(on).toMatchObject({ OPENDELIVERY_CLIENT_ID: "pdv", OPENDELIVERY_CLIENT_SECRET: "segredo-bem-comprido-123", OPENDELIVERY_WEBHOOK_URL: "https://pdv.example/od" });
    expect(on.OPENDELIVERY_MERCHANT_ID).toBeUndefined();
    let error: unknown;
    try {
      parseEnv({ OPENDELIVERY_CLIENT_ID: "pdv", OPENDELIVERY_CLIENT_SECRET: "curto-demais", OPENDELIVERY_MERCHANT_ID: "curto", OPENDELIVERY_WEBHOOK_URL: "ftp://pdv.example" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toMatch(/OPENDELIVERY_CLIENT_SECRET: must have at least 16 characters/);
    expect(message).toMatch(/OPENDELIVERY_MERCHANT_ID \(got "curto"\): must have 36 to 100 characters/);
    expect(message).toMatch(/OPENDELIVERY_WEBHOOK_URL/);
    expect(message).not.toContain("curto-demais");
  });

  it("in production, needs PUBLIC_URL and an explicit SMS_PROVIDER, and turns the demo data and /docs off by default", () => {
    let error: unknown;
    try {
      parseEnv({ NODE_ENV: "production" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toMatch(/PUBLIC_URL: is required in production/);
    expect((error as Error).message).toMatch(/SMS_PROVIDER: is required in production: twilio or zenvia send the password codes/);

    const production = parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://api.forno.example/", SMS_PROVIDER: "console" });
    expect(production).toMatchObject({ SEED_DEMO: false, API_DOCS: false, SMS_PROVIDER: "console", PUBLIC_URL: "https://api.forno.example" });
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://a.example", SMS_PROVIDER: "console", SEED_DEMO: "true", API_DOCS: "true" })).toMatchObject({ SEED_DEMO: true, API_DOCS: true });
    expect(parseEnv({ PORT: "3100" })).toMatchObject({ SEED_DEMO: true, API_DOCS: true, SMS_PROVIDER: "console", PUBLIC_URL: "http://localhost:3100" });
  });
});
