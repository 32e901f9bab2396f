import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isValidCnpj, isValidCpf } from "@forno/domain/validators";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { assetsFolder } from "../../paths";
import { type TestApp, createTestApp, loginStaff, request } from "../../../test/support";
import { ceps, clients, products, settings, staffUsers } from "../schema";
import { DEMO_CLIENT, DEMO_STAFF } from "./accounts-data";
import { SEED_PRODUCTS } from "./catalog-data";
import { SEED_CEPS } from "./ceps-data";
import { ensureSettings, ensureStaffAccount, seedDemoStore } from "./index";
import { SETTING_DEFINITIONS } from "./settings-data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the demo store", () => {
  it("uses valid, documented documents", () => {
    expect(isValidCpf(DEMO_STAFF.document)).toBe(true);
    expect(isValidCpf(DEMO_CLIENT.document)).toBe(true);
    const legal = SETTING_DEFINITIONS.find((item) => item.key === "store_info.legal_document")!;
    expect(isValidCnpj(legal.value)).toBe(true);
    const readme = readFileSync(join(assetsFolder, "..", "README.md"), "utf8");
    for (const value of [DEMO_STAFF.password, DEMO_CLIENT.password, "390.533.447-05", "123.987.456-19"]) expect(readme).toContain(value);
  });

  it("has a drawn image for every product, served under /images", async () => {
    for (const product of SEED_PRODUCTS) {
      expect(existsSync(join(assetsFolder, "images", "products", `${product.image}.svg`)), product.image).toBe(true);
    }
    const response = await t.app.inject({ method: "GET", url: "/images/products/pizza-calabresa.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect((await t.app.inject({ method: "GET", url: "/images/../drizzle/meta/_journal.json" })).statusCode).toBe(404);
  });

  // The storefront's largest paint is a product photo: an SVG filter is rasterised on the phone's
  // main thread before that frame (decision 3716), so the demo's drawings use none.
  it("draws every product without an SVG filter", () => {
    for (const product of SEED_PRODUCTS) {
      expect(readFileSync(join(assetsFolder, "images", "products", `${product.image}.svg`), "utf8"), product.image).not.toMatch(/<filter|filter=/);
    }
  });

  it("has at least five active delivery areas in one city, one without a fee and an inactive one", () => {
    const active = SEED_CEPS.filter((cep) => cep.active);
    expect(active.length).toBeGreaterThanOrEqual(5);
    expect(new Set(SEED_CEPS.map((cep) => cep.city))).toEqual(new Set(["São Paulo"]));
    expect(active.some((cep) => cep.amount === null)).toBe(true);
    expect(SEED_CEPS.some((cep) => !cep.active)).toBe(true);
    expect(SEED_CEPS.every((cep) => /^\d{8}$/.test(cep.postalCode))).toBe(true);
  });

  it("places every demo delivery area in west-central São Paulo (OpenDelivery's delivery coordinates), and seeds them", async () => {
    for (const cep of SEED_CEPS) {
      expect(cep.latitude, cep.street).toBeGreaterThan(-23.6);
      expect(cep.latitude, cep.street).toBeLessThan(-23.52);
      expect(cep.longitude, cep.street).toBeGreaterThan(-46.72);
      expect(cep.longitude, cep.street).toBeLessThan(-46.63);
    }
    expect(new Set(SEED_CEPS.map((cep) => `${cep.latitude},${cep.longitude}`)).size).toBe(SEED_CEPS.length);
    const [row] = await t.app.ctx.db.select().from(ceps).where(eq(ceps.postalCode, "05433010"));
    expect(row).toMatchObject({ latitude: -23.5558, longitude: -46.6907 });
  });

  it("prices the subgroups of Pizzas Grandes differently and marks pizzas fractionable, drinks not", () => {
    const large = SEED_PRODUCTS.filter((product) => product.group === "Pizzas Grandes");
    const average = (subgroup: string) => {
      const prices = large.filter((product) => product.subgroup === subgroup).map((product) => product.amount);
      return prices.reduce((sum, price) => sum + price, 0) / prices.length;
    };
    expect(average("Especiais")).toBeGreaterThan(average("Tradicionais"));
    expect(SEED_PRODUCTS.filter((product) => product.group.startsWith("Pizzas")).every((product) => product.fractionable)).toBe(true);
    expect(SEED_PRODUCTS.filter((product) => product.group === "Bebidas").every((product) => !product.fractionable)).toBe(true);
  });

  it("is seeded once: a second run changes nothing and keeps the store's edits", async () => {
    const db = t.app.ctx.db;
    const staff = await loginStaff(t.app);
    const [pizza] = await db.select().from(products).where(eq(products.externalId, "PG-MARGHERITA"));
    await request(t.app, { method: "PATCH", url: `/products/${pizza!.id}`, token: staff, payload: { name: "Margherita da Casa" } });
    const [online] = await db.select().from(settings).where(eq(settings.key, "store_info.online"));
    await request(t.app, { method: "PATCH", url: `/settings/${online!.id}`, token: staff, payload: { value: "false" } });
    const before = await Promise.all([products, ceps, clients, settings].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));

    expect(await seedDemoStore(db, t.app.ctx.passwords, t.app.log)).toBe(false);
    await ensureSettings(db);
    await ensureStaffAccount(db, t.app.ctx.env, t.app.ctx.passwords, t.app.log);

    const after = await Promise.all([products, ceps, clients, settings].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
    expect(after).toEqual(before);
    expect((await db.select().from(products).where(eq(products.id, pizza!.id)))[0]!.name).toBe("Margherita da Casa");
    expect((await db.select().from(settings).where(eq(settings.key, "store_info.online")))[0]!.value).toBe("false");
  });
});

describe("STAFF_DOCUMENT and STAFF_PASSWORD", () => {
  it("create the staff account, update its password on the next start, and retire the demo staff", async () => {
    const custom = await createTestApp({ env: { STAFF_DOCUMENT: "529.982.247-25", STAFF_PASSWORD: "Dono@Forno1", STAFF_NAME: "Dono da Pizzaria" } });
    try {
      const token = await loginStaff(custom.app, "52998224725", "Dono@Forno1");
      const profile = (await request(custom.app, { method: "GET", url: "/auth/profile", token })).json();
      expect(profile).toMatchObject({ role: "staff", name: "Dono da Pizzaria", username: "52998224725" });
      const demo = await custom.app.inject({ method: "POST", url: "/auth/login", payload: { document: DEMO_STAFF.document, password: DEMO_STAFF.password } });
      expect(demo.statusCode).toBe(401);

      // What a starting instance does (app.ts): the staff account, then a NOTIFY that clears every
      // instance's cached session versions.
      const restart = async (password: string) => {
        await ensureStaffAccount(custom.app.ctx.db, { ...custom.app.ctx.env, STAFF_DOCUMENT: "52998224725", STAFF_PASSWORD: password, STAFF_NAME: undefined }, custom.app.ctx.passwords, custom.app.log);
        await custom.app.ctx.sessionVersions.changed();
      };
      const profileStatus = async (bearer: string) => (await request(custom.app, { method: "GET", url: "/auth/profile", token: bearer })).statusCode;
      // A restart with the same password keeps the sessions; a new password ends them (decision 1401).
      await restart("Dono@Forno1");
      expect(await profileStatus(token)).toBe(200);
      await restart("Outra@Senha2");
      expect(await profileStatus(token)).toBe(401);
      expect(await profileStatus(await loginStaff(custom.app, "52998224725", "Outra@Senha2"))).toBe(200);
      const rows = await custom.app.ctx.db.select().from(staffUsers);
      expect(rows.map((row) => row.name)).toEqual(["Dono da Pizzaria"]);
    } finally {
      await custom.close();
    }
  });

  it("refuses to start with an invalid STAFF_DOCUMENT", async () => {
    await expect(createTestApp({ env: { STAFF_DOCUMENT: "123.456.789-00", STAFF_PASSWORD: "Dono@Forno1" } })).rejects.toThrow(/STAFF_DOCUMENT/);
  });

  it("refuses to start with an invalid variable, naming it", async () => {
    await expect(createTestApp({ env: { PAYMENT_PROVIDER: "paypal" } })).rejects.toThrow(/PAYMENT_PROVIDER/);
  });
});

describe("an embedded database in DATA_DIR", () => {
  // Two on-disk PGlite boots (migrations, seed): a few seconds alone, past 30 s on a loaded 2-core machine.
  it("keeps data, the generated JWT secret and sessions across restarts", { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "forno-api-persist-"));
    const open = () =>
      buildApp({
        ignoreProcessEnv: true,
        env: { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
        logger: false,
        hasherCost: { memoryCost: 1024, timeCost: 1 },
      });
    try {
      const first = await open();
      const token = await loginStaff(first);
      const [cep] = await first.ctx.db.select().from(ceps).where(eq(ceps.postalCode, "05433001"));
      await request(first, { method: "PATCH", url: "/ceps/05433001", token, payload: { amount: 4.5 } });
      await first.close();
      expect(existsSync(join(dataDir, "pglite"))).toBe(true);
      expect(readFileSync(join(dataDir, "jwt-secret"), "utf8").trim().length).toBeGreaterThanOrEqual(32);

      const second = await open();
      try {
        expect((await request(second, { method: "GET", url: "/auth/profile", token })).statusCode).toBe(200);
        const lookup = (await second.inject({ method: "GET", url: "/ceps/05433001" })).json();
        expect(lookup.amount).toBe(4.5);
        expect(cep!.amount).toBe(5);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
