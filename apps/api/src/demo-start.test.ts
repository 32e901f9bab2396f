import type { NetworkInterfaceInfo } from "node:os";
import { storeInfoSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startConfig } from "../../../scripts/start-config.mjs";
import { type TestApp, createTestApp, freezeClock, request } from "../test/support";

// `npm run up` (scripts/up.sh -> scripts/start.mjs) starts the API with startConfig's variables:
// what a newcomer gets, whatever the day (issue 36 point 3, decisions 3603 and 3604).

const wifi = (address: string): NetworkInterfaceInfo => ({ address, family: "IPv4", internal: false, netmask: "255.255.255.0", mac: "00:00:00:00:00:01", cidr: null });
const interfaces = {
  lo: [{ address: "127.0.0.1", family: "IPv4", internal: true, netmask: "255.0.0.0", mac: "00:00:00:00:00:00", cidr: null } satisfies NetworkInterfaceInfo],
  docker0: [wifi("203.0.113.9")],
  wlan0: [wifi("192.168.0.12")],
};

describe("startConfig: one HOST and three ports for the API and both apps", () => {
  it("by default serves this machine only, on localhost, with the demo open and a quiet log", () => {
    const config = startConfig({}, interfaces);
    expect(config.urls).toEqual({ api: "http://localhost:3000", storefront: "http://localhost:4173", backoffice: "http://localhost:4174/backoffice" });
    expect(config.apiEnv).toMatchObject({ HOST: "127.0.0.1", PORT: "3000", SEED_HOURS: "always", LOG_LEVEL: "warn", PUBLIC_URL: "http://localhost:3000" });
    // Opening http://127.0.0.1:4173 works as well as http://localhost:4173.
    expect(config.apiEnv.CORS_ORIGINS.split(",")).toEqual(["http://localhost:4173", "http://localhost:4174", "http://127.0.0.1:4173", "http://127.0.0.1:4174"]);
  });

  it("HOST=0.0.0.0 prints, builds and allows the machine's address on the Wi-Fi; the ports move together", () => {
    const config = startConfig({ HOST: "0.0.0.0", PORT: "8080", STOREFRONT_PORT: "8081", BACKOFFICE_PORT: "8082" }, interfaces);
    expect(config.urls).toEqual({ api: "http://192.168.0.12:8080", storefront: "http://192.168.0.12:8081", backoffice: "http://192.168.0.12:8082/backoffice" });
    expect(config.apiEnv).toMatchObject({ HOST: "0.0.0.0", PORT: "8080", PUBLIC_URL: "http://192.168.0.12:8080" });
    expect(config.apiEnv.CORS_ORIGINS.split(",")).toEqual([
      "http://192.168.0.12:8081",
      "http://192.168.0.12:8082",
      "http://localhost:8081",
      "http://localhost:8082",
      "http://127.0.0.1:8081",
      "http://127.0.0.1:8082",
    ]);
  });

  it("what is set wins: the API's address, its origins and hours; a bad port is refused", () => {
    const config = startConfig({ VITE_API_URL: "https://api.forno.example", CORS_ORIGINS: "https://delivery.forno.example", SEED_HOURS: "week", LOG_LEVEL: "info" }, interfaces);
    expect(config.urls.api).toBe("https://api.forno.example");
    expect(config.apiEnv).toMatchObject({ CORS_ORIGINS: "https://delivery.forno.example", PUBLIC_URL: "https://api.forno.example", SEED_HOURS: "week", LOG_LEVEL: "info" });
    expect(() => startConfig({ STOREFRONT_PORT: "loja" }, interfaces)).toThrow('STOREFRONT_PORT must be a port number (1 to 65535), got "loja"');
  });
});

describe("the demo of npm run up on a Monday morning", () => {
  // Monday 2026-11-30, 09:00 in São Paulo: the old demo week (Tuesday to Sunday, 18:00) was closed.
  const MONDAY_MORNING = "2026-11-30T12:00:00.000Z";
  let t: TestApp;
  beforeAll(async () => {
    freezeClock(MONDAY_MORNING);
    const { apiEnv } = startConfig({ HOST: "0.0.0.0" }, interfaces);
    // As start.mjs runs it: development, the demo seeded, its variables (the test harness's own port and logging kept).
    t = await createTestApp({ env: { NODE_ENV: "development", SEED_HOURS: apiEnv.SEED_HOURS, CORS_ORIGINS: apiEnv.CORS_ORIGINS } });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it("serves an open store that says it opens every day, all day", async () => {
    const store = storeInfoSchema.parse((await request(t.app, { method: "GET", url: "/settings/store" })).json());
    expect(store.operation).toMatchObject({ is_open: true, next_open_at: null });
    expect(store.store_info.business_hours).toBe("Todos os dias, 24 horas");
    expect(store.appearance.name).toBe("Forno Pizzaria");
  });

  it("answers the storefront opened from a phone on the Wi-Fi and from 127.0.0.1", async () => {
    for (const origin of ["http://192.168.0.12:4173", "http://127.0.0.1:4173"]) {
      const preflight = await request(t.app, {
        method: "OPTIONS",
        url: "/orders",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type" },
      });
      expect(preflight.statusCode, origin).toBe(204);
      expect(preflight.headers["access-control-allow-origin"]).toBe(origin);
    }
  });
});
