import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffUsers } from "../schema";
import { DEMO_STAFF, type TestApp, createTestApp, loginStaff } from "../../../test/support";
import { DEMO_PASSWORD_IN_PRODUCTION, STAFF_REQUIRED_IN_PRODUCTION } from "./staff-account";

// Issue 29 point 3: production never accepts the public demo staff login.

const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: "https://api.forno.example", SMS_PROVIDER: "console" };
const OWN_STAFF = { STAFF_DOCUMENT: "529.982.247-25", STAFF_PASSWORD: "Equipe#Loja2025" };
/** Instances on one database share JWT_SECRET. */
const JWT_SECRET = "staff-account-test-secret-of-32-characters!";

const login = (app: TestApp["app"], document: string, password: string) => app.inject({ method: "POST", url: "/auth/login", payload: { document, password } });

async function demoStaffRows(app: TestApp["app"]): Promise<number> {
  return (await app.ctx.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.document, DEMO_STAFF.document))).length;
}

// Each test starts one to four apps: generous on two busy cores.
describe("the staff account in production", { timeout: 240_000 }, () => {
  it("refuses to start on a new database without STAFF_DOCUMENT/STAFF_PASSWORD, naming them, demo store or not", async () => {
    for (const env of [PRODUCTION, { ...PRODUCTION, SEED_DEMO: "true" }]) {
      await expect(createTestApp({ env })).rejects.toThrow(STAFF_REQUIRED_IN_PRODUCTION);
    }
    expect(STAFF_REQUIRED_IN_PRODUCTION).toMatch(/^STAFF_DOCUMENT and STAFF_PASSWORD are required in production/);
  });

  it("refuses the demo staff's public password as the store's own", async () => {
    await expect(createTestApp({ env: { ...PRODUCTION, STAFF_DOCUMENT: DEMO_STAFF.document, STAFF_PASSWORD: DEMO_STAFF.password } })).rejects.toThrow(DEMO_PASSWORD_IN_PRODUCTION);
    await expect(createTestApp({ env: { ...PRODUCTION, ...OWN_STAFF, STAFF_PASSWORD: DEMO_STAFF.password } })).rejects.toThrow(DEMO_PASSWORD_IN_PRODUCTION);
  });

  it("starts with its own staff account, where the demo login is a 401", async () => {
    const t = await createTestApp({ env: { ...PRODUCTION, ...OWN_STAFF, SEED_DEMO: "true" } });
    try {
      expect((await login(t.app, DEMO_STAFF.document, DEMO_STAFF.password)).statusCode).toBe(401);
      expect((await login(t.app, OWN_STAFF.STAFF_DOCUMENT, OWN_STAFF.STAFF_PASSWORD)).statusCode).toBe(200);
      expect(await demoStaffRows(t.app)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it("restarts without the variables when the database already has a staff member of its own, removing a demo staff left by a development start", async () => {
    // A development start seeds the demo staff; the store then adds its own account.
    const development = await createTestApp({ env: { JWT_SECRET } });
    try {
      expect(await loginStaff(development.app)).toBeTruthy();
      const withOwn = await createTestApp({ env: { ...PRODUCTION, ...OWN_STAFF, JWT_SECRET }, shareDatabaseWith: development });
      await withOwn.close();
      // STAFF_DOCUMENT removed the demo staff; a development start brings it back...
      const again = await createTestApp({ env: { JWT_SECRET }, shareDatabaseWith: development });
      await again.close();
      expect(await demoStaffRows(development.app)).toBe(1);
      // ...and a production start without the variables keeps the store's own and removes the demo one.
      const production = await createTestApp({ env: { ...PRODUCTION, JWT_SECRET }, shareDatabaseWith: development });
      try {
        expect(await demoStaffRows(production.app)).toBe(0);
        expect((await login(production.app, DEMO_STAFF.document, DEMO_STAFF.password)).statusCode).toBe(401);
        expect((await login(production.app, OWN_STAFF.STAFF_DOCUMENT, OWN_STAFF.STAFF_PASSWORD)).statusCode).toBe(200);
      } finally {
        await production.close();
      }
    } finally {
      await development.close();
    }
  });

  it("refuses to start when the only staff in the database is the demo one", async () => {
    const development = await createTestApp({ env: { JWT_SECRET } });
    try {
      await expect(createTestApp({ env: { ...PRODUCTION, JWT_SECRET }, shareDatabaseWith: development })).rejects.toThrow(STAFF_REQUIRED_IN_PRODUCTION);
      // The refused start removed the demo staff all the same: its public login is gone for good.
      expect(await demoStaffRows(development.app)).toBe(0);
    } finally {
      await development.close();
    }
  });

  it("outside production, keeps the demo staff when the variables are unset", async () => {
    const t = await createTestApp();
    try {
      expect((await login(t.app, DEMO_STAFF.document, DEMO_STAFF.password)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
